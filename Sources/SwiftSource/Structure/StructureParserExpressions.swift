/// How an expression is read in its context.
struct ExpressionFlags: OptionSet {
    let rawValue: UInt8
    /// A `{` ends the expression (conditions of `if`/`while`/`for`/`switch`): it is the body.
    static let noTrailingClosure = ExpressionFlags(rawValue: 1)
    /// A pattern: `let`/`var` and `is Type` may appear as operands.
    static let pattern = ExpressionFlags(rawValue: 2)
    /// A top-level `=` ends the expression (assignment statements, `case … =` conditions).
    static let stopAtEqual = ExpressionFlags(rawValue: 4)
}

/// Expressions: sequences of chains and operators, chains of components, arguments, literals, closures.
extension StructureParser {
    /// Parses an expression at `pos`; returns its index, or -1 when no expression starts here.
    mutating func parseExpression(_ flags: ExpressionFlags) -> Int32 {
        guard pos < end else { return -1 }
        let start = pos
        let expression = reserveExpression()
        let mark = elementStack.count
        var ternaries = 0
        operands: while pos < end {
            parsePrefixes(flags)
            guard pos < end, parseChain(expression, flags) else { break }
            while pos < end {
                let token = sig[pos]
                switch token.kind {
                case .binaryOperator:
                    if isByte(at: pos, UInt8(ascii: "?")) {
                        ternaries += 1
                        pushElement(.ternaryQuestion, from: pos)
                    } else {
                        pushElement(.binaryOperator, from: pos)
                    }
                    pos += 1
                    continue operands
                case .equal:
                    if flags.contains(.stopAtEqual) { break operands }
                    pushElement(.assignment, from: pos)
                    pos += 1
                    continue operands
                case .colon where ternaries > 0:
                    ternaries -= 1
                    pushElement(.ternaryColon, from: pos)
                    pos += 1
                    continue operands
                case .arrow:
                    pushElement(.arrow, from: pos)
                    pos += 1
                    continue operands
                case .identifier where token.keyword == .as || token.keyword == .is:
                    parseCast()
                default:
                    break operands
                }
            }
        }
        guard elementStack.count > mark else {
            expressions.pop(to: expressions.count - 1)
            pos = start
            return -1
        }
        expressions[Int(expression)].elements = flushElements(from: mark)
        return expression
    }

    @inline(__always) mutating func pushElement(_ kind: ElementKind, from start: Int, chain: Int32 = -1) {
        elementStack.append(ExpressionElement(kind: kind, token: TokenID(raw(start)),
                                              lastToken: TokenID(lastRaw(since: start)), chainRaw: chain))
    }

    /// `try`, `await`, prefix operators, and in patterns `let`/`var`/`is`. Inlined (like `parseChain`)
    /// into `parseExpression`, its one caller: it runs for every operand.
    @inline(__always) mutating func parsePrefixes(_ flags: ExpressionFlags) {
        while pos < end {
            let token = sig[pos]
            switch token.kind {
            case .prefixOperator:
                if isByte(at: pos, UInt8(ascii: "\\")) { return }
                pos += 1
                pushElement(.prefixOperator, from: pos - 1)
            case .identifier:
                let start = pos
                switch token.keyword {
                case .try:
                    pos += 1
                    if pos < end && sig[pos].kind == .postfixOperator && !sig[pos].atLineStart { pos += 1 }
                    pushElement(.try, from: start)
                case .await:
                    pos += 1
                    pushElement(.await, from: start)
                case .let where flags.contains(.pattern), .var where flags.contains(.pattern):
                    pos += 1
                    pushElement(.binding, from: start)
                case .is where flags.contains(.pattern):
                    parseCast()
                case .consume, .copy, .each, .repeat, .some, .any:
                    guard pos + 1 < end, sig[pos + 1].kind == .identifier, !sig[pos + 1].atLineStart else { return }
                    pos += 1
                    pushElement(.keyword, from: start)
                default:
                    return
                }
            default:
                return
            }
        }
    }

    /// `as Type`, `as? Type`, `as! Type`, `is Type`.
    mutating func parseCast() {
        let start = pos
        pos += 1
        if pos < end && sig[pos].kind == .postfixOperator && !sig[pos].atLineStart { pos += 1 }
        parseType()
        pushElement(.cast, from: start)
    }

    /// A chain (base and suffixes) as an element of `expression`; false when no operand starts here.
    @inline(__always) mutating func parseChain(_ expression: Int32, _ flags: ExpressionFlags) -> Bool {
        let start = pos
        let chain = Int32(chains.count)
        chains.append(ChainNode(components: .empty, expression: ExpressionID(expression)))
        let mark = componentStack.count
        guard parsePrimary(chain, flags) else {
            chains.pop(to: chains.count - 1)
            return false
        }
        parseSuffixes(chain, flags)
        chains[Int(chain)].components = flushComponents(from: mark)
        pushElement(.chain, from: start, chain: chain)
        return true
    }

    @inline(__always) func newComponent(_ kind: ComponentKind, _ chain: Int32, token: Int, first: Int) -> ChainComponent {
        ChainComponent(kind: kind, isCalled: false, token: TokenID(raw(token)), firstToken: TokenID(raw(first)),
                       lastToken: TokenID(raw(token)), arguments: .empty, blockRaw: -1, chain: ChainID(chain))
    }

    @inline(__always) mutating func pushComponent(_ component: inout ChainComponent, from start: Int,
                                                  genericArguments: TokenRange = .empty) {
        component.lastToken = TokenID(lastRaw(since: start))
        componentStack.append(ComponentDraft(component: component, genericArguments: genericArguments))
    }

    /// Whether the token at `position` can be a member name after `.`.
    @inline(__always) func isMemberName(_ position: Int) -> Bool {
        guard position < end else { return false }
        switch sig[position].kind {
        case .identifier, .integerLiteral, .floatLiteral: return true
        default: return false
        }
    }

    /// The base of a chain, pushed as its first component.
    mutating func parsePrimary(_ chain: Int32, _ flags: ExpressionFlags) -> Bool {
        let start = pos
        let token = sig[pos]
        var component = newComponent(.identifier, chain, token: pos, first: pos)
        var genericArguments = TokenRange.empty
        switch token.kind {
        case .identifier:
            switch token.keyword {
            case .true, .false:
                component.kind = .booleanLiteral
                pos += 1
            case .nil:
                component.kind = .nilLiteral
                pos += 1
            case .if, .switch:
                component.kind = .statementExpression
                component.blockRaw = parseWrappedStatement(.statementExpression)
            case .let, .var:
                return false
            default:
                if token.keyword.endsExpression { return false }
                pos += 1
                genericArguments = parseGenericArguments()
                parseCallSuffix(&component, flags)
            }
        case .integerLiteral, .floatLiteral:
            component.kind = .numberLiteral
            pos += 1
        case .stringOpen:
            component.kind = .stringLiteral
            parseStringLiteral(&component)
        case .regexLiteral:
            component.kind = .regexLiteral
            pos += 1
        case .period:
            guard isMemberName(pos + 1) else { return false }
            component = newComponent(.implicitMember, chain, token: pos + 1, first: pos)
            pos += 2
            genericArguments = parseGenericArguments()
            parseCallSuffix(&component, flags)
        case .leftParen:
            component.kind = .tuple
            let mark = argumentStack.count
            parseArgumentList(.regular, flags.intersection(.pattern))
            component.arguments = flushArguments(from: mark)
        case .leftSquare:
            parseCollection(&component)
        case .leftBrace:
            if flags.contains(.noTrailingClosure) { return false }
            component.kind = .closure
            component.blockRaw = parseClosure()
        case .pound:
            component.kind = .macro
            pos += 1
            if pos < end && sig[pos].kind == .identifier && !sig[pos].atLineStart {
                component.token = TokenID(raw(pos))
                pos += 1
            }
            genericArguments = parseGenericArguments()
            parseCallSuffix(&component, flags)
        case .poundDirective:
            component.kind = .macro
            pos += 1
            parseCallSuffix(&component, flags)
        case .prefixOperator, .binaryOperator, .postfixOperator, .unknown:
            if isByte(at: pos, UInt8(ascii: "\\")) {
                component.kind = .keyPath
                pos += 1
                pushComponent(&component, from: start)
                if pos < end && sig[pos].kind == .identifier && !sig[pos].keyword.endsExpression && !sig[pos].atLineStart {
                    var root = newComponent(.identifier, chain, token: pos, first: pos)
                    pos += 1
                    let rootArguments = parseGenericArguments()
                    pushComponent(&root, from: pos - 1, genericArguments: rootArguments)
                }
                return true
            }
            guard token.kind != .unknown else { return false }
            let next = kind(at: pos + 1)
            guard next == nil || next == .rightParen || next == .comma || next == .rightSquare else { return false }
            component.kind = .operatorReference
            pos += 1
        default:
            return false
        }
        pushComponent(&component, from: start, genericArguments: genericArguments)
        return true
    }

    /// Members, calls, subscripts, trailing closures and postfix operators after the base.
    mutating func parseSuffixes(_ chain: Int32, _ flags: ExpressionFlags) {
        while pos < end {
            let start = pos
            let token = sig[pos]
            var component: ChainComponent
            var genericArguments = TokenRange.empty
            switch token.kind {
            case .period:
                guard isMemberName(pos + 1), !opensAlternativeClause(pos) else { return }
                component = newComponent(.member, chain, token: pos + 1, first: pos)
                pos += 2
                genericArguments = parseGenericArguments()
                parseCallSuffix(&component, flags)
            case .leftParen where !token.atLineStart:
                component = newComponent(.call, chain, token: pos, first: pos)
                parseCallSuffix(&component, flags)
            case .leftBrace:
                guard !flags.contains(.noTrailingClosure), !isAccessorBlockStart(pos) else { return }
                component = newComponent(.call, chain, token: pos, first: pos)
                parseCallSuffix(&component, flags)
            case .leftSquare where !token.atLineStart:
                component = newComponent(.subscript, chain, token: pos, first: pos)
                let mark = argumentStack.count
                parseArgumentList(.regular, [])
                component.arguments = flushArguments(from: mark)
            case .postfixOperator:
                let kind: ComponentKind = isByte(at: pos, UInt8(ascii: "?")) ? .optionalChaining
                    : isByte(at: pos, UInt8(ascii: "!")) ? .forceUnwrap : .postfixOperator
                component = newComponent(kind, chain, token: pos, first: pos)
                pos += 1
            default:
                return
            }
            pushComponent(&component, from: start, genericArguments: genericArguments)
        }
    }

    /// Whether the `.` at `position` opens an `#else` / `#elseif` clause of an `#if` that follows no
    /// expression: `#if os(macOS) ⏎ .system(size: 20) ⏎ #else ⏎ .system(size: 21)` in a getter holds two
    /// expressions, not one chain. After an expression (`Text("a") ⏎ #if os(iOS) ⏎ .font(.body) ⏎ #else …`)
    /// the clauses hold its modifiers, and the chain goes on.
    @inline(__always) func opensAlternativeClause(_ position: Int) -> Bool {
        // Only a gap in the tokens (comments, directives) can hide a directive.
        guard position > 0, sig[position].atLineStart, sig[position].token - sig[position - 1].token > 1 else { return false }
        return followsAlternativeOfStatementIf(position)
    }

    /// Whether the last directive before the significant token at `position` (and after the one before
    /// it) is an `#else` / `#elseif` whose `#if` comes right after a token that ends no expression (`{`,
    /// `;`, `,`, `(`, `[`, `:`, `=`, `in`, `return`, or the start of the file).
    private func followsAlternativeOfStatementIf(_ position: Int) -> Bool {
        let previous = Int(sig[position - 1].token)
        var directive = Int(sig[position].token) - 1
        while directive > previous && !Self.isDirective(tokens[directive].kind) { directive -= 1 }
        guard directive > previous, tokens[directive].kind == .poundElse || tokens[directive].kind == .poundElseif
        else { return false }
        // Back to the `#if` of this group, over nested groups.
        var depth = 0
        var index = directive - 1
        while index >= 0 {
            switch tokens[index].kind {
            case .poundEndif: depth += 1
            case .poundIf where depth == 0:
                // The significant token before the `#if` (directives and comments are none).
                var before = position - 1
                while before >= 0 && Int(sig[before].token) > index { before -= 1 }
                guard before >= 0 else { return true }
                switch sig[before].kind {
                case .leftBrace, .semicolon, .comma, .leftParen, .leftSquare, .colon, .equal: return true
                default: return sig[before].keyword == .in || sig[before].keyword == .return
                }
            case .poundIf: depth -= 1
            default: break
            }
            index -= 1
        }
        return false
    }

    private static func isDirective(_ kind: TokenKind) -> Bool {
        kind == .poundIf || kind == .poundElseif || kind == .poundElse || kind == .poundEndif
    }

    /// `(arguments)` on the same line and trailing closures, as the component's call.
    mutating func parseCallSuffix(_ component: inout ChainComponent, _ flags: ExpressionFlags) {
        let mark = argumentStack.count
        if pos < end && sig[pos].kind == .leftParen && !sig[pos].atLineStart {
            let argumentsStart = argumentStack.count
            parseArgumentList(.regular, flags.intersection(.pattern))
            component.isCalled = !isCompoundName(argumentsFrom: argumentsStart)
        }
        if pos < end && sig[pos].kind == .leftBrace && !flags.contains(.noTrailingClosure) && !isAccessorBlockStart(pos) {
            parseTrailingClosures()
            component.isCalled = true
        }
        component.arguments = flushArguments(from: mark)
    }

    /// Whether the arguments pushed since `mark` are only labels (`tap(_:)`, `foo(_:bar:)`): a
    /// compound name, not a call.
    @inline(__always) func isCompoundName(argumentsFrom mark: Int) -> Bool {
        guard argumentStack.count > mark else { return false }
        for index in mark..<argumentStack.count where argumentStack[index].valueRaw >= 0 { return false }
        return true
    }

    /// The first trailing closure and any labelled ones (`label: { … }`) after it.
    mutating func parseTrailingClosures() {
        pushTrailingClosure(label: -1, from: pos)
        while pos + 2 < end && sig[pos].kind == .identifier && sig[pos + 1].kind == .colon
                && sig[pos + 2].kind == .leftBrace && sig[pos].keyword != .case && sig[pos].keyword != .default {
            let start = pos
            pos += 2
            pushTrailingClosure(label: raw(start), from: start)
        }
    }

    /// A trailing closure as an argument whose value holds one chain: the closure.
    mutating func pushTrailingClosure(label: Int32, from start: Int) {
        let closureStart = pos
        let expression = reserveExpression()
        let chain = Int32(chains.count)
        chains.append(ChainNode(components: .empty, expression: ExpressionID(expression)))
        let componentMark = componentStack.count
        var component = newComponent(.closure, chain, token: pos, first: pos)
        component.blockRaw = parseClosure()
        pushComponent(&component, from: closureStart)
        chains[Int(chain)].components = flushComponents(from: componentMark)
        let elementMark = elementStack.count
        pushElement(.chain, from: closureStart, chain: chain)
        expressions[Int(expression)].elements = flushElements(from: elementMark)
        argumentStack.append(Argument(kind: .trailingClosure, ownerKind: .none, labelRaw: label, valueRaw: expression, keyRaw: -1,
                                      firstToken: TokenID(raw(start)), lastToken: TokenID(lastRaw(since: start)),
                                      ownerRaw: -1))
    }

    /// `(…)` or `[…]` at `pos`: labelled arguments pushed on the argument stack (not flushed).
    mutating func parseArgumentList(_ kind: ArgumentKind, _ flags: ExpressionFlags) {
        let open = pos
        let close = closer(of: open)
        let regionEnd = end
        guard depth < Self.maxDepth else {
            pos = after(close, regionEnd: regionEnd)
            return
        }
        depth += 1
        end = close
        pos = open + 1
        while pos < end {
            let start = pos
            var label: Int32 = -1
            if pos + 1 < end && sig[pos + 1].kind == .colon && sig[pos].kind == .identifier {
                label = raw(pos)
                pos += 2
            }
            let value = parseExpression(flags)
            while pos < end && sig[pos].kind != .comma { skipOne() }
            if value >= 0 || label >= 0 {
                argumentStack.append(Argument(kind: kind, ownerKind: .none, labelRaw: label, valueRaw: value, keyRaw: -1,
                                              firstToken: TokenID(raw(start)),
                                              lastToken: TokenID(lastRaw(since: start)),
                                              ownerRaw: -1))
            }
            if pos < end { pos += 1 }
        }
        end = regionEnd
        depth -= 1
        pos = after(close, regionEnd: regionEnd)
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseCollection(_ component: inout ChainComponent) {
        component.kind = .array
        let open = pos
        let close = closer(of: open)
        let regionEnd = end
        let mark = argumentStack.count
        guard depth < Self.maxDepth else {
            component.kind = .unparsed
            pos = after(close, regionEnd: regionEnd)
            return
        }
        depth += 1
        end = close
        pos = open + 1
        if pos < end && sig[pos].kind == .colon && pos + 1 == end {
            component.kind = .dictionary
            pos += 1
        }
        while pos < end {
            let start = pos
            var key: Int32 = -1
            var value = parseExpression([])
            if pos < end && sig[pos].kind == .colon {
                component.kind = .dictionary
                pos += 1
                key = value
                value = parseExpression([])
            }
            while pos < end && sig[pos].kind != .comma { skipOne() }
            if value >= 0 || key >= 0 {
                argumentStack.append(Argument(kind: .regular, ownerKind: .none, labelRaw: -1, valueRaw: value, keyRaw: key,
                                              firstToken: TokenID(raw(start)),
                                              lastToken: TokenID(lastRaw(since: start)),
                                              ownerRaw: -1))
            }
            if pos < end { pos += 1 }
        }
        end = regionEnd
        depth -= 1
        pos = after(close, regionEnd: regionEnd)
        component.arguments = flushArguments(from: mark)
    }

    /// A string literal: its text pieces and interpolations (`\(value, format: …)` as arguments).
    mutating func parseStringLiteral(_ component: inout ChainComponent) {
        let mark = argumentStack.count
        pos += 1
        loop: while pos < end {
            switch sig[pos].kind {
            case .stringText:
                pos += 1
            case .interpolationBackslash:
                pos += 1
                if pos < end && sig[pos].kind == .interpolationPounds { pos += 1 }
                if pos < end && sig[pos].kind == .leftParen { parseArgumentList(.interpolation, []) }
            case .stringClose:
                pos += 1
                break loop
            default:
                break loop
            }
        }
        component.arguments = flushArguments(from: mark)
    }

    /// A closure `{ signature in statements }` at `pos`; returns its block.
    mutating func parseClosure() -> Int32 {
        parseBraces(.closure) { parser, block in
            if let inPosition = parser.closureSignatureEnd() {
                parser.closureSignatures.set(TokenRange(first: parser.raw(parser.pos), last: parser.raw(inPosition)),
                                             of: block)
                parser.pos = inPosition + 1
            }
            return parser.parseStatements(members: false, stopAtCase: false)
        }
    }
}
