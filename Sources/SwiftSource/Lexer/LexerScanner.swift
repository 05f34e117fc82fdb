/// The lexer's single pass over a file's bytes: a cursor, the token array it fills, and a stack of
/// string-literal and interpolation frames (so nesting depth never grows the call stack).
///
/// It follows the decisions of the compiler's lexer (swift-syntax `Lexer.Cursor`) byte for byte:
/// trivia, operator binding, string states, regex-literal heuristics. The parser-level decisions
/// (generic angle brackets, variadic `...`) are made afterwards by `LexerGenericResolver`.
struct LexerScanner {
    /// A string literal being read: its quote kind and raw-string pound count (plain data, so
    /// reading the top frame per string piece copies no arrays).
    struct StringFrame {
        enum Quote { case single, multiLine, singleQuote }
        var quote: Quote
        var pounds: Int
    }

    /// The text pieces of a multi-line string whose indentation is decided at its closing delimiter.
    struct IndentationCandidates {
        /// Text pieces before an interpolation that end in a whitespace-only line start; at the
        /// closing delimiter, that whitespace is dropped if it is indentation.
        var trailing: [Int] = []
        /// Text pieces that start on a new line after an interpolation and an escaped line break;
        /// their leading indentation is dropped at the closing delimiter.
        var leading: [Int] = []
    }

    /// Inside `\( … )` of a string: how many unclosed `(` it holds.
    struct InterpolationFrame {
        var inMultiLineString: Bool
        var parenDepth: Int
    }

    enum Frame {
        case string(StringFrame)
        case interpolation(InterpolationFrame)
    }

    let base: UnsafePointer<UInt8>
    let count: Int
    /// `LexerCharacters.table`, read once (a global's lazy-initialization check per byte is costly).
    let classes: UnsafePointer<UInt8> = LexerCharacters.table
    /// `LexerCharacters.punctuation`, read once.
    let punctuationKinds: UnsafePointer<TokenKind> = LexerCharacters.punctuation
    var pos = 0
    var tokens: LexerTokenBuffer
    private(set) var frames: [Frame] = []
    /// One entry per multi-line string frame in `frames`, innermost last.
    var multiLineCandidates: [IndentationCandidates] = []
    /// What the top frame is, kept in step with `frames` so the per-token path reads one byte.
    private(set) var mode = Mode.normal

    enum Mode: UInt8 { case normal, string, multiLineInterpolation, singleLineInterpolation }
    /// Index of the last token that the compiler's lexer would call a token (not a comment, not
    /// bytes it treats as trivia); -1 before the first.
    var previous = -1
    /// Set after `try?` / `try!`: the next `/` prefers to start a regex literal.
    var preferRegex = false
    /// Tokens the parser-level pass must look at: `<` and `...` operators, `@`, `#available`.
    var resolverCandidates: [Int] = []
    /// Whether some token was trimmed to nothing (multi-line string indentation).
    var hasEmptyTokens = false
    /// Set once a search for the end of a `<<<<<<< ` (or `>>>> `) conflict marker failed: later
    /// searches for the same terminator would fail too.
    var gitConflictUnterminated = false
    /// A multi-line `#/` regex literal with this many pounds (or more) found no closing delimiter
    /// before the end of the file; later ones cannot either. `Int.max` until then.
    var unterminatedMultiLineRegexPounds = Int.max
    var perforceConflictUnterminated = false

    /// A scanner that writes its tokens into `storage`.
    init(base: UnsafePointer<UInt8>, count: Int, storage: UnsafeMutableBufferPointer<Token>) {
        self.base = base
        self.count = count
        tokens = LexerTokenBuffer(storage: storage)
    }

    // MARK: Bytes

    /// The byte at `index`, or 0 past the end (the compiler's lexer sees a NUL there too).
    @inline(__always) func byte(_ index: Int) -> UInt8 {
        index < count ? base[index] : 0
    }

    @inline(__always) func byte(_ index: Int, is ascii: Unicode.Scalar) -> Bool {
        index < count && base[index] == UInt8(ascii: ascii)
    }

    /// Number of consecutive `#` starting at `index`.
    func poundRun(from index: Int) -> Int {
        var end = index
        while end < count && base[end] == UInt8(ascii: "#") { end += 1 }
        return end - index
    }

    /// Whether the ASCII byte class of `byte` has `flag` (`LexerCharacters` flags).
    @inline(__always) func has(_ byte: UInt8, _ flag: UInt8) -> Bool {
        classes[Int(byte)] & flag != 0
    }

    // MARK: Emitting

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        append(kind, start, end)
        previous = tokens.count - 1
    }

    /// Emits a token the compiler's lexer keeps as trivia (comments, invalid bytes).
    @inline(__always) mutating func emitTrivia(_ kind: TokenKind, _ start: Int, _ end: Int) {
        append(kind, start, end)
    }

    @inline(__always) private mutating func append(_ kind: TokenKind, _ start: Int, _ end: Int) {
        guard end - start <= Token.maximumLength else { return appendPieces(kind, start, end) }
        tokens.append(Token(kind: kind, start: Int32(truncatingIfNeeded: start), checkedLength: end - start))
    }

    /// Appends a token longer than `Token.maximumLength` (a 16 MB comment or string) as consecutive
    /// tokens of its kind, each ending before a UTF-8 lead byte so that every piece is whole text.
    private mutating func appendPieces(_ kind: TokenKind, _ start: Int, _ end: Int) {
        var pieceStart = start
        while pieceStart < end {
            var pieceEnd = min(end, pieceStart + Token.maximumLength)
            while pieceEnd < end && pieceEnd > pieceStart + 1 && base[pieceEnd] & 0xC0 == 0x80 { pieceEnd -= 1 }
            tokens.append(Token(kind: kind, start: Int32(truncatingIfNeeded: pieceStart), end: Int32(truncatingIfNeeded: pieceEnd)))
            pieceStart = pieceEnd
        }
    }

    /// Whether the bytes `start..<end` are exactly `word`.
    func matches(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<(end - start) where base[start + offset] != pointer[offset] { return false }
        return true
    }

    var previousToken: Token? { previous >= 0 ? tokens[previous] : nil }

    /// Whether the previous token's bytes are exactly `word`.
    func previousIs(_ word: StaticString) -> Bool {
        guard let token = previousToken else { return false }
        return LexerKeywords.text(of: token, in: base, equals: word)
    }

    // MARK: Main loop

    mutating func run() {
        while !tokens.overflowed {
            if mode == .string, case .string(let frame)? = frames.last {
                lexStringContents(quote: frame.quote, pounds: frame.pounds)
                continue
            }
            let stopAtNewline = mode == .singleLineInterpolation
            skipTrivia(stopAtNewline: stopAtNewline)
            guard pos < count else { return }
            let current = base[pos]
            if stopAtNewline && (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) {
                // A single-line string cannot continue on the next line: end the interpolation and
                // the string it is in.
                popFrame()
                popFrame()
                continue
            }
            lexToken()
        }
    }

    mutating func pushFrame(_ frame: Frame) {
        frames.append(frame)
        if case .string(let string) = frame, string.quote == .multiLine { multiLineCandidates.append(IndentationCandidates()) }
        updateMode()
    }

    mutating func popFrame() {
        if case .string(let string) = frames.removeLast(), string.quote == .multiLine { multiLineCandidates.removeLast() }
        updateMode()
    }

    /// Replaces the top frame (same kind).
    mutating func replaceTopFrame(_ frame: Frame) {
        frames[frames.count - 1] = frame
        updateMode()
    }

    private mutating func updateMode() {
        switch frames.last {
        case nil: mode = .normal
        case .string?: mode = .string
        case .interpolation(let frame)?: mode = frame.inMultiLineString ? .multiLineInterpolation : .singleLineInterpolation
        }
    }
}
