/// The value of a rule-specific option in configuration (`"maxLevels": 4`).
public enum ConfigurationValue: Sendable, Hashable {
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case strings([String])
}

/// The type a rule-specific option must have; the caller's ``ConfigurationSchema`` declares it.
public enum ConfigurationOptionType: Sendable, Hashable {
    case bool
    case integer
    /// Any number; integers are accepted and stored as ``ConfigurationValue/number(_:)``.
    case number
    case string
    /// An array of strings.
    case strings

    var phrase: String {
        switch self {
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .strings: "an array of strings"
        }
    }
}

/// What configuration may contain: the rule ids the engine knows and the options each accepts.
/// Anything else in a `.typecase.json` is an error.
public struct ConfigurationSchema: Sendable {
    /// Rule id → option name → type. Every rule accepts `enabled` and `severity` besides these.
    public var rules: [String: [String: ConfigurationOptionType]]
    /// Ids among ``rules`` of catalog rules this version does not run yet: accepted, with a warning
    /// that their settings have no effect.
    public var plannedRuleIDs: Set<String>

    public init(rules: [String: [String: ConfigurationOptionType]], plannedRuleIDs: Set<String> = []) {
        self.rules = rules
        self.plannedRuleIDs = plannedRuleIDs
    }

    /// Rules that take no options beyond `enabled` and `severity`.
    public init(ruleIDs: some Sequence<String>) {
        self.rules = Dictionary(uniqueKeysWithValues: ruleIDs.map { ($0, [:]) })
        self.plannedRuleIDs = []
    }
}
