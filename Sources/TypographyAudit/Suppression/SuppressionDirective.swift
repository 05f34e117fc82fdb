/// One `typecase:` comment: what it does, to which rules, and where it is.
///
/// ```swift
/// // typecase:disable:next fixed-font-size
/// // typecase:disable:this thin-weight, kerning-instead-of-tracking
/// // typecase:disable all - generated code
/// // typecase:enable all
/// ```
///
/// Rule ids are separated by spaces or commas; `all` stands for every rule; a reason may follow
/// after ` - ` or `--`.
public struct SuppressionDirective: Sendable, Hashable {
    public enum Action: String, Sendable, Hashable, CaseIterable {
        /// `typecase:disable`: from here until a matching `enable` (or the end of the file).
        case disable
        /// `typecase:enable`: ends a `disable` region.
        case enable
        /// `typecase:disable:next`: the line after the comment.
        case disableNext = "disable:next"
        /// `typecase:disable:this`: the comment's own line.
        case disableThis = "disable:this"
    }

    public var action: Action
    /// The rule ids named; empty when ``isAll``.
    public var ruleIDs: [String]
    /// Whether the directive names `all`.
    public var isAll: Bool
    /// Where the comment starts.
    public var location: SourceLocation
    /// The last line of the comment (differs from `location.line` for a block comment over lines).
    public var endLine: Int
}

/// A comment that starts with `typecase:` but is not a directive (a misspelt action, no rule named).
public struct MalformedSuppression: Sendable, Hashable {
    public var location: SourceLocation
    /// What is wrong (`unknown action 'disabel'`).
    public var message: String
}
