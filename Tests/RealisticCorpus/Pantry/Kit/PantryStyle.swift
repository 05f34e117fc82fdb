import SwiftUI

enum PantrySpacing {
    static let row: CGFloat = 12
    static let chipHeight: CGFloat = 28
}

struct Chip: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        Text(title)
            .font(.subheadline.weight(isSelected ? .semibold : .regular))
            .padding(.horizontal, PantrySpacing.row)
            .frame(height: PantrySpacing.chipHeight) // expect: text-clips-at-large-sizes
            .background(isSelected ? Color.accentColor : Color.secondary.opacity(0.2), in: Capsule())
    }
}

struct SectionHeader: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.system(.footnote, weight: .semibold))
            .textCase(.uppercase)
            .tracking(0.6) // expect: manual-tracking
            .frame(maxWidth: .infinity, minHeight: 32, alignment: .leading)
    }
}
