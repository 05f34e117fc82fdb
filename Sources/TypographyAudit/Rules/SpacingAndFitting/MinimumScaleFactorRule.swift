import SwiftSource
import Typography

/// `minimum-scale-factor`: shrinking text to fit takes back the size the reader chose.
///
/// Lint: every SwiftUI `.minimumScaleFactor(x)` with x below 1 (a factor of 1 never shrinks; on an
/// `Image` it does nothing; a glyph whose font is sized from a `GeometryReader`'s frame, an avatar's
/// initial, never had the reader's size), and
/// every UIKit `adjustsFontSizeToFitWidth = true` on a text field, or on a label or button title given a
/// `minimumScaleFactor` below 1 (0, the default, does not scale the text down; AppKit has no shrink-to-fit
/// property). No fix: the message suggests letting the text wrap, or
/// `.allowsTightening(true)` / `allowsDefaultTighteningForTruncation` to gain a little room.
struct MinimumScaleFactorRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.minimumScaleFactor, .adjustsFontSizeToFitWidth]

    static let description = RuleDescription(
        id: "minimum-scale-factor",
        name: "Minimum scale factor",
        defaultSeverity: .note,
        rationale: "Shrinking text to fit undoes the reader's Dynamic Type setting; let text wrap and "
            + "lay out for larger sizes instead (HIG Typography: support Dynamic Type, avoid truncation).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            struct Monogram: View {
                let initials: String
                var body: some View {
                    Text(initials).font(.title)↓.minimumScaleFactor(0.001)
                }
            }
            """, message: ".minimumScaleFactor shrinks the text below the size the reader chose (down to 0.1%); let it wrap, and use .allowsTightening(true) to gain a little room"),
            Example("""
            import SwiftUI
            struct Header: View {
                let recipe: Recipe
                var body: some View {
                    Text(recipe.name)
                        .font(.largeTitle)
                        ↓.minimumScaleFactor(0.5)
                        .lineLimit(1)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Toolbar: View {
                let isCompact: Bool
                var body: some View {
                    HStack {
                        Button {
                            start()
                        } label: {
                            Text("Start brew \\(count)")
                                .font(isCompact ? .footnote : .body)
                        }
                    }
                    ↓.minimumScaleFactor(isCompact ? 0.7 : 0.9)
                }
            }
            """),
            Example("""
            import UIKit
            final class CardViewController: UIViewController {
                private let ratioLabel = UILabel()
                private let button = UIButton(type: .system)
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .title1)
                    label.↓adjustsFontSizeToFitWidth = true
                    label.minimumScaleFactor = 0.6
                    return label
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ratioLabel.↓adjustsFontSizeToFitWidth = true
                    ratioLabel.minimumScaleFactor = Layout.ratioScale
                    button.titleLabel?.↓adjustsFontSizeToFitWidth = true
                    button.titleLabel?.minimumScaleFactor = 0.8
                }
            }
            """),
            Example("""
            import UIKit
            func makeField() -> UITextField {
                let field = UITextField()
                field.↓adjustsFontSizeToFitWidth = true
                return field
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            // An initial drawn to fill its circle: its size comes from the frame, not a text style.
            struct InitialAvatar: View {
                let initial: String
                var body: some View {
                    GeometryReader { proxy in
                        Circle().fill(.teal)
                            .overlay {
                                Text(initial)
                                    .font(.system(size: proxy.size.height * 0.5, weight: .semibold))
                                    .minimumScaleFactor(0.01)
                            }
                    }
                    .aspectRatio(1, contentMode: .fit)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Header: View {
                let recipe: Recipe
                var body: some View {
                    VStack {
                        Text(recipe.name)
                            .font(.largeTitle)
                            .allowsTightening(true)
                        Text(recipe.roaster)
                            .minimumScaleFactor(1)
                        Image(systemName: "star").minimumScaleFactor(0.5)
                        Text("String with .minimumScaleFactor(0.5) inside") // .minimumScaleFactor(0.5)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            // A label's minimumScaleFactor defaults to 0, with which UIKit does not scale the text down;
            // a factor of 1 does not either.
            final class BadgeView: UIView {
                private let countLabel = UILabel()
                private let titleLabel = UILabel()
                func configure() {
                    countLabel.adjustsFontSizeToFitWidth = true
                    titleLabel.adjustsFontSizeToFitWidth = true
                    titleLabel.minimumScaleFactor = 1
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.adjustsFontSizeToFitWidth = false
                    label.numberOfLines = 0
                    label.allowsDefaultTighteningForTruncation = true
                }
            }
            """),
        ]
    )

    func check(_ context: inout RuleContext) {
        let tree = context.tree
        for id in context.file.components(named: .minimumScaleFactor) where tree[id].kind == .member && tree[id].isCalled && !tree.component(tree.base(of: tree[id].chain), isNamed: "Image") {
            let factor = tree.argumentValue(nil, of: id).flatMap { tree.numberValue(of: $0) }
            if let factor, factor >= 1 { continue }
            if let font = fontValue(before: id, in: tree),
               drawsSymbolOnly(font, in: context.file) || isSizedFromGeometry(font, around: id, in: tree) { continue }
            context.report(at: tree[id].firstToken, .swiftUI(factor))
        }
        for view in context.file.textViews where shrinks(view, in: tree) {
            for assignment in view.assignments(of: .adjustsFontSizeToFitWidth) where tree.isTrueLiteral(assignment.value) {
                context.report(at: assignment.propertyToken, .platform)
            }
        }
    }

    /// The font of the nearest `.font(…)` before a modifier in its chain.
    private func fontValue(before modifier: ComponentID, in tree: SyntaxTree) -> ExpressionID? {
        var current = tree.component(before: modifier)
        while let component = current {
            if tree[component].kind == .member, tree.component(component, isNamed: "font") {
                return tree.argumentValue(nil, of: component)
            }
            current = tree.component(before: component)
        }
        return nil
    }

    /// Whether every font of a value sizes a symbol only (an icon font's glyph: `Text(verbatim: icon.unicode)
    /// .font(.custom(MaterialDesignIcons.familyName, size: 24)).minimumScaleFactor(0.5)`).
    private func drawsSymbolOnly(_ font: ExpressionID, in file: FileAnalysis) -> Bool {
        let fonts = file.fontIndices(of: font)
        return !fonts.isEmpty && fonts.allSatisfy { file.fonts[$0].sizesSymbolOnly }
    }

    /// Whether a font is sized from the frame a `GeometryReader` around the text measures
    /// (`.system(size: geometry.size.width * 0.5)`): a glyph drawn to fill its shape (an avatar's initial),
    /// whose size the reader never chose, shrunk to fit that shape.
    private func isSizedFromGeometry(_ font: ExpressionID, around modifier: ComponentID, in tree: SyntaxTree) -> Bool {
        guard let proxy = tree.closureParameter(ofCallNamed: "GeometryReader", around: tree[modifier].chain) else { return false }
        return tree[font].tokens.contains { tree.token($0, spellsLike: proxy) }
    }

    /// Whether `adjustsFontSizeToFitWidth` shrinks a view's text: a label's (or a button title's) only
    /// with a `minimumScaleFactor` above 0 and below 1 — UIKit's default of 0 does not scale the text
    /// down; a text field shrinks to its `minimumFontSize`.
    private func shrinks(_ view: PlatformTextView, in tree: SyntaxTree) -> Bool {
        guard view.kind == .label || view.kind == .buttonTitle else { return true }
        guard let factor = view.lastAssignment(of: .minimumScaleFactor) else { return false }
        guard let value = tree.numberValue(of: factor.value) else { return true }
        return value > 0 && value < 1
    }
}

fileprivate extension String {
    static func swiftUI(_ factor: Double?) -> String {
        var message = MessageText(capacity: 160)
        message.append(".minimumScaleFactor shrinks the text below the size the reader chose")
        if let factor {
            message.append(" (down to ")
            // Tenths of a percent: 0.001 is 0.1%, not 0%.
            message.append(PointSize((factor * 1000).rounded() / 10))
            message.append("%)")
        }
        message.append("; let it wrap, and use .allowsTightening(true) to gain a little room")
        return message.text
    }

    static let platform = "adjustsFontSizeToFitWidth shrinks the text below the size the reader chose; "
        + "let it wrap (numberOfLines = 0), and use allowsDefaultTighteningForTruncation to gain a little room"
}
