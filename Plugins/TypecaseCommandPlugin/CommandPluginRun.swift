import Foundation
import PackagePlugin

/// What both command plugins do: run `typecase COMMAND ARGUMENTS` in the package's directory, each
/// `--target NAME` adding that target's folder as a path. (The file is shared by the two plugin
/// targets through a symbolic link: a plugin can depend on no library.)
enum CommandPluginRun {
    static func perform(context: PluginContext, arguments: [String], mayWrite: Bool) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        let verb = mayWrite ? "typecase-write" : "typecase"
        guard let command = passed.first, !command.hasPrefix("-") else {
            throw PluginFailure("usage: swift package \(verb) <audit|fix|inventory|rules|…> [--target NAME]... [arguments]; "
                                + "`swift package \(verb) <command> --help` for a command's options")
        }
        if !mayWrite, let write = writeIntoPackage(passed) {
            throw PluginFailure("\(write) writes into the package, which `swift package typecase` does not do; run it as "
                                + "`swift package typecase-write \(arguments.joined(separator: " "))` (SwiftPM asks for permission first)")
        }
        let folders = try context.package.targets(named: targetNames).map { target in
            guard let swift = target as? SwiftSourceModuleTarget else { throw PluginFailure("target '\(target.name)' has no Swift sources") }
            return swift.directoryURL.path
        }
        let process = Process()
        process.executableURL = try context.tool(named: "typecase").url
        process.arguments = passed + (folders.isEmpty ? [] : (passed.contains("--") ? [] : ["--"]) + folders)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("typecase \(command) exited with status \(process.terminationStatus)")
        }
    }

    /// What in `arguments` (a typecase command line) writes a file: `fix` without `--dry-run` or `-`,
    /// a report or document to a path (not `-`, standard output), a baseline; nil when nothing does.
    static func writeIntoPackage(_ arguments: [String]) -> String? {
        let options = Array(arguments.prefix { $0 != "--" })
        if options.first == "fix", !options.contains("--dry-run"), !options.contains("-") { return "`typecase fix`" }
        for (index, argument) in options.enumerated() {
            var name = argument
            var value = index + 1 < options.count ? options[index + 1] : ""
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--write-baseline": return "--write-baseline \(value)"
            case "--report": if !value.hasSuffix("=-") { return "--report \(value)" }
            case "--output", "-o": if value != "-" { return "\(name) \(value)" }
            default: continue
            }
        }
        return nil
    }
}

/// A failure the plugin reports to SwiftPM, which prints it and exits with an error status.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
