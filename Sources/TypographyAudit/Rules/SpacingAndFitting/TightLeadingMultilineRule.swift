import SwiftSource
import Typography

/// `tight-leading-multiline`: tight leading on text that can run to three lines or more.
///
/// Lint: a SwiftUI text (`Text`, `TextEditor`, a vertical `TextField`) that can show 3 or more
/// lines — no `.lineLimit`, `.lineLimit(nil)`, a limit of 3 or more, or a range reaching 3 — and
/// whose font has `.leading(.tight)` or that gets a negative `.lineSpacing`; a UIKit label with
/// `numberOfLines` 0 or ≥ 3 (or a `UITextView`) whose font is built with `.traitTightLeading`.
/// Texts limited to one or two lines, and limits the audit cannot read, are not reported. Fix
/// (approximate): `.leading(.tight)` → `.leading(.standard)` where the font is built at the text;
/// the negative `.lineSpacing` removed.
struct TightLeadingMultilineRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.font, .Font, .lineSpacing, .numberOfLines, .maximumNumberOfLines]

    static let description = RuleDescription(
        id: "tight-leading-multiline",
        name: "Tight leading on multi-line text",
        defaultSeverity: .warning,
        rationale: "Tight leading helps two lines fit a constrained row, but text of three or more lines needs "
            + "standard leading to stay readable (HIG Typography: \"avoid tight leading for three or more lines\").",
        triggeringExamples: [
            Example("""
            import SwiftUI
            struct Notes: View {
                let recipe: Recipe
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(recipe.notes)
                            .font(.body↓.leading(.tight))
                        Text(recipe.tastingNotes)
                            .font(.callout)
                            ↓.lineSpacing(-2)
                        Text("Brew \\(recipe.name) slowly")
                            .font(isLarge ? .title3↓.leading(.tight) : .body)
                            .lineLimit(4)
                        Text(recipe.roaster)
                            .font(.system(size: 15)↓.leading(.tight))
                            .lineLimit(1...3)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            extension Font {
                static let tightBody = Font.body.leading(.tight)
            }
            struct Story: View {
                @State private var draft = ""
                var body: some View {
                    VStack {
                        Text(story)
                            .font(↓.tightBody)
                            .lineLimit(nil)
                        TextEditor(text: $draft)
                            .font(.callout↓.leading(.tight))
                        TextField("Notes", text: $draft, axis: .vertical)
                            .font(↓.tightBody)
                            .lineLimit(2...)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class NotesViewController: UIViewController {
                private let notesLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
                    notesLabel.font = UIFont(descriptor: descriptor.withSymbolicTraits(↓.traitTightLeading) ?? descriptor, size: 0)
                    notesLabel.numberOfLines = 0
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            struct Row: View {
                let recipe: Recipe
                let limit: Int
                var body: some View {
                    VStack {
                        Text(recipe.name).font(.headline.leading(.tight)).lineLimit(2)
                        Text(recipe.roaster).font(.subheadline.leading(.tight)).lineLimit(1...2)
                        Text(recipe.method).font(.body.leading(.tight)).lineLimit(1)
                        Text(recipe.notes).lineSpacing(-1).lineLimit(...2)
                        Text(recipe.notes).font(.body.leading(.tight)).lineLimit(limit)
                        Text(recipe.notes).font(.body.leading(.loose))
                        TextField("Name", text: $name).font(.body.leading(.tight))
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
                    titleLabel.font = UIFont(descriptor: descriptor.withSymbolicTraits(.traitTightLeading) ?? descriptor, size: 0)
                    titleLabel.numberOfLines = 2
                }
            }
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                struct Notes: View {
                    let recipe: Recipe
                    var body: some View {
                        VStack {
                            Text(recipe.notes)
                                .font(.body.leading(.tight))
                            Text(recipe.tastingNotes)
                                .font(.callout)
                                .lineSpacing(-2)
                        }
                    }
                }
                """),
             after: Example("""
                import SwiftUI
                struct Notes: View {
                    let recipe: Recipe
                    var body: some View {
                        VStack {
                            Text(recipe.notes)
                                .font(.body.leading(.standard))
                            Text(recipe.tastingNotes)
                                .font(.callout)
                        }
                    }
                }
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        var reported: Set<TokenID> = []
        for site in file.textSites where canWrap(site, in: tree) {
            // The line capacity is read only for the sites with something to report.
            let lineSpacing = site.modifier(.lineSpacing)
            guard lineSpacing != nil || site.fonts.contains(where: { $0.value.leading == .tight }) else { continue }
            let capacity = site.lineCapacity(in: tree)
            guard capacity.canShow(3) else { continue }
            for font in site.fonts where font.value.leading == .tight {
                guard let index = font.occurrence else { continue }
                let occurrence = file.fonts[index]
                let leading = occurrence.role == .built
                    ? tree.components(of: occurrence.chain).last { tree.knownName(of: $0) == .leading } : nil
                let anchor = leading.map { tree[$0].firstToken } ?? occurrence.anchor
                guard reported.insert(anchor).inserted else { continue }
                context.report(at: anchor, .tightFont(capacity), fix: leading.flatMap { standardLeadingFix($0, in: tree) })
            }
            if let lineSpacing,
               let spacing = tree.argumentValue(nil, of: lineSpacing).flatMap({ tree.numberValue(of: $0) }),
               spacing < 0, reported.insert(tree[lineSpacing].firstToken).inserted {
                context.report(at: tree[lineSpacing].firstToken, .negativeSpacing(capacity),
                               fix: Fix(edits: [ModifierEdits.removal(of: lineSpacing, in: tree)], isExact: false,
                                        summary: "\(tree.text(of: tree[lineSpacing].tokens)) removed"))
            }
        }
        for view in file.textViews where view.lineCapacity(in: tree).canShow(3) {
            for assignment in view.assignments(of: .font) {
                for token in tree[assignment.value].tokens
                    where tree.token(token, is: "traitTightLeading") || tree.token(token, is: "tightLeading") {
                    let previous = tree.previousSignificantToken(before: token)
                    let anchor = previous.flatMap { tree.token($0, is: ".") ? $0 : nil } ?? token
                    context.report(at: anchor, .tightFont(view.lineCapacity(in: tree)))
                }
            }
        }
    }

    /// Whether a site's text wraps: `Text`, `TextEditor`, and `TextField(…, axis: .vertical)`.
    private func canWrap(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        switch site.kind {
        case .text, .textEditor:
            return true
        case .textField:
            guard let axis = tree.argumentValue("axis", of: site.view),
                  let last = tree.lastComponent(of: axis) else { return false }
            return tree.component(last, isNamed: "vertical")
        default:
            return false
        }
    }

    /// `.leading(.tight)` → `.leading(.standard)`.
    private func standardLeadingFix(_ leading: ComponentID, in tree: SyntaxTree) -> Fix? {
        guard let value = tree.argumentValue(nil, of: leading) else { return nil }
        let range = tree.byteRange(of: tree[value].tokens)
        return Fix(edits: [FixEdit(range: range, replacement: ".standard")], isExact: false,
                   summary: "\(tree.file.text(range)) → .standard")
    }
}

fileprivate extension String {
    static func tightFont(_ capacity: LineCapacity) -> String {
        "tight leading on \(lines(capacity)); text of three or more lines needs standard leading"
    }

    static func negativeSpacing(_ capacity: LineCapacity) -> String {
        "negative line spacing on \(lines(capacity)); text of three or more lines needs standard leading"
    }

    static func lines(_ capacity: LineCapacity) -> String {
        switch capacity {
        case .atMost(let limit): "text of up to \(limit) lines"
        default: "text without a line limit"
        }
    }
}
