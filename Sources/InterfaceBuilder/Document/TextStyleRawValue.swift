import Typography

/// The raw values of `UIFont.TextStyle` that Interface Builder writes as a font's `style`:
/// `UICTFontTextStyleBody`, `UICTFontTextStyleTitle0` (Large Title), `UICTFontTextStyleSubhead`
/// (Subheadline), and the variants with the bold trait, `UICTFontTextStyleEmphasizedBody`.
public enum TextStyleRawValue {
    static let prefix = "UICTFontTextStyle"

    /// The raw value of a text style (`.largeTitle` → `UICTFontTextStyleTitle0`), emphasized (the
    /// bold trait) when asked; nil for styles without a public `UIFont.TextStyle`.
    public static func rawValue(of style: TextStyle, emphasized: Bool = false) -> String? {
        guard let suffix = suffixes.first(where: { $0.style == style })?.suffix else { return nil }
        return prefix + (emphasized ? "Emphasized" : "") + suffix
    }

    /// The style a raw value names, and whether it carries the bold (`Emphasized`) or italic trait;
    /// nil when the value is not a `UICTFontTextStyle…` name of a known style.
    public static func parse(_ rawValue: String) -> (style: TextStyle, isEmphasized: Bool, isItalic: Bool)? {
        guard rawValue.hasPrefix(prefix) else { return nil }
        var rest = Substring(rawValue.dropFirst(prefix.count))
        var emphasized = false
        var italic = false
        if rest.hasPrefix("Emphasized") {
            emphasized = true
            rest = rest.dropFirst("Emphasized".count)
        }
        if rest.hasPrefix("Italic") {
            italic = true
            rest = rest.dropFirst("Italic".count)
        }
        guard let style = suffixes.first(where: { $0.suffix == rest })?.style else { return nil }
        return (style, emphasized, italic)
    }

    /// `UIFont.TextStyle` constants and the ends of their raw values (UIKit's `UIFontTextStyle…`
    /// string constants).
    private static let suffixes: [(style: TextStyle, suffix: Substring)] = [
        (.largeTitle, "Title0"), (.title, "Title1"), (.title2, "Title2"), (.title3, "Title3"),
        (.headline, "Headline"), (.subheadline, "Subhead"), (.body, "Body"), (.callout, "Callout"),
        (.footnote, "Footnote"), (.caption, "Caption1"), (.caption2, "Caption2"),
    ]
}
