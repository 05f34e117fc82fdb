/// Finding what encloses a token or a node.
extension SyntaxTree {
    /// The innermost declaration whose tokens include `token` (a method around a statement, the
    /// property around its initializer's closure, the type around a member).
    public func enclosingDeclaration(of token: TokenID) -> DeclarationID? {
        var candidate = lastIndex(in: declarations.count) { declarations[$0].firstToken <= token }
        while let index = candidate {
            if declarations[index].lastToken >= token { return DeclarationID(index) }
            candidate = declarations[index].parent?.index
        }
        return nil
    }

    /// The declarations around `token`, innermost first.
    public func enclosingDeclarations(of token: TokenID) -> [DeclarationID] {
        var result: [DeclarationID] = []
        var current = enclosingDeclaration(of: token)
        while let id = current {
            result.append(id)
            current = declarations[id.index].parent
        }
        return result
    }

    /// The innermost type, extension or protocol around `token`.
    public func enclosingType(of token: TokenID) -> DeclarationID? {
        // Up the parents, without the list of them (every text site asks).
        var current = enclosingDeclaration(of: token)
        while let id = current, !declarations[id.index].isTypeLike { current = declarations[id.index].parent }
        return current
    }

    /// The innermost function, initializer, subscript or accessor around `token`.
    public func enclosingFunction(of token: TokenID) -> DeclarationID? {
        var current = enclosingDeclaration(of: token)
        while let id = current, !declarations[id.index].isFunctionLike { current = declarations[id.index].parent }
        return current
    }

    /// The innermost block around `token` (the file block at the top level).
    public func enclosingBlock(of token: TokenID) -> BlockID {
        var candidate = lastIndex(in: blocks.count) { blocks[$0].openToken <= token }
        while let index = candidate {
            if index == 0 || blocks[index].closeToken >= token { return BlockID(index) }
            candidate = blocks[index].parent?.index
        }
        return fileBlock
    }

    /// The `#if` clauses whose code contains `token`, innermost first (empty outside any `#if`).
    /// A directive's own tokens count as inside the clause it opens.
    public func ifConfigClauses(containing token: TokenID) -> [IfConfigClauseID] {
        var result: [IfConfigClauseID] = []
        var candidate = lastIndex(in: ifConfigClauses.count) { ifConfigClauses[$0].directive <= token }
        while let index = candidate {
            if token.raw < ifConfigClauses[index].body.upperBound { result.append(IfConfigClauseID(index)) }
            candidate = ifConfigClauses[index].parent?.index
        }
        return result
    }

    /// The chains whose first token lies in `span`: all chains inside a declaration, block,
    /// statement or argument when given its tokens (nested chains included, in source order).
    public func chains(in span: TokenRange) -> IDRange<Chain> {
        let lower = firstIndex(in: chains.count) { chains.firstToken($0).raw >= span.lowerBound }
        let upper = firstIndex(in: chains.count) { chains.firstToken($0).raw >= span.upperBound }
        return IDRange(Int32(lower), Int32(upper))
    }

    /// The declarations whose first token lies in `span`, in source order.
    public func declarations(in span: TokenRange) -> IDRange<Declaration> {
        let lower = firstIndex(in: declarations.count) { declarations[$0].firstToken.raw >= span.lowerBound }
        let upper = firstIndex(in: declarations.count) { declarations[$0].firstToken.raw >= span.upperBound }
        return IDRange(Int32(lower), Int32(upper))
    }

    /// The `let` or `var` nearest before `token` in its block that binds the name `token` spells
    /// (`let item = UITabBarItem.appearance()` for the `item` of `item.setTitleTextAttributes(…)`), if any.
    public func localBinding(of token: TokenID) -> DeclarationID? {
        let block = enclosingBlock(of: token)
        return declarations(in: TokenRange(from: blocks[block.index].openToken, upTo: token)).reversed().first { id in
            let declaration = declarations[id.index]
            guard declaration.kind == .let || declaration.kind == .var, let name = declaration.name else { return false }
            return self.token(name, spellsLike: token)
        }
    }

    /// The argument that (directly, or through a closure or a statement inside one) holds `chain`:
    /// for `Text` in `VStack { Text("a") }` the trailing-closure argument of `VStack`; for
    /// `.title` in `.font(.title)` the argument of `font`. Its ``Argument/owner`` is the
    /// component called with it. `nil` when the chain is not inside any argument.
    public func enclosingArgument(of chain: ChainID) -> ArgumentID? {
        var expression = chains[chain.index].expression
        while true {
            var block: BlockID
            switch expressions[expression.index].owner {
            case .argument(let argument), .dictionaryKey(let argument):
                return argument
            case .statement(let statement):
                block = statements[statement.index].block
            case .condition(let condition):
                let statement = conditions[condition.index].statement
                guard statement.raw >= 0 else { return nil }
                block = statements[statement.index].block
            case .initializer, .parameterDefault, .none:
                return nil
            }
            climb: while true {
                switch blocks[block.index].owner {
                case .component(let component):
                    expression = chains[components[component.index].chain.index].expression
                    break climb
                case .statement(let statement):
                    block = statements[statement.index].block
                case .declaration, .file:
                    return nil
                }
            }
        }
    }

    /// The component that is called with `chain` in its arguments (see ``enclosingArgument(of:)``).
    public func enclosingCall(of chain: ChainID) -> ComponentID? {
        guard let argument = enclosingArgument(of: chain),
              case .component(let component) = arguments[argument.index].owner else { return nil }
        return component
    }

    /// The last index in `0..<count` for which `predicate` holds, given it holds for a prefix.
    private func lastIndex(in count: Int, where predicate: (Int) -> Bool) -> Int? {
        let first = firstIndex(in: count) { !predicate($0) }
        return first > 0 ? first - 1 : nil
    }

    /// The first index in `0..<count` for which `predicate` holds (`count` if none), given it
    /// holds for a suffix.
    private func firstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
