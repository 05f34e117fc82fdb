/// Swift's lexical grammar over UTF-8 bytes, in one pass, agreeing token for token with the
/// toolchain's SwiftParser (checked by the oracle test against `swift-tokens`).
///
/// Tokens come in source order, comments included; whitespace and newlines are not tokens. Every
/// byte sequence is accepted: invalid UTF-8, NUL bytes and stray characters become `.unknown`
/// tokens, unterminated literals and comments end where the compiler's lexer ends them, and the
/// lexer always terminates with tokens in increasing, non-overlapping byte ranges.
///
/// Operators are classified prefix, postfix or binary by Swift's whitespace rules; the `<` and `>`
/// of generic argument and parameter lists are `.leftAngle` / `.rightAngle` (a `>>` closing two
/// lists is split into two tokens), a variadic parameter's `...` is `.ellipsis`, and a `/` starts a
/// regex literal exactly where the compiler's heuristics say so. String literals are split into
/// `.stringOpen`, `.stringText`, `.interpolationBackslash`, `.interpolationPounds`, ordinary tokens
/// for the interpolated expression between `(` and `)`, and `.stringClose`.
public enum Lexer {
    /// The tokens of a file's bytes.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// The tokens of a file's bytes, without copying them.
    ///
    /// Offsets are `Int32`: only the first 2 GiB of a larger buffer are read.
    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return [] }
        let count = min(buffer.count, Int(Int32.max))
        // The tokens are written straight into the result's storage, sized for a typical density
        // (a token per 4 bytes); a denser file is lexed again with room for its density so far over
        // the whole file (and a margin), and only if that is not enough for a token per byte, the
        // most there can be.
        var needed = 0
        return tokenize(base, count, capacity: count / 4 + 16, needed: &needed)
            ?? (needed < count ? tokenize(base, count, capacity: needed, needed: &needed) : nil)
            ?? tokenize(base, count, capacity: count + 16, needed: &needed) ?? []
    }

    /// The tokens, or nil when more than `capacity` tokens were emitted; `needed` is then set to
    /// the capacity the whole file needs at the density of the bytes read before the overflow.
    private static func tokenize(_ base: UnsafePointer<UInt8>, _ count: Int, capacity: Int, needed: inout Int) -> [Token]? {
        var overflowed = false
        var rebuilt: [Token]?
        let tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, initialized in
            var scanner = LexerScanner(base: base, count: count, storage: storage)
            scanner.run()
            initialized = scanner.tokens.count
            guard !scanner.tokens.overflowed else {
                overflowed = true
                let density = Double(scanner.tokens.count) / Double(max(1, scanner.pos))
                needed = Int((density * Double(count) * 1.0625).rounded(.up)) + 16
                return
            }
            var resolver = LexerGenericResolver(base: base, count: count, tokens: scanner.tokens)
            rebuilt = resolver.resolve(candidates: scanner.resolverCandidates, hasEmptyTokens: scanner.hasEmptyTokens)
        }
        return overflowed ? nil : rebuilt ?? tokens
    }

    /// The tokens of a source file.
    public static func tokenize(_ file: SourceFile) -> [Token] {
        tokenize(file.bytes)
    }
}

extension TokenKind {
    /// Comments: kept in the token array, skipped by parsers.
    public var isTrivia: Bool { isComment }

    /// Pieces of a string literal other than interpolated expressions.
    public var isStringPiece: Bool {
        switch self {
        case .stringOpen, .stringText, .stringClose, .interpolationBackslash, .interpolationPounds: true
        default: false
        }
    }

    /// Operators of any fixity, including `=` and `->`.
    public var isOperator: Bool {
        switch self {
        case .prefixOperator, .postfixOperator, .binaryOperator, .equal, .arrow: true
        default: false
        }
    }
}
