/// Reading chains, components, arguments and literals.
extension SyntaxTree {
    /// The components of a chain; the first is the base.
    public func components(of chain: ChainID) -> IDRange<ChainComponent> { chains.nodes[chain.index].components }

    /// The base component of a chain.
    public func base(of chain: ChainID) -> ComponentID { ComponentID(chains.nodes[chain.index].components.lowerBound) }

    /// The component before `component` in its chain (`rawValue` of `rawValue.capitalized`); nil for the base.
    public func component(before component: ComponentID) -> ComponentID? {
        component.raw > chains.nodes[components[component.index].chain.index].components.lowerBound
            ? ComponentID(component.raw - 1) : nil
    }

    /// Whether a component has a name and it is exactly `name` (`Text`, `font`, `system`).
    public func component(_ component: ComponentID, isNamed name: StaticString) -> Bool {
        guard let token = components[component.index].name else { return false }
        return self.token(token, is: name)
    }

    /// Whether a component is a call of `name`: `.font(…)`, `Text(…)`, `Button { … }`.
    public func isCall(_ component: ComponentID, named name: StaticString) -> Bool {
        components[component.index].isCalled && self.component(component, isNamed: name)
    }

    /// Every call of `name` in the file (`.font(…)`, `Text(…)`, `UIFont.systemFont(…)`), in source
    /// order of their names.
    public func calls(named name: StaticString) -> [ComponentID] {
        var result: [ComponentID] = []
        for chain in chains {
            for component in chain.components where isCall(component, named: name) { result.append(component) }
        }
        return result.sorted { components[$0.index].token < components[$1.index].token }
    }

    /// The name of a named component as a `String` (allocates; prefer ``component(_:isNamed:)``).
    public func name(of component: ComponentID) -> String? {
        components[component.index].name.map { text(of: $0) }
    }

    /// The first argument of `component` with the given label (`nil`: the first unlabelled
    /// non-trailing-closure argument).
    public func argument(_ label: StaticString?, of component: ComponentID) -> ArgumentID? {
        argument(label, in: components[component.index].arguments)
    }

    /// The first argument of an attribute with the given label (`relativeTo` of `@ScaledMetric`).
    public func argument(_ label: StaticString?, of attribute: AttributeID) -> ArgumentID? {
        argument(label, in: attributes[attribute.index].arguments)
    }

    /// The first argument in `list` with the given label (`nil`: the first unlabelled one that is
    /// not a trailing closure).
    public func argument(_ label: StaticString?, in list: IDRange<Argument>) -> ArgumentID? {
        for id in list {
            let argument = arguments[id.index]
            if let label {
                if let token = argument.label, self.token(token, is: label) { return id }
            } else if argument.label == nil && argument.kind != .trailingClosure {
                return id
            }
        }
        return nil
    }

    /// The trailing closures of a call component, with their labels (`nil` for the first).
    public func trailingClosures(of component: ComponentID) -> [ArgumentID] {
        components[component.index].arguments.filter { arguments[$0.index].kind == .trailingClosure }
    }

    /// The closure block passed as an argument (trailing or in parentheses), if its value is a
    /// closure literal.
    public func closureBlock(of argument: ArgumentID) -> BlockID? {
        guard let value = arguments[argument.index].value,
              let chain = singleChain(of: value) else { return nil }
        let base = components[Int(chains.nodes[chain.index].components.lowerBound)]
        return base.kind == .closure ? base.block : nil
    }

    /// The chains among an expression's elements (not those nested in arguments).
    public func chains(of expression: ExpressionID) -> [ChainID] {
        expressions.nodes[expression.index].elements.compactMap { elements[$0.index].chain }
    }

    /// The one chain an expression consists of, ignoring `try`/`await` and prefix keywords;
    /// `nil` when it has operators, casts or several chains.
    public func singleChain(of expression: ExpressionID) -> ChainID? {
        var found: ChainID?
        for id in expressions.nodes[expression.index].elements {
            let element = elements[id.index]
            switch element.kind {
            case .chain:
                if found != nil { return nil }
                found = element.chain
            case .try, .await, .keyword:
                continue
            default:
                return nil
            }
        }
        return found
    }

    /// The chains that can be the value of an expression: each branch of a ternary
    /// (`isLarge ? .title : .body` gives `.title` and `.body`), each side of `??`, the operand of a
    /// cast, or the expression's single chain. Branches that combine several chains with other
    /// operators (`a + b`) contribute nothing.
    public func valueChains(of expression: ExpressionID) -> [ChainID] {
        var result: [ChainID] = []
        forEachValueChain(of: expression) { result.append($0) }
        return result
    }

    /// Calls `body` with each of ``valueChains(of:)``, in order, without building an array (most
    /// expressions have one value chain, and callers look each up).
    public func forEachValueChain(of expression: ExpressionID, _ body: (ChainID) -> Void) {
        var segmentChain: ChainID?
        var segmentChains = 0
        var segmentHasOperator = false
        func closeSegment(isCondition: Bool) {
            if !isCondition && segmentChains == 1 && !segmentHasOperator, let chain = segmentChain {
                body(chain)
            }
            segmentChain = nil
            segmentChains = 0
            segmentHasOperator = false
        }
        for id in expressions.nodes[expression.index].elements {
            let element = elements[id.index]
            switch element.kind {
            case .chain:
                segmentChain = element.chain
                segmentChains += 1
            case .ternaryQuestion:
                closeSegment(isCondition: true)
            case .ternaryColon:
                closeSegment(isCondition: false)
            case .binaryOperator where token(element.token, is: "??"):
                closeSegment(isCondition: false)
            case .try, .await, .keyword, .cast:
                continue
            default:
                segmentHasOperator = true
            }
        }
        closeSegment(isCondition: false)
    }

    /// Whether a component is a string literal without interpolations.
    public func isPlainStringLiteral(_ component: ComponentID) -> Bool {
        let literal = components[component.index]
        return literal.kind == .stringLiteral && literal.arguments.isEmpty
    }

    /// The literal text pieces of a string literal (outside interpolations), in order.
    public func stringSegments(of component: ComponentID) -> [TokenID] {
        let literal = components[component.index]
        guard literal.kind == .stringLiteral else { return [] }
        var result: [TokenID] = []
        var index = literal.token.index + 1
        let last = literal.lastToken.index
        while index <= last {
            switch tokens[index].kind {
            case .stringText:
                result.append(TokenID(index))
            case .interpolationBackslash:
                index = skipInterpolation(after: index, last: last)
                continue
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// The text of a string literal without interpolations, as written (escapes not decoded).
    public func stringLiteralText(of component: ComponentID) -> String? {
        guard isPlainStringLiteral(component) else { return nil }
        return stringSegments(of: component).map { text(of: $0) }.joined()
    }

    /// The text of an expression that is one chain based on a string literal without interpolations
    /// (`"Georgia"`), else nil.
    public func stringLiteralText(of expression: ExpressionID) -> String? {
        singleChain(of: expression).flatMap { stringLiteralText(of: base(of: $0)) }
    }

    /// The index after the parentheses of the interpolation whose backslash is at `backslash`.
    private func skipInterpolation(after backslash: Int, last: Int) -> Int {
        var index = backslash + 1
        var depth = 0
        while index <= last {
            switch tokens[index].kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return index
    }

    /// The value of a number literal expression such as `17`, `-2.5`, `1_000`, `0x10`; `nil` for
    /// anything else.
    public func numberValue(of expression: ExpressionID) -> Double? {
        var negative = false
        var value: Double?
        for id in expressions.nodes[expression.index].elements {
            let element = elements[id.index]
            switch element.kind {
            case .prefixOperator where value == nil && token(element.token, is: "-"):
                negative.toggle()
            case .prefixOperator where value == nil && token(element.token, is: "+"):
                continue
            case .chain where value == nil:
                guard let chain = element.chain, chains.nodes[chain.index].components.count == 1 else { return nil }
                let literal = components[Int(chains.nodes[chain.index].components.lowerBound)]
                guard literal.kind == .numberLiteral, let number = numberValue(of: literal.token) else { return nil }
                value = number
            default:
                return nil
            }
        }
        return value.map { negative ? -$0 : $0 }
    }

    /// The value of a number literal token.
    public func numberValue(of token: TokenID) -> Double? {
        if let plain = plainDecimalValue(of: token) { return plain }
        let digits = text(of: token).filter { $0 != "_" }
        for (prefix, radix) in Self.radixPrefixes where digits.hasPrefix(prefix) {
            if let integer = Int(digits.dropFirst(2), radix: radix) { return Double(integer) }
            return radix == 16 ? Double(digits) : nil
        }
        return Double(digits)
    }

    private static let radixPrefixes = [("0x", 16), ("0o", 8), ("0b", 2)]

    /// The value of a plain decimal or hexadecimal integer token (`17`, `2.5`, `1_000`, `0xFF`: digits,
    /// `_` separators, at most one `.` in a decimal; 15 digits at most), read from the bytes: the digits
    /// and the power of ten are exact doubles, so their quotient is the correctly rounded value, as
    /// `Double(String)` gives. Nil for any other token (an exponent, another radix, a long literal).
    private func plainDecimalValue(of token: TokenID) -> Double? {
        let range = tokens[token.index].range
        guard !range.isEmpty, range.count <= 24 else { return nil }
        return file.bytes.withUnsafeBufferPointer { bytes -> Double? in
            let isHex = range.count > 2 && bytes[range.lowerBound] == UInt8(ascii: "0")
                && bytes[range.lowerBound + 1] == UInt8(ascii: "x")
            var mantissa = 0.0
            var divisor = 1.0
            var digits = 0
            var isFraction = false
            for index in (isHex ? range.lowerBound + 2 : range.lowerBound)..<range.upperBound {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = byte - UInt8(ascii: "A") + 10
                case UInt8(ascii: "_") where index > range.lowerBound: continue
                case UInt8(ascii: ".") where !isHex && !isFraction && index > range.lowerBound && index < range.upperBound - 1:
                    isFraction = true
                    continue
                default: return nil
                }
                mantissa = mantissa * (isHex ? 16 : 10) + Double(digit)
                if isFraction { divisor *= 10 }
                digits += 1
            }
            return digits > 0 && digits <= (isHex ? 13 : 15) ? mantissa / divisor : nil
        }
    }

    /// The attribute with the given name on a declaration (`State`, `ScaledMetric`).
    public func attribute(_ name: StaticString, on declaration: DeclarationID) -> AttributeID? {
        declarations[declaration.index].attributes.first { token(attributes[$0.index].name, is: name) }
    }
}
