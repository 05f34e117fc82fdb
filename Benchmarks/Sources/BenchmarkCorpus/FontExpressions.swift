/// Font-producing expressions in the spellings apps use: SwiftUI `Font`, UIKit `UIFont` and AppKit
/// `NSFont`, fixed sizes and text styles, custom fonts scaled or not.
enum FontExpressions {
    /// A SwiftUI font expression suitable as the argument of `.font(…)`; `scaled` names a
    /// `@ScaledMetric` property in scope, if any.
    static func swiftUI(_ b: SourceBuilder, scaled: String?) -> String {
        let (size, weight, style, custom) = parts(b, styles: Vocabulary.textStyles)
        return b.weighted([
            (4, ".system(size: \(size))"),
            (6, ".system(size: \(size), weight: .\(weight))"),
            (2, ".system(size: \(size), weight: .\(weight), design: .\(b.pick(Vocabulary.designs)))"),
            (2, ".system(.\(style), design: .\(b.pick(Vocabulary.designs)))"),
            (8, ".\(style)"),
            (3, ".\(style).weight(.\(weight))"),
            (2, ".\(style).monospacedDigit()"),
            (1, "Font.\(style).italic()"),
            (1, ".\(style).bold()"),
            (3, ".custom(\"\(custom)\", size: \(size))"),
            (3, ".custom(\"\(custom)\", size: \(size), relativeTo: .\(style))"),
            (1, ".custom(\"\(custom)\", fixedSize: \(size))"),
            (2, "isExpanded ? .\(style) : .\(b.pick(Vocabulary.textStyles))"),
            (1, "isExpanded ? .system(size: \(size), weight: .bold) : .body"),
            (2, b.pick([".appTitle", ".appBody", ".appCaption"])),
            (1, ".brand(\(size), weight: .\(weight))"),
            (scaled == nil ? 0 : 3, ".system(size: \(scaled ?? "0"), weight: .\(weight))"),
        ])
    }

    /// A `UIFont` expression.
    static func uiKit(_ b: SourceBuilder) -> String {
        let (size, weight, style, custom) = parts(b, styles: Vocabulary.uiKitTextStyles)
        return b.weighted([
            (5, "UIFont.systemFont(ofSize: \(size))"),
            (6, "UIFont.systemFont(ofSize: \(size), weight: .\(weight))"),
            (2, ".boldSystemFont(ofSize: \(size))"),
            (6, "UIFont.preferredFont(forTextStyle: .\(style))"),
            (2, ".preferredFont(forTextStyle: .\(style), compatibleWith: traitCollection)"),
            (3, "UIFont(name: \"\(custom)\", size: \(size))!"),
            (2, "UIFont(name: \"\(custom)\", size: \(size)) ?? .systemFont(ofSize: \(size))"),
            (4, "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: UIFont(name: \"\(custom)\", size: \(size))!)"),
            (2, "UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: \(size), weight: .\(weight)))"),
            (1, "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: .systemFont(ofSize: \(size)), maximumPointSize: \(size + 12))"),
            (2, "UIFont.monospacedDigitSystemFont(ofSize: \(size), weight: .\(weight))"),
            (1, "UIFont.italicSystemFont(ofSize: \(size))"),
            (2, ".scaled(\"\(custom)\", size: \(size), style: .\(style))"),
        ])
    }

    /// An `NSFont` expression.
    static func appKit(_ b: SourceBuilder) -> String {
        let (size, weight, style, custom) = parts(b, styles: Vocabulary.uiKitTextStyles)
        return b.weighted([
            (5, "NSFont.systemFont(ofSize: \(size))"),
            (5, "NSFont.systemFont(ofSize: \(size), weight: .\(weight))"),
            (4, "NSFont.preferredFont(forTextStyle: .\(style))"),
            (2, ".boldSystemFont(ofSize: NSFont.systemFontSize)"),
            (2, "NSFont.systemFont(ofSize: NSFont.smallSystemFontSize)"),
            (2, "NSFont(name: \"\(custom)\", size: \(size)) ?? .systemFont(ofSize: \(size))"),
            (2, "NSFont.monospacedSystemFont(ofSize: \(size), weight: .\(weight))"),
            (1, "NSFont.monospacedDigitSystemFont(ofSize: \(size), weight: .\(weight))"),
            (1, "NSFont.labelFont(ofSize: NSFont.labelFontSize)"),
        ])
    }

    /// A random size, weight name, text style name (one of `styles`) and custom font name.
    private static func parts(_ b: SourceBuilder, styles: [String]) -> (size: Int, weight: String, style: String, custom: String) {
        (b.pick(Vocabulary.fontSizes), b.pick(Vocabulary.weights), b.pick(styles), b.pick(Vocabulary.customFonts))
    }
}
