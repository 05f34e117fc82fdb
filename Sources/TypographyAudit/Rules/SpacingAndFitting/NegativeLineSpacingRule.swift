import SwiftSource
import Typography

/// `negative-line-spacing`: lines pulled closer than the font's leading with a negative spacing.
///
/// Lint: SwiftUI `.lineSpacing(x)` with a literal x below 0; UIKit/AppKit paragraph styles with
/// `lineSpacing = x` below 0 (`NSMutableParagraphStyle`). Fix (approximate): on a SwiftUI text of
/// at most two lines whose one font is a system font (text style or system size), the font's
/// tight leading instead: `.font(.headline).lineSpacing(-2)` → `.font(.headline.leading(.tight))`
/// (`.font(.body.leading(.tight))` when no font is set). Texts that can show three lines or more
/// get no fix here: `tight-leading-multiline` asks for standard leading there.
struct NegativeLineSpacingRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.lineSpacing, .font, .Font]

    static let description = RuleDescription(
        id: "negative-line-spacing",
        name: "Negative line spacing",
        defaultSeverity: .note,
        rationale: "Line height moves only through the leading traits (tight −2 pt, loose +2 pt); negative "
            + "spacing lets lines collide at large sizes and in tall scripts (HIG Typography: leading; Font.leading(_:)).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            struct Notes: View {
                let recipe: Recipe
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(recipe.tastingNotes)
                            .font(.callout)
                            ↓.lineSpacing(-2)
                        Text(recipe.name)
                            .font(isCompact ? .footnote : .body)
                            ↓.lineSpacing(-1.5)
                            .lineLimit(2)
                    }
                    ↓.lineSpacing(-1)
                }
            }
            """),
            Example("""
            import UIKit
            final class NotesViewController: UIViewController {
                private let notesLabel: UILabel = {
                    let label = UILabel()
                    let style = NSMutableParagraphStyle()
                    style.↓lineSpacing = -2
                    label.attributedText = NSAttributedString(string: "", attributes: [.paragraphStyle: style])
                    return label
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let paragraph = NSMutableParagraphStyle()
                    paragraph.↓lineSpacing = -4
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            struct Notes: View {
                let recipe: Recipe
                var body: some View {
                    VStack {
                        Text(recipe.notes).lineSpacing(4)
                        Text(recipe.name).font(.headline.leading(.tight)).lineLimit(2)
                        Text("String with .lineSpacing(-2) inside") // .lineSpacing(-2)
                    }
                    .lineSpacing(0)
                }
            }
            """),
            Example("""
            import UIKit
            let style: NSMutableParagraphStyle = {
                let style = NSMutableParagraphStyle()
                style.lineSpacing = 6
                style.paragraphSpacing = -2
                return style
            }()
            final class Spacing {
                var lineSpacing: CGFloat = 0
                func tighten() { self.lineSpacing = -1 }
            }
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                struct Row: View {
                    let recipe: Recipe
                    var body: some View {
                        VStack {
                            Text(recipe.name)
                                .font(.headline)
                                .lineSpacing(-2)
                                .lineLimit(2)
                            Text(recipe.roaster).lineLimit(1...2).lineSpacing(-1)
                        }
                    }
                }
                """),
             after: Example("""
                import SwiftUI
                struct Row: View {
                    let recipe: Recipe
                    var body: some View {
                        VStack {
                            Text(recipe.name)
                                .font(.headline.leading(.tight))
                                .lineLimit(2)
                            Text(recipe.roaster).lineLimit(1...2).font(.body.leading(.tight))
                        }
                    }
                }
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        let lineSpacings = file.components(named: .lineSpacing)
        for id in lineSpacings where tree[id].kind == .member && tree[id].isCalled {
            guard let value = tree.argumentValue(nil, of: id),
                  let spacing = tree.numberValue(of: value), spacing < 0 else { continue }
            let site = file.textSites.first { site in
                site.modifiers.contains { $0.component == id && !$0.isInherited }
            }
            context.report(at: tree[id].firstToken, .swiftUI(spacing), fix: site.flatMap { tightLeadingFix(id, site: $0, in: file) })
        }
        // `style.lineSpacing = -2`: the assignments whose target ends in a `lineSpacing` member.
        for last in lineSpacings where tree[last].kind == .member && !tree[last].isCalled {
            let chain = tree[last].chain
            let components = tree.components(of: chain)
            guard components.count > 1, components.last == last, let statement = tree.assignment(to: chain),
                  file.knownName(of: components[0]) != .`self`,
                  let value = statement.expression, let spacing = tree.numberValue(of: value), spacing < 0 else { continue }
            context.report(at: tree[last].token, .paragraphStyle(spacing))
        }
    }

    /// `.lineSpacing(-2)` → the font's `.leading(.tight)`, on a text of at most two lines whose one
    /// font is a SwiftUI system font without a leading of its own.
    private func tightLeadingFix(_ lineSpacing: ComponentID, site: TextSite, in file: FileAnalysis) -> Fix? {
        let tree = file.tree
        guard site.kind == .text, site.lineCapacity(in: tree).isAtMost(2), site.fonts.count == 1 else { return nil }
        let font = site.fonts[0]
        guard font.value.framework == .swiftUI, font.value.isSystemFamily, font.value.leading == nil else { return nil }
        if font.isDefault {
            let range = tree.byteRange(of: tree[lineSpacing].tokens)
            return Fix(edits: [FixEdit(range: range, replacement: ".font(.body.leading(.tight))")], isExact: false,
                       summary: "\(tree.file.text(range)) → .font(.body.leading(.tight))")
        }
        guard !font.isInherited, let occurrence = font.occurrence else { return nil }
        let end = Int(tree[tree[file.fonts[occurrence].chain].lastToken].end)
        return Fix(edits: [FixEdit(range: end..<end, replacement: ".leading(.tight)"),
                           ModifierEdits.removal(of: lineSpacing, in: tree)],
                   isExact: false, summary: "\(tree.text(of: tree[lineSpacing].tokens)) → .leading(.tight)")
    }
}

fileprivate extension String {
    static func swiftUI(_ spacing: Double) -> String {
        "negative line spacing (\(SignedPoints(spacing)) pt) pulls lines closer than the font's leading, and they can "
            + "collide at large sizes and in tall scripts; to tighten one or two lines, use the font's .leading(.tight)"
    }

    static func paragraphStyle(_ spacing: Double) -> String {
        "negative lineSpacing (\(SignedPoints(spacing)) pt) pulls lines closer than the font's leading, and they can "
            + "collide at large sizes and in tall scripts; use the font's tight leading (traitTightLeading)"
    }
}
