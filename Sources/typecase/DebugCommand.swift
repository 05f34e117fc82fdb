// Placeholder until its issue lands; the owner of the command replaces this whole file.
enum DebugCommand: Command {
    static let name = "debug"
    static let summary = "Developer tools: print the lexer's tokens of Swift files"
    static let help = "Usage: typecase debug (not built yet)"
    static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'debug' is not built yet")
    }
}
