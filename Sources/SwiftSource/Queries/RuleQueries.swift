/// The questions rules ask of a tree, each answered in one call: an argument's value, the last
/// member of a chain, the calls around a chain, the component after a component, the significant
/// token before or after a token.
extension SyntaxTree {
    /// The value of the argument labelled `label` of a call (nil: the first unlabelled argument):
    /// `17` for `"size"` in `.system(size: 17)`.
    public func argumentValue(_ label: StaticString?, of component: ComponentID) -> ExpressionID? {
        argument(label, of: component).flatMap { arguments[$0.index].value }
    }

    /// Whether an expression is the literal `true` alone (`x.adjustsFontSizeToFitWidth = true`,
    /// `.accessibilityHidden(true)`); a variable or any other expression is not.
    public func isTrueLiteral(_ expression: ExpressionID) -> Bool {
        guard let chain = singleChain(of: expression), components(of: chain).count == 1 else { return false }
        let literal = components[base(of: chain).index]
        return literal.kind == .booleanLiteral && token(literal.token, is: "true")
    }

    /// The last component of an expression that is one chain (`.accessibility2` in
    /// `UIContentSizeCategory.accessibility2`), nil for any other expression.
    public func lastComponent(of expression: ExpressionID) -> ComponentID? {
        singleChain(of: expression).flatMap { components(of: $0).last }
    }

    /// The name of the last component of an expression that is one chain: `accessibility2` in
    /// `UIContentSizeCategory.accessibility2`, `middle` in `.middle`.
    public func lastMemberName(of expression: ExpressionID) -> String? {
        lastComponent(of: expression).flatMap { components[$0.index].name }.map { text(of: $0) }
    }

    /// The component after `component` in its chain (`.constraint` after `.heightAnchor` in
    /// `label.heightAnchor.constraint(…)`), nil for the last one.
    public func component(after component: ComponentID) -> ComponentID? {
        let next = ComponentID(component.raw + 1)
        return components(of: components[component.index].chain).contains(next) ? next : nil
    }

    /// The calls `chain` is inside, innermost first: the call it is an argument of (or a trailing
    /// closure of), then the call that call's chain is an argument of, and so on.
    public func enclosingCalls(of chain: ChainID) -> EnclosingCalls {
        EnclosingCalls(tree: self, chain: chain)
    }

    /// The first parameter of the closure that the nearest call named `name` around `chain` is given
    /// (`context` of `TimelineView(.everyMinute) { context in … }`, `proxy` of `GeometryReader { proxy in … }`).
    public func closureParameter(ofCallNamed name: StaticString, around chain: ChainID) -> TokenID? {
        for (call, argument) in enclosingCalls(of: chain) where component(call, isNamed: name) {
            guard let block = closureBlock(of: argument) else { return nil }
            return closureSignature(of: block).first { self[$0].kind == .identifier }
        }
        return nil
    }

    /// The assignment whose target is exactly `chain` (`style.lineSpacing = -2` for the chain
    /// `style.lineSpacing`), if any: found from the chain, so a rule that looks for one property reads
    /// its components' group instead of every statement.
    public func assignment(to chain: ChainID) -> Statement? {
        let expression = self[chain].expression
        guard case .statement(let id) = self[expression].owner else { return nil }
        let statement = self[id]
        guard statement.kind == .assignment, statement.target == expression, singleChain(of: expression) == chain
        else { return nil }
        return statement
    }

    /// The token before `token` that is not a comment.
    public func previousSignificantToken(before token: TokenID) -> TokenID? {
        var index = token.index - 1
        while index >= 0 && tokens[index].kind.isComment { index -= 1 }
        return index >= 0 ? TokenID(index) : nil
    }

    /// The token after `token` that is not a comment.
    public func nextSignificantToken(after token: TokenID) -> TokenID? {
        var index = token.index + 1
        while index < tokens.count && tokens[index].kind.isComment { index += 1 }
        return index < tokens.count ? TokenID(index) : nil
    }
}

/// The calls around a chain, innermost first (``SyntaxTree/enclosingCalls(of:)``): each with the
/// argument of it that holds the chain.
public struct EnclosingCalls: Sequence, IteratorProtocol {
    let tree: SyntaxTree
    var chain: ChainID?

    public mutating func next() -> (call: ComponentID, argument: ArgumentID)? {
        guard let current = chain, let argument = tree.enclosingArgument(of: current),
              case .component(let call) = tree[argument].owner else {
            chain = nil
            return nil
        }
        chain = tree[call].chain
        return (call, argument)
    }
}

extension IDRange where Node == Token {
    /// The tokens from `first` up to, not including, `end`.
    public init(from first: TokenID, upTo end: TokenID) {
        self.init(first.raw, end.raw)
    }

    /// The tokens of this span from `token` on.
    public func starting(at token: TokenID) -> TokenRange {
        TokenRange(token.raw, upperBound)
    }
}
