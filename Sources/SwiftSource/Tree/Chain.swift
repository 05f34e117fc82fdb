/// A postfix chain: a base followed by members, calls, subscripts and `?`/`!`.
///
/// `Text("Hi \(n)").font(.system(size: 17)).lineLimit(1)` is one chain of three components:
/// `Text("Hi \(n)")` (base, called), `.font(…)` (member, called), `.lineLimit(1)`. Chains are stored in
/// source order of their first token, nested chains (inside arguments, closures) after the chain
/// that contains them, so the chains inside any token span are a contiguous run
/// (``SyntaxTree/chains(in:)``).
public struct Chain: Sendable {
    /// The components; the first is the base.
    public internal(set) var components: IDRange<ChainComponent>
    public internal(set) var firstToken: TokenID
    public internal(set) var lastToken: TokenID
    /// The expression the chain is an element of.
    public internal(set) var expression: ExpressionID

    /// The base component.
    public var base: ComponentID { ComponentID(components.lowerBound) }
    public var tokens: TokenRange { TokenRange(first: firstToken.raw, last: lastToken.raw) }
}

/// How a tree stores a ``Chain``: 12 bytes instead of 20, its first and last tokens being its
/// first and last components' (``ChainArray`` reads them there).
struct ChainNode: Sendable {
    var components: IDRange<ChainComponent>
    var expression: ExpressionID
}

/// The chains of a ``SyntaxTree`` (``SyntaxTree/chains``): a read-only array, indexed from 0.
public struct ChainArray: RandomAccessCollection, Sendable {
    /// The stored chains.
    let nodes: NodeArray<ChainNode>
    /// The tree's components, which hold the chains' first and last tokens.
    let components: NodeArray<ChainComponent>

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }

    public subscript(position: Int) -> Chain {
        let node = nodes[position]
        return Chain(components: node.components, firstToken: components[Int(node.components.lowerBound)].firstToken,
                     lastToken: components[Int(node.components.upperBound) - 1].lastToken, expression: node.expression)
    }

    /// The first token of a chain (what ``SyntaxTree/chains(in:)`` searches by).
    func firstToken(_ position: Int) -> TokenID { components[Int(nodes[position].components.lowerBound)].firstToken }
}

/// One component of a ``Chain``.
///
/// Named components (``ComponentKind/identifier``, ``ComponentKind/implicitMember``,
/// ``ComponentKind/member``, ``ComponentKind/macro``) include the call that directly follows them:
/// `.font(.title)` is one component named `font` with ``isCalled`` and one argument. A call that
/// follows anything else (`{ … }()`, `f()()`) is a ``ComponentKind/call`` component.
public struct ChainComponent: Sendable {
    // The one-byte fields come first, side by side, and generic arguments are in a table of the tree
    // (``SyntaxTree/genericArguments(of:)``; few components have any): the node is 32 bytes, not 40.
    public internal(set) var kind: ComponentKind
    /// Whether a call follows the name: parentheses and/or trailing closures. A compound name such
    /// as `tap(_:)` in `#selector(tap(_:))` is not a call; its labels are its arguments (without
    /// values).
    public internal(set) var isCalled: Bool
    /// The component's own token: the name of a named component, the literal, the opening bracket
    /// of a closure/tuple/array/subscript/call, the `?`/`!`, the `\` of a key path, the `if`/`switch`.
    public internal(set) var token: TokenID
    /// The first token (the `.` of a member, the `#` of a macro).
    public internal(set) var firstToken: TokenID
    /// The last token, call parentheses and trailing closures included.
    public internal(set) var lastToken: TokenID
    /// Call arguments then trailing closures; the elements of a tuple/array/dictionary; subscript
    /// indices; the interpolations of a string literal (one argument per interpolated value).
    public internal(set) var arguments: IDRange<Argument>
    var blockRaw: Int32
    /// The chain the component belongs to.
    public internal(set) var chain: ChainID

    /// The body of a ``ComponentKind/closure``, or the block holding the statement of a
    /// ``ComponentKind/statementExpression``.
    public var block: BlockID? { .optional(blockRaw) }
    /// The name token of a named component.
    public var name: TokenID? {
        switch kind {
        case .identifier, .implicitMember, .member, .macro: token
        default: nil
        }
    }
    public var tokens: TokenRange { TokenRange(first: firstToken.raw, last: lastToken.raw) }
}

/// The kind of a ``ChainComponent``.
public enum ComponentKind: UInt8, Sendable {
    // Bases
    /// A name: `Text`, `self`, `super`, `label`, `$0`, `_`, `Foo<Bar>`.
    case identifier
    /// `.title`, `.system(size: 17)`, `.init(…)` at the start of a chain.
    case implicitMember
    /// An integer or floating-point literal.
    case numberLiteral
    /// A string literal; interpolated values are its ``ChainComponent/arguments``.
    case stringLiteral
    /// `true` or `false`.
    case booleanLiteral
    case nilLiteral
    case regexLiteral
    /// `{ … }`: see ``ChainComponent/block``.
    case closure
    /// `( … )`: a parenthesized expression or a tuple; elements are its arguments.
    case tuple
    /// `[a, b]`.
    case array
    /// `[k: v]` (the entries are arguments with a ``Argument/key``), `[:]`.
    case dictionary
    /// `\` of a key path (`\.name`, `\Model.name`); the path follows as members.
    case keyPath
    /// `#name` (`#Preview`, `#selector`, `#available`): the token is the name.
    case macro
    /// An operator used as a value: `+` in `reduce(0, +)`.
    case operatorReference
    /// `if` or `switch` used as an expression; see ``ChainComponent/block``.
    case statementExpression
    /// Tokens that could not be read (too deep nesting, stray tokens): skipped.
    case unparsed
    // Suffixes
    /// `.name` after something.
    case member
    /// `(…)` and/or trailing closures after something that is not a name.
    case call
    /// `[…]`.
    case `subscript`
    /// `?` (optional chaining).
    case optionalChaining
    /// `!` (force unwrap).
    case forceUnwrap
    /// Another postfix operator.
    case postfixOperator
}

/// An argument: of a call (labelled or not, trailing closures included), a subscript, an
/// attribute, a string interpolation; an element of a tuple/array; an entry of a dictionary.
public struct Argument: Sendable {
    // The one-byte fields come first, side by side, and a dictionary entry's key takes the place of
    // the label (an entry has none): the node is 24 bytes, not 28.
    public internal(set) var kind: ArgumentKind
    var ownerKind: ArgumentOwnerKind
    /// Whether ``nameRaw`` is a dictionary entry's key (an expression), not a label (a token).
    private var hasKey: Bool
    /// The label's token or the key's expression (-1: neither).
    private var nameRaw: Int32
    var valueRaw: Int32
    public internal(set) var firstToken: TokenID
    public internal(set) var lastToken: TokenID
    var ownerRaw: Int32

    /// `labelRaw` and `keyRaw` are -1 when absent; an argument has at most one of them.
    init(kind: ArgumentKind, ownerKind: ArgumentOwnerKind, labelRaw: Int32, valueRaw: Int32, keyRaw: Int32,
         firstToken: TokenID, lastToken: TokenID, ownerRaw: Int32) {
        self.kind = kind
        self.ownerKind = ownerKind
        hasKey = keyRaw >= 0
        nameRaw = keyRaw >= 0 ? keyRaw : labelRaw
        self.valueRaw = valueRaw
        self.firstToken = firstToken
        self.lastToken = lastToken
        self.ownerRaw = ownerRaw
    }

    /// The label (`size` in `size: 17`, `label` in a `label: { … }` trailing closure).
    public var label: TokenID? { hasKey ? nil : .optional(nameRaw) }
    /// The value; for a trailing closure an expression holding one chain whose base is the closure.
    public var value: ExpressionID? { .optional(valueRaw) }
    /// The key of a dictionary entry.
    public var key: ExpressionID? { hasKey ? .optional(nameRaw) : nil }
    /// The key's expression index, or -1.
    var keyRaw: Int32 { hasKey ? nameRaw : -1 }
    /// What the argument belongs to.
    public var owner: ArgumentOwner {
        switch ownerKind {
        case .none: .none
        case .component: .component(ComponentID(ownerRaw))
        case .attribute: .attribute(AttributeID(ownerRaw))
        }
    }
    public var tokens: TokenRange { TokenRange(first: firstToken.raw, last: lastToken.raw) }
}

/// The kind of an ``Argument``.
public enum ArgumentKind: UInt8, Sendable {
    /// Inside `( … )` or `[ … ]` (call, subscript, tuple, array, dictionary, attribute).
    case regular
    /// A trailing closure (``Argument/label`` is `nil` for the first one).
    case trailingClosure
    /// A value inside `\( … )` of a string literal.
    case interpolation
}

/// What an ``Argument`` belongs to.
public enum ArgumentOwner: Sendable, Equatable {
    case none
    case component(ComponentID)
    case attribute(AttributeID)
}

enum ArgumentOwnerKind: UInt8, Sendable {
    case none, component, attribute
}
