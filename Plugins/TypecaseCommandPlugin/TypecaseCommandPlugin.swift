import Foundation
import PackagePlugin

/// `swift package typecase COMMAND [--target NAME]... [ARGUMENTS...]`: runs `typecase COMMAND` in the
/// package's directory with the arguments as given, and the folders of the named targets as paths.
/// `swift package typecase audit`, `… fix` (asks for permission to write to the package directory;
/// `--allow-writing-to-package-directory` grants it without asking), `… inventory`, `… rules`.
@main
struct TypecaseCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        guard let command = passed.first, !command.hasPrefix("-") else {
            throw PluginFailure("usage: swift package typecase <audit|fix|inventory|rules|…> [--target NAME]... [arguments]; "
                                + "`swift package typecase <command> --help` for a command's options")
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
}

/// A failure the plugin reports to SwiftPM, which prints it and exits with an error status.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
