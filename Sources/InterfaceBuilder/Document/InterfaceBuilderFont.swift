import Typography

/// A font as a document stores it: a UIKit `<fontDescription>` or an AppKit `<font>` element.
public struct InterfaceBuilderFont: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// `type="system"`, `boldSystem`, `italicSystem` (with `weight`), a system font's private name
        /// (`name=".AppleSystemUIFont"`), or AppKit's `metaFont="system"` / `systemBold` and the other
        /// system meta fonts.
        case system
        /// `style="UICTFontTextStyle…"`: a text style (nil when the raw value names no known style);
        /// the text scales with Dynamic Type.
        case textStyle(TextStyle?)
        /// A named font: `name="Avenir-Book" family="Avenir"` (Xcode writes no `type`; older documents
        /// `type="custom"`) or AppKit's `<font name="…">`.
        case custom(name: String?, family: String?)
        /// An AppKit meta font whose size this reader does not know (`metaFont="menu"` without `size`).
        case metaFont(String)
    }

    /// The index of the `fontDescription` / `font` element in the document.
    public var element: Int
    public var source: Source
    /// The point size written (`pointSize`, AppKit `size`), or the known size of an AppKit meta font
    /// (`system` 13, `smallSystem` 11, `label` 10); nil when unknown or a text style's.
    public var pointSize: Double?
    /// The weight written (`weight="semibold"`, `boldSystem`, `systemBold`, an emphasized style's bold);
    /// nil: regular, or the style's own.
    public var weight: FontWeight?
    public var isItalic: Bool
    /// Whether the font is the one AppKit gives the control or text by default: a meta font
    /// (`metaFont="system"`, `message`, `label` …) at its own size or at the system font size of the
    /// element's control size. The platform's idiom, never a fixed size to report.
    public var isPlatformDefault = false

    /// Whether the font is the system font at a size written in the document.
    public var isFixedSystemFont: Bool {
        if case .system = source { pointSize != nil } else { false }
    }

    /// The text style, if the font is one.
    public var textStyle: TextStyle? {
        if case .textStyle(let style) = source { style } else { nil }
    }
}

extension InterfaceBuilderFont {
    /// Reads a UIKit `<fontDescription>` element.
    init?(fontDescription element: Int, in xml: XMLTree) {
        self.element = element
        // `pointSize="0.0"` is the element's default size (a standard cell keeps its style's size), never 0 pt.
        pointSize = xml.value("pointSize", of: element).flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        weight = xml.value("weight", of: element).flatMap(FontWeight.init(name:))
        isItalic = false
        if let style = xml.value("style", of: element) {
            let parsed = TextStyleRawValue.parse(style)
            source = .textStyle(parsed?.style)
            if parsed?.isEmphasized == true { weight = .bold }
            isItalic = parsed?.isItalic ?? false
            pointSize = nil
            return
        }
        switch xml.value("type", of: element) {
        case "system"?:
            source = .system
        case "boldSystem"?:
            source = .system
            weight = .bold
        case "italicSystem"?:
            source = .system
            isItalic = true
        case "custom"?:
            source = .custom(name: xml.value("name", of: element), family: xml.value("family", of: element))
        case nil:
            // Xcode writes a named font without `type`; a name starting with `.` is the system font's own.
            let name = xml.value("name", of: element), family = xml.value("family", of: element)
            guard name != nil || family != nil else { return nil }
            source = (name ?? family)?.hasPrefix(".") == true ? .system : .custom(name: name, family: family)
        default:
            return nil
        }
    }

    /// Reads an AppKit `<font>` element.
    init?(appKitFont element: Int, in xml: XMLTree) {
        self.element = element
        // `size="0"` is the default size for that use (`NSFont.systemFont(ofSize: 0)`), never 0 pt.
        let size = xml.value("size", of: element).flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        isItalic = false
        weight = nil
        if let meta = xml.value("metaFont", of: element) {
            let known = Self.metaFonts[meta]
            isPlatformDefault = size == nil || size == known?.size
                || size == Self.controlSizeFontSize(Self.controlSize(around: element, in: xml))
            guard let known else {
                source = .metaFont(meta)
                pointSize = size
                return
            }
            source = .system
            pointSize = size ?? known.size
            weight = known.weight
            return
        }
        guard let name = xml.value("name", of: element) else { return nil }
        // A name starting with `.` is the system font's own (`.AppleSystemUIFont`).
        source = name.hasPrefix(".") ? .system : .custom(name: name, family: nil)
        pointSize = size
    }

    /// AppKit meta fonts of known size: the system font at `NSFont.systemFontSize` (13),
    /// `smallSystemFontSize` (11) and `labelFontSize` (10).
    private static let metaFonts: [String: (size: Double, weight: FontWeight?)] = [
        "system": (13, nil), "systemBold": (13, .bold),
        "smallSystem": (11, nil), "smallSystemBold": (11, .bold),
        "label": (10, nil),
    ]

    /// The `controlSize` written on the font's cell or its control (`regular` when none is).
    private static func controlSize(around font: Int, in xml: XMLTree) -> String {
        var element = xml.elements[font].parent
        for _ in 0..<2 {
            guard let current = element else { break }
            if let size = xml.value("controlSize", of: current) { return size }
            element = xml.elements[current].parent
        }
        return "regular"
    }

    /// `NSFont.systemFontSize(for:)` of a control size: regular 13, small 11, mini 9.
    private static func controlSizeFontSize(_ controlSize: String) -> Double? {
        switch controlSize {
        case "regular": 13
        case "small": 11
        case "mini": 9
        default: nil
        }
    }
}
