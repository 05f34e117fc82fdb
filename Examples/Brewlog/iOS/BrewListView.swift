import SwiftUI

struct BrewListView: View {
    @EnvironmentObject private var viewModel: BrewLogViewModel
    @State private var isAddingBrew = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    WeeklySummaryView(brews: viewModel.brewsThisWeek, grams: viewModel.gramsThisWeek)
                }
                Section("Recipes") {
                    ForEach(viewModel.filteredRecipes) { recipe in
                        NavigationLink(value: recipe) {
                            BrewRow(recipe: recipe)
                        }
                    }
                    .onDelete { offsets in
                        viewModel.delete(at: offsets)
                    }
                }
            }
            .navigationTitle("Brewlog")
            .searchable(text: $viewModel.searchText, prompt: "Recipes and roasters")
            .navigationDestination(for: Recipe.self) { recipe in
                BrewDetailView(recipe: recipe)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isAddingBrew = true
                    } label: {
                        Label("New brew", systemImage: "plus")
                    }
                }
            }
        }
    }
}

struct BrewRow: View {
    let recipe: Recipe
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.name)
                    .font(.brewTitle)
                    .lineLimit(1)
                Text(recipe.roaster)
                    .font(.system(size: 13, weight: .light))
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(recipe.method.rawValue)
                    .font(sizeClass == .compact ? .system(size: 15) : .title3)
                    .lineLimit(1)
                Text("\(recipe.coffeeGrams) g")
                    .font(.brewStamp)
            }
        }
        .padding(.vertical, 4)
    }
}

struct WeeklySummaryView: View {
    let brews: Int
    let grams: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("This week")
                .font(.brewRounded(.headline, weight: .semibold))
            HStack(spacing: 16) {
                Text("\(brews) brews")
                    .font(.brewBody)
                Text("\(grams) g of coffee")
                    .font(.brewNote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    BrewRow(recipe: Recipe.samples[0])
        .dynamicTypeSize(.xxxLarge)
        .padding()
}

struct BrewOriginRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Image(systemName: "globe.americas")
                .font(.system(size: 22))
            Text(recipe.roaster)
                .font(.footnote)
                .foregroundStyle(.blue)
        }
    }
}
