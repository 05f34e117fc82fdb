/// Recursive-descent reader of the significant tokens into the flat node arrays of a ``SyntaxTree``.
///
/// Nodes that are referred to one at a time (declarations, blocks, expressions, chains) are reserved
/// in source order when their parse starts. Nodes that are children in a run (statements,
/// conditions, elements, components, arguments, parameters, attributes) are collected on scratch
/// stacks and copied to their array when the run ends, so every run is contiguous; the links from
/// their own children back to them are fixed up at that moment.
///
/// Every region between matching brackets bounds the parse inside it (`end`), every loop consumes a
/// token or stops, and nesting deeper than ``maxDepth`` is skipped, so any input is read in linear
/// time without overflowing the stack.
struct StructureParser {
    static let maxDepth = 100

    var sig: SignificantTokens
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    var end: Int
    var depth = 0
    var currentBlock: Int32 = -1
    var currentDeclaration: Int32 = -1

    var declarations: NodeBuffer<Declaration>
    var attributes: NodeBuffer<Attribute>
    var parameters: NodeBuffer<Parameter>
    var typeReferences: NodeBuffer<TypeReference>
    var blocks: NodeBuffer<Block>
    var statements: NodeBuffer<Statement>
    var conditions: NodeBuffer<Condition>
    var expressions: NodeBuffer<ExpressionNode>
    var elements: NodeBuffer<ExpressionElement>
    var chains: NodeBuffer<ChainNode>
    var components: NodeBuffer<ChainComponent>
    var arguments: NodeBuffer<Argument>
    var genericArgumentLists: [SparseTokenRange] = []
    var genericParameterClauses: [SparseTokenRange] = []
    var closureSignatures: [SparseTokenRange] = []
    var statementPatterns: [SparseTokenRange] = []

    var statementStack = NodeBuffer<StatementDraft>(capacity: 64)
    var conditionStack = NodeBuffer<Condition>(capacity: 16)
    var elementStack = NodeBuffer<ExpressionElement>(capacity: 64)
    var componentStack = NodeBuffer<ComponentDraft>(capacity: 64)
    var argumentStack = NodeBuffer<Argument>(capacity: 64)
    var parameterStack = NodeBuffer<Parameter>(capacity: 16)
    var attributeStack = NodeBuffer<Attribute>(capacity: 16)

    init(sig: SignificantTokens, tokens: UnsafeBufferPointer<Token>,
         bytes: UnsafeBufferPointer<UInt8>) {
        self.sig = sig
        self.tokens = tokens
        self.bytes = bytes
        self.end = sig.count
        // Typical app code has per 100 significant tokens about 19 chains, 26 components, 17
        // expressions, 21 elements, 10 arguments, 8 statements, 4 blocks and 4 declarations.
        let count = sig.count
        chains = NodeBuffer(capacity: count / 4)
        components = NodeBuffer(capacity: count * 3 / 10)
        expressions = NodeBuffer(capacity: count / 4)
        elements = NodeBuffer(capacity: count / 4)
        arguments = NodeBuffer(capacity: count / 8)
        statements = NodeBuffer(capacity: count / 8)
        blocks = NodeBuffer(capacity: count / 16 + 1)
        declarations = NodeBuffer(capacity: count / 16)
        attributes = NodeBuffer(capacity: count / 64)
        parameters = NodeBuffer(capacity: count / 64)
        typeReferences = NodeBuffer(capacity: count / 64)
        conditions = NodeBuffer(capacity: count / 64)
    }

    /// A statement on ``statementStack``, with its pattern until its run is flushed (the tree keeps
    /// patterns in a table of their own).
    struct StatementDraft {
        var statement: Statement
        var patternTokens: TokenRange
    }

    /// A component on ``componentStack``, with its generic arguments until its run is flushed (the
    /// tree keeps them in a table of their own).
    struct ComponentDraft {
        var component: ChainComponent
        var genericArguments: TokenRange
    }

    /// Frees the node buffers (after ``SyntaxTree`` copied them out).
    func deallocate() {
        declarations.deallocate()
        attributes.deallocate()
        parameters.deallocate()
        typeReferences.deallocate()
        blocks.deallocate()
        statements.deallocate()
        conditions.deallocate()
        expressions.deallocate()
        elements.deallocate()
        chains.deallocate()
        components.deallocate()
        arguments.deallocate()
        statementStack.deallocate()
        conditionStack.deallocate()
        elementStack.deallocate()
        componentStack.deallocate()
        argumentStack.deallocate()
        parameterStack.deallocate()
        attributeStack.deallocate()
    }

    /// Parses the whole file into block 0.
    mutating func parseFile() {
        let last = Int32(max(0, tokens.count - 1))
        blocks.append(Block(kind: .file, ownerKind: .file, openToken: TokenID(Int32(0)), closeToken: TokenID(last),
                            statements: .empty, parentRaw: -1,
                            declarationRaw: -1, ownerRaw: -1))
        currentBlock = 0
        blocks[0].statements = parseStatements(members: false, stopAtCase: false)
    }

    // MARK: Token access
    // The read-only helpers here and in the other files are inlined or `mutating`: a plain
    // non-mutating call from the parser's mutating methods copies the whole (500-byte) parser.

    @inline(__always) func raw(_ position: Int) -> Int32 { sig[position].token }

    /// The last consumed token (or the token at `position` when nothing was consumed after it).
    @inline(__always) func lastRaw(since position: Int) -> Int32 { sig[max(position, pos - 1)].token }

    @inline(__always) func kind(at position: Int) -> TokenKind? { position < end ? sig[position].kind : nil }

    @inline(__always) func keyword(at position: Int) -> Keyword { position < end ? sig[position].keyword : .none }

    @inline(__always) func isAtLineStart(_ position: Int) -> Bool { position < end && sig[position].atLineStart }

    /// The matching closer of the bracket at `position`, or `end` when it has none in the region.
    @inline(__always) func closer(of position: Int) -> Int {
        let match = Int(sig[position].match)
        return match > position && match < end ? match : end
    }

    /// The position after a bracketed region that ends at `close` (which may be the region's end).
    @inline(__always) func after(_ close: Int, regionEnd: Int) -> Int { close < regionEnd ? close + 1 : close }

    /// Skips one token, or a whole bracketed group when at an opening bracket.
    mutating func skipOne() {
        switch sig[pos].kind {
        case .leftParen, .leftSquare, .leftBrace: pos = after(closer(of: pos), regionEnd: end)
        default: pos += 1
        }
    }

    /// Whether the token at `position` is exactly the given ASCII bytes.
    @inline(__always) func text(at position: Int, is expected: StaticString) -> Bool {
        let token = tokens[Int(sig[position].token)]
        let length = Int(token.end) - Int(token.start)
        guard length == expected.utf8CodeUnitCount, Int(token.end) <= bytes.count else { return false }
        let pointer = expected.utf8Start
        for offset in 0..<length where bytes[Int(token.start) + offset] != pointer[offset] { return false }
        return true
    }

    /// Whether the token at `position` is the one byte `byte`.
    @inline(__always) func isByte(at position: Int, _ byte: UInt8) -> Bool {
        let token = tokens[Int(sig[position].token)]
        return token.end == token.start + 1 && Int(token.start) < bytes.count && bytes[Int(token.start)] == byte
    }

    // MARK: Reserving nodes

    @inline(__always) mutating func reserveExpression() -> Int32 {
        expressions.append(ExpressionNode(elements: .empty, ownerKind: .none, ownerRaw: -1))
        return Int32(expressions.count - 1)
    }

    mutating func reserveBlock(_ kind: BlockKind, open: Int32) -> Int32 {
        blocks.append(Block(kind: kind, ownerKind: .file, openToken: TokenID(open), closeToken: TokenID(open),
                            statements: .empty, parentRaw: currentBlock,
                            declarationRaw: currentDeclaration, ownerRaw: -1))
        return Int32(blocks.count - 1)
    }

    @inline(__always) mutating func setOwner(ofExpression expression: Int32, _ kind: ExpressionOwnerKind, _ owner: Int32) {
        guard expression >= 0 else { return }
        expressions[Int(expression)].ownerKind = kind
        expressions[Int(expression)].ownerRaw = owner
    }

    @inline(__always) mutating func setOwner(ofBlock block: Int32, _ kind: BlockOwnerKind, _ owner: Int32) {
        guard block >= 0 else { return }
        blocks[Int(block)].ownerKind = kind
        blocks[Int(block)].ownerRaw = owner
    }

    // MARK: Flushing runs
    // The flushes of statements, elements, components and arguments run tens of thousands of times
    // per file, mostly for one to three nodes: inlined.

    @inline(__always) mutating func flushStatements(from mark: Int) -> IDRange<Statement> {
        let lower = Int32(statements.count)
        for index in mark..<statementStack.count {
            let draft = statementStack[index]
            let statement = draft.statement
            let id = Int32(statements.count)
            setOwner(ofExpression: statement.expressionRaw, .statement, id)
            setOwner(ofExpression: statement.targetRaw, .statement, id)
            for condition in statement.conditions.range { conditions[condition].statement = StatementID(id) }
            setOwner(ofBlock: statement.bodyRaw, .statement, id)
            setOwner(ofBlock: statement.elseBodyRaw, .statement, id)
            if !draft.patternTokens.isEmpty { statementPatterns.append(SparseTokenRange(owner: id, tokens: draft.patternTokens)) }
            statements.append(statement)
        }
        statementStack.pop(to: mark)
        return IDRange(lower, Int32(statements.count))
    }

    mutating func flushConditions(from mark: Int) -> IDRange<Condition> {
        let lower = Int32(conditions.count)
        for index in mark..<conditionStack.count {
            let condition = conditionStack[index]
            let id = Int32(conditions.count)
            setOwner(ofExpression: condition.patternRaw, .condition, id)
            setOwner(ofExpression: condition.expressionRaw, .condition, id)
            conditions.append(condition)
        }
        conditionStack.pop(to: mark)
        return IDRange(lower, Int32(conditions.count))
    }

    @inline(__always) mutating func flushElements(from mark: Int) -> IDRange<ExpressionElement> {
        let lower = Int32(elements.count)
        for index in mark..<elementStack.count { elements.append(elementStack[index]) }
        elementStack.pop(to: mark)
        return IDRange(lower, Int32(elements.count))
    }

    @inline(__always) mutating func flushComponents(from mark: Int) -> IDRange<ChainComponent> {
        let lower = Int32(components.count)
        for index in mark..<componentStack.count {
            let draft = componentStack[index]
            let id = Int32(components.count)
            for argument in draft.component.arguments.range {
                arguments[argument].ownerKind = .component
                arguments[argument].ownerRaw = id
            }
            setOwner(ofBlock: draft.component.blockRaw, .component, id)
            if !draft.genericArguments.isEmpty {
                genericArgumentLists.append(SparseTokenRange(owner: id, tokens: draft.genericArguments))
            }
            components.append(draft.component)
        }
        componentStack.pop(to: mark)
        return IDRange(lower, Int32(components.count))
    }

    @inline(__always) mutating func flushArguments(from mark: Int) -> IDRange<Argument> {
        let lower = Int32(arguments.count)
        for index in mark..<argumentStack.count {
            let argument = argumentStack[index]
            let id = Int32(arguments.count)
            setOwner(ofExpression: argument.valueRaw, .argument, id)
            setOwner(ofExpression: argument.keyRaw, .dictionaryKey, id)
            arguments.append(argument)
        }
        argumentStack.pop(to: mark)
        return IDRange(lower, Int32(arguments.count))
    }

    mutating func flushParameters(from mark: Int) -> IDRange<Parameter> {
        let lower = Int32(parameters.count)
        for index in mark..<parameterStack.count {
            let parameter = parameterStack[index]
            setOwner(ofExpression: parameter.defaultValueRaw, .parameterDefault, Int32(parameters.count))
            parameters.append(parameter)
        }
        parameterStack.pop(to: mark)
        return IDRange(lower, Int32(parameters.count))
    }

    mutating func flushAttributes(from mark: Int) -> IDRange<Attribute> {
        let lower = Int32(attributes.count)
        for index in mark..<attributeStack.count {
            let attribute = attributeStack[index]
            let id = Int32(attributes.count)
            for argument in attribute.arguments.range {
                arguments[argument].ownerKind = .attribute
                arguments[argument].ownerRaw = id
            }
            attributes.append(attribute)
        }
        attributeStack.pop(to: mark)
        return IDRange(lower, Int32(attributes.count))
    }
}
