// Placeholder until its issue lands; the owner of the command replaces this whole file.
enum ScaleCommand: Command {
    static let name = "scale"
    static let summary = "Scale a value like UIFontMetrics across Dynamic Type sizes"
    static let help = "Usage: typecase scale (not built yet)"
    static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'scale' is not built yet")
    }
}
