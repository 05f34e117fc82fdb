/// A token range that few nodes of a kind have (a component's `<…>` generic arguments, a
/// declaration's generic parameter clause, a closure's signature, a `for` loop's pattern): kept in a
/// table of the tree, in the order of the nodes' indices, instead of in a field of every node. The
/// tables are plain arrays: most files leave some empty, and an empty array takes no memory.
struct SparseTokenRange: Sendable {
    /// The index of the node the tokens belong to.
    var owner: Int32
    var tokens: TokenRange
}

extension [SparseTokenRange] {
    /// The tokens of the node at index `owner`, or empty when it has none.
    func tokens(of owner: Int32) -> TokenRange {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].owner < owner { low = middle + 1 } else { high = middle }
        }
        guard low < count, self[low].owner == owner else { return .empty }
        return self[low].tokens
    }

    /// Gives the node at index `owner` its tokens: nodes are reserved in source order and given
    /// theirs before any later node is, so `owner` is the last owner given or after it.
    mutating func set(_ tokens: TokenRange, of owner: Int32) {
        if let last = indices.last, self[last].owner == owner {
            self[last].tokens = tokens
            return
        }
        assert(last.map { $0.owner < owner } ?? true, "sparse token ranges out of order")
        append(SparseTokenRange(owner: owner, tokens: tokens))
    }
}

extension SyntaxTree {
    /// `<…>` generic arguments written after the name of `component` (`Foo<Bar>`), brackets
    /// included; else empty.
    public func genericArguments(of component: ComponentID) -> TokenRange {
        genericArgumentLists.tokens(of: component.raw)
    }

    /// Tokens between `<` and `>` of the generic parameter clause of `declaration`, angle brackets
    /// included; else empty.
    public func genericParameters(of declaration: DeclarationID) -> TokenRange {
        genericParameterClauses.tokens(of: declaration.raw)
    }

    /// For a closure: the signature before `in` (`[weak self] value in`), `in` included; else empty.
    public func closureSignature(of block: BlockID) -> TokenRange {
        closureSignatures.tokens(of: block.raw)
    }

    /// A `for` loop's or `catch` clause's pattern tokens (`(index, item)`, `let error as URLError`);
    /// else empty.
    public func patternTokens(of statement: StatementID) -> TokenRange {
        statementPatterns.tokens(of: statement.raw)
    }
}
