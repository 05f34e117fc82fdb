import SwiftUI

@main
struct BrewlogApp: App {
    @StateObject private var viewModel = BrewLogViewModel(recipes: Recipe.samples)

    var body: some Scene {
        WindowGroup {
            BrewListView()
                .environmentObject(viewModel)
        }
    }
}
