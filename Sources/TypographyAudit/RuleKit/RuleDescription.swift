/// What a rule is, for reporters, `typecase rules` and the docs: the page of the HIG it encodes.
public struct RuleDescription: Sendable {
    /// Kebab-case id used in output, configuration and suppression comments (`fixed-font-size`).
    public var id: String
    /// A short human title (`Fixed font size`).
    public var name: String
    public var defaultSeverity: Severity
    /// One sentence: why the guidance asks for this, pointing at it.
    public var rationale: String
    /// Code that must be reported; `↓` marks where each finding must point.
    public var triggeringExamples: [Example]
    /// Code that must not be reported.
    public var nonTriggeringExamples: [Example]
    /// Before → after pairs for the rule's fix (empty when the rule has none).
    public var corrections: [(before: Example, after: Example)]

    /// `file` and `line` (where the description is written) locate the examples written as plain
    /// string literals.
    public init(id: String, name: String, defaultSeverity: Severity, rationale: String,
                triggeringExamples: [Example], nonTriggeringExamples: [Example],
                corrections: [(before: Example, after: Example)] = [],
                file: StaticString = #filePath, line: UInt = #line) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples.map { $0.located(at: file, line: line) }
        self.nonTriggeringExamples = nonTriggeringExamples.map { $0.located(at: file, line: line) }
        self.corrections = corrections.map { ($0.before.located(at: file, line: line), $0.after.located(at: file, line: line)) }
    }
}
