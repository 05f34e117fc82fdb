/// One clause of a `#if … #elseif … #else … #endif` block.
///
/// The parser reads through `#if` blocks as if the directives were not there (all clauses are
/// parsed, declarations and statements of every clause appear in the tree, and a postfix chain
/// continues across `#if os(iOS) .padding() #endif`). Which clause a token is in comes from
/// ``SyntaxTree/ifConfigClauses(containing:)``.
public struct IfConfigClause: Sendable {
    public internal(set) var kind: IfConfigClauseKind
    /// The `#if`, `#elseif` or `#else` token.
    public internal(set) var directive: TokenID
    /// The condition tokens after `#if`/`#elseif` on the directive's line (`os(macOS)`,
    /// `os(iOS) || os(visionOS)`, `DEBUG`); empty for `#else`.
    public internal(set) var condition: TokenRange
    /// The tokens of the clause's code, from after the condition up to (not including) the next
    /// directive of the same block.
    public internal(set) var body: TokenRange
    var parentRaw: Int32
    var previousRaw: Int32

    /// The clause of an enclosing `#if` block that contains this one.
    public var parent: IfConfigClauseID? { .optional(parentRaw) }
    /// The clause before this one in the same `#if` block (`nil` for the `#if` clause): the
    /// conditions an `#else` negates.
    public var previous: IfConfigClauseID? { .optional(previousRaw) }
}

/// The kind of an ``IfConfigClause``.
public enum IfConfigClauseKind: UInt8, Sendable {
    case `if`, elseif, `else`
}
