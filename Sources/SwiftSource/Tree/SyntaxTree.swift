/// The structure of one Swift file: tokens, declarations, blocks, statements, expressions as
/// postfix chains, and `#if` clauses, in flat arrays indexed by typed IDs.
///
/// Build it with ``parse(_:)`` (lexes and parses) or ``init(file:tokens:)`` (parses given tokens).
/// Any input parses, in linear time: unreadable tokens become ``StatementKind/unknown`` statements
/// or ``ComponentKind/unparsed`` components, and nesting deeper than 100 levels is skipped.
///
/// ```swift
/// let tree = SyntaxTree.parse(SourceFile(path: "V.swift", text: source))
/// for id in tree.chainIDs {
///     for component in tree.components(of: id) where tree.isCall(component, named: "font") {
///         // tree[component].arguments holds the `.font(…)` argument
///     }
/// }
/// ```
///
/// Every node has a first and last token (chains and expressions derive theirs from their first and
/// last components and elements); ``byteRange(of:)`` turns token spans into byte
/// offsets of ``file``, and ``SourceFile/location(of:)`` into line and column.
public final class SyntaxTree: Sendable {
    /// The file the tree was parsed from.
    public let file: SourceFile
    /// All tokens, comments included.
    public let tokens: [Token]
    /// Declarations in source order (an enclosing declaration before those nested in it).
    public let declarations: NodeArray<Declaration>
    public let attributes: NodeArray<Attribute>
    public let parameters: NodeArray<Parameter>
    public let typeReferences: NodeArray<TypeReference>
    /// Blocks in source order; block 0 is the file (see ``fileBlock``).
    public let blocks: NodeArray<Block>
    /// Statements; each block's statements are a contiguous run.
    public let statements: NodeArray<Statement>
    public let conditions: NodeArray<Condition>
    /// Expressions in source order of their first token.
    public let expressions: ExpressionArray
    public let elements: NodeArray<ExpressionElement>
    /// Chains in source order of their first token (an outer chain before the chains in its arguments).
    public let chains: ChainArray
    /// Components; each chain's components are a contiguous run.
    public let components: NodeArray<ChainComponent>
    public let arguments: NodeArray<Argument>
    /// The components' generic arguments (see ``genericArguments(of:)``), the declarations' generic
    /// parameter clauses (``genericParameters(of:)``) and the closures' signatures
    /// (``closureSignature(of:)``) and the `for` and `catch` statements' patterns (``patternTokens(of:)``),
    /// by node index.
    let genericArgumentLists: [SparseTokenRange]
    let genericParameterClauses: [SparseTokenRange]
    let closureSignatures: [SparseTokenRange]
    let statementPatterns: [SparseTokenRange]
    /// `#if` clauses in source order (an enclosing clause before those nested in it).
    public let ifConfigClauses: [IfConfigClause]

    /// Lexes and parses a file.
    public static func parse(_ file: SourceFile) -> SyntaxTree {
        SyntaxTree(file: file, tokens: Lexer.tokenize(file.bytes))
    }

    /// Parses `tokens` (as produced by ``Lexer`` for `file`) into a tree.
    public init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
        let scanner = tokens.withUnsafeBufferPointer { tokenBuffer in
            file.bytes.withUnsafeBufferPointer {
                StructureScanner(tokens: tokenBuffer, bytes: $0)
            }
        }
        var parser = tokens.withUnsafeBufferPointer { tokenBuffer in
            file.bytes.withUnsafeBufferPointer { bytes in
                var parser = StructureParser(sig: scanner.significant, tokens: tokenBuffer, bytes: bytes)
                parser.parseFile()
                return parser
            }
        }
        scanner.significant.deallocate()
        declarations = parser.declarations.take()
        attributes = parser.attributes.take()
        parameters = parser.parameters.take()
        typeReferences = parser.typeReferences.take()
        blocks = parser.blocks.take()
        statements = parser.statements.take()
        conditions = parser.conditions.take()
        let elements = parser.elements.take()
        let components = parser.components.take()
        expressions = ExpressionArray(nodes: parser.expressions.take(), elements: elements)
        self.elements = elements
        chains = ChainArray(nodes: parser.chains.take(), components: components)
        self.components = components
        arguments = parser.arguments.take()
        genericArgumentLists = parser.genericArgumentLists
        genericParameterClauses = parser.genericParameterClauses
        closureSignatures = parser.closureSignatures
        statementPatterns = parser.statementPatterns
        parser.deallocate()
        ifConfigClauses = scanner.clauses
    }

    /// The file's top-level block.
    public var fileBlock: BlockID { BlockID(Int32(0)) }

    // MARK: Subscripts

    public subscript(id: TokenID) -> Token { tokens[id.index] }
    public subscript(id: DeclarationID) -> Declaration { declarations[id.index] }
    public subscript(id: AttributeID) -> Attribute { attributes[id.index] }
    public subscript(id: ParameterID) -> Parameter { parameters[id.index] }
    public subscript(id: TypeReferenceID) -> TypeReference { typeReferences[id.index] }
    public subscript(id: BlockID) -> Block { blocks[id.index] }
    public subscript(id: StatementID) -> Statement { statements[id.index] }
    public subscript(id: ConditionID) -> Condition { conditions[id.index] }
    public subscript(id: ExpressionID) -> Expression { expressions[id.index] }
    public subscript(id: ElementID) -> ExpressionElement { elements[id.index] }
    public subscript(id: ChainID) -> Chain { chains[id.index] }
    public subscript(id: ComponentID) -> ChainComponent { components[id.index] }
    public subscript(id: ArgumentID) -> Argument { arguments[id.index] }
    public subscript(id: IfConfigClauseID) -> IfConfigClause { ifConfigClauses[id.index] }

    // MARK: All nodes of a kind

    public var declarationIDs: IDRange<Declaration> { IDRange(0, Int32(declarations.count)) }
    public var statementIDs: IDRange<Statement> { IDRange(0, Int32(statements.count)) }
    public var blockIDs: IDRange<Block> { IDRange(0, Int32(blocks.count)) }
    public var expressionIDs: IDRange<Expression> { IDRange(0, Int32(expressions.count)) }
    public var chainIDs: IDRange<Chain> { IDRange(0, Int32(chains.count)) }
    public var componentIDs: IDRange<ChainComponent> { IDRange(0, Int32(components.count)) }
    public var argumentIDs: IDRange<Argument> { IDRange(0, Int32(arguments.count)) }
    public var attributeIDs: IDRange<Attribute> { IDRange(0, Int32(attributes.count)) }
    public var ifConfigClauseIDs: IDRange<IfConfigClause> { IDRange(0, Int32(ifConfigClauses.count)) }
}
