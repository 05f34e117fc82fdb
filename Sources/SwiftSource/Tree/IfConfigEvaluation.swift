/// Which operating systems a `#if` clause is compiled for.
extension SyntaxTree {
    /// Whether a clause's code is compiled for the operating system `os` (spelled as in `os(…)`:
    /// `iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`, `Linux` …), judging `os(…)` checks, `!`, `&&`,
    /// `||`, parentheses and `true`/`false`; an `#elseif`/`#else` clause is active when no earlier
    /// clause of its block is.
    ///
    /// `nil` when the answer depends on anything else (`DEBUG`, `canImport(UIKit)`,
    /// `targetEnvironment(macCatalyst)`, `swift(>=5.9)`): `#if os(iOS) && DEBUG` is unknown for iOS
    /// but `false` for macOS.
    public func isClause(_ clause: IfConfigClauseID, activeFor os: String) -> Bool? {
        var active = evaluate(ifConfigClauses[clause.index].condition, os: os)
        var previous = ifConfigClauses[clause.index].previous
        while let earlier = previous {
            active = and(active, not(evaluate(ifConfigClauses[earlier.index].condition, os: os)))
            if active == false { return false }
            previous = ifConfigClauses[earlier.index].previous
        }
        return active
    }

    /// Whether the code at `token` is compiled for the operating system `os`: all `#if` clauses
    /// around it are active (see ``isClause(_:activeFor:)``); `true` outside any `#if`.
    public func isCode(at token: TokenID, activeFor os: String) -> Bool? {
        var active: Bool? = true
        for clause in ifConfigClauses(containing: token) {
            active = and(active, isClause(clause, activeFor: os))
            if active == false { return false }
        }
        return active
    }

    /// Evaluates condition tokens (an empty condition, `#else`'s, is true).
    private func evaluate(_ condition: TokenRange, os: String) -> Bool? {
        if condition.isEmpty { return true }
        let significant = condition.range.filter { !tokens[$0].kind.isComment }
        var reader = IfConfigConditionReader(tree: self, tokens: significant, os: os)
        let value = reader.disjunction(depth: 0)
        return reader.position == significant.count ? value : nil
    }

    fileprivate func and(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
        if lhs == false || rhs == false { return false }
        if lhs == nil || rhs == nil { return nil }
        return true
    }

    fileprivate func or(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
        if lhs == true || rhs == true { return true }
        if lhs == nil || rhs == nil { return nil }
        return false
    }

    fileprivate func not(_ value: Bool?) -> Bool? { value.map { !$0 } }
}

/// Recursive descent over a `#if` condition with three-valued logic.
private struct IfConfigConditionReader {
    let tree: SyntaxTree
    let tokens: [Int]
    let os: String
    var position = 0

    init(tree: SyntaxTree, tokens: [Int], os: String) {
        self.tree = tree
        self.tokens = tokens
        self.os = os
    }

    private static let maxDepth = 64

    private func isOperator(_ text: StaticString) -> Bool {
        position < tokens.count && tree.token(TokenID(tokens[position]), is: text)
    }

    private func kind(at offset: Int = 0) -> TokenKind? {
        position + offset < tokens.count ? tree.tokens[tokens[position + offset]].kind : nil
    }

    mutating func disjunction(depth: Int) -> Bool? {
        var value = conjunction(depth: depth)
        while isOperator("||") {
            position += 1
            value = tree.or(value, conjunction(depth: depth))
        }
        return value
    }

    private mutating func conjunction(depth: Int) -> Bool? {
        var value = unary(depth: depth)
        while isOperator("&&") {
            position += 1
            value = tree.and(value, unary(depth: depth))
        }
        return value
    }

    private mutating func unary(depth: Int) -> Bool? {
        guard depth < Self.maxDepth else {
            position = tokens.count
            return nil
        }
        if isOperator("!") {
            position += 1
            return tree.not(unary(depth: depth + 1))
        }
        switch kind() {
        case .leftParen:
            position += 1
            let value = disjunction(depth: depth + 1)
            if kind() == .rightParen { position += 1 }
            return value
        case .identifier:
            let name = TokenID(tokens[position])
            position += 1
            guard kind() == .leftParen else {
                if tree.token(name, is: "true") { return true }
                return tree.token(name, is: "false") ? false : nil
            }
            position += 1
            let argumentStart = position
            var parens = 1
            while position < tokens.count {
                switch kind() {
                case .leftParen: parens += 1
                case .rightParen: parens -= 1
                default: break
                }
                position += 1
                if parens == 0 { break }
            }
            guard tree.token(name, is: "os"), position - argumentStart == 2 else { return nil }
            return tree.token(TokenID(tokens[argumentStart]), is: os)
        default:
            position = tokens.count
            return nil
        }
    }
}
