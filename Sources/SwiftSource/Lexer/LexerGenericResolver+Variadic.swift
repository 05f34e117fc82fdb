/// Which `...` tokens are the ellipsis of a variadic parameter.
extension LexerGenericResolver {
    /// A postfix `...` directly inside the parameter list of a declaration, closure or function type.
    func isVariadicEllipsis(_ index: Int) -> Bool {
        guard tokens[index].kind == .postfixOperator else { return false }
        let next = significant(after: index)
        guard next < tokens.count, tokens[next].kind == .rightParen || tokens[next].kind == .comma else { return false }
        var depth = 0
        var open = index - 1
        // A parameter list is short; the bound keeps files with thousands of ranges linear.
        let limit = max(0, index - 500)
        scan: while open >= limit {
            switch tokens[open].kind {
            case .rightParen, .rightSquare, .rightBrace:
                depth += 1
            case .leftParen, .leftSquare, .leftBrace:
                if depth == 0 { break scan }
                depth -= 1
            default:
                break
            }
            open -= 1
        }
        guard open >= limit, tokens[open].kind == .leftParen else { return false }
        var owner = significant(before: open)
        while owner >= 0 && tokens[owner].kind == .postfixOperator { owner = significant(before: owner) }
        if isWord(owner, "init") || isWord(owner, "subscript") || isWord(significant(before: owner), "func")
            || isWord(significant(before: owner), "macro")
            || parameterClauseEnds.contains(owner) {
            return true
        }
        var cursor = Cursor(index: open)
        skipBalanced(&cursor)
        return at(cursor, .arrow) || at(cursor, word: "in") || at(cursor, word: "throws")
            || at(cursor, word: "async") || at(cursor, word: "rethrows")
    }
}
