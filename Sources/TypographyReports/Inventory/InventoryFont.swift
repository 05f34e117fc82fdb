import Typography

/// One distinct font value of an app as the inventory counts it: a text style, or a system or
/// custom font of a size, with weight, design, width, how it follows Dynamic Type and what caps it.
public struct InventoryFont: Sendable, Hashable {
    public enum Family: Sendable, Hashable {
        /// A text style (`.title`, `preferredFont(forTextStyle: .body)`); `isDefault` for SwiftUI's
        /// body when no `.font` applies.
        case textStyle(TextStyle, isDefault: Bool)
        /// The system font at a size.
        case system
        /// A custom family (nil: its name is not a literal).
        case custom(String?)
        /// A font the analysis cannot see into (a parameter, a design system outside the run).
        case unknown
    }

    /// How the font's size follows the user's text size.
    public enum Scaling: Sendable, Hashable {
        /// A fixed size.
        case fixed
        /// Along a text style's curve (text styles follow their own).
        case curve(TextStyle)
        /// Scaled by a size that already follows the text size (`@ScaledMetric`), curve not known.
        case scaledSize
        /// A scaling font a UIKit/AppKit view does not re-apply (no `adjustsFontForContentSizeCategory`):
        /// it keeps the size of the category it was set in.
        case setOnce
        case unknown
    }

    public var family: Family
    public var platform: Platform
    /// The size at the platform's default category, when known.
    public var size: Double?
    public var weight: FontWeight?
    public var design: FontDesign?
    public var width: FontWidth?
    public var isItalic: Bool
    public var leading: LeadingTrait?
    public var scaling: Scaling
    /// `scaledFont(for:maximumPointSize:)`'s cap.
    public var maximumPointSize: Double?
    /// The largest category the text may use (`.dynamicTypeSize(...X)`, `maximumContentSizeCategory`).
    public var categoryLimit: ContentSizeCategory?
    /// Scaled twice (see the `double-scaling` rule): a size that already follows the text size scaled
    /// again along ``scaling``'s curve, or `scaledFont(for:)` of a font that already scales.
    public var isScaledTwice = false

    public init(family: Family, platform: Platform, size: Double?, weight: FontWeight?, design: FontDesign? = nil,
                width: FontWidth? = nil, isItalic: Bool = false, leading: LeadingTrait? = nil, scaling: Scaling,
                maximumPointSize: Double? = nil, categoryLimit: ContentSizeCategory? = nil) {
        self.family = family
        self.platform = platform
        self.size = size
        self.weight = weight
        self.design = design
        self.width = width
        self.isItalic = isItalic
        self.leading = leading
        self.scaling = scaling
        self.maximumPointSize = maximumPointSize
        self.categoryLimit = categoryLimit
    }

    /// The text style, for text-style fonts.
    public var textStyle: TextStyle? {
        if case .textStyle(let style, _) = family { style } else { nil }
    }

    /// The custom family's name, for custom fonts.
    public var customFamily: String? {
        if case .custom(let name) = family { name } else { nil }
    }

    /// Whether the text follows the user's text size (a text style, a curve, a scaled size) on a
    /// platform with Dynamic Type.
    public var scales: Bool {
        guard platform.supportsDynamicType else { return false }
        switch scaling {
        case .curve, .scaledSize: return true
        case .fixed, .setOnce, .unknown: return false
        }
    }

    /// How it reads in a report: `.title2 · Bold`, `System 28 pt Bold`, `"Didot" 34 pt`.
    public var label: String {
        var text: String
        switch family {
        case .textStyle(let style, let isDefault):
            text = "." + style.rawValue
            if isDefault { text += " (default)" }
        case .system:
            text = "System"
            if let size { text += " " + numberText(size) + " pt" }
        case .custom(let name):
            text = "\"" + (name ?? "?") + "\""
            if let size { text += " " + numberText(size) + " pt" }
        case .unknown:
            text = "Unknown font"
        }
        let usualWeight = textStyle.flatMap { $0.weight(on: platform) } ?? .regular
        if let weight, weight != usualWeight { text += " · " + weight.higName }
        if let design, design != .default { text += " · " + design.rawValue }
        if let width, width != .standard { text += " · " + width.rawValue }
        if isItalic { text += " · italic" }
        if let leading, leading != .standard { text += " · " + leading.rawValue + " leading" }
        return text
    }

    /// How it scales, in words: `fixed`, `scales along .body`, `capped at 28 pt`.
    public var scalingLabel: String {
        var text: String
        switch scaling {
        case .fixed: text = "fixed"
        case .curve(let style) where isScaledTwice: text = "scaled twice along .\(style.rawValue)"
        case .curve(let style): text = textStyle == style ? "text style" : "scales along .\(style.rawValue)"
        case .scaledSize: text = "scaled size"
        case .setOnce: text = "set once (no adjustsFontForContentSizeCategory)"
        case .unknown: text = "not known"
        }
        if !platform.supportsDynamicType && scaling != .unknown { text += " (no Dynamic Type on \(platform.displayName))" }
        if let maximumPointSize { text += ", at most \(numberText(maximumPointSize)) pt" }
        if let categoryLimit { text += ", up to \(categoryLimit.higName)" }
        return text
    }
}
