import SwiftUI

struct RoastList: View {
    let store: RoastStore
    @State private var showsSummary = false

    var body: some View {
        NavigationStack {
            List(store.roasts) { roast in
                RoastRow(roast: roast)
            }
            .navigationTitle("Roasts")
            .toolbar {
                Button("Summary") { showsSummary = true }
            }
            .popover(isPresented: $showsSummary) {
                RoastSummary(roast: store.current)
            }
        }
    }
}
