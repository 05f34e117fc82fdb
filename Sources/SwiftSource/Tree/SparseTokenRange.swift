/// A token range that few nodes of a kind have (a component's `<…>` generic arguments, a
/// declaration's generic parameter clause, a closure's signature): kept in a table of the tree, in
/// the order of the nodes' indices, instead of in a field of every node.
struct SparseTokenRange: Sendable {
    /// The index of the node the tokens belong to.
    var owner: Int32
    var tokens: TokenRange
}

extension NodeArray where Element == SparseTokenRange {
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
}

extension NodeBuffer where Element == SparseTokenRange {
    /// Gives the node at index `owner` its tokens: nodes are reserved in source order and given
    /// theirs before any later node is, so `owner` is the last owner given or after it.
    mutating func set(_ tokens: TokenRange, of owner: Int32) {
        if count > 0 && self[count - 1].owner == owner {
            self[count - 1].tokens = tokens
            return
        }
        assert(count == 0 || self[count - 1].owner < owner, "sparse token ranges out of order")
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
}
