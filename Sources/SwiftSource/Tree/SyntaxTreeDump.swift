/// A readable outline of the tree, for debugging and tests.
extension SyntaxTree {
    /// The tree as indented text: blocks, statements, declarations, expressions and chains, with
    /// each chain written as `base(args).member(args)…` in a compact notation.
    public func outline() -> String {
        var output = ""
        outline(block: fileBlock, indent: 0, into: &output)
        return output
    }

    private func outline(block: BlockID, indent: Int, into output: inout String) {
        for statement in blocks[block.index].statements {
            outline(statement: statement, indent: indent, into: &output)
        }
    }

    private func line(_ text: String, _ indent: Int, _ output: inout String) {
        output += String(repeating: "  ", count: indent) + text + "\n"
    }

    private func outline(statement id: StatementID, indent: Int, into output: inout String) {
        let statement = statements[id.index]
        var header = "\(statement.kind)"
        if let declaration = statement.declaration {
            let node = declarations[declaration.index]
            header = "\(node.kind)"
            if let name = node.name { header += " \(text(of: name))" }
            if !node.attributes.isEmpty {
                header += " attributes[" + node.attributes.map { text(of: attributes[$0.index]) }.joined(separator: " ") + "]"
            }
            if !node.inheritance.isEmpty {
                header += " : " + node.inheritance.map { text(of: typeReferences[$0.index].name) }.joined(separator: ", ")
            }
            if !node.parameters.isEmpty {
                header += " (" + node.parameters.map { text(of: parameters[$0.index]) }.joined(separator: ", ") + ")"
            }
            if !node.typeTokens.isEmpty { header += " type " + text(of: node.typeTokens) }
            if let initializer = node.initializer { header += " = " + describe(expression: initializer) }
            line(header, indent, &output)
            if let initializer = node.initializer { outlineClosures(in: initializer, indent: indent + 1, into: &output) }
            if let body = node.body {
                line("\(blocks[body.index].kind) {", indent + 1, &output)
                outline(block: body, indent: indent + 2, into: &output)
            }
            return
        }
        if let target = statement.target { header += " " + describe(expression: target) + " =" }
        if let expression = statement.expression { header += " " + describe(expression: expression) }
        for condition in statement.conditions {
            let node = conditions[condition.index]
            header += " [\(node.kind)"
            if !node.patternTokens.isEmpty { header += " " + text(of: node.patternTokens) }
            if let pattern = node.pattern { header += " " + describe(expression: pattern) }
            if let expression = node.expression { header += " " + describe(expression: expression) }
            header += "]"
        }
        line(header, indent, &output)
        for expression in [statement.target, statement.expression].compactMap({ $0 }) {
            outlineClosures(in: expression, indent: indent + 1, into: &output)
        }
        for block in [statement.body, statement.elseBody].compactMap({ $0 }) {
            line("\(blocks[block.index].kind) {", indent + 1, &output)
            outline(block: block, indent: indent + 2, into: &output)
        }
    }

    /// The closures (and `if`/`switch` expressions) in an expression, outside other closures.
    private func outlineClosures(in expression: ExpressionID, indent: Int, into output: inout String) {
        for element in expressions[expression.index].elements {
            guard let chain = elements[element.index].chain else { continue }
            for component in chains[chain.index].components {
                let node = components[component.index]
                if let block = node.block {
                    line("\(blocks[block.index].kind) \(text(of: closureSignature(of: block))){", indent, &output)
                    outline(block: block, indent: indent + 1, into: &output)
                }
                for argument in node.arguments {
                    for value in [arguments[argument.index].key, arguments[argument.index].value].compactMap({ $0 }) {
                        outlineClosures(in: value, indent: indent, into: &output)
                    }
                }
            }
        }
    }

    /// An expression in compact notation: chains and operators separated by spaces.
    public func describe(expression id: ExpressionID) -> String {
        expressions[id.index].elements.map { element -> String in
            let node = elements[element.index]
            if let chain = node.chain { return describe(chain: chain) }
            return "\(node.kind)(\(text(of: node)))"
        }.joined(separator: " ")
    }

    /// A chain in compact notation: `Text("Hi \(n)").font(.system(size: 17))`, closures as `{…n}`
    /// with their statement count.
    public func describe(chain id: ChainID) -> String {
        var result = ""
        for component in chains[id.index].components {
            let node = components[component.index]
            switch node.kind {
            case .identifier: result += text(of: node.token)
            case .implicitMember: result += "." + text(of: node.token)
            case .member: result += "." + text(of: node.token)
            case .macro: result += "#" + text(of: node.token)
            case .closure:
                result += "{\(node.block.map { blocks[$0.index].statements.count } ?? 0)}"
            case .stringLiteral:
                result += "\"" + stringSegments(of: component).map { text(of: $0) }.joined(separator: "…") + "\""
            case .statementExpression: result += "<\(text(of: node.token))>"
            case .call, .subscript, .tuple, .array, .dictionary: break
            default: result += text(of: node.token)
            }
            result += text(of: genericArguments(of: component))
            let arguments = node.arguments.filter { self.arguments[$0.index].kind != .trailingClosure }
            let listsArguments = node.kind == .tuple || node.kind == .subscript
                || (!arguments.isEmpty && (node.kind == .stringLiteral || node.name != nil))
            if node.isCalled || listsArguments {
                result += node.kind == .subscript ? "[" : "("
                result += arguments.map(describe(argument:)).joined(separator: ", ")
                result += node.kind == .subscript ? "]" : ")"
            } else if node.kind == .array || node.kind == .dictionary {
                result += "[" + node.arguments.map(describe(argument:)).joined(separator: ", ") + "]"
            }
            for closure in node.arguments where self.arguments[closure.index].kind == .trailingClosure {
                result += " " + describe(argument: closure)
            }
        }
        return result
    }

    private func describe(argument id: ArgumentID) -> String {
        let argument = arguments[id.index]
        var result = ""
        if let label = argument.label { result += text(of: label) + ": " }
        if let key = argument.key { result += describe(expression: key) + ": " }
        if let value = argument.value { result += describe(expression: value) }
        return result
    }
}
