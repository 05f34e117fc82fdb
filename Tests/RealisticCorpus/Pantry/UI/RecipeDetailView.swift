import SwiftUI

struct RecipeDetailView: View {
    let recipe: Recipe
    @EnvironmentObject private var cart: CartStore
    @State private var servings = 2
    @State private var showsAllSteps = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(recipe.title)
                    .font(.largeTitle.bold())
                Text(recipe.summary)
                    .font(.body)
                    .foregroundStyle(.secondary)
                Label("\(recipe.minutes) min", systemImage: "clock")
                    .font(.subheadline)
                Text("\(recipe.steps.count) steps")
                    .font(.subheadline)
                Stepper("Servings: \(servings)", value: $servings, in: 1...12) // expect: proportional-changing-digits
                Text("Serves \(servings)") // expect: proportional-changing-digits
                    .font(.headline)
                ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                    HStack(alignment: .firstTextBaseline) {
                        Text("\(index + 1)")
                            .font(.headline)
                            .frame(width: 24)
                        Text(step)
                            .font(.body)
                    }
                }
                .lineLimit(showsAllSteps ? nil : 3)
                Button(showsAllSteps ? "Show less" : "Show all steps") {
                    showsAllSteps.toggle()
                }
                .buttonStyle(.bordered)
            }
            .padding()
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                NavigationLink {
                    CartView()
                } label: {
                    Label("Cart", systemImage: "cart")
                        .overlay(alignment: .topTrailing) {
                            Text("\(cart.items.count)") // expect: proportional-changing-digits
                                .font(.caption2.bold()) // expect: caption2-use
                                .padding(3)
                                .background(.red, in: Circle())
                        }
                }
            }
        }
    }
}

struct CartView: View {
    @EnvironmentObject private var cart: CartStore

    var body: some View {
        List {
            ForEach($cart.items) { $item in
                HStack {
                    Text(item.name)
                        .lineLimit(2)
                    Spacer()
                    Stepper("\(item.quantity)", value: $item.quantity, in: 0...20) // expect: proportional-changing-digits
                        .fixedSize()
                    Text(item.price * Decimal(item.quantity), format: .currency(code: "EUR"))
                        .monospacedDigit()
                }
            }
            Section {
                LabeledContent("Delivery", value: cart.deliveryFee, format: .currency(code: "EUR")) // expect: proportional-changing-digits
                HStack {
                    Text("Subtotal")
                    Spacer()
                    Text(cart.subtotal, format: .currency(code: "EUR")) // expect: proportional-changing-digits
                        .font(.headline)
                }
                TextField("Coupon code", text: $cart.couponCode)
                    .textInputAutocapitalization(.characters)
                Text(cart.couponCode)
                    .font(.caption.monospaced())
            }
        }
        .navigationTitle("Cart")
    }
}
