import Foundation
import Typography
import TypographyAudit
import TypographyReports

/// `typecase fix`: applies the audit's fixes — rewrites that keep the design and make text scale.
enum FixCommand: Command {
    static let name = "fix"
    static let summary = "Apply the audit's fixes: text styles for fixed sizes, scaled custom fonts, and more"
    static let help = """
        Usage: typecase fix [PATH...] [--rules ID,...] [--approximate] [--dry-run] [--diff]
                            [--format text|json|markdown] [--platform NAME] [--config FILE] [--jobs N] [--quiet]
               typecase fix - [--stdin-path NAME] [options]   (one file from standard input; the
                            fixed text on standard output, the summary on standard error)

        Audits the Swift files below each PATH (default: the current directory) as `typecase audit`
        does and applies the fixes of its findings. Without --approximate only exact fixes are made:
        the text looks the same at the default size and now scales (.system(size: 17, weight:
        .semibold) → .headline on iOS, UIFont.systemFont(ofSize: 17) → .preferredFont(forTextStyle:
        .body), adjustsFontForContentSizeCategory = true added, .kerning → .tracking). A font declared
        once is fixed at its declaration; a size from a variable or a helper's parameter is left, with
        the reason. Several fixes of one chain compose, and a second run changes nothing.

        Every edit keeps the rest of the file byte for byte (line endings, indentation, comments). The
        new text is read again before it is written: if it no longer reads as Swift, or the number of
        declarations or braces changed, the file is left untouched and reported. Files are written
        atomically (a temporary file in the same folder, renamed over the file, same permissions);
        read-only files and files changed on disk since they were read are reported, not forced.

        At the end a summary lists the files changed, each hardcoded font replaced (before → after,
        counted), the custom fonts and what was decided for each, the type levels per screen before →
        after, the findings left for a person with their reasons, and the manual test steps per
        changed screen.

        Options:
          --rules ID,...   apply only these rules' fixes (repeatable; `typecase rules` lists the ids)
          --approximate    also apply approximate fixes: the nearest text style when it is not the
                           same size (each listed with before → after), regular for thin weights,
                           the platform's minimum size; these change the look
          --dry-run        write nothing; print what would change
          --diff           print a unified diff of every change on standard output (the summary
                           goes to standard error): `typecase fix --dry-run --diff > fix.patch`
          --format FORMAT  the summary as text (default), json or markdown
          --platform NAME  judge every file for this platform (ios, ipados, macos, watchos, tvos,
                           visionos) instead of configuration and imports; #if os(…) still applies
          --config FILE    use this configuration file for every file instead of the nearest
                           .typecase.json
          --jobs N         work on N threads (default: one per core); the result is the same
          --quiet          no warnings about inputs on standard error
          --stdin-path NAME  with `-`: the file's name, for its .typecase.json and the summary
                           (default: <stdin>)
          --help           this text

        Exit status: 0 every change was written (or, with --dry-run, could be); 2 invalid arguments
        or configuration, nothing could be read, or a changed file was not written (read-only,
        changed on disk, or refused by the re-read check; the summary names each file and why).

        Examples:
          typecase fix --dry-run Examples/Brewlog
          typecase fix --dry-run --diff --approximate App > typography.patch
          typecase fix Sources --rules fixed-font-size,missing-adjusts-font --format markdown
          typecase fix - --stdin-path App/ContentView.swift < App/ContentView.swift
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["format", "platform", "config", "jobs", "stdin-path"],
                                      flags: ["approximate", "dry-run", "diff", "quiet"], repeatable: ["rules"]).parse(arguments)
        let formats = FixSummaryReporter.Format.allCases.map(\.rawValue)
        let format = FixSummaryReporter.Format(rawValue: try TypographyNames.choice(parsed.value("format") ?? "text",
                                                                                     option: "format", allowed: formats))!
        let ruleIDs = try selectedRules(parsed.allValues("rules"))
        let platform = try parsed.value("platform").map(TypographyNames.platform)
        var jobs: Int?
        if let text = parsed.value("jobs") {
            guard let value = Int(text), value > 0 else { throw UsageError("--jobs needs a positive number, got '\(text)'") }
            jobs = value
        }
        if let config = parsed.value("config"), !FileManager.default.fileExists(atPath: config) {
            throw UsageError("--config: no such file '\(config)'")
        }
        let showsDiff = parsed.flag("diff")
        let standardInput = try standardInputFile(parsed)
        var options = FixOptions(paths: parsed.positionals, configurationPath: parsed.value("config"), platform: platform,
                                 jobs: jobs, policy: FixPolicy(includesApproximate: parsed.flag("approximate"), ruleIDs: ruleIDs),
                                 writes: !parsed.flag("dry-run") && standardInput == nil, keepsText: showsDiff || standardInput != nil)
        options.standardInput = standardInput
        let result = FixEngine.run(options)
        for error in result.configurationErrors { printLine(error.description, to: .standardError) }
        for problem in result.problems where problem.isSkipped || !parsed.flag("quiet") {
            printLine(problem.description, to: .standardError)
        }
        guard result.configurationErrors.isEmpty else { return ExitCode.usage }
        guard !result.files.isEmpty else {
            printError("fix: nothing could be read")
            return ExitCode.usage
        }
        let summary = FixSummaryReporter.renderBytes(FixSummary(result), as: format)
        if let standardInput, !showsDiff {
            // The text as fixed (as read when nothing changed or the re-read check refused the fix).
            let file = result.files.first
            FileHandle.standardOutput.write(Data(file?.failure == nil ? file?.fixed ?? standardInput.bytes : standardInput.bytes))
            FileHandle.standardError.write(Data(summary))
        } else if showsDiff {
            var diff = ""
            for file in result.files where file.failure == nil {
                guard let original = file.original, let fixed = file.fixed else { continue }
                diff += UnifiedDiff.render(path: file.path, old: original, new: fixed)
            }
            FileHandle.standardOutput.write(Data(diff.utf8))
            FileHandle.standardError.write(Data(summary))
        } else {
            FileHandle.standardOutput.write(Data(summary))
        }
        return result.isFailure ? ExitCode.usage : ExitCode.success
    }

    /// The file to fix from standard input (`fix -`), if asked.
    private static func standardInputFile(_ parsed: ParsedArguments) throws -> StandardInputFile? {
        guard parsed.positionals.contains("-") else {
            if parsed.value("stdin-path") != nil { throw UsageError("--stdin-path needs the path '-'") }
            return nil
        }
        guard parsed.positionals == ["-"] else { throw UsageError("standard input is fixed alone: give no other path with '-'") }
        return StandardInputFile(path: parsed.value("stdin-path") ?? "<stdin>",
                                 bytes: Array(FileHandle.standardInput.readDataToEndOfFile()))
    }

    /// The rule ids of `--rules` (comma-separated, repeatable); nil when not given.
    private static func selectedRules(_ values: [String]) throws -> Set<String>? {
        guard !values.isEmpty else { return nil }
        let known = Set(RuleRegistry.descriptions.map(\.id))
        var ids = Set<String>()
        for id in values.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) }) where !id.isEmpty {
            guard known.contains(id) else {
                let suggestion = didYouMean(id, in: known.sorted())
                throw UsageError("--rules: unknown rule '\(id)'\(suggestion); `typecase rules` lists them")
            }
            ids.insert(id)
        }
        guard !ids.isEmpty else { throw UsageError("--rules needs at least one rule id") }
        return ids
    }

    private static func printLine(_ text: String, to handle: FileHandle) {
        handle.write(Data((text + "\n").utf8))
    }
}
