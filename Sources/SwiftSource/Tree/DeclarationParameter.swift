/// A parameter of a function, initializer, subscript, macro or an enum case's associated value:
/// `_ title: String`, `ofSize size: CGFloat = 17`, `content: () -> Content`.
///
/// An associated value without a label (`case failed(Error)`) has the type as ``typeTokens`` and its
/// first token as ``firstName``.
public struct Parameter: Sendable {
    /// The first name: the argument label, `_` for none (or the only name).
    public internal(set) var firstName: TokenID
    var secondNameRaw: Int32
    /// The type tokens after `:` (empty when missing).
    public internal(set) var typeTokens: TokenRange
    var defaultValueRaw: Int32
    /// Whether the parameter is variadic (`Int...`).
    public internal(set) var isVariadic: Bool
    public internal(set) var firstToken: TokenID
    public internal(set) var lastToken: TokenID
    /// The function, initializer … that declares it.
    public internal(set) var declaration: DeclarationID

    /// The second (internal) name, e.g. `size` in `ofSize size: CGFloat`.
    public var secondName: TokenID? { .optional(secondNameRaw) }
    /// The name used inside the body: the second name when written, else the first.
    public var localName: TokenID { secondName ?? firstName }
    /// The default value after `=`.
    public var defaultValue: ExpressionID? { .optional(defaultValueRaw) }
    public var tokens: TokenRange { TokenRange(first: firstToken.raw, last: lastToken.raw) }
}
