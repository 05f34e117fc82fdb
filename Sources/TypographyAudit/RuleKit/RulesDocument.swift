/// The rules document (`Documentation/Rules.md`), generated from the rules' descriptions: per rule
/// its id, name, default severity, rationale, options, the code it reports (`↓` where each finding
/// points), the code it does not report, and its fixes.
///
/// The checked-in copy is compared with this text by the test suite; regenerate it with
/// `TYPECASE_WRITE_RULES_DOCUMENT=1 swift test --filter RulesDocumentTests`.
public enum RulesDocument {
    /// Where the document lives, relative to the package root.
    public static let path = "Documentation/Rules.md"

    /// The document for `rules` (sorted by id).
    public static func markdown(_ rules: [any Rule] = RuleRegistry.all) -> String {
        let rules = rules.sorted { type(of: $0).description.id < type(of: $1).description.id }
        var text = "# Rules\n\n"
        text += "<!-- Generated from the rules' descriptions (Sources/TypographyAudit/Rules): do not edit by hand. -->\n"
        text += "<!-- Regenerate: TYPECASE_WRITE_RULES_DOCUMENT=1 swift test --filter RulesDocumentTests -->\n\n"
        text += "| Rule | Default severity | Name |\n| --- | --- | --- |\n"
        for rule in rules {
            let description = type(of: rule).description
            text += "| [`\(description.id)`](#\(description.id)) | \(description.defaultSeverity.rawValue) | \(description.name) |\n"
        }
        for rule in rules { text += "\n" + section(type(of: rule).description, options: type(of: rule).options) }
        return text
    }

    /// One rule's section.
    static func section(_ description: RuleDescription, options: [String: ConfigurationOptionType]) -> String {
        var text = "## \(description.id)\n\n"
        text += "**\(description.name)** · default severity: \(description.defaultSeverity.rawValue)\n\n"
        text += description.rationale + "\n"
        if !options.isEmpty {
            text += "\nOptions: " + options.keys.sorted().map { "`\($0)` (\(options[$0]!.phrase))" }.joined(separator: ", ") + "\n"
        }
        func examples(_ title: String, _ examples: [Example]) {
            guard !examples.isEmpty else { return }
            text += "\n### \(title)\n"
            for example in examples {
                text += "\n" + fenced(example.code) + "\n"
                var settings: [String] = []
                if let platform = example.platform { settings.append("platform: \(platform.rawValue)") }
                if let options = example.configuration?.options, !options.isEmpty {
                    settings += options.keys.sorted().map { "`\($0)`: \(json(options[$0]!))" }
                }
                if !settings.isEmpty { text += "\n(" + settings.joined(separator: "; ") + ")\n" }
            }
        }
        examples("Reported (↓ marks each finding)", description.triggeringExamples)
        examples("Not reported", description.nonTriggeringExamples)
        if !description.corrections.isEmpty {
            text += "\n### Fixes\n"
            for (before, after) in description.corrections {
                text += "\n" + fenced(before.code) + "\n\nbecomes\n\n" + fenced(after.code) + "\n"
            }
        }
        return text
    }

    /// An option's value as written in `.typecase.json`.
    private static func json(_ value: ConfigurationValue) -> String {
        switch value {
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .strings(let values): "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
    }

    private static func fenced(_ code: String) -> String {
        "```swift\n\(code)\n```"
    }
}
