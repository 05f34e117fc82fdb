// Placeholder until its issue lands; the owner of the command replaces this whole file.
enum RulesCommand: Command {
    static let name = "rules"
    static let summary = "List the audit rules, or show one rule's rationale and examples"
    static let help = "Usage: typecase rules (not built yet)"
    static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'rules' is not built yet")
    }
}
