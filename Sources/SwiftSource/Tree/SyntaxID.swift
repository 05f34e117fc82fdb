/// The index of one node of a ``SyntaxTree``, typed by the node kind so indices cannot be mixed up.
///
/// Every node kind lives in one flat array of the tree (``SyntaxTree/chains``,
/// ``SyntaxTree/declarations`` …); an ID is an `Int32` index into it. Read the node with the tree's
/// subscript: `tree[id]`. Token IDs (`TokenID`) index ``SyntaxTree/tokens``.
public struct NodeID<Node>: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index into the node kind's array.
    public let raw: Int32

    @inlinable public init(_ raw: Int32) { self.raw = raw }
    @inlinable public init(_ index: Int) { self.raw = Int32(truncatingIfNeeded: index) }

    /// The index as an `Int`.
    @inlinable public var index: Int { Int(raw) }

    @inlinable public static func < (lhs: Self, rhs: Self) -> Bool { lhs.raw < rhs.raw }

    public var description: String { "#\(raw)" }

    /// `nil` for the internal "none" marker (a negative index).
    @inlinable static func optional(_ raw: Int32) -> Self? { raw < 0 ? nil : Self(raw) }
}

/// A contiguous run of node IDs: the children of a node (a chain's components, a call's arguments,
/// a block's statements) or a span of tokens.
public struct IDRange<Node>: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    /// First index of the run.
    public let lowerBound: Int32
    /// One past the last index.
    public let upperBound: Int32

    @inlinable public init(_ lowerBound: Int32, _ upperBound: Int32) {
        self.lowerBound = lowerBound
        self.upperBound = Swift.max(lowerBound, upperBound)
    }

    /// The empty run.
    public static var empty: Self { Self(0, 0) }

    /// Positions are zero-based: `run[0]` is the first ID of the run.
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(upperBound - lowerBound) }
    @inlinable public subscript(position: Int) -> NodeID<Node> {
        precondition(position >= 0 && position < endIndex, "IDRange position out of range")
        return NodeID(lowerBound + Int32(truncatingIfNeeded: position))
    }

    /// The run as a range of array indices.
    public var range: Range<Int> { Int(lowerBound)..<Int(upperBound) }

    /// Whether the run includes `id`.
    @inlinable public func contains(_ id: NodeID<Node>) -> Bool { id.raw >= lowerBound && id.raw < upperBound }

    public var description: String { "#\(lowerBound)..<#\(upperBound)" }
}

/// Index of a token in ``SyntaxTree/tokens`` (comments included).
public typealias TokenID = NodeID<Token>
/// A span of tokens, e.g. the tokens of a type annotation. Comments between them are included.
public typealias TokenRange = IDRange<Token>
public typealias DeclarationID = NodeID<Declaration>
public typealias AttributeID = NodeID<Attribute>
public typealias ParameterID = NodeID<Parameter>
public typealias TypeReferenceID = NodeID<TypeReference>
public typealias BlockID = NodeID<Block>
public typealias StatementID = NodeID<Statement>
public typealias ConditionID = NodeID<Condition>
public typealias ExpressionID = NodeID<Expression>
public typealias ElementID = NodeID<ExpressionElement>
public typealias ChainID = NodeID<Chain>
public typealias ComponentID = NodeID<ChainComponent>
public typealias ArgumentID = NodeID<Argument>
public typealias IfConfigClauseID = NodeID<IfConfigClause>

extension IDRange where Node == Token {
    /// A token span from its first to its last token (inclusive).
    @inlinable init(first: Int32, last: Int32) { self.init(first, last + 1) }

    /// The tokens from `first` through `last` (empty when `last` is before `first`).
    @inlinable public init(from first: TokenID, through last: TokenID) { self.init(first.raw, last.raw + 1) }
}
