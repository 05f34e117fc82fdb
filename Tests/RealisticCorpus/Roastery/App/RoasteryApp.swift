import SwiftUI

@main
struct RoasteryApp: App {
    @State private var store = RoastStore()

    var body: some Scene {
        WindowGroup {
            RoastList(store: store)
        }
        MenuBarExtra("Roastery", systemImage: "flame") {
            RoastMenu(store: store)
        }
        Settings {
            RoasteryPane()
        }
    }
}
