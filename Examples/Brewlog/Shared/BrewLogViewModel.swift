import Combine
import Foundation

@MainActor
final class BrewLogViewModel: ObservableObject {
    @Published private(set) var recipes: [Recipe]
    @Published var searchText = ""
    @Published private(set) var brewsThisWeek = 0
    @Published private(set) var gramsThisWeek = 0

    init(recipes: [Recipe]) {
        self.recipes = recipes
    }

    var filteredRecipes: [Recipe] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return recipes }
        return recipes.filter { recipe in
            recipe.name.localizedCaseInsensitiveContains(query)
                || recipe.roaster.localizedCaseInsensitiveContains(query)
        }
    }

    func logBrew(of recipe: Recipe) {
        brewsThisWeek += 1
        gramsThisWeek += recipe.coffeeGrams
    }

    func add(_ recipe: Recipe) {
        recipes.append(recipe)
    }

    func delete(at offsets: IndexSet) {
        recipes.remove(atOffsets: offsets)
    }
}
