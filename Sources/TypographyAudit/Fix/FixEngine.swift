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

        let bySize = AuditEngine.parallelMap(project.largestFirst, jobs: jobs) { index -> FileOutcome in
            let file = files[index]
            let contents: SourceContents
            do throws(InputProblem) {
                contents = try SourceReader.read(file.absolutePath, displayPath: file.path)
            } catch {
                return FileOutcome(report: nil, write: nil, problems: [error])
            }
            let fixer = SwiftFileFixer(file: file, auditor: auditor, project: project.symbols, options: options)
            guard vocabulary.admits(contents.bytes) else {
                return FileOutcome(report: fixer.unchanged(), write: nil, problems: contents.warnings)
            }
            let kept = project.keptTrees[index].flatMap { $0.file.bytes == contents.bytes ? $0 : nil }
            let tree = kept ?? SyntaxTree.parse(SourceFile(path: file.path, bytes: contents.bytes))
            let isUTF8 = !contents.warnings.contains { $0.kind == .invalidUTF8 }
            let (report, write) = fixer.fix(tree, isUTF8: isUTF8)
            return FileOutcome(report: report, write: write, problems: contents.warnings)
        }
        var outcomes = bySize
        for (position, index) in project.largestFirst.enumerated() { outcomes[index] = bySize[position] }
        // The new contents are flushed to disk once, then renamed over the files one by one.
        if outcomes.contains(where: { $0.write != nil }) { sync() }
        for index in outcomes.indices {
            guard let write = outcomes[index].write, let report = outcomes[index].report else { continue }
            do throws(FileWriteFailure) {
                try AtomicFileWriter.commit(write)
            } catch {
                outcomes[index].report = report.notWritten(FileFixFailure(error))
            }
        }
        return FixResult(files: outcomes.compactMap(\.report), problems: discovery.problems + outcomes.flatMap(\.problems),
                         configurationErrors: discovery.configurationErrors, wrote: options.writes)
    }
}

/// What the run did with one file: its report, its prepared replacement, the problems reading it.
private struct FileOutcome: Sendable {
    var report: FileFixReport?
    var write: PreparedReplacement?
    var problems: [InputProblem]
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

    /// The file's report, and its new contents prepared beside it when they are to be written.
    func fix(_ tree: SyntaxTree, isUTF8: Bool) -> (FileFixReport, PreparedReplacement?) {
        let analysis = analyze(tree)
        let found = findings(analysis)
        let outcome = DocumentFixer.fix(original: tree.file.bytes, reading: SwiftReading(analysis), findings: found,
                                        path: file.path, policy: options.policy, validator: AnalysingReader(fixer: self),
                                        audit: { findings($0.analysis) }, needsAnotherPass: Self.mayCallForFixes)
        var report = unchanged()
        report.left = outcome.left
        if let refusal = outcome.refusal {
            report.failure = FileFixFailure(kind: .refused, message: refusal)
            report.changed = true
        }
        guard let fixed = outcome.fixed, let reading = outcome.fixedReading else {
            report.levels = FixFacts.levelChanges(before: analysis, after: nil).filter { $0.before != $0.after }
            report.customFonts = FixFacts.customFonts(of: analysis, applied: [], left: report.left)
            return (report, nil)
        }
        report.changed = true
        report.applied = outcome.applied
        // Exact fixes keep every size: the levels after are those before, without analysing the new text.
        let after = outcome.applied.allSatisfy(\.fix.isExact) ? analysis : reading.analysis
        report.levels = FixFacts.levelChanges(before: analysis, after: after)
        report.customFonts = FixFacts.customFonts(of: analysis, applied: outcome.applied, left: report.left)
        let firstPass = outcome.applied.filter { applied in found.contains { $0.location == applied.finding.location && $0.ruleID == applied.finding.ruleID } }
        report.checks = FixFacts.checks(of: analysis, edits: firstPass.flatMap { $0.fix.edits.map(\.range) })
        if options.keepsText {
            report.original = tree.file.bytes
            report.fixed = fixed
        }
        if !isUTF8 {
            return (report.notWritten(FileFixFailure(kind: .invalidUTF8, message: "holds bytes that are not UTF-8; not changed")), nil)
        }
        guard options.writes else { return (report, nil) }
        do throws(FileWriteFailure) {
            return (report, try AtomicFileWriter.prepare(file.absolutePath, expecting: tree.file.bytes, with: fixed))
        } catch {
            return (report.notWritten(FileFixFailure(error)), nil)
        }
    }

    /// Whether fixes may call for more: a UIKit font that now scales needs
    /// `adjustsFontForContentSizeCategory`, which only an audit of the new text can place.
    static func mayCallForFixes(_ applied: [AppliedFix]) -> Bool {
        applied.contains { fix in
            fix.fix.edits.contains { $0.replacement.contains("UIFontMetrics(") || $0.replacement.contains("preferredFont(") }
        }
    }

    /// A text as the passes read it: its tree, analysed only when a pass audits it or the summary
    /// needs its type levels.
    final class SwiftReading {
        let tree: SyntaxTree
        private let analyse: (SyntaxTree) -> FileAnalysis
        private var analysed: FileAnalysis?

        init(_ analysis: FileAnalysis) {
            tree = analysis.tree
            analysed = analysis
            analyse = { _ in analysis }
        }

        init(_ tree: SyntaxTree, analyse: @escaping (SyntaxTree) -> FileAnalysis) {
            self.tree = tree
            self.analyse = analyse
        }

        var analysis: FileAnalysis {
            if let analysed { return analysed }
            let result = analyse(tree)
            analysed = result
            return result
        }
    }

    /// Swift's re-read gate: each text is parsed, and analysed when it is audited.
    private struct AnalysingReader: DocumentValidator {
        let fixer: SwiftFileFixer

        func read(_ bytes: [UInt8], path: String) -> SwiftReading {
            SwiftReading(SyntaxTree.parse(SourceFile(path: path, bytes: bytes)), analyse: fixer.analyze)
        }

        func problem(original: SwiftReading, fixed: SwiftReading) -> String? {
            SwiftDocumentValidator().problem(original: original.tree, fixed: fixed.tree)
        }
    }
}

extension FileFixReport {
    /// The report of a file whose fixed text was not written: its fixes become findings left.
    func notWritten(_ failure: FileFixFailure) -> FileFixReport {
        var result = self
        result.failure = failure
        result.left = (left + applied.map {
            UnfixedFinding(finding: $0.finding, reason: UnfixedReason(.fileNotWritten, "not written: \(failure.message)"))
        }).sorted { Finding.reportOrder($0.finding, $1.finding) }
        result.applied = []
        result.checks = []
        return result
    }
}

extension FileFixFailure {
    init(_ failure: FileWriteFailure) {
        let kind: Kind = switch failure.kind {
        case .readOnly: .readOnly
        case .changedOnDisk: .changedOnDisk
        case .failed: .writeFailed
        }
        self.init(kind: kind, message: failure.message)
    }
}
