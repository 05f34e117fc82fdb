import Foundation
import Typography
import TypographyAudit
import TypographyReports

/// `typecase audit`: the main job — report where Swift sources depart from the typography guidance.
enum AuditCommand: Command {
    static let name = "audit"
    static let summary = "Report where Swift sources depart from Apple's typography guidance"
    static let help = """
        Usage: typecase audit [PATH...] [--format FORMAT] [--report FORMAT=PATH]... [--fail-on LEVEL]
                              [--platform NAME] [--config FILE] [--jobs N] [--quiet] [--verbose]
                              [--baseline FILE] [--write-baseline FILE]
               typecase audit - [--stdin-path NAME] [options]     (one file from standard input)

        Reads the Swift files below each PATH (default: the current directory) and reports where their
        typography departs from Apple's guidance: fixed font sizes, custom fonts that do not scale,
        capped Dynamic Type, thin weights, tracking and leading mistakes and more. `typecase rules`
        lists every rule. Directories are walked skipping .build, DerivedData, Pods, Carthage, .git,
        node_modules and hidden folders; each file uses the nearest .typecase.json walking up from it,
        over the settings of those above it (a nested file overrides its parent's key by key).

        Options:
          -f, --format FORMAT   what standard output gets: xcode (default; path:line:col: warning:
                                message [rule-id]), json, sarif, github, markdown, html,
                                junit (JUnit XML), checkstyle (Checkstyle XML) or gitlab
                                (GitLab Code Quality JSON)
          --report FORMAT=PATH  also write a report in FORMAT to PATH (repeatable), e.g.
                                --report sarif=build/typecase.sarif --report markdown=typography.md;
                                missing folders are created; PATH - is standard output (instead of
                                --format); a report never overwrites an input or a source file;
                                html is one self-contained page: summary, findings by rule and by
                                file with the code line, rationale and fix, and the type inventory
          --fail-on LEVEL       exit 1 when a finding is at least LEVEL: error (default), warning,
                                note, or never
          --strict              warnings fail the run too (--fail-on warning), as SwiftLint's --strict
          --platform NAME       judge every file for this platform (ios, ipados, macos, watchos, tvos,
                                visionos) instead of configuration and imports; #if os(…) still applies
          --config FILE         use this configuration file for every file instead of the nearest
                                .typecase.json
          --jobs N              audit on N threads (default: one per core); the output is the same
          -q, --quiet           no summary line and no warnings about inputs on standard error
          -v, --verbose         also notes, such as a typecase:disable region that runs to the end
                                of its file
          --stdin               read one file from standard input (the same as the path -)
          --stdin-path NAME     the name of that file: in findings, and for finding its
                                .typecase.json (default: <stdin>); nothing is reported when
                                that configuration's include/exclude leaves the file out
          --use-script-input-file-lists
                                also audit the files of an Xcode Run Script phase's input file
                                lists (SCRIPT_INPUT_FILE_LIST_COUNT, SCRIPT_INPUT_FILE_LIST_0 …)
          --force-exclude       leave out files named on the command line that their
                                .typecase.json's include/exclude leaves out (as files found in
                                a folder are); the build plugin passes it
          --baseline FILE       report only findings not in this baseline (matched by rule, file and
                                the line's content, not its number); the summary counts baseline
                                entries that no longer match
          --write-baseline FILE record every finding of this run in FILE (JSON, sorted) and exit 0
                                unless the file cannot be written; a later --baseline FILE run
                                reports only new findings. Written with the reports, all or none
          --help                this text

        Suppress a finding with a comment: // typecase:disable:next RULE, // typecase:disable:this
        RULE, or a // typecase:disable RULE … // typecase:enable RULE region (`all` for every rule).

        A misspelt directive or an unknown rule id in one is a warning (it suppresses nothing).

        Columns count UTF-8 bytes, as the compiler does (SARIF reports give UTF-16 columns).

        Exit status: 0 no findings at or above --fail-on; 1 findings at or above it; 2 invalid
        arguments or configuration, a path that does not exist, nothing could be audited, or a
        report that could not be written (messages on standard error name the file and the
        problem; unreadable files are skipped and the run goes on; reports are not written).

        Examples:
          typecase audit Examples/Brewlog
          typecase audit Sources --fail-on warning --report sarif=typecase.sarif
          typecase audit App --format json --jobs 1
          typecase audit - --stdin-path App/ContentView.swift < App/ContentView.swift
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["format", "fail-on", "platform", "config", "jobs", "stdin-path",
                                               "baseline", "write-baseline"],
                                      flags: ["quiet", "verbose", "stdin", "strict", "force-exclude", "use-script-input-file-lists"], repeatable: ["report"]).parse(arguments)
        let requests = try parsed.allValues("report").map { argument in
            do throws(ReportFormatError) { return try ReportRequest(argument: argument) } catch { throw UsageError(error.description) }
        }
        let format = try standardOutputFormat(parsed.value("format"), requests: requests)
        if parsed.flag("strict"), parsed.value("fail-on") != nil { throw UsageError("--strict is --fail-on warning; give one of them") }
        let threshold = try failThreshold(parsed.value("fail-on") ?? (parsed.flag("strict") ? "warning" : "error"))
        let platform = try parsed.value("platform").map(TypographyNames.platform)
        var jobs: Int?
        if let text = parsed.value("jobs") {
            guard let value = Int(text), value > 0 else { throw UsageError("--jobs needs a positive number, got '\(text)'") }
            jobs = value
        }
        let quiet = parsed.flag("quiet")
        if let config = parsed.value("config"), !FileManager.default.fileExists(atPath: config) {
            throw UsageError("--config: no such file '\(config)'")
        }
        let standardInput = try standardInputFile(parsed)
        var paths = parsed.positionals
        if parsed.flag("use-script-input-file-lists") {
            guard standardInput == nil else { throw UsageError("--use-script-input-file-lists reads files, not standard input") }
            paths += try ScriptInputFiles.fromFileLists()
            // Lists without a file: nothing to audit (not the current folder).
            if paths.isEmpty {
                if !parsed.flag("quiet") { printError("audit: the input file lists name no file; nothing audited") }
                return ExitCode.success
            }
        }
        try checkDestinations(requests, inputs: paths.filter { $0 != "-" } + [parsed.value("config")].compactMap { $0 })
        let baselineOptions = try BaselineOptions(parsed, inputs: paths.filter { $0 != "-" },
                                                  standardInput: standardInput != nil)
        let baseline: Baseline?
        do throws(BaselineError) { baseline = try baselineOptions.load() } catch {
            printDiagnostic(error.description)
            return ExitCode.usage
        }

        var options = AuditOptions(paths: standardInput == nil ? paths : [],
                                   configurationPath: parsed.value("config"), platform: platform,
                                   jobs: jobs, standardInput: standardInput,
                                   proposesFixes: format.showsFixes || requests.contains { $0.format.showsFixes })
        options.forceExclude = parsed.flag("force-exclude")
        options.releasesFreeMemory = MallocTuning.releaseFreePages
        // The HTML report shows the inventory below the findings: collected in the same pass.
        let result: AuditResult
        var inventory: Inventory?
        if format == .html || requests.contains(where: { $0.format == .html }) {
            let (audit, files) = AuditEngine.run(options, inspector: InventoryAdapter.inspector)
            result = audit
            inventory = Inventory(files: files, maxLevels: InventoryCommand.maxLevels(paths.first ?? ".", config: parsed.value("config")))
        } else {
            result = AuditEngine.run(options)
        }
        for error in result.configurationErrors { printDiagnostic(error.description) }
        let verbose = parsed.flag("verbose")
        for problem in result.problems where problem.isSkipped || (problem.isNote ? verbose : !quiet) {
            printDiagnostic(problem.description)
        }

        let match = baseline?.filter(result.findings, roots: paths)
        var report = Report(findings: match?.findings ?? result.findings, rules: result.rules,
                            metadata: RunMetadata(toolVersion: TypecaseVersion.current, filesAudited: result.filesAudited,
                                                  sourceRoot: FileManager.default.currentDirectoryPath,
                                                  systemPaths: result.systemPaths))
        report.inventory = inventory
        // Reports carry the warnings about inputs whatever --quiet says of standard error.
        report.notifications = result.problems.filter { !$0.isNote || verbose }
        var status = ExitCode.success
        if !result.configurationErrors.isEmpty || result.filesAudited > 0 || result.filesExcluded > 0 {
            do throws(ReportWriteError) {
                try ReportWriter.writeToStandardOutput(report, format: format)
            } catch {
                printError(error.description)
                status = ExitCode.usage
            }
        }
        // The baseline is written with the reports, all or none.
        let recording = result.isFailure ? nil : baselineOptions.recording(result.findings)
        var written = false
        if result.isFailure {
            // A report of a failed run (nothing audited, a missing path) must not replace a good one.
            if requests.contains(where: { !$0.isStandardOutput }) { printError("audit: reports not written: the run failed") }
        } else {
            let failures = ReportWriter.write(report, to: requests, with: recording.map { [$0.document] } ?? [])
            for failure in failures { printError(failure.description) }
            if !failures.isEmpty {
                status = ExitCode.usage
                if requests.filter({ !$0.isStandardOutput }).count + (recording == nil ? 0 : 1) > failures.count {
                    printError("audit: no report\(recording == nil ? "" : " or baseline") replaced: every file is written or none")
                }
            }
            written = failures.isEmpty
        }
        if !quiet {
            let baselinePhrase = match.map { "; \($0.phrase)" } ?? ""
            let excluded = result.filesExcluded > 0 ? " (\(result.filesExcluded) named left out by configuration)" : ""
            printError("audited \(result.filesAudited) file\(result.filesAudited == 1 ? "" : "s")\(excluded): \(report.counts.phrase)\(baselinePhrase)")
            if let recording, written { printError(recording.summary) }
        }
        if result.isFailure {
            if result.filesAudited == 0 && result.configurationErrors.isEmpty { printError("audit: nothing could be audited") }
            return ExitCode.usage
        }
        if status != ExitCode.success || recording != nil { return status }
        if let threshold, report.findings.contains(where: { $0.severity >= threshold }) { return ExitCode.findings }
        return ExitCode.success
    }

    /// The format of the report on standard output: `--format`, or the format of a `--report FORMAT=-`
    /// (not both, and at most one such report), else xcode.
    private static func standardOutputFormat(_ name: String?, requests: [ReportRequest]) throws -> ReportFormat {
        let toStandardOutput = requests.filter(\.isStandardOutput)
        guard toStandardOutput.count <= 1 else { throw UsageError("only one report can go to standard output ('-')") }
        if let request = toStandardOutput.first {
            guard name == nil else {
                throw UsageError("--format and --report \(request.format.rawValue)=- both name the report on standard output; use one")
            }
            return request.format
        }
        return try reportFormat(name ?? "xcode")
    }

    /// The file to audit from standard input (`audit -`, or `--stdin` with `--stdin-path NAME`), if asked.
    private static func standardInputFile(_ parsed: ParsedArguments) throws -> StandardInputFile? {
        let dash = parsed.positionals.contains("-")
        guard dash || parsed.flag("stdin") else {
            if parsed.value("stdin-path") != nil { throw UsageError("--stdin-path needs --stdin (or the path '-')") }
            return nil
        }
        guard parsed.positionals.allSatisfy({ $0 == "-" }) else {
            throw UsageError("standard input is audited alone: give no other path with '-' or --stdin")
        }
        let name = parsed.value("stdin-path") ?? "<stdin>"
        return StandardInputFile(path: name, bytes: Array(FileHandle.standardInput.readDataToEndOfFile()))
    }

    /// Refuses, before anything is audited, a report that would overwrite an input or a source file,
    /// or two reports into one file.
    private static func checkDestinations(_ requests: [ReportRequest], inputs: [String]) throws {
        var seen: Set<String> = []
        for request in requests where !request.isStandardOutput {
            if let reason = ReportWriter.refusal(toWrite: request.path, inputs: inputs) {
                let shown = SystemPath.display(request.path)
                throw UsageError("--report \(request.format.rawValue)=\(shown): \(shown) \(reason)")
            }
            let absolute = URL(fileURLWithPath: request.path).standardizedFileURL.path
            guard seen.insert(absolute).inserted else { throw UsageError("two reports name the same file \(request.path)") }
        }
    }

    private static func reportFormat(_ name: String) throws -> ReportFormat {
        do throws(ReportFormatError) { return try ReportFormat(name: name) } catch { throw UsageError(error.description) }
    }

    /// The lowest severity that fails the run; nil for `never`.
    private static func failThreshold(_ name: String) throws -> Severity? {
        if name == "never" { return nil }
        guard let severity = Severity(rawValue: name) else {
            let levels = ["error", "warning", "note", "never"]
            let suggestion = didYouMean(name, in: levels)
            throw UsageError("--fail-on must be error, warning, note or never, got '\(name)'\(suggestion)")
        }
        return severity
    }

    /// Writes a diagnostic line (already in `path: error: message` form) to standard error.
    private static func printDiagnostic(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
