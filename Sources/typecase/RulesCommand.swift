import TypographyAudit

/// `typecase rules`: the rule list, or one rule's rationale and examples.
enum RulesCommand: Command {
    static let name = "rules"
    static let summary = "List the audit rules, or show one rule's rationale and examples"
    static let help = """
        Usage: typecase rules [RULE-ID]

        Without an argument, lists every rule `typecase audit` runs: id, default severity and
        rationale. With a rule id, prints that rule's rationale, then code it reports (↓ marks where
        each finding points), code it does not report, and its fixes (before → after).

        Configure rules in .typecase.json ("rules": { "RULE-ID": { "enabled": false } } or
        { "severity": "error" }); silence one place with // typecase:disable:next RULE-ID.

        Options:
          --help    this text

        Examples:
          typecase rules
          typecase rules fixed-font-size
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec().parse(arguments)
        guard parsed.positionals.count <= 1 else { throw UsageError("expected at most one rule id") }
        let descriptions = RuleRegistry.descriptions
        guard let id = parsed.positionals.first else {
            print(list(descriptions))
            return ExitCode.success
        }
        guard let description = descriptions.first(where: { $0.id == id }) else {
            let ids = descriptions.map(\.id)
            let suggestion = didYouMean(id, in: ids)
            throw UsageError("unknown rule '\(id)'\(suggestion); rules: \(ids.joined(separator: ", "))")
        }
        print(detail(description))
        return ExitCode.success
    }

    /// One line per rule: id, default severity, rationale.
    static func list(_ descriptions: [RuleDescription]) -> String {
        let idWidth = descriptions.map(\.id.count).max() ?? 2
        let header = "ID".padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  SEVERITY  RATIONALE"
        let rows = descriptions.map { description in
            description.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + description.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                + description.rationale
        }
        return ([header] + rows).joined(separator: "\n")
    }

    /// A rule's page: name, severity, rationale, examples, corrections.
    static func detail(_ description: RuleDescription) -> String {
        var text = "\(description.id) — \(description.name) (default: \(description.defaultSeverity.rawValue))\n\n"
        text += description.rationale + "\n"
        func section(_ title: String, _ examples: [String]) {
            guard !examples.isEmpty else { return }
            text += "\n\(title):\n"
            for example in examples { text += "\n" + indented(example) + "\n" }
        }
        section("Reported (↓ marks the finding)", description.triggeringExamples.map(\.code))
        section("Not reported", description.nonTriggeringExamples.map(\.code))
        if !description.corrections.isEmpty {
            text += "\nFixes:\n"
            for (before, after) in description.corrections {
                text += "\n" + indented(before.code) + "\n    →\n" + indented(after.code) + "\n"
            }
        }
        return text
    }

    private static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
