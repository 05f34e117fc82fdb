// Placeholder until its issue lands; the owner of the command replaces this whole file.
enum StylesCommand: Command {
    static let name = "styles"
    static let summary = "Print a platform's type ramp: sizes, line heights, weights, tracking"
    static let help = "Usage: typecase styles (not built yet)"
    static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'styles' is not built yet")
    }
}
