import SwiftSource
import Typography

/// `custom-font-wrong-curve`: a font scaled along a text style whose curve grows clearly differently
/// from the curve of the style nearest its size keeps the wrong place in the hierarchy at large sizes.
///
/// Lint: a custom or system font of base size S scaled along T (body for `.custom(_:size:)` and
/// `UIFontMetrics.default`, else `relativeTo:` / `forTextStyle:`), with N the nearest style to S:
/// reported when at some category the measured multipliers differ by more than 10%
/// (`max |m_T(c) / m_N(c) − 1| > 0.10`); the message names that category and both scaled sizes.
/// Curves within 10% of each other (15 pt along body or headline) look the same to a reader. Judged
/// on iOS and iPadOS, whose multipliers table 9.2 measures; watchOS's are not published. Fonts that size
/// symbols or icon-font glyphs only are the symbol rules' to judge.
/// Fix: `relativeTo:` / `forTextStyle:` the nearest style.
struct CustomFontWrongCurveRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.font, .Font]

    static let description = RuleDescription(
        id: "custom-font-wrong-curve",
        name: "Custom font scaled along the wrong curve",
        defaultSeverity: .note,
        rationale: "Each text style grows at its own rate; scale a custom font along the style nearest its "
            + "size so it keeps its place in the hierarchy (HIG Typography: \"Using custom fonts\").",
        triggeringExamples: [
            Example("""
            import SwiftUI
            extension Font {
                static let display = ↓Font.custom("Didot", size: 34)
            }
            """),
            Example("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("Hello")
                        .font(↓.custom("Georgia", size: 17, relativeTo: .largeTitle))
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.font = ↓UIFontMetrics(forTextStyle: .caption1)
                        .scaledFont(for: UIFont(name: "Didot", size: 28)!)
                    label.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            Example("""
            import UIKit
            let title = ↓UIFontMetrics.default.scaledFont(for: UIFont(name: "Didot", size: 34)!)
            """),
            Example("""
            import SwiftUI
            extension Font {
                static let hero = ↓Font.custom("Inter-Bold", size: 17, relativeTo: .largeTitle)
            }
            """, message: "a 17 pt font scaled along the .largeTitle curve is 29 pt at AX5, where .body text of that size is 48 pt; scale it along .body"),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            // An icon font's glyph: the symbol rules judge it, not the text rules.
            enum GlyphIcons { static let familyName = "GlyphIcons" }
            struct WeatherGlyph: View {
                let glyph: String
                var body: some View {
                    Text(verbatim: glyph).font(.custom(GlyphIcons.familyName, size: 24))
                }
            }
            """),
            Example("""
            import SwiftUI
            extension Font {
                // Body and headline, body and title 3 grow alike (within 10% at every size).
                static let meta = Font.custom("Inter", size: 15)
                static let section = Font.custom("Inter-SemiBold", size: 15, relativeTo: .headline)
                static let lead = Font.custom("Inter", size: 20)
                static let brandBody = Font.custom("Georgia", size: 17)
                static let brandCallout = Font.custom("Georgia", size: 16)
                static let note = Font.custom("Georgia", size: 15, relativeTo: .subheadline)
                static let brandTitle = Font.custom("Didot", size: 28, relativeTo: .title)
                static let nearTitle = Font.custom("Didot", size: 23, relativeTo: .title2)
                static let stamp = Font.custom("Courier", fixedSize: 34)
            }
            """),
            Example("""
            import UIKit
            let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Didot", size: 28)!)
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                let display = Font.custom("Didot", size: 34)
                let small = Font.custom("Georgia", size: 12, relativeTo: .title)
                """),
             after: Example("""
                import SwiftUI
                let display = Font.custom("Didot", size: 34, relativeTo: .largeTitle)
                let small = Font.custom("Georgia", size: 12, relativeTo: .caption)
                """)),
            (before: Example("""
                import UIKit
                let a = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont(name: "Didot", size: 28)!)
                let b = UIFontMetrics.default.scaledFont(for: UIFont(name: "Didot", size: 34)!)
                """),
             after: Example("""
                import UIKit
                let a = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Didot", size: 28)!)
                let b = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont(name: "Didot", size: 34)!)
                """)),
        ]
    )

    /// Whether table 9.2's multipliers are the platform's: they were measured on iOS (iPadOS scales
    /// alike). watchOS scales along curves of its own, which are not published, and macOS and tvOS
    /// have no Dynamic Type.
    private static func hasPublishedMultipliers(_ platform: Platform) -> Bool {
        platform == .ios || platform == .ipados
    }

    /// How far two curves may part (as a share of the nearest style's multiplier) before a reader sees it.
    private static let tolerance = 0.10

    func check(_ context: inout RuleContext) {
        let file = context.file
        for font in file.fonts where font.reportsValueHere && !font.isInPreview && !file.isSymbolFont(font) {
            let value = font.value
            guard let curve = value.scaling.curve, value.textStyle == nil, value.doubleScaling == nil,
                  value.sizeOrigin.isFixed, let size = value.size,
                  Self.hasPublishedMultipliers(font.platform),
                  let nearest = nearestTextStyle(size: size, weight: value.weight ?? .regular, platform: font.platform)?.style,
                  nearest != curve, let parting = Self.widestParting(size: size, along: curve, nearest: nearest,
                                                                      on: font.platform)
            else { continue }
            let name = FontFixes.styleName(nearest, in: value.framework)
            context.report(at: font.anchor, .wrongCurve(size: size, curve: FontFixes.styleName(curve, in: value.framework),
                                                         nearest: name, parting: parting),
                           fix: font.role == .built ? self.fix(font, nearest: name, in: file) : nil)
        }
    }

    /// Where the curves of `curve` and `nearest` part the most, when that is more than the tolerance:
    /// the category and the sizes a font of `size` gets along each.
    fileprivate struct Parting {
        var category: ContentSizeCategory
        var alongCurve: Double
        var alongNearest: Double
    }

    private static func widestParting(size: Double, along curve: TextStyle, nearest: TextStyle,
                                      on platform: Platform) -> Parting? {
        let used = FontMetrics(forTextStyle: curve)
        let right = FontMetrics(forTextStyle: nearest)
        guard let usedMultipliers = used.multipliers, let rightMultipliers = right.multipliers else { return nil }
        var widest: (category: ContentSizeCategory, distance: Double)?
        for category in platform.categories {
            let m = usedMultipliers[category.index]
            let n = rightMultipliers[category.index]
            guard n > 0 else { continue }
            let distance = abs(m / n - 1)
            if distance > (widest?.distance ?? tolerance) { widest = (category, distance) }
        }
        guard let widest, let alongCurve = used.scaledFontSize(for: size, at: widest.category),
              let alongNearest = right.scaledFontSize(for: size, at: widest.category) else { return nil }
        return Parting(category: widest.category, alongCurve: alongCurve, alongNearest: alongNearest)
    }

    /// `relativeTo:` / `forTextStyle:` set to the nearest style (added when missing).
    private func fix(_ font: FontOccurrence, nearest: String, in file: FileAnalysis) -> Fix? {
        let tree = file.tree
        let names = file.knownName(of:)
        for component in tree.components(of: font.chain) {
            switch names(component) {
            case .custom?:
                if let argument = tree.argument("relativeTo", of: component), let value = tree[argument].value {
                    return Fix(edits: [FixEdit(range: tree.byteRange(of: tree[value]), replacement: nearest)],
                               isExact: true, summary: "relativeTo: \(nearest)")
                }
                guard let size = tree.argument("size", of: component) else { return nil }
                let end = Int(tree[tree[size].lastToken].end)
                return Fix(edits: [FixEdit(range: end..<end, replacement: ", relativeTo: \(nearest)")],
                           isExact: true, summary: "relativeTo: \(nearest)")
            case .UIFontMetrics?:
                guard let argument = tree.argument("forTextStyle", of: component), let value = tree[argument].value else { continue }
                return Fix(edits: [FixEdit(range: tree.byteRange(of: tree[value]), replacement: nearest)],
                           isExact: true, summary: "forTextStyle: \(nearest)")
            case .default? where tree[component].kind == .member:
                return Fix(edits: [FixEdit(range: tree.byteRange(of: tree[component]), replacement: "(forTextStyle: \(nearest))")],
                           isExact: true, summary: "UIFontMetrics(forTextStyle: \(nearest))")
            default:
                continue
            }
        }
        return nil
    }
}

fileprivate extension String {
    static func wrongCurve(size: Double, curve: String, nearest: String, parting: CustomFontWrongCurveRule.Parting) -> String {
        let points = PointSize(size).description
        // "an 11 pt font", "an 8 pt font": the article goes by how the number is said.
        let article = points.hasPrefix("8") || points == "11" || points == "18" || points.hasPrefix("11.")
            || points.hasPrefix("18.") ? "an" : "a"
        var message = MessageText(capacity: 192)
        message.append(article)
        message.append(" ")
        message.append(points)
        message.append(" pt font scaled along the ")
        message.append(curve)
        message.append(" curve is ")
        message.append(PointSize(parting.alongCurve))
        message.append(" pt at ")
        message.append(parting.category.higName)
        message.append(", where ")
        message.append(nearest)
        message.append(" text of that size is ")
        message.append(PointSize(parting.alongNearest))
        message.append(" pt; scale it along ")
        message.append(nearest)
        return message.text
    }
}
