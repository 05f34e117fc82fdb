import SwiftUI

struct BrewDetailView: View {
    let recipe: Recipe
    @EnvironmentObject private var viewModel: BrewLogViewModel
    @State private var showsTimer = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(recipe.name)
                    .font(.brewDisplay)
                    .minimumScaleFactor(0.5)
                    .lineLimit(1)

                Text("\(recipe.coffeeGrams) g coffee to \(recipe.waterGrams) g water")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                Text(recipe.notes)
                    .font(.body.leading(.tight))

                Text(recipe.tastingNotes)
                    .font(.callout)
                    .lineSpacing(-2)

                HStack {
                    Text("Ratio")
                    Spacer()
                    Text(recipe.ratioText)
                        .font(.headline)
                        .frame(height: 24)
                }

                Text("Best within four weeks of roasting")
                    .font(.brewCaption)
                    .foregroundStyle(.secondary)

                Text("Roasted \(recipe.roastedOn.formatted(date: .abbreviated, time: .omitted))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)

                Button("Start brew") {
                    showsTimer = true
                    viewModel.logBrew(of: recipe)
                }
                .font(.caption)
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
        .navigationTitle(recipe.method.rawValue)
        .sheet(isPresented: $showsTimer) {
            BrewTimerView(recipe: recipe)
        }
    }
}

struct BrewMethodNotesView: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image(systemName: "drop.circle")
                .font(.system(size: 40))
            Text("Rinse the paper filter with hot water first, so that no papery taste ends up in the cup.")
                .monospaced()
            Text(recipe.roaster)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
