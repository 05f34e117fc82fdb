import SwiftUI

struct BrewSidebarView: View {
    let recipes: [Recipe]
    @Binding var selection: Recipe.ID?

    var body: some View {
        List(recipes, selection: $selection) { recipe in
            VStack(alignment: .leading) {
                Text(recipe.name)
                    .font(.headline)
                Text(recipe.roaster)
                    .font(.brewSidebar)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationSplitViewColumnWidth(min: 180, ideal: 220)
    }
}
