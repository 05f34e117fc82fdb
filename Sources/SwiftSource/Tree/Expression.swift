/// An expression as a flat sequence of postfix chains and the operators between them.
///
/// `try await isLarge ? .title : .body` is `[try, await, chain isLarge, ?, chain .title, :, chain .body]`;
/// `x as? Font ?? .body` is `[chain x, cast, ??, chain .body]`. Precedence is not resolved: the
/// audit reads the chains (see ``SyntaxTree/valueChains(of:)`` for the chains that can be the value).
public struct Expression: Sendable {
    /// The elements in source order.
    public internal(set) var elements: IDRange<ExpressionElement>
    public internal(set) var firstToken: TokenID
    public internal(set) var lastToken: TokenID
    var ownerKind: ExpressionOwnerKind
    var ownerRaw: Int32

    /// Where the expression is used.
    public var owner: ExpressionOwner {
        switch ownerKind {
        case .none: .none
        case .argument: .argument(ArgumentID(ownerRaw))
        case .dictionaryKey: .dictionaryKey(ArgumentID(ownerRaw))
        case .initializer: .initializer(DeclarationID(ownerRaw))
        case .parameterDefault: .parameterDefault(ParameterID(ownerRaw))
        case .statement: .statement(StatementID(ownerRaw))
        case .condition: .condition(ConditionID(ownerRaw))
        }
    }
    public var tokens: TokenRange { TokenRange(first: firstToken.raw, last: lastToken.raw) }
}

/// How a tree stores an ``Expression``: 16 bytes instead of 24, its first and last tokens being its
/// first and last elements' (``ExpressionArray`` reads them there).
struct ExpressionNode: Sendable {
    var elements: IDRange<ExpressionElement>
    var ownerKind: ExpressionOwnerKind
    var ownerRaw: Int32
}

/// The expressions of a ``SyntaxTree`` (``SyntaxTree/expressions``): a read-only array, indexed from 0.
public struct ExpressionArray: RandomAccessCollection, Sendable {
    /// The stored expressions.
    let nodes: NodeArray<ExpressionNode>
    /// The tree's elements, which hold the expressions' first and last tokens.
    let elements: NodeArray<ExpressionElement>

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }

    public subscript(position: Int) -> Expression {
        let node = nodes[position]
        return Expression(elements: node.elements, firstToken: elements[Int(node.elements.lowerBound)].token,
                          lastToken: elements[Int(node.elements.upperBound) - 1].lastToken,
                          ownerKind: node.ownerKind, ownerRaw: node.ownerRaw)
    }
}

/// Where an ``Expression`` is used.
public enum ExpressionOwner: Sendable, Equatable {
    case none
    /// The value of an argument (of a call, subscript, tuple, array, string interpolation, attribute).
    case argument(ArgumentID)
    /// The key of a dictionary literal entry.
    case dictionaryKey(ArgumentID)
    /// A property's initializer, an enum case's raw value, a macro's definition.
    case initializer(DeclarationID)
    case parameterDefault(ParameterID)
    /// A statement's ``Statement/expression`` or ``Statement/target``.
    case statement(StatementID)
    /// A condition's ``Condition/expression`` or ``Condition/pattern``.
    case condition(ConditionID)
}

enum ExpressionOwnerKind: UInt8, Sendable {
    case none, argument, dictionaryKey, initializer, parameterDefault, statement, condition
}

/// One element of an ``Expression``: a chain, or an operator or keyword between chains.
public struct ExpressionElement: Sendable {
    public internal(set) var kind: ElementKind
    /// The first token (the operator, `try`, `as`, or the chain's first token).
    public internal(set) var token: TokenID
    /// The last token (for casts, the last token of the type).
    public internal(set) var lastToken: TokenID
    var chainRaw: Int32

    /// The chain of a ``ElementKind/chain`` element.
    public var chain: ChainID? { .optional(chainRaw) }
    public var tokens: TokenRange { TokenRange(first: token.raw, last: lastToken.raw) }
}

/// The kind of an ``ExpressionElement``.
public enum ElementKind: UInt8, Sendable {
    case chain
    /// `-x`, `!flag`, `&value`, `~x`.
    case prefixOperator
    /// `+`, `==`, `??`, `&&`, `...`, `..<`, `+=` and custom operators.
    case binaryOperator
    /// `=` inside an expression (a top-level statement assignment is split into a
    /// ``StatementKind/assignment`` instead).
    case assignment
    /// The `?` of a ternary.
    case ternaryQuestion
    /// The `:` of a ternary.
    case ternaryColon
    /// `as Type`, `as? Type`, `as! Type`, `is Type`: `token` is the keyword, `lastToken` ends the type.
    case cast
    /// `try`, `try?`, `try!`.
    case `try`
    case await
    /// `let`/`var` inside a pattern (`case .a(let x)`).
    case binding
    /// `consume`, `copy`, `each`, `repeat` before an operand.
    case keyword
    /// `->` in a function type used as a value (`(Int) -> Void`.self).
    case arrow
}
