import Typography

/// The UI framework a font value belongs to (decides how a fix is spelled).
public enum FontFramework: Sendable, Hashable {
    case swiftUI, uiKit, appKit
}

/// Where a font comes from.
public enum FontSource: Sendable, Hashable {
    /// A SwiftUI text style: `.title`, `Font.system(.title, design: .rounded)`.
    case textStyle(TextStyle)
    /// The system font at a point size: `.system(size:)`, `UIFont.systemFont(ofSize:)` and variants,
    /// `UIFont(descriptor:size:)`, `.withSize(_:)` of a system font.
    case systemSize
    /// A custom family: `.custom("Georgia", size: 17)`, `UIFont(name:size:)` (nil: name not a literal).
    case custom(family: String?)
    /// `UIFont.preferredFont(forTextStyle:)` / `NSFont.preferredFont(forTextStyle:)`.
    case preferred(TextStyle)
    /// A font the audit cannot see into (a parameter, a property of another type …).
    case unknown
}

/// Where a point size comes from: decides whether a literal size is "fixed".
public enum SizeOrigin: Sendable, Hashable {
    /// A number literal: `17`.
    case literal
    /// A constant declared with a number literal (`static let titleSize: CGFloat = 28`).
    case namedConstant
    /// An SDK constant such as `NSFont.systemFontSize`, `UIFont.labelFontSize`.
    case sdkConstant
    /// An `@ScaledMetric` property: already scaled with the user's setting.
    case scaledMetric
    /// `UIFontMetrics(…).scaledValue(for:)`: scaled once, when read.
    case scaledValue
    /// `preferredFont(forTextStyle:).pointSize`: the current category's size, read once.
    case preferredFontPointSize
    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:).pointSize`: the same, read from the descriptor.
    case preferredDescriptorPointSize
    /// A parameter of the function the font is built in (a helper: see ``FontTemplate``).
    case parameter
    /// A size of 0, which is not a 0 pt font: `UIFont(descriptor:size: 0)` keeps the descriptor's
    /// size, AppKit's `systemFont(ofSize: 0)` / `NSFont(name:size: 0)` give the default size for that use.
    case defaultForUse
    /// A 1 pt font that only carries a family name and is resized before display
    /// (`UIFont(name: "Brand", size: 1)` used through `.withSize(_:)`): no font a reader sees.
    case familyToken
    /// Anything else (arithmetic, a value from elsewhere).
    case unknown

    /// Whether the size is written into the code (literal or constant): such a size never follows
    /// the user's text size unless something scales the font.
    public var isFixed: Bool {
        switch self {
        case .literal, .namedConstant, .sdkConstant: true
        default: false
        }
    }

    /// Whether the size already follows the user's text size (scaled once or continuously).
    public var isAlreadyScaled: Bool {
        switch self {
        case .scaledMetric, .scaledValue, .preferredFontPointSize, .preferredDescriptorPointSize: true
        default: false
        }
    }
}

/// How a font follows Dynamic Type.
public enum FontScaling: Sendable, Hashable {
    /// It does not scale: a fixed system size, `.custom(_:fixedSize:)`, `UIFont(name:size:)`.
    case none
    /// It scales along a text style's curve: a text style, a preferred font, `.custom(_:size:)`
    /// (body), `.custom(_:size:relativeTo:)`, `UIFontMetrics(forTextStyle:).scaledFont(for:)`.
    /// `isExplicit` is false when the curve was not named (`.custom(_:size:)`, `UIFontMetrics.default`).
    case curve(TextStyle, isExplicit: Bool)
    /// Unknown (a font from a parameter or another type).
    case unknown

    /// The text style whose curve the font follows, if it scales.
    public var curve: TextStyle? {
        if case .curve(let style, _) = self { style } else { nil }
    }
}

/// Why a font is scaled twice (see the `double-scaling` rule).
public enum DoubleScaling: Sendable, Hashable {
    /// A size that already follows the text size (`@ScaledMetric`, `scaledValue(for:)`) passed to a
    /// font that scales it again.
    case scaledSize(SizeOrigin)
    /// `scaledFont(for:)` of a font that already scales (a preferred font, a text style).
    case scaledFont
}

/// The interpreted value of one font-producing expression: what the text will look like at the
/// platform's default category and how it follows Dynamic Type.
///
/// Produced by the interpreter for every font expression of a file (see ``FontOccurrence``) and
/// for the fonts of text sites (``TextSite/fonts``), symbols resolved.
public struct FontValue: Sendable, Hashable {
    // The stored properties are laid out so that the one-byte ones fill the gaps after `source` and
    // the optional sizes: 72 bytes instead of 88 (every font occurrence and text site holds one).
    public var source: FontSource
    public var framework: FontFramework
    public var sizeOrigin: SizeOrigin
    /// The weight written in code (`weight:`, `.bold()`, `boldSystemFont`); nil: the source's own.
    public var weight: FontWeight?
    public var width: FontWidth?
    /// The design written in code (`design: .rounded`, `.monospaced()`); nil: default.
    public var design: FontDesign?
    public var isItalic = false
    /// `.monospacedDigit()`, `monospacedDigitSystemFont`, or a monospaced font.
    public var hasMonospacedDigits = false
    /// The point size at the default category when written in code; nil for text styles and
    /// preferred fonts (use ``resolvedSize(on:)``) and unknown sizes.
    public var size: Double?
    public var isSmallCaps = false
    /// `.leading(.tight)` / `.leading(.loose)` on a SwiftUI font.
    public var leading: LeadingTrait?
    public var scaling: FontScaling
    /// Set when the font is scaled twice.
    public var doubleScaling: DoubleScaling?
    /// Whether `UIFontMetrics…scaledFont(for:)` produced it (UIKit needs
    /// `adjustsFontForContentSizeCategory` to follow later changes).
    public var isScaledByFontMetrics = false
    /// The other size of a choice between two written sizes (`.system(size: compact ? 20 : 28)`):
    /// ``size`` is the first branch's, this the second's.
    public var alternativeSize: Double?
    /// `scaledFont(for:maximumPointSize:)`'s cap.
    public var maximumPointSize: Double?

    /// This font as `UIFontMetrics(forTextStyle: style).scaledFont(for:)` returns it: scaled along
    /// `style`, and scaled twice when it already followed the text size.
    mutating func scaleByFontMetrics(along style: TextStyle, isExplicit: Bool) {
        if scaling.curve != nil, isScaledByFontMetrics || textStyle != nil {
            doubleScaling = .scaledFont
        } else if sizeOrigin.isAlreadyScaled {
            doubleScaling = .scaledSize(sizeOrigin)
        }
        scaling = .curve(style, isExplicit: isExplicit)
        isScaledByFontMetrics = true
    }

    public init(framework: FontFramework, source: FontSource, size: Double? = nil, sizeOrigin: SizeOrigin = .unknown,
                weight: FontWeight? = nil, scaling: FontScaling) {
        self.framework = framework
        self.source = source
        self.size = size
        self.sizeOrigin = sizeOrigin
        self.weight = weight
        self.scaling = scaling
    }

    /// The text style of a text-style or preferred font.
    public var textStyle: TextStyle? {
        switch source {
        case .textStyle(let style), .preferred(let style): style
        default: nil
        }
    }

    /// Whether the family is a custom one.
    public var isCustom: Bool {
        if case .custom = source { true } else { false }
    }

    /// The size at the platform's default category: the written size, else the text style's size.
    public func resolvedSize(on platform: Platform) -> Double? {
        if let size { return size }
        return textStyle.flatMap { DefaultStyleMetrics.metrics($0, on: platform).pointSize }
    }

    /// The weight: the written one, else the text style's base weight, else regular for system and
    /// custom fonts of known size.
    public func resolvedWeight(on platform: Platform) -> FontWeight? {
        if let weight { return weight }
        if let style = textStyle { return DefaultStyleMetrics.metrics(style, on: platform).weight }
        switch source {
        case .systemSize, .custom: return .regular
        default: return nil
        }
    }

    /// Whether the font follows the user's text size (continuously, not once) on `platform`.
    public func scales(on platform: Platform) -> Bool {
        platform.supportsDynamicType && scaling.curve != nil
    }
}
