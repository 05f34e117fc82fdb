import SwiftUI

/// A row of the main window's list: a title-sized name is fine there.
struct RoastRow: View {
    let roast: Roast

    var body: some View {
        VStack(alignment: .leading) {
            Text(roast.name)
                .font(.title)
            Text(roast.origin)
                .font(.custom("Inter-Regular", size: 15, relativeTo: .subheadline))
                .foregroundStyle(.secondary)
        }
    }
}
