/// An audit rule: one check of the typography guidance, in one file.
///
/// A rule is a small value type with its ``description`` (id, severity, rationale, and the
/// examples the test suite runs) and a ``check(_:)`` that reads the file's analysis and reports
/// findings through the context:
///
/// ```swift
/// struct ExampleRule: Rule {
///     static let description = RuleDescription(id: "example", …)
///     static let names: [KnownName] = [.font, .Font]
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
    /// Every name the rule queries: the components it finds by name (``FileAnalysis/components(named:)``),
    /// the modifiers of text sites (``TextSite/modifier(_:)``) and the properties of text views
    /// (``PlatformTextView/assignments(of:)``) it reads. A rule that reads ``FileAnalysis/fonts`` also
    /// lists ``KnownName/font`` and ``KnownName/Font`` (every font expression is written with one of
    /// them). The engine does not parse a file that contains none of any rule's names (anywhere, also
    /// inside a longer word: `font` is in `UIFont`); in a debug build, a query by a name missing
    /// here stops the run. Empty: the rule may report in any file.
    static var names: [KnownName] { get }
    /// The rule as a run-level rule, or nil (default): read without a dynamic cast, which looks up
    /// the conformance of each rule type (see ``RunRule``).
    static var runLevel: (any RunRule.Type)? { get }

    init()

    /// Reports the findings of one file.
    func check(_ context: inout RuleContext)
}

extension Rule {
    public static var options: [String: ConfigurationOptionType] { [:] }
    public static var runLevel: (any RunRule.Type)? { nil }
}
