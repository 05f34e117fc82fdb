import Foundation
import Typography
import TypographyAudit
import TypographyReports

/// `typecase inventory`: every font an app's text uses, a proposed simplified scale, and how the
/// app's type grows across the Dynamic Type sizes.
enum InventoryCommand: Command {
    static let name = "inventory"
    static let summary = "List every font the app uses, propose a simpler type scale, chart growth"
    static let help = """
        Usage: typecase inventory [PATH...] [--format table|json|markdown|html] [--output PATH]
                                  [--platform NAME] [--config FILE] [--jobs N] [--quiet]

        Reads the Swift files below each PATH (default: the current directory; the same files and
        configuration as `typecase audit`) and lists:
          - every distinct font value (a text style, or a system or custom font's size, weight,
            design, width and family) with its uses (file:line) grouped by screen — a SwiftUI View
            type or a view controller;
          - per screen the type levels used (distinct sizes at the default category), the custom
            families, and the share of text sites whose font scales with Dynamic Type;
          - a proposed simplified scale: each raw size mapped to its nearest text style, the size
            before → after, the levels per screen after, and the fonts that would start scaling;
          - each font across the platform's Dynamic Type sizes, computed like UIFontMetrics (caps
            and maximumPointSize included): which grow, stay flat or stop at a cap, and where a
            fixed size falls below the text around it at the largest size.
        Previews are left out.

        Options:
          --format FORMAT   table (default), json, markdown, or html (one self-contained page)
          --output PATH     write to PATH (atomically) instead of standard output
          --platform NAME   judge every file for this platform instead of configuration and imports
          --config FILE     use this configuration file for every file
          --jobs N          read on N threads (default: one per core); the output is the same
          --quiet           no warnings about inputs on standard error
          --help            this text

        Examples:
          typecase inventory Examples/Brewlog
          typecase inventory App --format html --output inventory.html
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["format", "output", "platform", "config", "jobs"], flags: ["quiet"])
            .parse(arguments)
        let format = try TypographyNames.choice(parsed.value("format") ?? "table", option: "format",
                                                allowed: ["table", "json", "markdown", "md", "html"])
        let platform = try parsed.value("platform").map(TypographyNames.platform)
        var jobs: Int?
        if let text = parsed.value("jobs") {
            guard let value = Int(text), value > 0 else { throw UsageError("--jobs needs a positive number, got '\(text)'") }
            jobs = value
        }
        if let config = parsed.value("config"), !FileManager.default.fileExists(atPath: config) {
            throw UsageError("--config: no such file '\(config)'")
        }
        if let output = parsed.value("output") { try OutputFile.checkDestination(output) }

        let options = AuditOptions(paths: parsed.positionals, configurationPath: parsed.value("config"), platform: platform,
                                   jobs: jobs, rules: [])
        let (result, files) = AuditEngine.run(options, inspector: InventoryAdapter.inspector)
        for error in result.configurationErrors { printDiagnostic(error.description) }
        for problem in result.problems where problem.isSkipped || !parsed.flag("quiet") { printDiagnostic(problem.description) }
        if result.isFailure {
            if result.filesAudited == 0 && result.configurationErrors.isEmpty { printError("inventory: nothing could be read") }
            return ExitCode.usage
        }
        let inventory = Inventory(files: files, maxLevels: maxLevels(parsed.positionals.first ?? ".", config: parsed.value("config")))
        let bytes = switch format {
        case "json": InventoryJSON.render(inventory)
        case "markdown", "md": InventoryMarkdown.render(inventory)
        case "html": InventoryPage.render(inventory, title: "Type inventory of \(title(parsed.positionals))")
        default: InventoryTable.render(inventory)
        }
        return try OutputFile.finish(bytes, to: parsed.value("output"))
    }

    /// `too-many-type-levels`' `maxLevels` in the configuration of the first path (a folder, or a
    /// file's folder): the most levels the proposed scale keeps on a screen.
    static func maxLevels(_ path: String, config: String?) -> Int {
        var isFolder: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            ? URL(fileURLWithPath: path).deletingLastPathComponent().path : path
        let resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema, explicitPath: config)
        let configured = (try? resolver.configuration(forDirectory: folder))?.rule("too-many-type-levels").integer("maxLevels")
        return max(1, configured ?? TypeLevelProposal.defaultMaximum)
    }

    /// `Brewlog` for `Examples/Brewlog`, the folder's name for the current directory.
    static func title(_ paths: [String]) -> String {
        let names = (paths.isEmpty ? [FileManager.default.currentDirectoryPath] : paths).map { path in
            URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
        }
        return names.joined(separator: ", ")
    }

    private static func printDiagnostic(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
