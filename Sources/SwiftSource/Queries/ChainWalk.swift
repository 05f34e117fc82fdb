/// Visiting chains with what surrounds them.
extension SyntaxTree {
    /// Calls `body` for every chain whose first token lies in `span` (the whole file when `nil`),
    /// nested chains included, in source order, with a ``ChainContext`` that answers what encloses
    /// the chain.
    ///
    /// ```swift
    /// tree.walkChains { chain, context in
    ///     guard context.ifConfigActive(for: "iOS") != false else { return }
    ///     let type = context.enclosingType        // the View or view controller
    /// }
    /// ```
    public func walkChains(in span: TokenRange? = nil, _ body: (ChainID, ChainContext) throws -> Void) rethrows {
        for chain in span.map({ chains(in: $0) }) ?? chainIDs {
            try body(chain, ChainContext(tree: self, chain: chain))
        }
    }
}

/// What surrounds a chain; each property is looked up when read.
public struct ChainContext: Sendable {
    /// The tree the chain belongs to.
    public let tree: SyntaxTree
    /// The chain.
    public let chain: ChainID

    private var firstToken: TokenID { tree[chain].firstToken }

    /// The innermost declaration around the chain (a property whose initializer holds it, a method).
    public var enclosingDeclaration: DeclarationID? { tree.enclosingDeclaration(of: firstToken) }
    /// The innermost type, extension or protocol around the chain.
    public var enclosingType: DeclarationID? { tree.enclosingType(of: firstToken) }
    /// The innermost function, initializer, subscript or accessor around the chain.
    public var enclosingFunction: DeclarationID? { tree.enclosingFunction(of: firstToken) }
    /// The innermost block around the chain.
    public var enclosingBlock: BlockID { tree.enclosingBlock(of: firstToken) }
    /// The argument the chain is (inside) the value of; see ``SyntaxTree/enclosingArgument(of:)``.
    public var enclosingArgument: ArgumentID? { tree.enclosingArgument(of: chain) }
    /// The component called with the chain in its arguments; see ``SyntaxTree/enclosingCall(of:)``.
    public var enclosingCall: ComponentID? { tree.enclosingCall(of: chain) }
    /// The `#if` clauses around the chain, innermost first.
    public var ifConfigClauses: [IfConfigClauseID] { tree.ifConfigClauses(containing: firstToken) }

    /// Whether the chain is compiled for the operating system `os`; see
    /// ``SyntaxTree/isCode(at:activeFor:)``.
    public func ifConfigActive(for os: String) -> Bool? { tree.isCode(at: firstToken, activeFor: os) }
}
