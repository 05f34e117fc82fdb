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
                              [--platform NAME] [--config FILE] [--jobs N] [--quiet]
                              [--baseline FILE] [--write-baseline FILE]

        Reads the Swift files below each PATH (default: the current directory) and reports where their
        typography departs from Apple's guidance: fixed font sizes, custom fonts that do not scale,
        capped Dynamic Type, thin weights, tracking and leading mistakes and more. `typecase rules`
        lists every rule. Directories are walked skipping .build, DerivedData, Pods, Carthage, .git,
        node_modules and hidden folders; each file uses the nearest .typecase.json walking up from it.

        Options:
          --format FORMAT       what standard output gets: xcode (default; path:line:col: warning:
                                message [rule-id]), json, sarif, github or markdown
          --report FORMAT=PATH  also write a report in FORMAT to PATH (repeatable), e.g.
                                --report sarif=build/typecase.sarif --report markdown=typography.md
          --fail-on LEVEL       exit 1 when a finding is at least LEVEL: error (default), warning,
                                note, or never
          --platform NAME       judge every file for this platform (ios, ipados, macos, watchos, tvos,
                                visionos) instead of configuration and imports; #if os(…) still applies
          --config FILE         use this configuration file for every file instead of the nearest
                                .typecase.json
          --jobs N              audit on N threads (default: one per core); the output is the same
          --quiet               no summary line and no warnings about inputs on standard error
          --baseline FILE       report only findings not in this baseline (matched by rule, file and
                                the line's content, not its number); the summary counts baseline
                                entries that no longer match
          --write-baseline FILE record every finding of this run in FILE (JSON, sorted) and exit 0
                                unless the file cannot be written; a later --baseline FILE run
                                reports only new findings
          --help                this text

        Suppress a finding with a comment: // typecase:disable:next RULE, // typecase:disable:this
        RULE, or a // typecase:disable RULE … // typecase:enable RULE region (`all` for every rule).

        Exit status: 0 no findings at or above --fail-on; 1 findings at or above it; 2 invalid
        arguments or configuration, or nothing could be audited (messages on standard error name the
        file and the problem; unreadable inputs are skipped and the run goes on).

        Examples:
          typecase audit Examples/Brewlog
          typecase audit Sources --fail-on warning --report sarif=typecase.sarif
          typecase audit App --format json --jobs 1
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["format", "report", "fail-on", "platform", "config", "jobs",
                                               "baseline", "write-baseline"],
                                      flags: ["quiet"]).parse(arguments)
        let format = try reportFormat(parsed.value("format") ?? "xcode")
        let requests = try parsed.allValues("report").map { argument in
            do throws(ReportFormatError) { return try ReportRequest(argument: argument) } catch { throw UsageError(error.description) }
        }
        let threshold = try failThreshold(parsed.value("fail-on") ?? "error")
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
        let baselineOptions = try BaselineOptions(parsed)
        let baseline: Baseline?
        do throws(BaselineError) { baseline = try baselineOptions.load() } catch {
            printDiagnostic(error.description)
            return ExitCode.usage
        }

        let result = AuditEngine.run(AuditOptions(paths: parsed.positionals, configurationPath: parsed.value("config"),
                                                  platform: platform, jobs: jobs))
        for error in result.configurationErrors { printDiagnostic(error.description) }
        for problem in result.problems where problem.isSkipped || !quiet { printDiagnostic(problem.description) }

        let match = baseline?.filter(result.findings, roots: parsed.positionals)
        let report = Report(findings: match?.findings ?? result.findings, rules: result.rules,
                            metadata: RunMetadata(toolVersion: TypecaseVersion.current, filesAudited: result.filesAudited))
        var status = ExitCode.success
        if !result.configurationErrors.isEmpty || result.filesAudited > 0 {
            let output = format.renderBytes(report)
            if !output.isEmpty { FileHandle.standardOutput.write(Data(output)) }
        }
        for failure in ReportWriter.write(report, to: requests) {
            printError(failure.description)
            status = ExitCode.usage
        }
        let recorded = result.isFailure ? nil : baselineOptions.write(result.findings)
        if let failure = recorded?.failure {
            printError(failure)
            status = ExitCode.usage
        }
        if !quiet {
            let baselinePhrase = match.map { "; \($0.phrase)" } ?? ""
            printError("audited \(result.filesAudited) file\(result.filesAudited == 1 ? "" : "s"): \(report.counts.phrase)\(baselinePhrase)")
            if let summary = recorded?.summary { printError(summary) }
        }
        if result.isFailure {
            if result.filesAudited == 0 && result.configurationErrors.isEmpty { printError("audit: nothing could be audited") }
            return ExitCode.usage
        }
        if status != ExitCode.success || recorded != nil { return status }
        if let threshold, report.findings.contains(where: { $0.severity >= threshold }) { return ExitCode.findings }
        return ExitCode.success
    }

    private static func reportFormat(_ name: String) throws -> ReportFormat {
        do throws(ReportFormatError) { return try ReportFormat(name: name) } catch { throw UsageError(error.description) }
    }

    /// The lowest severity that fails the run; nil for `never`.
    private static func failThreshold(_ name: String) throws -> Severity? {
        if name == "never" { return nil }
        guard let severity = Severity(rawValue: name) else {
            throw UsageError("--fail-on must be error, warning, note or never, got '\(name)'")
        }
        return severity
    }

    /// Writes a diagnostic line (already in `path: error: message` form) to standard error.
    private static func printDiagnostic(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
