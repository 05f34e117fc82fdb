/// The parser-level decisions SwiftParser makes on top of the lexer's tokens, applied to the token
/// array: which `<` / `>` delimit generic argument or parameter lists (splitting `>>`, `>?`, `>=`),
/// and which `...` mark a variadic parameter.
struct LexerGenericResolver {
    let base: UnsafePointer<UInt8>
    let count: Int
    var tokens: [Token]

    init(base: UnsafePointer<UInt8>, count: Int, tokens: [Token]) {
        self.base = base
        self.count = count
        self.tokens = tokens
    }

    mutating func resolve() -> [Token] {
        tokens
    }
}
