// Placeholder until its issue lands; the owner of the command replaces this whole file.
enum TrackingCommand: Command {
    static let name = "tracking"
    static let summary = "Print the tracking for a point size in a San Francisco or New York family"
    static let help = "Usage: typecase tracking (not built yet)"
    static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'tracking' is not built yet")
    }
}
