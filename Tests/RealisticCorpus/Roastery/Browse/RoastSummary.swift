import SwiftUI

/// The popover of RoastList.swift.
struct RoastSummary: View {
    let roast: Roast

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(roast.name)
                .font(.largeTitle) // expect: large-type-in-compact-container
            Text(roast.tastingNotes)
        }
        .padding()
        .frame(width: 280)
    }
}
