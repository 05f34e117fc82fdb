/// Keyword tests on token bytes, for the few lexer and parser decisions that depend on a word.
enum LexerKeywords {
    /// Whether `token` covers exactly the bytes of `word`.
    static func text(of token: Token, in base: UnsafePointer<UInt8>, equals word: StaticString) -> Bool {
        let length = Int(token.end - token.start)
        guard length == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        let start = Int(token.start)
        for offset in 0..<length where base[start + offset] != pointer[offset] { return false }
        return true
    }

    /// Keywords the compiler's lexer classifies as keywords (not contextual ones such as `some`).
    static let lexerClassified: Set<[UInt8]> = Set([
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
        "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while",
    ].map { Array($0.utf8) })

    /// Keywords that are expressions themselves (a `/` after them divides).
    static let expressionKeywords: Set<[UInt8]> = Set(
        ["true", "false", "Any", "nil", "self", "Self", "super"].map { Array($0.utf8) })

    static func bytes(of token: Token, in base: UnsafePointer<UInt8>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: base + Int(token.start), count: Int(token.end - token.start)))
    }

    /// Whether an identifier token is a keyword the lexer classifies.
    static func isLexerKeyword(_ token: Token, in base: UnsafePointer<UInt8>) -> Bool {
        let length = token.end - token.start
        guard length >= 2 && length <= 15 else { return false }
        return lexerClassified.contains(bytes(of: token, in: base))
    }
}
