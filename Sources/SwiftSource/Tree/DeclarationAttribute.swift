/// An attribute: `@State`, `@ScaledMetric(relativeTo: .title)`, `@available(iOS 15, *)`.
public struct Attribute: Sendable {
    /// The `@`.
    public internal(set) var atSign: TokenID
    /// The name token (for `@SwiftUI.State`, the last component `State`).
    public internal(set) var name: TokenID
    /// The last token (the `)` when there are arguments).
    public internal(set) var lastToken: TokenID
    /// The arguments in parentheses, parsed like a call's (labels and expressions).
    public internal(set) var arguments: IDRange<Argument>
    /// Whether the attribute has a parenthesized argument list (possibly empty).
    public internal(set) var hasArgumentList: Bool
    var declarationRaw: Int32

    /// The declaration the attribute is written on; `nil` for attributes in other places.
    public var declaration: DeclarationID? { .optional(declarationRaw) }
    public var tokens: TokenRange { TokenRange(first: atSign.raw, last: lastToken.raw) }
}
