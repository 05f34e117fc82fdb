import Typography

/// A font declared once under a name and used elsewhere: a property (`static let brewTitle =
/// Font.system(size: 28)`, a computed property, an `extension UIFont` member) or a helper function
/// (`static func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }`).
///
/// Its ``value`` is what the declaration builds; for a helper, the parts taken from parameters are
/// ``slots`` filled at each call site (``instantiate(size:weight:style:curve:)``).
public struct FontSymbol: Sendable {
    /// The declared name (`brewTitle`, `appFont`).
    public var name: String
    public var value: FontValue
    /// The file that declares it, as named in the run.
    public var path: String
    /// Byte offset of the font expression in that file.
    public var offset: Int
    /// Whether it is a function (used with a call).
    public var isFunction: Bool
    /// The function's parameters (empty for properties).
    public var parameters: [HelperParameter]
    /// Which parameters feed which part of the value.
    public var slots: FontSlots

    /// The value at a call site whose arguments gave these parts (nil: the parameter's default).
    public func instantiate(size: (Double?, SizeOrigin)?, weight: FontWeight?, style: TextStyle?,
                            curve: TextStyle?) -> FontValue {
        var result = value
        if slots.size != nil, let size {
            result.size = size.0
            result.sizeOrigin = size.1
            if size.1.isAlreadyScaled, result.scaling.curve != nil { result.doubleScaling = .scaledSize(size.1) }
        }
        if slots.weight != nil, let weight { result.weight = weight }
        if slots.style != nil, let style {
            switch result.source {
            case .textStyle: result.source = .textStyle(style)
            case .preferred: result.source = .preferred(style)
            default: break
            }
            if case .curve = result.scaling { result.scaling = .curve(style, isExplicit: true) }
        }
        if slots.curve != nil, let curve { result.scaling = .curve(curve, isExplicit: true) }
        return result
    }
}

/// A helper function's parameter as call sites see it.
public struct HelperParameter: Sendable, Hashable {
    /// The argument label; nil for `_`.
    public var label: String?
    /// The default value, when written and understood.
    public var defaultSize: Double?
    public var defaultWeight: FontWeight?
    public var defaultStyle: TextStyle?
}

/// Positions (in the helper's parameter list) of the parameters that give a font its size, weight,
/// text style and scaling curve.
public struct FontSlots: Sendable, Hashable {
    public var size: Int?
    public var weight: Int?
    /// The text style of `.system(style, …)` / `preferredFont(forTextStyle: style)`.
    public var style: Int?
    /// The text style of `UIFontMetrics(forTextStyle: style)` / `relativeTo: style`.
    public var curve: Int?

    public init() {}

    public var isEmpty: Bool { size == nil && weight == nil && style == nil && curve == nil }
}

/// A size by name: `static let titleSize: CGFloat = 28`, `@ScaledMetric var size = 17`,
/// `let size = UIFontMetrics.default.scaledValue(for: 17)`.
struct NumberSymbol: Sendable {
    var name: String
    /// The value at the default category, when known.
    var value: Double?
    /// ``SizeOrigin/namedConstant``, ``SizeOrigin/scaledMetric``, or another already-scaled origin.
    var origin: SizeOrigin
}

/// Fonts declared in `extension Font` / `extension UIFont` / `extension NSFont` across all files of a
/// run, found in a cheap first pass, so that `.font(.brandTitle)` resolves in every file.
public struct ProjectSymbols: Sendable {
    var fonts: [UInt64: [FontSymbol]] = [:]
    /// Bit n set: some symbol's name is n bytes long (see ``FontSymbolTable/mayName(_:in:)``).
    private(set) var nameLengths: UInt64 = 0

    public init() {}

    /// Adds the extension members of one analysed file.
    public mutating func add(_ symbols: [FontSymbol]) {
        for symbol in symbols {
            fonts[fnv1a(Array(symbol.name.utf8)[...]), default: []].append(symbol)
            nameLengths |= lengthBit(symbol.name.utf8.count)
        }
    }

    /// Whether any symbol was found.
    public var isEmpty: Bool { fonts.isEmpty }

    /// Every symbol, sorted by path and offset.
    public var all: [FontSymbol] {
        fonts.values.flatMap { $0 }.sorted { ($0.path, $0.offset) < ($1.path, $1.offset) }
    }
}

/// The bit of a name length in a length mask (lengths of 63 and more share the last bit).
func lengthBit(_ length: Int) -> UInt64 { length < 63 ? 1 << UInt64(length) : 1 << 63 }
