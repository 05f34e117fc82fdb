import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// MARK: - Design tokens

/// The app's type ramp. Sizes are at the default content size category (Large); every token scales
/// with Dynamic Type relative to the text style it names.
enum TypeToken: String, CaseIterable, Sendable {
    case display, headline, body, caption, overline

    var size: CGFloat {
        switch self {
        case .display: 34
        case .headline: 20
        case .body: 17
        case .caption: 13
        case .overline: 11
        }
    }

    var textStyle: Font.TextStyle {
        switch self {
        case .display: .largeTitle
        case .headline: .title3
        case .body: .body
        case .caption: .caption
        case .overline: .caption2
        }
    }

    /// Letter spacing from the design file, in points. Prefer `tracking` over `kerning` (it keeps
    /// ligatures intact).
    var tracking: CGFloat {
        switch self {
        case .display: -0.4
        case .overline: 1.5
        default: 0
        }
    }
}

extension Font {
    static let brandDisplay = Font.custom("Merriweather-Black", size: 34, relativeTo: .largeTitle)
    static let brandHeadline = Font.custom("Merriweather-Bold", size: 20, relativeTo: .title3)
    static let brandBody = Font.custom("Inter-Regular", size: 17)

    /// Fixed size: used only in the tab bar badge, which the system does not scale either.
    static let badge = Font.system(size: 10, weight: .bold).monospacedDigit()

    static func token(_ token: TypeToken) -> Font {
        .custom(token == .body ? "Inter-Regular" : "Inter-SemiBold", size: token.size, relativeTo: token.textStyle)
    }

    static func rounded(_ style: Font.TextStyle, weight: Font.Weight = .regular) -> Font {
        .system(style, design: .rounded).weight(weight)
    }
}

extension View {
    /// Applies a type token: font and tracking together.
    func typeToken(_ token: TypeToken) -> some View {
        font(.token(token)).tracking(token.tracking)
    }
}

#if canImport(UIKit)
extension UIFont {
    /// A custom font that scales with Dynamic Type like `style`, falling back to the system font.
    static func brand(_ name: String, size: CGFloat, relativeTo style: UIFont.TextStyle, maximumPointSize: CGFloat? = nil) -> UIFont {
        let base = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        let metrics = UIFontMetrics(forTextStyle: style)
        if let maximumPointSize {
            return metrics.scaledFont(for: base, maximumPointSize: maximumPointSize)
        }
        return metrics.scaledFont(for: base)
    }

    static var brandBody: UIFont { brand("Inter-Regular", size: 17, relativeTo: .body) }
    static var brandCaption: UIFont { brand("Inter-Regular", size: 13, relativeTo: .caption1) }

    /// The preferred font for a style with a weight applied (preferredFont has no weight parameter).
    static func preferredFont(forTextStyle style: TextStyle, weight: Weight) -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: weight]])
        return UIFont(descriptor: descriptor, size: 0)
    }

    var bold: UIFont {
        guard let descriptor = fontDescriptor.withSymbolicTraits(.traitBold) else { return self }
        return UIFont(descriptor: descriptor, size: 0)
    }
}
#elseif canImport(AppKit)
extension NSFont {
    static func brand(_ name: String, size: CGFloat) -> NSFont {
        NSFont(name: name, size: size) ?? .systemFont(ofSize: size)
    }

    static let sidebarItem = NSFont.systemFont(ofSize: NSFont.systemFontSize(for: .regular), weight: .medium)
}
#endif
