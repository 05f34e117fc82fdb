import Foundation

/// Every command, in the order `typecase --help` lists them.
let commands: [CommandEntry] = [
    CommandEntry(AuditCommand.self),
    CommandEntry(RulesCommand.self),
    CommandEntry(StylesCommand.self),
    CommandEntry(ScaleCommand.self),
    CommandEntry(TrackingCommand.self),
    CommandEntry(InventoryCommand.self),
    CommandEntry(SpecimenCommand.self),
    CommandEntry(TokensCommand.self),
    CommandEntry(DebugCommand.self),
]

let overview = """
    typecase — Apple's typography guidance, checked in Swift source.

    Usage: typecase <command> [arguments] [options]

    Commands:
    \(commands.map { "  " + $0.name + String(repeating: " ", count: max(1, 10 - $0.name.count)) + $0.summary }.joined(separator: "\n"))

    Run `typecase <command> --help` for a command's options.
    """

/// Writes `typecase: message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("typecase: \(message)\n".utf8))
}

@MainActor func main() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let first = arguments.first else {
        print(overview)
        return ExitCode.usage
    }
    if first == "--help" || first == "-h" || first == "help" {
        print(overview)
        return ExitCode.success
    }
    arguments.removeFirst()
    guard let command = commands.first(where: { $0.name == first }) else {
        printError("unknown command '\(first)'; commands: \(commands.map(\.name).joined(separator: ", "))")
        return ExitCode.usage
    }
    if arguments.contains("--help") || arguments.contains("-h") {
        print(command.help)
        return ExitCode.success
    }
    do {
        return try command.run(arguments)
    } catch let error as UsageError {
        printError("\(command.name): \(error.description)")
        printError("run `typecase \(command.name) --help` for usage")
        return ExitCode.usage
    } catch {
        printError("\(command.name): \(error)")
        return ExitCode.usage
    }
}

exit(main())
