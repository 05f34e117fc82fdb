import SwiftSource
import Typography

/// `double-scaling`: a size that already follows the user's text size, scaled again, grows twice as
/// fast as it should.
///
/// Lint: an `@ScaledMetric` value or a `UIFontMetrics…scaledValue(for:)` result passed to a scaling
/// font (`.custom(_:size:)`, `UIFontMetrics…scaledFont(for:)`); `scaledFont(for:)` of a preferred font
/// or a font already scaled. Fix: the unscaled base size (an `@ScaledMetric`'s declared value).
struct DoubleScalingRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.font, .Font]

    static let description = RuleDescription(
        id: "double-scaling",
        name: "Size scaled twice",
        defaultSeverity: .warning,
        rationale: "A size scaled with Dynamic Type and then given to a font that scales again grows "
            + "twice as fast as the text around it (HIG Typography: Dynamic Type sizes).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            struct Steps: View {
                @ScaledMetric private var labelSize: CGFloat = 17
                var body: some View {
                    Text("Pour slowly")
                        .font(↓.custom("Avenir Next", size: labelSize))
                        .multilineTextAlignment(.center)
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.font = ↓UIFontMetrics(forTextStyle: .body).scaledFont(for: .preferredFont(forTextStyle: .body))
                    let size = UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)
                    label.font = ↓UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: size)!)
                    label.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            Example("""
            import UIKit
            final class ElevationView: UIView {
                let label = UILabel()
                func setUp() {
                    // A preferred descriptor at size 0 is already the reader's size.
                    label.font = ↓UIFontMetrics(forTextStyle: .body)
                        .scaledFont(for: UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .body), size: 0))
                    label.adjustsFontForContentSizeCategory = true
                }
            }
            """, message: "scaledFont(for:) of a font that already scales with Dynamic Type scales it twice; pass the unscaled font"),
            Example("""
            import UIKit
            // A declared font that already scales, scaled again where it is used.
            enum ReaderFonts {
                static let pullQuote = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Lora-BoldItalic", size: 28)!)
                static func body() -> UIFont {
                    let font = UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .body), size: 0)
                    return ↓UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
                }
            }
            final class QuoteCell: UITableViewCell {
                let quoteLabel = UILabel()
                func setUp() {
                    quoteLabel.font = ↓UIFontMetrics(forTextStyle: .title2).scaledFont(for: ReaderFonts.pullQuote)
                    quoteLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            struct Steps: View {
                @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 28
                var body: some View {
                    VStack {
                        Text("Fixed").font(.custom("Avenir Next", fixedSize: iconSize))
                        Text("System").font(.system(size: iconSize))
                        Text("Scaled once").font(.custom("Avenir Next", size: 17))
                    }
                }
            }
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                struct Steps: View {
                    @ScaledMetric private var labelSize: CGFloat = 17
                    var body: some View {
                        Text("Pour").font(.custom("Avenir Next", size: labelSize))
                    }
                }
                """),
             after: Example("""
                import SwiftUI
                struct Steps: View {
                    @ScaledMetric private var labelSize: CGFloat = 17
                    var body: some View {
                        Text("Pour").font(.custom("Avenir Next", size: 17))
                    }
                }
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        for font in file.fonts where font.reportsValueHere && !font.isInPreview {
            guard let reason = font.value.doubleScaling else { continue }
            switch reason {
            case .scaledSize(let origin):
                context.report(at: font.anchor, origin == .scaledMetric ? .scaledMetric : .scaledValue,
                               fix: origin == .scaledMetric && font.role == .built ? baseSizeFix(font, in: file) : nil)
            case .scaledFont:
                context.report(at: font.anchor, .scaledFont)
            }
        }
    }

    /// The `@ScaledMetric` name in `size:` replaced by its declared value (the same size at the
    /// default category).
    private func baseSizeFix(_ font: FontOccurrence, in file: FileAnalysis) -> Fix? {
        let tree = file.tree
        guard let size = font.value.size else { return nil }
        for component in file.tree.components(of: font.chain) where file.knownName(of: component) == .custom {
            guard let argument = tree.argument("size", of: component), let value = tree[argument].value else { return nil }
            let replacement = PointSize(size).description
            return Fix(edits: [FixEdit(range: tree.byteRange(of: tree[value]), replacement: replacement)], isExact: true,
                       summary: "\(tree.text(of: tree[value])) → \(replacement)")
        }
        return nil
    }
}

fileprivate extension String {
    static let scaledMetric = "an @ScaledMetric size given to a font that scales it again grows twice as fast as the text "
        + "around it; pass the unscaled size"
    static let scaledValue = "a size from scaledValue(for:) given to a font that scales it again grows twice as fast; "
        + "pass the unscaled size"
    static let scaledFont = "scaledFont(for:) of a font that already scales with Dynamic Type scales it twice; "
        + "pass the unscaled font"
}
