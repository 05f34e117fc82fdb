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

struct BrewSettingsView: View {
    @AppStorage("showsRoaster") private var showsRoaster = true

    var body: some View {
        Form {
            Toggle("Show roaster in the sidebar", isOn: $showsRoaster)
            Text("Brewlog keeps your recipes on this Mac.")
                .font(.brewBody)
        }
        .padding()
    }
}

struct BrewMenuBarView: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading) {
            Text(recipe.name)
                .font(.largeTitle)
            Text(recipe.roaster)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct BrewMenuBarScene: Scene {
    let recipe: Recipe

    var body: some Scene {
        MenuBarExtra("Brewlog", systemImage: "cup.and.saucer") {
            BrewMenuBarView(recipe: recipe)
        }
        .menuBarExtraStyle(.window)
    }
}
