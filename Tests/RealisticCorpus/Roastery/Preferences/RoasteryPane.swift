import SwiftUI

/// The Settings scene's content (placed in RoasteryApp.swift); its label section is in
/// RoasteryPane+Labels.swift.
struct RoasteryPane: View {
    @AppStorage("showsOrigin") var showsOrigin = true

    var body: some View {
        Form {
            general
            labels
        }
        .formStyle(.grouped)
    }

    private var general: some View {
        Toggle("Show the origin in the menu bar", isOn: $showsOrigin)
    }
}
