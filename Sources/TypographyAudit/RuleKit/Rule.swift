/// An audit rule: one check of the typography guidance, in one file.
///
/// A rule is a small value type with its ``description`` (id, severity, rationale, and the
/// examples the test suite runs) and a ``check(_:)`` that reads the file's analysis and reports
/// findings through the context:
///
/// ```swift
/// struct ExampleRule: Rule {
///     static let description = RuleDescription(id: "example", …)
///
///     func check(_ context: inout RuleContext) {
///         for font in context.file.fonts where font.reportsValueHere && font.value.isCustom {
///             context.report(at: font.anchor, .message)
///         }
///     }
/// }
///
/// fileprivate extension String {
///     static let message = "…"
/// }
/// ```
///
/// Register it with one line in ``RuleRegistry/all``.
public protocol Rule: Sendable {
    /// What the rule is: id, name, default severity, rationale, examples.
    static var description: RuleDescription { get }
    /// Rule-specific configuration options (name → type) beyond `enabled` and `severity`.
    static var options: [String: ConfigurationOptionType] { get }
    /// Words of two bytes or more, at least one of which is in every file this rule can report in
    /// (`font`, `kern`); a file with none of the words of any rule is not parsed. Empty (the
    /// default): the rule may report in any file.
    static var vocabulary: [String] { get }

    init()

    /// Reports the findings of one file.
    func check(_ context: inout RuleContext)
}

extension Rule {
    public static var options: [String: ConfigurationOptionType] { [:] }
    public static var vocabulary: [String] { [] }
}
