// Placeholder until its issue lands; the owner of the command replaces this whole file.
enum AuditCommand: Command {
    static let name = "audit"
    static let summary = "Report where Swift sources depart from Apple's typography guidance"
    static let help = "Usage: typecase audit (not built yet)"
    static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'audit' is not built yet")
    }
}
