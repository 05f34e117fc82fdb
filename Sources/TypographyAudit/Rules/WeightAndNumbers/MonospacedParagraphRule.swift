import SwiftSource
import Typography

/// `monospaced-paragraph`: a monospaced font on prose.
///
/// Lint: a SwiftUI text, or a UIKit/AppKit label or text view, shown in a monospaced font —
/// `.monospaced()`, `.fontDesign(.monospaced)`, `design: .monospaced`, `monospacedSystemFont`, or a
/// monospaced family (SF Mono, Menlo, Courier, Monaco) — whose content is prose: a string literal of
/// more than 60 characters that reads as words (not code: few of `{}();=<>[]/\_$#`), or text of
/// unbounded length (no `lineLimit` / `numberOfLines` of 1 or 2) from a value named like prose
/// (`notes`, `summary`, `description`, `bio` …). A UIKit/AppKit view is reported at its font. Code,
/// logs, paths, identifiers, timers and counters — short or identifier-like content — stay silent. No fix.
struct MonospacedParagraphRule: Rule {
    static let names: [KnownName] = [.monospaced, .custom, .lineLimit, .font, .text, .stringValue, .numberOfLines,
                                     .maximumNumberOfLines]

    static let description = RuleDescription(
        id: "monospaced-paragraph",
        name: "Monospaced paragraph",
        defaultSeverity: .warning,
        rationale: "Monospaced type is for code and data whose characters must line up; running text set in it "
            + "reads slowly (HIG Typography: use monospaced fonts for code-like content).",
        triggeringExamples: [
            """
            import SwiftUI
            struct About: View {
                let recipe: Recipe
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text("Bloom the grounds for thirty seconds, then pour slowly in circles until the scale reads 250 g.")
                            .monospaced()
                        ↓Text(recipe.notes)
                            .font(.system(.body, design: .monospaced))
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct Review: View {
                @Binding var summary: String
                var body: some View {
                    ↓TextEditor(text: $summary).font(.custom("Menlo", size: 15, relativeTo: .body))
                }
            }
            """,
            """
            import UIKit
            final class ReceiptViewController: UIViewController {
                private let disclaimer = UILabel()
                private let notesLabel: UILabel = {
                    let label = UILabel()
                    ↓label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .monospacedSystemFont(ofSize: 15, weight: .regular))
                    label.adjustsFontForContentSizeCategory = true
                    label.numberOfLines = 0
                    return label
                }()
                let order: Order

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓disclaimer.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
                    disclaimer.text = "All sales are final. Returns are accepted within thirty days with the receipt."
                    notesLabel.text = order.notes
                }
            }
            """,
            """
            import AppKit
            final class AboutViewController: NSViewController {
                let summaryField = NSTextField(wrappingLabelWithString: "")
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓summaryField.font = NSFont(name: "Menlo", size: 0)
                    summaryField.stringValue = "Brewlog keeps a journal of every cup you brew, with the beans, the grind and the recipe."
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            struct Diagnostics: View {
                let log: String
                let build: Build
                let remaining: Date
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(log).monospaced()
                        Text(build.commitHash).font(.caption.monospaced())
                        Text(remaining, style: .timer).monospaced()
                        Text("~/Library/Application Support/Brewlog/exports/2024-06-01.json").monospaced()
                        Text("func brew(grams: Double) -> Brew { Brew(ratio: grams / 16.0, water: 250) }").monospaced()
                        Text(build.description).monospaced().lineLimit(1)
                        Text("Bloom the grounds for thirty seconds, then pour slowly in circles until it is done.")
                    }
                }
            }
            """,
            """
            import UIKit
            final class BuildInfoViewController: UIViewController {
                private let hashLabel = UILabel()
                private let logView = UITextView()
                private let descriptionLabel = UILabel()
                private let pathLabel = UILabel()
                private let tipLabel = UILabel()
                let build: Build

                override func viewDidLoad() {
                    super.viewDidLoad()
                    hashLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
                    hashLabel.numberOfLines = 0
                    hashLabel.text = build.commitHash
                    logView.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
                    logView.text = build.log
                    descriptionLabel.font = UIFont(name: "Menlo-Regular", size: 13)
                    descriptionLabel.text = build.description
                    pathLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
                    pathLabel.numberOfLines = 0
                    pathLabel.text = "~/Library/Application Support/Brewlog/exports/2024-06-01.json"
                    tipLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
                    tipLabel.numberOfLines = 0
                    tipLabel.text = "Bloom the grounds for thirty seconds, then pour slowly in circles until it is done."
                }
            }
            """,
        ]
    )

    /// Literal text longer than this is a paragraph.
    static let paragraphLength = 60

    func check(_ context: inout RuleContext) {
        checkTextSites(&context)
        checkPlatformViews(&context)
    }

    private func checkTextSites(_ context: inout RuleContext) {
        let tree = context.tree
        for site in context.file.textSites where !site.isInPreview && site.fonts.contains(where: { $0.value.isMonospaced }) {
            guard let argument = site.contentArgument ?? tree.argument("text", of: site.view),
                  let value = tree[argument].value else { continue }
            if site.content == .literal {
                guard let text = tree.stringLiteralText(of: value), Self.isProse(text) else { continue }
                context.report(at: site.anchor, .paragraph(characters: text.count))
            } else if site.lineCapacity(in: tree).canShow(3), let name = Self.proseName(in: value, tree: tree) {
                context.report(at: site.anchor, .unbounded(name))
            }
        }
    }

    /// UIKit/AppKit labels and text views whose last font is monospaced and whose `text` /
    /// `stringValue` is prose: reported once, at the font's assignment.
    private func checkPlatformViews(_ context: inout RuleContext) {
        let tree = context.tree
        let file = context.file
        for view in file.textViews where view.kind == .label || view.kind == .textView {
            guard let font = view.lastAssignment(of: .font),
                  font.fonts.contains(where: { file.fonts[$0].value.isMonospaced }) else { continue }
            let texts = view.assignments(of: .text) + view.assignments(of: .stringValue)
            let message: String? = texts.lazy.compactMap { assignment in
                if let text = tree.stringLiteralText(of: assignment.value) {
                    return Self.isProse(text) ? String.paragraph(characters: text.count) : nil
                }
                guard view.lineCapacity(in: tree).canShow(3) else { return nil }
                return Self.proseName(in: assignment.value, tree: tree).map { String.unbounded($0) }
            }.first
            if let message { context.report(at: tree[font.statement].firstToken, message) }
        }
    }

    /// The last name of the content expression when it names running text.
    static func proseName(in expression: ExpressionID, tree: SyntaxTree) -> String? {
        lastName(in: expression, tree: tree).flatMap { proseNames.contains($0) ? $0 : nil }
    }

    /// Whether literal text is a paragraph of words rather than code, a path or an identifier.
    static func isProse(_ text: String) -> Bool {
        guard text.count > paragraphLength else { return false }
        var words = 0
        var codeCharacters = 0
        var previousIsSpace = true
        for character in text {
            if character == " " {
                previousIsSpace = true
                continue
            }
            if previousIsSpace { words += 1 }
            previousIsSpace = false
            if "{}();=<>[]/\\_$#".contains(character) { codeCharacters += 1 }
        }
        return words >= 8 && codeCharacters < 3
    }

    /// Value names that hold running text.
    static let proseNames: Set<String> = [
        "notes", "note", "summary", "description", "bio", "biography", "about", "details", "paragraph",
        "instructions", "review", "story", "overview", "article", "abstract", "synopsis", "essay",
    ]

    /// The last name of the content expression (`notes` in `recipe.notes`, `summary` in `$summary`).
    static func lastName(in expression: ExpressionID, tree: SyntaxTree) -> String? {
        guard let chain = tree.singleChain(of: expression), let last = tree.components(of: chain).last,
              let token = tree[last].name else { return nil }
        var name = tree.text(of: token)
        if name.hasPrefix("$") { name.removeFirst() }
        return name.lowercased()
    }
}

extension FontValue {
    /// Whether every character has the same width: the monospaced design or a monospaced family.
    var isMonospaced: Bool {
        if design == .monospaced { return true }
        guard case .custom(let family?) = source else { return false }
        return family.contains(ascii: "Mono") || family.contains(ascii: "Menlo") || family.contains(ascii: "Courier")
            || family.contains(ascii: "Monaco")
    }
}

fileprivate extension String {
    static func paragraph(characters: Int) -> String {
        "monospaced font on a \(characters)-character paragraph; keep monospace for code, logs and identifiers "
            + "and set prose in the default design"
    }

    static func unbounded(_ name: String) -> String {
        "monospaced font on running text ('\(name)', no line limit); keep monospace for code, logs and identifiers "
            + "and set prose in the default design"
    }
}
