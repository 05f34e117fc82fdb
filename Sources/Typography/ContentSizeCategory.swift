/// A Dynamic Type content size category, smallest first (so `<` orders by size).
///
/// The raw value is SwiftUI's `DynamicTypeSize` spelling.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// The 9 categories watchOS publishes (R5): no Medium, and only AX1…AX3.
    public static let watchOSCategories: [ContentSizeCategory] = [
        .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3,
    ]

    /// Position from 0 (xSmall) to 11 (AX5).
    public var index: Int {
        // A switch, not `allCases.firstIndex(of:)`: `<` runs in the audit's inner loops.
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// Whether this is one of the five larger accessibility sizes (AX1…AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibility1 }

    /// The SwiftUI `DynamicTypeSize` member name (`xSmall`, `accessibility1`).
    public var swiftUIName: String { rawValue }

    /// The UIKit `UIContentSizeCategory` member name (`extraSmall`, `accessibilityMedium`).
    public var uiKitName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The HIG's name (`xSmall`, `Large`, `AX1`).
    public var higName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// Parses a category in HIG, SwiftUI, UIKit or Core Text spelling, case-insensitively:
    /// `AX3`, `accessibility3`, `accessibilityExtraLarge`, `.extraExtraLarge`, `xxLarge`, `XXL`,
    /// `UICTContentSizeCategoryAccessibilityXL`.
    public init?(name: String) {
        let key = nameKey(name, droppingPrefixes: [
            "uictcontentsizecategory", "kctfontcontentsizecategory", "uicontentsizecategory", "dynamictypesize",
        ])
        switch key {
        case "xsmall", "extrasmall", "xs": self = .xSmall
        case "small", "s": self = .small
        case "medium", "m": self = .medium
        case "large", "l": self = .large
        case "xlarge", "extralarge", "xl": self = .xLarge
        case "xxlarge", "extraextralarge", "xxl": self = .xxLarge
        case "xxxlarge", "extraextraextralarge", "xxxl": self = .xxxLarge
        case "ax1", "accessibility1", "accessibilitymedium", "accessibilitym": self = .accessibility1
        case "ax2", "accessibility2", "accessibilitylarge", "accessibilityl": self = .accessibility2
        case "ax3", "accessibility3", "accessibilityextralarge", "accessibilityxl": self = .accessibility3
        case "ax4", "accessibility4", "accessibilityextraextralarge", "accessibilityxxl": self = .accessibility4
        case "ax5", "accessibility5", "accessibilityextraextraextralarge", "accessibilityxxxl": self = .accessibility5
        default: return nil
        }
    }
}
