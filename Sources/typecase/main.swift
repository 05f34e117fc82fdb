import Foundation
import TypographyAudit

/// Every command, in the order `typecase --help` lists them.
let commands: [CommandEntry] = [
    CommandEntry(AuditCommand.self),
    CommandEntry(FixCommand.self),
    CommandEntry(RulesCommand.self),
    CommandEntry(StylesCommand.self),
    CommandEntry(ScaleCommand.self),
    CommandEntry(TrackingCommand.self),
    CommandEntry(InventoryCommand.self),
    CommandEntry(SpecimenCommand.self),
    CommandEntry(TokensCommand.self),
    CommandEntry(LSPCommand.self),
    CommandEntry(DebugCommand.self),
]

let overview = """
    typecase — Apple's typography guidance, checked in Swift source.

    Usage: typecase <command> [arguments] [options]

    Commands:
    \(commands.map { "  " + $0.name + String(repeating: " ", count: max(1, 10 - $0.name.count)) + $0.summary }.joined(separator: "\n"))

    Run `typecase help <command>` (or `typecase <command> --help`) for a command's options,
    `typecase --version` for the version.
    """

/// Writes `typecase: message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("typecase: \(message)\n".utf8))
}

/// The command called `name`; nil (with a message suggesting the closest name) when there is none.
func command(named name: String) -> CommandEntry? {
    if let command = commands.first(where: { $0.name == name }) { return command }
    printError("unknown command '\(name)'" + didYouMean(name, in: commands.map(\.name)) + "; commands: \(commands.map(\.name).joined(separator: ", "))")
    return nil
}

@MainActor func main() -> Int32 {
    MallocTuning.apply()
    // Arguments as given: a path whose bytes are not UTF-8 keeps them (see SystemPath).
    var arguments = (1..<Int(CommandLine.argc)).map { SystemPath.string(cString: CommandLine.unsafeArgv[$0]!) }
    guard let first = arguments.first else {
        print(overview)
        return ExitCode.usage
    }
    if first == "--version" || first == "version" {
        print("typecase \(TypecaseVersion.current)")
        return ExitCode.success
    }
    arguments.removeFirst()
    if first == "--help" || first == "-h" || first == "help" {
        guard let name = arguments.first else {
            print(overview)
            return ExitCode.success
        }
        guard let command = command(named: name) else { return ExitCode.usage }
        print(command.help)
        return ExitCode.success
    }
    guard let command = command(named: first) else { return ExitCode.usage }
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
