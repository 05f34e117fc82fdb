/// One rule's settings from the `rules` object of a `.typecase.json`. Unset fields fall back to the
/// rule's defaults.
public struct RuleConfiguration: Sendable, Hashable {
    /// `false` turns the rule off; nil leaves the default (on).
    public var enabled: Bool?
    /// Replaces the rule's default severity for every finding it makes.
    public var severity: Severity?
    /// Rule-specific options (`maxLevels`), checked against the ``ConfigurationSchema``.
    public var options: [String: ConfigurationValue]

    public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: ConfigurationValue] = [:]) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }

    /// The integer option `name`, if set.
    public func integer(_ name: String) -> Int? {
        if case .integer(let value)? = options[name] { value } else { nil }
    }

    /// The numeric option `name`, if set (integers included).
    public func number(_ name: String) -> Double? {
        switch options[name] {
        case .number(let value)?: value
        case .integer(let value)?: Double(value)
        default: nil
        }
    }

    /// The boolean option `name`, if set.
    public func bool(_ name: String) -> Bool? {
        if case .bool(let value)? = options[name] { value } else { nil }
    }

    /// The string option `name`, if set.
    public func string(_ name: String) -> String? {
        if case .string(let value)? = options[name] { value } else { nil }
    }

    /// The string-array option `name`, if set.
    public func strings(_ name: String) -> [String]? {
        if case .strings(let value)? = options[name] { value } else { nil }
    }
}
