import SwiftSource
import Typography

/// `custom-font-wrong-curve`: a font scaled along a text style far from its own size grows at the
/// wrong rate (a 34 pt title scaled with body grows like body text).
///
/// Lint: `.custom(_:size: S)` without `relativeTo:` (and `UIFontMetrics.default`) where the nearest
/// style to S is not body, callout or subheadline; `relativeTo: T` / `UIFontMetrics(forTextStyle: T)`
/// where T is more than one size level from the nearest style to the base size. Fix: the nearest style.
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
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            extension Font {
                static let brandBody = Font.custom("Georgia", size: 17)
                static let brandCallout = Font.custom("Georgia", size: 16)
                static let note = Font.custom("Georgia", size: 15, relativeTo: .subheadline)
                static let brandTitle = Font.custom("Didot", size: 28, relativeTo: .title)
                static let nearTitle = Font.custom("Didot", size: 26, relativeTo: .title2)
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

    /// The styles `.custom(_:size:)`'s implicit body curve suits.
    private static let bodyLike: Set<TextStyle> = [.body, .callout, .subheadline]

    func check(_ context: inout RuleContext) {
        for font in context.file.fonts where font.reportsValueHere && !font.isInPreview {
            let value = font.value
            guard case .curve(let curve, let isExplicit) = value.scaling, value.textStyle == nil,
                  value.doubleScaling == nil, let size = value.size, font.platform.supportsDynamicType,
                  let nearest = nearestTextStyle(size: size, weight: value.weight ?? .regular, platform: font.platform)?.style
            else { continue }
            if isExplicit {
                guard let distance = TypeRamp.of(font.platform).distance(from: nearest, to: curve), distance > 1 else { continue }
            } else if Self.bodyLike.contains(nearest) {
                continue
            }
            let name = FontFixes.styleName(nearest, in: value.framework)
            let fix = font.role == .built ? self.fix(font, nearest: name, in: context.file) : nil
            context.report(at: font.anchor, .wrongCurve(size: size, curve: FontFixes.styleName(curve, in: value.framework),
                                                         nearest: name), fix: fix)
        }
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
    static func wrongCurve(size: Double, curve: String, nearest: String) -> String {
        "a \(PointSize(size)) pt font scaled along the \(curve) curve grows at the wrong rate; scale it along \(nearest)"
    }
}
