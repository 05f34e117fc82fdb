import Foundation
import PackagePlugin

/// Audits the Swift sources of the target it is applied to during the build. typecase prints its
/// findings in the compiler's format (`path:line:col: warning: message [rule]`), so SwiftPM and Xcode
/// show them as build warnings and errors at their file, line and column; a finding of severity
/// `error` fails the build. Each file is configured by its nearest `.typecase.json` and those above
/// it, as on the command line, whose `exclude` leaves files out (`--force-exclude`). The audit reruns
/// when one of the target's Swift files or those configuration files changes, and when a folder
/// between a file and the package's root changes (a `.typecase.json` added there after the first
/// build). The command declares no outputs: SwiftPM would add any file it wrote to the target as a
/// resource.
@main
struct TypecaseBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try AuditBuildCommand.make(sources: target.sourceFiles(withSuffix: "swift").map(\.url),
                                          root: context.package.directoryURL, targetName: target.name,
                                          tool: context.tool(named: "typecase").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TypecaseBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try AuditBuildCommand.make(sources: sources, root: context.xcodeProject.directoryURL,
                                          targetName: target.displayName, tool: context.tool(named: "typecase").url)
    }
}
#endif

/// The one build command that audits a target's Swift files.
enum AuditBuildCommand {
    /// `root`: the package's (or Xcode project's) folder, the highest folder watched for a new
    /// configuration file.
    static func make(sources: [URL], root: URL, targetName: String, tool: URL) -> [Command] {
        guard !sources.isEmpty else { return [] }
        return [.buildCommand(
            displayName: "typecase: auditing typography of \(targetName)",
            executable: tool,
            arguments: ["audit", "--quiet", "--force-exclude", "--"] + sources.map(\.path),
            inputFiles: sources + configurationInputs(for: sources, root: root)
        )]
    }

    /// Every `.typecase.json` above the files (nearest first, up to the file system's root: each
    /// applies, over those above it), and the folders from each file's up to `root`, each named once:
    /// a folder changes when a file is added to it, so a `.typecase.json` created after the first
    /// build reruns the audit.
    static func configurationInputs(for sources: [URL], root: URL) -> [URL] {
        let rootPath = root.standardizedFileURL.path
        var inputs: [URL] = []
        var visited: Set<String> = []
        for source in sources {
            var directory = source.deletingLastPathComponent().standardizedFileURL
            while visited.insert(directory.path).inserted {
                let candidate = directory.appendingPathComponent(".typecase.json")
                if FileManager.default.fileExists(atPath: candidate.path) { inputs.append(candidate) }
                if directory.path == rootPath || directory.path.hasPrefix(rootPath + "/") { inputs.append(directory) }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return inputs
    }
}
