/// A `typecase` subcommand: its name, its help text and what it does.
protocol Command: SendableMetatype {
    /// The word that selects the command (`typecase NAME …`).
    static var name: String { get }
    /// One line for the command list in `typecase --help`.
    static var summary: String { get }
    /// The full text `typecase NAME --help` prints: usage line, options, examples.
    static var help: String { get }
    /// Runs the command with the arguments that follow its name; returns the process exit code.
    static func run(_ arguments: [String]) throws -> Int32
}

/// A command as a value, so the list of commands is a plain array.
struct CommandEntry: Sendable {
    let name: String
    let summary: String
    let help: String
    let run: @Sendable ([String]) throws -> Int32

    init<C: Command>(_ command: C.Type) {
        name = C.name
        summary = C.summary
        help = C.help
        run = { try C.run($0) }
    }
}

/// Exit codes shared by every command (see DESIGN.md).
enum ExitCode {
    /// Clean, or only findings below the failure threshold.
    static let success: Int32 = 0
    /// Findings at or above `--fail-on`.
    static let findings: Int32 = 1
    /// Usage, configuration or I/O error.
    static let usage: Int32 = 2
}

/// A mistake in how the command was called; printed with the command's usage line, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
