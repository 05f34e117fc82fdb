/// A statement of a ``Block``: a declaration, an expression, an assignment, or a control-flow
/// statement with its conditions and bodies.
public struct Statement: Sendable {
    // The declaration of a declaration, the target of an assignment and the label of any other
    // statement share one place (``linkRaw``), and a `for` loop's or `catch` clause's pattern is in a
    // table of the tree (``SyntaxTree/patternTokens(of:)``): the node is 40 bytes, not 56.
    public internal(set) var kind: StatementKind
    public internal(set) var firstToken: TokenID
    public internal(set) var lastToken: TokenID
    /// The block the statement is in.
    public internal(set) var block: BlockID
    var expressionRaw: Int32
    /// The declaration, target or label index by ``kind`` (-1: none).
    private var linkRaw: Int32
    /// Conditions of `if`/`guard`/`while`, patterns of a `switch` case or `catch` clause, the
    /// `where` of a `for` or `catch`.
    public internal(set) var conditions: IDRange<Condition>
    var bodyRaw: Int32
    var elseBodyRaw: Int32

    /// Of `targetRaw`, `declarationRaw` and `labelRaw` (-1 when absent), the one `kind` has: the
    /// target of an assignment, the declaration of a declaration, else the label.
    init(kind: StatementKind, firstToken: TokenID, lastToken: TokenID, block: BlockID, expressionRaw: Int32,
         targetRaw: Int32, declarationRaw: Int32, conditions: IDRange<Condition>, bodyRaw: Int32, elseBodyRaw: Int32,
         labelRaw: Int32) {
        self.kind = kind
        self.firstToken = firstToken
        self.lastToken = lastToken
        self.block = block
        self.expressionRaw = expressionRaw
        linkRaw = switch kind {
        case .assignment: targetRaw
        case .declaration: declarationRaw
        default: labelRaw
        }
        self.conditions = conditions
        self.bodyRaw = bodyRaw
        self.elseBodyRaw = elseBodyRaw
    }

    /// The target's expression index, or -1.
    var targetRaw: Int32 { kind == .assignment ? linkRaw : -1 }

    /// The main expression: of an expression statement, the value of an assignment, `return`/`throw`
    /// value, `switch` subject, `for … in` sequence, `repeat … while` condition.
    public var expression: ExpressionID? { .optional(expressionRaw) }
    /// The assigned-to expression of an ``StatementKind/assignment`` (`label.font` in
    /// `label.font = .preferredFont(forTextStyle: .body)`); the value is ``expression``.
    public var target: ExpressionID? { kind == .assignment ? .optional(linkRaw) : nil }
    /// The declaration of a ``StatementKind/declaration`` statement.
    public var declaration: DeclarationID? { kind == .declaration ? .optional(linkRaw) : nil }
    /// The body: of `if`/`for`/`while`/`repeat`/`do`/`defer`/`catch`, the cases of a `switch`
    /// (``BlockKind/switchCases``), the statements of a `case` (``BlockKind/caseBody``).
    public var body: BlockID? { .optional(bodyRaw) }
    /// The `else` body of `if` (a ``BlockKind/elseIf`` block for `else if`) or of `guard`.
    public var elseBody: BlockID? { .optional(elseBodyRaw) }
    /// The label of a labelled loop (`outer:`) or of `break outer` / `continue outer`.
    public var label: TokenID? { kind == .assignment || kind == .declaration ? nil : .optional(linkRaw) }
    public var tokens: TokenRange { TokenRange(first: firstToken.raw, last: lastToken.raw) }
}

/// The kind of a ``Statement``.
public enum StatementKind: UInt8, Sendable {
    case declaration
    case expression
    /// `target = value`.
    case assignment
    case `if`, `guard`, `switch`, `for`, `while`, `repeat`, `do`, `catch`, `defer`
    /// One `case …:` or `default:` of a switch, with its patterns as conditions and its statements
    /// as the body.
    case switchCase
    case `return`, `throw`, `break`, `continue`, `fallthrough`
    /// Tokens the parser could not read as a statement (skipped).
    case unknown
}

/// One condition of `if`/`guard`/`while` (`let x = y`, `case .a = b`, an expression,
/// `#available(…)`), one pattern of a `switch` case, or a `where` clause.
public struct Condition: Sendable {
    public internal(set) var kind: ConditionKind
    public internal(set) var firstToken: TokenID
    public internal(set) var lastToken: TokenID
    /// Pattern tokens of an optional binding (`x` in `let x = y`, type annotation included).
    public internal(set) var patternTokens: TokenRange
    var patternRaw: Int32
    var expressionRaw: Int32
    /// The statement the condition belongs to.
    public internal(set) var statement: StatementID

    /// A case pattern parsed as an expression (`.some(let x)`, `.large`), for ``ConditionKind/casePattern``.
    public var pattern: ExpressionID? { .optional(patternRaw) }
    /// The tested value: the expression of a boolean condition, the right side of `let x = y` or of
    /// `case .a = b`, the expression after `where`.
    public var expression: ExpressionID? { .optional(expressionRaw) }
    public var tokens: TokenRange { TokenRange(first: firstToken.raw, last: lastToken.raw) }
}

/// The kind of a ``Condition``.
public enum ConditionKind: UInt8, Sendable {
    /// A boolean expression (`#available(…)` included).
    case expression
    /// `let x = y`, `var x = y`, `let x`.
    case optionalBinding
    /// `case pattern = value` in a condition, or one pattern of a `switch` case.
    case casePattern
    /// `where expression`.
    case whereClause
}
