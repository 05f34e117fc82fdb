import SwiftUI

/// Text that keeps its layout readable at every Dynamic Type size: wraps instead of truncating, stacks
/// vertically at accessibility sizes, and respects Bold Text.
struct AccessibleTextModifier: ViewModifier {
    var style: Font.TextStyle
    var maxLines: Int?

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.legibilityWeight) private var legibilityWeight

    func body(content: Content) -> some View {
        content
            .font(.system(style))
            .fontWeight(legibilityWeight == .bold ? .semibold : nil)
            .lineLimit(dynamicTypeSize >= .accessibility1 ? nil : maxLines)
            .fixedSize(horizontal: false, vertical: true)
    }
}

extension View {
    func accessibleText(_ style: Font.TextStyle = .body, maxLines: Int? = nil) -> some View {
        modifier(AccessibleTextModifier(style: style, maxLines: maxLines))
    }
}

/// A key-value row that switches from side-by-side to stacked when the text gets large.
struct AdaptiveRow<Value: View>: View {
    let title: LocalizedStringKey
    @ViewBuilder var value: () -> Value

    @Environment(\.dynamicTypeSize) private var size

    var body: some View {
        if size.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                value()
            }
        } else {
            HStack(alignment: .firstTextBaseline) {
                Text(title)
                Spacer()
                value()
                    .foregroundStyle(.secondary)
            }
        }
    }
}

extension DynamicTypeSize {
    /// A short label for debugging UIs: "L", "XL", "AX3"…
    var shortName: String {
        switch self {
        case .xSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .xLarge: "XL"
        case .xxLarge: "XXL"
        case .xxxLarge: "XXXL"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        @unknown default: "?"
        }
    }
}

#Preview("All sizes") {
    ScrollView {
        ForEach(DynamicTypeSize.allCases, id: \.self) { size in
            AdaptiveRow(title: "Reading time") {
                Text("7 min")
            }
            .overlay(alignment: .topTrailing) {
                Text(size.shortName).font(.system(size: 9, design: .monospaced))
            }
            .environment(\.dynamicTypeSize, size)
            .padding(.horizontal)
        }
    }
}
