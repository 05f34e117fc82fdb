import SwiftSource
import Typography

/// `custom-font-not-scaled`: a custom font at a fixed size does not follow the user's text size.
///
/// Lint: `.custom(_:fixedSize:)`, and `UIFont(name:size:)` / `NSFont(name:size:)` not wrapped in
/// `UIFontMetrics…scaledFont(for:)`. `.custom(_:size:)` scales along body and is never reported, nor
/// is a size that already scales (`@ScaledMetric`, `scaledValue(for:)`), nor a font on a platform without
/// Dynamic Type (macOS, tvOS), where nothing scales (as in documents).
/// Fix: `.custom(name, size: S, relativeTo: nearest)`; UIKit: scale it with
/// `UIFontMetrics(forTextStyle: nearest)`.
struct CustomFontNotScaledRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.font, .Font]

    static let description = RuleDescription(
        id: "custom-font-not-scaled",
        name: "Custom font not scaled",
        defaultSeverity: .warning,
        rationale: "Custom fonts must be scaled with a text style's curve to support Dynamic Type "
            + "(HIG Typography: \"Using custom fonts\"; UIFontMetrics, Font.custom(_:size:relativeTo:)).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            extension Font {
                static let stamp = ↓Font.custom("Courier", fixedSize: 13)
            }
            """),
            Example("""
            import UIKit
            final class CardViewController: UIViewController {
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.font = ↓UIFont(name: "Didot-Bold", size: 30)
                    label.numberOfLines = 0
                    return label
                }()
                private let noteLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteLabel.font = ↓UIFont(name: "Georgia", size: 15)!
                }
            }
            """),
            Example("""
            import UIKit
            // SwiftGen's FontFamily: `font(size:)` is `UIFont(name:size:)`.
            final class TrailViewController: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = ↓FontFamily.Brand.bold.font(size: 28)
                }
            }
            """, message: "custom font 'Brand-Bold' at a fixed size does not scale with Dynamic Type; scale it along .title1"),
        ],
        nonTriggeringExamples: [
            Example("""
            import UIKit
            // The app's function scales the font it is given along the style the call names.
            extension UILabel {
                func applyBrand(_ font: UIFont, style: UIFont.TextStyle) {
                    self.font = UIFontMetrics(forTextStyle: style).scaledFont(for: font)
                    adjustsFontForContentSizeCategory = true
                }
            }
            final class ProfileViewController: UIViewController {
                private let nameLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameLabel.applyBrand(UIFont(name: "Brand-Heavy", size: 28)!, style: .title1)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Body").font(.custom("Georgia", size: 17))
                        Text("Note").font(.custom("Georgia", size: 15, relativeTo: .subheadline))
                    }
                }
            }
            """),
            Example("""
            import UIKit
            extension UIFont {
                static var scaledBody: UIFont {
                    UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: 17)!)
                }
            }
            """),
            Example("""
            import UIKit
            // A 1 pt family token resized before display is a measurement of the name only.
            let height = UIFont(name: "Georgia", size: 17)!.lineHeight
            """),
            Example("""
            import SwiftUI
            import UIKit
            struct Title: View {
                var body: some View {
                    Text("Trails").font(FontFamily.Brand.bold.swiftUIFont(size: 28, relativeTo: .title))
                }
            }
            let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: FontFamily.Brand.regular.font(size: 17))
            """),
            Example("""
            import AppKit
            // macOS has no Dynamic Type: a custom font there keeps its size like every other font.
            // NSFont(name:size: 0) is the default size for the use.
            let heading = NSFont(name: "Didot", size: 22)
            let code = NSFont(name: "Menlo", size: 0)
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                let stamp = Font.custom("Courier", fixedSize: 13)
                """),
             after: Example("""
                import SwiftUI
                let stamp = Font.custom("Courier", size: 13, relativeTo: .footnote)
                """)),
            (before: Example("""
                import UIKit
                let title = UIFont(name: "Didot-Bold", size: 30)
                let body = UIFont(name: "Georgia", size: 17)!
                """),
             after: Example("""
                import UIKit
                let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Didot-Bold", size: 30) ?? .systemFont(ofSize: 30))
                let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: 17)!)
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        let tree = context.tree
        for font in context.file.fonts where font.reportsValueHere && !font.isInPreview && font.platform.supportsDynamicType {
            let value = font.value
            // An `@ScaledMetric` size already follows the text size, as the font would with `relativeTo:`.
            guard case .custom(let family) = value.source, value.scaling == .none, !value.sizeOrigin.isAlreadyScaled,
                  value.size != nil || value.sizeOrigin.isFixed else { continue }
            let nearest = value.size.flatMap {
                nearestTextStyle(size: $0, weight: value.weight ?? .regular, platform: font.platform)
            }
            let message = String.notScaled(family: family,
                                           nearest: nearest.map { FontFixes.styleName($0.style, in: value.framework) })
            context.report(at: font.anchor, message,
                           fix: font.role == .built ? nearest.flatMap { self.fix(font, nearest: $0.style, in: tree) } : nil,
                           fixUnavailable: font.role != .built ? .helperLeft
                               : nearest == nil ? .sizeUnknownLeft : .shapeLeft)
        }
    }

    private func fix(_ font: FontOccurrence, nearest: TextStyle, in tree: SyntaxTree) -> Fix? {
        guard let constructor = FontFixes.constructor(of: font.chain, in: tree) else { return nil }
        let style = FontFixes.styleName(nearest, in: font.value.framework)
        switch font.value.framework {
        case .swiftUI:
            guard let argument = tree.argument("fixedSize", of: constructor), let label = tree[argument].label else { return nil }
            let end = Int(tree[tree[argument].lastToken].end)
            return Fix(edits: [FixEdit(range: tree.byteRange(of: label), replacement: "size"),
                               FixEdit(range: end..<end, replacement: ", relativeTo: \(style)")],
                       isExact: true, summary: "fixedSize: → size:relativeTo: \(style)")
        case .uiKit:
            // `UIFont(name:size:)` is optional: unless the code unwraps it, a font that is missing falls
            // back to the system font of the same size, scaled too (a closure would add braces, which
            // the re-read gate refuses).
            let range = tree.byteRange(of: tree[font.chain].tokens)
            var original = tree.file.text(range)
            let isUnwrapped = tree.components(of: font.chain).contains { tree[$0].kind == .forceUnwrap }
            if !isUnwrapped {
                guard tree.components(of: font.chain).last == constructor,
                      let size = tree.argumentValue("size", of: constructor) else { return nil }
                original += " ?? .systemFont(ofSize: \(tree.text(of: tree[size])))"
            }
            let replacement = "UIFontMetrics(forTextStyle: \(style)).scaledFont(for: \(original))"
            return Fix(edits: [FixEdit(range: range, replacement: replacement)], isExact: true,
                       summary: "scaled with UIFontMetrics(forTextStyle: \(style))")
        case .appKit:
            return nil
        }
    }
}

fileprivate extension String {
    static let helperLeft = "the font is built in a helper from this call's arguments: scale it in the helper"
    static let sizeUnknownLeft = "the size is not known from the code, so no style to scale along can be chosen"
    static let shapeLeft = "the font's expression is not one the fix rewrites (only UIFont(name:size:) and .custom(_:fixedSize:))"

    /// "custom font 'Avenir' at a fixed size does not scale …", with the style to scale along when known.
    static func notScaled(family: String?, nearest: String?) -> String {
        var message = MessageText()
        message.append("custom font")
        if let family {
            message.append(" '")
            message.append(family)
            message.append("'")
        }
        message.append(" at a fixed size does not scale with Dynamic Type")
        if let nearest {
            message.append("; scale it along ")
            message.append(nearest)
        }
        return message.text
    }
}
