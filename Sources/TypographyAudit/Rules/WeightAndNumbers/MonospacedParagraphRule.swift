import SwiftSource
import Typography

/// `monospaced-paragraph`: a monospaced font on prose.
///
/// Lint: a SwiftUI text shown in a monospaced font — `.monospaced()`, `.fontDesign(.monospaced)`,
/// `design: .monospaced`, `monospacedSystemFont`, or a monospaced family (SF Mono, Menlo, Courier,
/// Monaco) — whose content is prose: a string literal of more than 60 characters that reads as
/// words (not code: few of `{}();=<>[]/\_$#`), or text of unbounded length (no `lineLimit` of 1 or
/// 2) from a value named like prose (`notes`, `summary`, `description`, `bio` …). Code, logs, paths,
/// identifiers, timers and counters — short or identifier-like content — stay silent. No fix.
struct MonospacedParagraphRule: Rule {
    static let names: [KnownName] = [.monospaced, .custom, .lineLimit]

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
        ]
    )

    /// Literal text longer than this is a paragraph.
    static let paragraphLength = 60

    func check(_ context: inout RuleContext) {
        let tree = context.tree
        for site in context.file.textSites where !site.isInPreview && site.fonts.contains(where: { $0.value.isMonospaced }) {
            guard let argument = site.contentArgument ?? tree.argument("text", of: site.view),
                  let value = tree[argument].value else { continue }
            if site.content == .literal {
                guard let chain = tree.singleChain(of: value),
                      let text = tree.stringLiteralText(of: tree.base(of: chain)),
                      Self.isProse(text) else { continue }
                context.report(at: site.anchor, .paragraph(characters: text.count))
            } else if site.lineCapacity(in: tree).canShow(3), let name = Self.lastName(in: value, tree: tree),
                      Self.proseNames.contains(name) {
                context.report(at: site.anchor, .unbounded(name))
            }
        }
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
