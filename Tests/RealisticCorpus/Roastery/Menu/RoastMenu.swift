import SwiftUI

/// What the menu bar extra shows (placed in RoasteryApp.swift).
struct RoastMenu: View {
    let store: RoastStore

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(store.current.name)
                .font(.title) // expect: large-type-in-compact-container
            Text(store.current.origin)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Divider()
            Button("Open Roastery") { store.openMainWindow() }
        }
        .padding()
    }
}
