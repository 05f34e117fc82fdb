import Foundation

final class CartStore: ObservableObject {
    @Published var items: [CartItem] = []
    @Published var couponCode = ""
    @Published var deliveryFee: Decimal = 4.99

    var subtotal: Decimal { items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
}

struct CartItem: Identifiable, Hashable {
    let id: UUID
    let name: String
    let price: Decimal
    var quantity: Int
}

struct Recipe: Identifiable {
    let id: UUID
    let title: String
    let summary: String
    let steps: [String]
    let servings: Int
    let minutes: Int
}
