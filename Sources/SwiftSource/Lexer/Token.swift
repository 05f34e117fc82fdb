/// One token of Swift source: what it is and which bytes of the file it covers.
///
/// Tokens are produced in one pass over the UTF-8 bytes into a flat array (comments included, so
/// suppression comments and fixes can see them); everything downstream works on that array by index.
/// A token takes 8 bytes: its start, its length in 24 bits and its kind, so a token is at most
/// ``maximumLength`` bytes long (the lexer splits a longer comment, string text or invalid run into
/// consecutive tokens of the same kind).
public struct Token: Sendable, Equatable {
    /// Byte offset of the first byte.
    private var storedStart: Int32
    /// The length's low 16 bits and high 8 bits, side by side with `kind` in the token's last 4 bytes.
    private var lengthLow: UInt16
    private var lengthHigh: UInt8
    public var kind: TokenKind

    /// The longest token, in bytes: 16 MB less one byte.
    public static let maximumLength = 1 << 24 - 1

    /// A token of `kind` covering `start..<end`, which is at most ``maximumLength`` bytes long.
    public init(kind: TokenKind, start: Int32, end: Int32) {
        let length = Int(end) - Int(start)
        precondition(length >= 0 && length <= Token.maximumLength, "a token covers 0 to 16 MB")
        self.init(kind: kind, start: start, checkedLength: length)
    }

    /// A token of `kind` and `length` bytes from `start`, which the caller has kept within
    /// 0...``maximumLength`` (the lexer, which splits longer tokens first).
    @inline(__always) init(kind: TokenKind, start: Int32, checkedLength length: Int) {
        storedStart = start
        lengthLow = UInt16(truncatingIfNeeded: length)
        lengthHigh = UInt8(truncatingIfNeeded: length >> 16)
        self.kind = kind
    }

    /// Byte offset of the first byte, into the file's UTF-8 bytes. Setting it keeps the end.
    public var start: Int32 {
        get { storedStart }
        set { self = Token(kind: kind, start: newValue, end: end) }
    }

    /// Byte offset one past the last byte. Setting it keeps the start.
    public var end: Int32 {
        get { storedStart &+ Int32(truncatingIfNeeded: Int(lengthHigh) << 16 | Int(lengthLow)) }
        set { self = Token(kind: kind, start: storedStart, end: newValue) }
    }

    /// The token's bytes as a range of offsets.
    public var range: Range<Int> { Int(start)..<Int(end) }
}

/// What a token is. Fine-grained enough for the structure parser; `oracleKind` maps each case to the
/// coarse kind that `../shared/tools/swift-tokens` prints.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// Identifiers and keywords alike (contextual keywords are just words), `_`, `$0`, `$name`,
    /// backticked names.
    case identifier
    case integerLiteral
    case floatLiteral

    /// Opening delimiter of a string literal: raw pound signs and the quote(s), e.g. `"`, `"""`, `##"`.
    case stringOpen
    /// Literal text of a string between delimiters and interpolations, escapes included.
    case stringText
    /// Closing delimiter: the quote(s) and raw pound signs.
    case stringClose
    /// The backslash that opens an interpolation `\(`; for raw strings the pounds follow as
    /// `interpolationPounds`, then the `(` is an ordinary `leftParen`.
    case interpolationBackslash
    /// The pound signs of a raw string's interpolation `\#(`.
    case interpolationPounds
    /// A regex literal, `/…/` or `#/…/#`, delimiters included.
    case regexLiteral

    case poundIf, poundElseif, poundElse, poundEndif
    /// `#sourceLocation`, `#available`, `#unavailable`: pound keywords the oracle calls directives.
    case poundDirective

    /// A prefix operator (`-x`, `!flag`, `&value`, `.member` is *not* one: see `period`).
    case prefixOperator
    /// A postfix operator, including optional chaining `?` and force unwrap `!`.
    case postfixOperator
    /// A binary operator, including the ternary `?` and `:`-less custom operators.
    case binaryOperator
    /// `=` used as assignment.
    case equal
    /// `->`.
    case arrow

    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    /// `<` / `>` of a generic parameter or argument list.
    case leftAngle, rightAngle
    case comma, colon, semicolon
    /// `.` of a member access, including an implicit member `.body`.
    case period
    /// `...` in a variadic parameter.
    case ellipsis
    case atSign
    /// A `#` that starts a macro or pound keyword such as `#Preview`, `#selector`, `#file`.
    case pound
    case backtick

    case lineComment, blockComment, docLineComment, docBlockComment

    case shebang
    /// Bytes that are not Swift: invalid UTF-8, stray characters, an unterminated literal or comment
    /// (the lexer reports it and goes on).
    case unknown

    /// The kind `swift-tokens` prints for this token.
    public var oracleKind: String {
        switch self {
        case .identifier: "word"
        case .integerLiteral, .floatLiteral: "number"
        case .stringOpen, .stringText, .stringClose, .interpolationPounds: "string"
        case .interpolationBackslash: "interp"
        case .regexLiteral: "regex"
        case .poundIf, .poundElseif, .poundElse, .poundEndif, .poundDirective: "directive"
        case .prefixOperator, .postfixOperator, .binaryOperator, .equal, .arrow: "operator"
        case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare,
             .leftAngle, .rightAngle, .comma, .colon, .semicolon, .period, .ellipsis, .atSign,
             .pound, .backtick: "punct"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "comment"
        case .shebang, .unknown: "other"
        }
    }

    /// Comments are kept in the token array but skipped by the structure parser.
    public var isComment: Bool {
        switch self {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
        default: false
        }
    }
}
