import Foundation
import SwiftSource
import Typography

/// What `typecase fix` fixes and how.
public struct FixOptions: Sendable {
    /// Files and directories (the current directory when empty).
    public var paths: [String]
    /// A configuration file for every file instead of the nearest `.typecase.json`.
    public var configurationPath: String?
    /// A platform for every file, replacing configuration and imports (`#if os` still applies).
    public var platform: Platform?
    /// Worker threads (nil: one per core).
    public var jobs: Int?
    /// Which fixes apply.
    public var policy: FixPolicy
    /// Whether fixed files are written (false: a dry run).
    public var writes: Bool
    /// Whether each changed file's original and fixed bytes are kept in the result (for a diff).
    public var keepsText: Bool
    /// The rules to run.
    public var rules: [any Rule]

    public init(paths: [String] = [], configurationPath: String? = nil, platform: Platform? = nil, jobs: Int? = nil,
                policy: FixPolicy = FixPolicy(), writes: Bool = true, keepsText: Bool = false,
                rules: [any Rule] = RuleRegistry.all) {
        self.paths = paths
        self.configurationPath = configurationPath
        self.platform = platform
        self.jobs = jobs
        self.policy = policy
        self.writes = writes
        self.keepsText = keepsText
        self.rules = rules
    }
}

/// The outcome of a fix run.
public struct FixResult: Sendable {
    /// Every file read, in path order, with what was fixed and left in it.
    public var files: [FileFixReport]
    /// Inputs skipped or read with a warning.
    public var problems: [InputProblem]
    /// Configuration files that could not be used.
    public var configurationErrors: [ConfigurationError]
    /// Whether fixed files were written (false: a dry run).
    public var wrote: Bool

    /// Whether the run must exit with status 2: invalid configuration, a named path that does not
    /// exist, nothing could be read, or a changed file could not be written.
    public var isFailure: Bool {
        !configurationErrors.isEmpty || files.isEmpty || files.contains { $0.failure != nil }
            || problems.contains { $0.kind == .nonexistentPath }
    }
}

/// Runs `typecase fix` over Swift files: each file is audited as `typecase audit` would (with the
/// project's font extensions), its fixes chosen and composed (``DocumentFixer``), the new text read
/// again by the re-read gate, and written atomically (``AtomicFileWriter``) unless it is a dry run.
public enum FixEngine {
    public static func run(_ options: FixOptions) -> FixResult {
        let resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema,
                                             explicitPath: options.configurationPath)
        let discovery = FileDiscovery(resolver: resolver).discover(options.paths)
        let files = discovery.files
        let jobs = max(1, min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(1, files.count)))
        let auditor = FileAuditor(rules: options.rules)
        let vocabulary = RuleVocabulary(rules: options.rules)
        let project = ProjectScan(files: files, platform: options.platform, jobs: jobs)

        let bySize = AuditEngine.parallelMap(project.largestFirst, jobs: jobs) { index -> (FileFixReport?, [InputProblem]) in
            let file = files[index]
            let contents: SourceContents
            do throws(InputProblem) {
                contents = try SourceReader.read(file.absolutePath, displayPath: file.path)
            } catch {
                return (nil, [error])
            }
            let fixer = SwiftFileFixer(file: file, auditor: auditor, project: project.symbols, options: options)
            guard vocabulary.admits(contents.bytes) else { return (fixer.unchanged(), contents.warnings) }
            let kept = project.keptTrees[index].flatMap { $0.file.bytes == contents.bytes ? $0 : nil }
            let tree = kept ?? SyntaxTree.parse(SourceFile(path: file.path, bytes: contents.bytes))
            let isUTF8 = !contents.warnings.contains { $0.kind == .invalidUTF8 }
            return (fixer.fix(tree, isUTF8: isUTF8), contents.warnings)
        }
        var outcomes = bySize
        for (position, index) in project.largestFirst.enumerated() { outcomes[index] = bySize[position] }
        return FixResult(files: outcomes.compactMap(\.0), problems: discovery.problems + outcomes.flatMap(\.1),
                         configurationErrors: discovery.configurationErrors, wrote: options.writes)
    }
}

/// Fixes one Swift file of a run.
private struct SwiftFileFixer {
    let file: DiscoveredFile
    let auditor: FileAuditor
    let project: ProjectSymbols
    let options: FixOptions

    func unchanged() -> FileFixReport {
        FileFixReport(path: file.path, applied: [], left: [], changed: false, failure: nil, original: nil, fixed: nil,
                      levels: [], customFonts: [], checks: [])
    }

    func analyze(_ tree: SyntaxTree) -> FileAnalysis {
        auditor.analyze(tree, absolutePath: file.absolutePath, configuration: file.configuration,
                        platform: options.platform, project: project)
    }

    func findings(_ analysis: FileAnalysis) -> [Finding] {
        auditor.findings(of: analysis, absolutePath: file.absolutePath, configuration: file.configuration)
    }

    func fix(_ tree: SyntaxTree, isUTF8: Bool) -> FileFixReport {
        let analysis = analyze(tree)
        let found = findings(analysis)
        let outcome = DocumentFixer.fix(original: tree.file.bytes, reading: analysis, findings: found, path: file.path,
                                        policy: options.policy, validator: AnalysingReader(fixer: self),
                                        audit: { findings($0) })
        var report = unchanged()
        report.left = outcome.left
        if let refusal = outcome.refusal {
            report.failure = FileFixFailure(kind: .refused, message: refusal)
            report.changed = true
        }
        guard let fixed = outcome.fixed, let after = outcome.fixedReading else {
            report.levels = FixFacts.levelChanges(before: analysis, after: nil).filter { $0.before != $0.after }
            report.customFonts = FixFacts.customFonts(of: analysis, applied: [], left: report.left)
            return report
        }
        report.changed = true
        report.applied = outcome.applied
        report.levels = FixFacts.levelChanges(before: analysis, after: after)
        report.customFonts = FixFacts.customFonts(of: analysis, applied: outcome.applied, left: report.left)
        let firstPass = outcome.applied.filter { applied in found.contains { $0.location == applied.finding.location && $0.ruleID == applied.finding.ruleID } }
        report.checks = FixFacts.checks(of: analysis, edits: firstPass.flatMap { $0.fix.edits.map(\.range) })
        if options.keepsText {
            report.original = tree.file.bytes
            report.fixed = fixed
        }
        if !isUTF8 {
            return failed(report, FileFixFailure(kind: .invalidUTF8, message: "holds bytes that are not UTF-8; not changed"))
        }
        guard options.writes else { return report }
        do throws(FileWriteFailure) {
            try AtomicFileWriter.replace(file.absolutePath, expecting: tree.file.bytes, with: fixed)
        } catch {
            let kind: FileFixFailure.Kind = switch error.kind {
            case .readOnly: .readOnly
            case .changedOnDisk: .changedOnDisk
            case .failed: .writeFailed
            }
            return failed(report, FileFixFailure(kind: kind, message: error.message))
        }
        return report
    }

    /// Swift's re-read gate, reading each text into the analysis the next pass audits.
    private struct AnalysingReader: DocumentValidator {
        let fixer: SwiftFileFixer

        func read(_ bytes: [UInt8], path: String) -> FileAnalysis {
            fixer.analyze(SyntaxTree.parse(SourceFile(path: path, bytes: bytes)))
        }

        func problem(original: FileAnalysis, fixed: FileAnalysis) -> String? {
            SwiftDocumentValidator().problem(original: original.tree, fixed: fixed.tree)
        }
    }

    /// The report of a file whose fixed text was not written: its fixes become findings left.
    private func failed(_ report: FileFixReport, _ failure: FileFixFailure) -> FileFixReport {
        var result = report
        result.failure = failure
        result.left = (report.left + report.applied.map {
            UnfixedFinding(finding: $0.finding, reason: UnfixedReason(.fileNotWritten, "not written: \(failure.message)"))
        }).sorted { Finding.reportOrder($0.finding, $1.finding) }
        result.applied = []
        result.checks = []
        return result
    }
}
