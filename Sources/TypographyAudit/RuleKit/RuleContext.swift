import SwiftSource
import Typography

/// What a rule sees while checking one file, and where it reports.
public struct RuleContext {
    /// The analysed file: tree, fonts, text sites, text views, screens, platforms.
    public let file: FileAnalysis
    /// The rule's settings from the nearest `.typecase.json` and those above it (options such as `maxLevels`).
    public let configuration: RuleConfiguration
    /// Whether the file belongs to a fixed-size target (widgets, complications) by configuration.
    public let isFixedSizeTarget: Bool
    /// Whether findings carry their fixes and the reasons for none: off when no report of the run
    /// shows them, and then ``report(atOffset:_:severity:fix:fixUnavailable:)`` does not build them.
    public let proposesFixes: Bool
    /// Findings reported so far.
    public internal(set) var findings: [Finding] = []
    /// Facts for a run-level rule (see ``RunRule``) contributed so far.
    public internal(set) var facts: [RunFact] = []

    let ruleID: String
    let defaultSeverity: Severity
    /// What this context's facts share, made with the first.
    private var factOrigin: RunFact.Origin?

    public init(file: FileAnalysis, ruleID: String, defaultSeverity: Severity,
                configuration: RuleConfiguration = RuleConfiguration(), isFixedSizeTarget: Bool = false,
                proposesFixes: Bool = true) {
        self.file = file
        self.ruleID = ruleID
        self.defaultSeverity = defaultSeverity
        self.configuration = configuration
        self.isFixedSizeTarget = isFixedSizeTarget
        self.proposesFixes = proposesFixes
    }

    /// The syntax tree of the file.
    public var tree: SyntaxTree { file.tree }

    /// Reports a finding at a byte offset. `severity` replaces the rule's default for this finding
    /// (e.g. a note on macOS); a severity set in configuration wins over both. `fixUnavailable` says
    /// why a rule that has fixes proposes none here (`typecase fix` lists it). Both are built only
    /// when the run shows fixes (``proposesFixes``).
    public mutating func report(atOffset offset: Int, _ message: String, severity: Severity? = nil,
                                fix: @autoclosure () -> Fix? = nil, fixUnavailable: @autoclosure () -> String? = nil) {
        let (line, column) = file.tree.file.location(of: offset)
        let fix = proposesFixes ? fix() : nil
        findings.append(Finding(ruleID: ruleID, severity: configuration.severity ?? severity ?? defaultSeverity,
                                path: file.path, location: SourceLocation(line: line, column: column, offset: offset),
                                message: message, fix: fix, fixUnavailable: proposesFixes && fix == nil ? fixUnavailable() : nil))
    }

    /// Reports a finding at a token's first byte.
    public mutating func report(at token: TokenID, _ message: String, severity: Severity? = nil,
                                fix: @autoclosure () -> Fix? = nil, fixUnavailable: @autoclosure () -> String? = nil) {
        report(atOffset: file.offset(of: token), message, severity: severity, fix: fix(), fixUnavailable: fixUnavailable())
    }

    /// Contributes a fact at a token for a run-level rule (see ``RunRule``).
    public mutating func contribute(_ key: String, detail: String = "", value: Double = 0, at token: TokenID) {
        let offset = file.offset(of: token)
        let (line, column) = file.tree.file.location(of: offset)
        let origin = factOrigin ?? RunFact.Origin(ruleID: ruleID, path: file.path, severity: configuration.severity ?? defaultSeverity,
                                                  configuration: configuration)
        factOrigin = origin
        facts.append(RunFact(origin: origin, key: key, detail: detail, value: value,
                             location: SourceLocation(line: line, column: column, offset: offset)))
    }
}
