/// A list of statements: the file, a brace body, a closure, or the statements of one `case` of a
/// `switch`. Type bodies list their members as ``StatementKind/declaration`` statements.
public struct Block: Sendable {
    // The one-byte fields come first, side by side, and a closure's signature is in a table of the tree
    // (``SyntaxTree/closureSignature(of:)``): the node is 32 bytes, not 44.
    public internal(set) var kind: BlockKind
    var ownerKind: BlockOwnerKind
    /// The `{` (for ``BlockKind/caseBody`` the `case`/`default` token; for the file the first token).
    public internal(set) var openToken: TokenID
    /// The `}` or the last token of the block (for an unterminated body, the last token the
    /// parser reached).
    public internal(set) var closeToken: TokenID
    /// The statements (or members) in order.
    public internal(set) var statements: IDRange<Statement>
    var parentRaw: Int32
    var declarationRaw: Int32
    var ownerRaw: Int32

    /// The block around this one; `nil` for the file.
    public var parent: BlockID? { .optional(parentRaw) }
    /// The innermost declaration the block belongs to (the function of a body, the type of a member
    /// list, the property whose initializer holds a closure).
    public var declaration: DeclarationID? { .optional(declarationRaw) }
    /// What directly owns the block.
    public var owner: BlockOwner {
        switch ownerKind {
        case .file: .file
        case .declaration: .declaration(DeclarationID(ownerRaw))
        case .statement: .statement(StatementID(ownerRaw))
        case .component: .component(ComponentID(ownerRaw))
        }
    }
    public var tokens: TokenRange { TokenRange(first: openToken.raw, last: closeToken.raw) }
}

/// Where a ``Block`` hangs in the tree.
public enum BlockOwner: Sendable, Equatable {
    /// The file's top level.
    case file
    /// A type's member list, a function's body, an accessor's body or a property's getter/accessor list.
    case declaration(DeclarationID)
    /// An `if`/`guard`/`for`/`while`/`switch`/`do`/`defer`/`case` body, or the wrapper of `else if`.
    case statement(StatementID)
    /// A closure: the ``ComponentKind/closure`` component, or a ``ComponentKind/statementExpression``
    /// (`if`/`switch` used as an expression) whose block holds that one statement.
    case component(ComponentID)
}

enum BlockOwnerKind: UInt8, Sendable {
    case file, declaration, statement, component
}

/// The kind of a ``Block``.
public enum BlockKind: UInt8, Sendable {
    /// The whole file.
    case file
    /// A type's or extension's member list (`protocol` bodies included).
    case members
    /// Statements of a function, initializer, accessor, computed property getter, or a statement body.
    case code
    /// `get`/`set`/`willSet`/`didSet` declarations of a property or subscript.
    case accessors
    /// A closure's body.
    case closure
    /// The cases of a `switch` (its statements are ``StatementKind/switchCase``).
    case switchCases
    /// The statements of one `case` or `default` (no braces).
    case caseBody
    /// Holds the `if` statement of an `else if`.
    case elseIf
    /// Holds the one `if`/`switch` statement of a ``ComponentKind/statementExpression``.
    case statementExpression
    /// A body that was too deeply nested to parse (its tokens are skipped).
    case skipped
}
