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
    public var triggeringExamples: [String]
    /// Code that must not be reported.
    public var nonTriggeringExamples: [String]
    /// Before → after pairs for the rule's fix (empty when the rule has none).
    public var corrections: [(before: String, after: String)]

    public init(id: String, name: String, defaultSeverity: Severity, rationale: String,
                triggeringExamples: [String], nonTriggeringExamples: [String],
                corrections: [(before: String, after: String)] = []) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }
}
