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
    /// One file given on standard input, fixed instead of `paths`: never written (the caller prints
    /// the fixed text), judged with the configuration of its name.
    public var standardInput: StandardInputFile?

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

/// Runs `typecase fix` over Swift files and Interface Builder documents (``InterfaceBuilderFileFixer``,
/// after the code, by whose fixed outlet assignments they are judged): each file is audited as
/// `typecase audit` would (with the project's font extensions), its fixes chosen and composed
/// (``DocumentFixer``), the new text read again by the re-read gate, and, unless it is a dry run,
/// every changed file written atomically after one flush for the run (``FixedFile``).
public enum FixEngine {
    public static func run(_ options: FixOptions) -> FixResult {
        let resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema,
                                             explicitPath: options.configurationPath)
        let discovery = options.standardInput.map { FileDiscovery(resolver: resolver).standardInput(named: $0.path) }
            ?? FileDiscovery(resolver: resolver).discover(options.paths)
        let files = discovery.files
        let standardInput = options.standardInput?.bytes
        let jobs = max(1, min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(1, files.count)))
        let auditor = FileAuditor(rules: options.rules)
        let vocabularies = FileVocabularies(files: files, rules: options.rules)
        let project = ProjectScan(files: files, platform: options.platform, jobs: jobs, vocabularies: vocabularies,
                                  standardInput: standardInput)

        let hasDocuments = !project.documentIndices.isEmpty
        let preparer = ReplacementPreparer()
        let firstRound = AuditEngine.parallelMap(project.largestFirst, jobs: jobs) { index -> SwiftOutcome in
            let file = files[index]
            let contents: SourceContents
            do throws(InputProblem) {
                if let standardInput {
                    contents = try SourceReader.contents(standardInput, name: file.path)
                } else {
                    contents = try SourceReader.read(file.absolutePath, displayPath: file.path)
                }
            } catch {
                return SwiftOutcome(report: nil, problems: [error])
            }
            // The first pass has looked for the vocabulary's words (as the audit's second pass reads them).
            guard project.words[index]?.contains(.vocabulary) ?? vocabularies[file: index].admits(contents.bytes) else {
                return SwiftOutcome(report: FixedFile(report: .unchanged(file.path)), problems: contents.warnings)
            }
            var fixer = SwiftFileFixer(file: file, auditor: auditor, project: project.symbols(for: file), options: options)
            fixer.preparer = preparer
            // The largest file's tree and first-pass analysis, kept by the scan (released once taken).
            let kept = project.keptTrees.take(index).flatMap { $0.tree.file.bytes == contents.bytes ? $0 : nil }
            let tree = kept?.tree ?? SyntaxTree.parse(SourceFile(path: file.path, bytes: contents.bytes))
            let isUTF8 = !contents.warnings.contains { $0.kind == .invalidUTF8 }
            let analysis = fixer.analyze(tree, firstPass: kept?.firstPass)
            // A file that calls or declares a size helper is written once the run knows whether the helper is rewritten.
            let helpers = SizeHelperFacts(analysis)
            let (report, final) = fixer.fix(analysis, isUTF8: isUTF8, prepares: helpers.isEmpty)
            // What the fixed code assigns to outlets: the documents are judged by it.
            let outlets = hasDocuments ? CodeOutlets(final) : nil
            return SwiftOutcome(report: report, problems: contents.warnings, outlets: outlets, helpers: helpers,
                                original: helpers.isEmpty ? nil : tree.file.bytes, isUTF8: isUTF8, names: FileNames(tree))
        }
        let bySize = SizeHelperPlan(firstRound.map(\.helpers), options: options)
            .apply(to: firstRound, indices: project.largestFirst, files: files, project: project, options: options,
                   jobs: jobs) { file, symbols, fixedSymbols, injected in
                SwiftFileFixer(file: file, auditor: auditor, project: symbols, fixedProject: fixedSymbols, options: options,
                               injected: injected)
            }
        let rechecked = CrossFileRecheck(files: files, project: project, vocabularies: vocabularies, options: options)
            .apply(to: bySize, indices: project.largestFirst, jobs: jobs) { file, symbols in
                SwiftFileFixer(file: file, auditor: auditor, project: symbols, options: options)
            }
        var outcomes: [(FixedFile?, [InputProblem])] = Array(repeating: (nil, []), count: files.count)
        for (position, index) in project.largestFirst.enumerated() { outcomes[index] = (rechecked[position].report, rechecked[position].problems) }
        var code = CodeOutlets()
        for case let outlets? in rechecked.map(\.outlets) { code.formUnion(outlets) }
        let codeOutlets = code

        // The Interface Builder documents, after the code.
        let documentAuditor = DocumentAuditor(rules: options.rules)
        let documentIndices = project.documentIndices
        let documentOutcomes = AuditEngine.parallelMap(documentIndices, jobs: jobs) { index -> (FixedFile?, [InputProblem]) in
            let read = DocumentRead(files[index], standardInput: standardInput)
            guard let document = read.document else { return (nil, read.problems) }
            let fixer = InterfaceBuilderFileFixer(file: files[index], auditor: documentAuditor, code: codeOutlets, options: options,
                                                  preparer: preparer)
            return (fixer.fix(document), read.problems)
        }
        for (position, index) in documentIndices.enumerated() { outcomes[index] = documentOutcomes[position] }
        let fixed = outcomes.compactMap(\.0)
        let facts = files.indices.flatMap { RunFact.facts(outcomes[$0].0?.facts ?? [], of: files[$0].project) }
        let factsBefore = files.indices.flatMap { RunFact.facts(outcomes[$0].0?.factsBefore ?? [], of: files[$0].project) }
        // Every replacement is renamed over its file (once all are on disk) while the run-level rules read the facts.
        let renames = preparer.commit(fixed)
        let changedPaths = Set(fixed.lazy.filter(\.report.changed).map(\.report.path))
        let (runFindings, levels) = runLevel(after: facts, before: factsBefore, changedPaths: changedPaths, rules: options.rules,
                                             jobs: jobs)
        let committed = zip(fixed, renames).map { file, rename in rename?.value() ?? file.report }
        let reports = leaving(runFindings, in: committed).map { report in
            var result = report
            if report.changed { result.levels = levels[report.path] ?? [] }
            return result
        }
        return FixResult(files: reports, problems: discovery.problems + outcomes.flatMap(\.1),
                         configurationErrors: discovery.configurationErrors, wrote: options.writes)
    }

    /// The run-level findings of the texts after the run, and for each of `changedPaths` (the reports
    /// that show them) the type levels of its screens before → after: three readings of the run's
    /// facts, made side by side on `jobs` threads (they are what is left to do once every file is fixed).
    private static func runLevel(after facts: [RunFact], before factsBefore: [RunFact], changedPaths: Set<String>,
                                 rules: [any Rule], jobs: Int) -> (findings: [Finding], levels: [String: [TypeLevelChange]]) {
        let readings = AuditEngine.parallelMap([0, 1, 2], jobs: jobs) { reading -> ([Finding], [(screen: String, path: String, sizes: [Double])]) in
            switch reading {
            case 0: (RunRules.findings(from: facts, rules: rules), [])
            case 1: ([], TooManyTypeLevelsRule.levels(from: factsBefore, ofScreensIn: changedPaths, declaredIn: factsBefore))
            default: ([], TooManyTypeLevelsRule.levels(from: facts, ofScreensIn: changedPaths, declaredIn: factsBefore))
            }
        }
        return (readings[0].0, FixFacts.levelChanges(before: readings[1].1, after: readings[2].1))
    }

    /// The reports with the run-level findings of the texts after the run (a screen's type levels, the
    /// app's typefaces) left in the files they are reported in: none of them has a fix.
    private static func leaving(_ runFindings: [Finding], in reports: [FileFixReport]) -> [FileFixReport] {
        guard !runFindings.isEmpty else { return reports }
        let byPath = Dictionary(grouping: runFindings, by: \.path)
        return reports.map { report in
            guard let found = byPath[report.path] else { return report }
            var result = report
            result.left = (report.left + found.map {
                UnfixedFinding(finding: $0, reason: UnfixedReason(.noFix, $0.fixUnavailable ?? UnfixedReason.noFixText($0.ruleID)))
            }).sorted { Finding.reportOrder($0.finding, $1.finding) }
            return result
        }
    }
}

/// What fixing one Swift file gave the run.
struct SwiftOutcome: Sendable {
    var report: FixedFile?
    var problems: [InputProblem]
    /// What the file's code assigns to outlets (kept when the run has documents).
    var outlets: CodeOutlets?
    /// The size helpers the file calls and declares.
    var helpers = SizeHelperFacts()
    /// The bytes read, kept when the file calls or declares a size helper.
    var original: [UInt8]?
    var isUTF8 = true
    /// The names the file's code mentions, kept for every file parsed (the cross-file recheck reads
    /// again only the files that mention a changed name).
    var names: FileNames?
}

/// Fixes one Swift file of a run.
struct SwiftFileFixer {
    let file: DiscoveredFile
    let auditor: FileAuditor
    /// The run's declarations, as read (for the file as read) and after the run's helper rewrites (for the fixed texts).
    let project: ProjectSymbols
    let fixedProject: ProjectSymbols
    let options: FixOptions
    /// Fixes the run adds to the rules': the rewrite of size helpers and their calls.
    var injected: [InjectedFix] = []
    /// What the re-read gate compares the fixed text with, when not the text as read: the text with
    /// the declarations the run means to add.
    var gateReference: SyntaxTree?
    /// What prepares the fixed text for writing while the run goes on; without it, the text is kept
    /// for ``FixedFile/prepared(at:)``.
    var preparer: ReplacementPreparer?

    init(file: DiscoveredFile, auditor: FileAuditor, project: ProjectSymbols, fixedProject: ProjectSymbols? = nil,
         options: FixOptions, injected: [InjectedFix] = []) {
        self.file = file
        self.auditor = auditor
        self.project = project
        self.fixedProject = fixedProject ?? project
        self.options = options
        self.injected = injected
    }

    func unchanged() -> FileFixReport { .unchanged(file.path) }

    /// The analysis of `tree` with `project` (default: the run's declarations as read), starting from
    /// what the scan computed for it when it kept the tree (`firstPass`).
    func analyze(_ tree: SyntaxTree, project: ProjectSymbols? = nil, firstPass: FirstPassAnalysis? = nil) -> FileAnalysis {
        auditor.analyze(tree, firstPass: firstPass, absolutePath: file.absolutePath, configuration: file.configuration,
                        platform: options.platform, project: project ?? self.project)
    }

    func findings(_ analysis: FileAnalysis) -> [Finding] {
        auditor.findings(of: analysis, absolutePath: file.absolutePath, configuration: file.configuration)
    }

    /// The findings of an analysed text, and in `facts` what it tells the run-level rules.
    func findings(_ analysis: FileAnalysis, facts: inout [RunFact]) -> [Finding] {
        auditor.findings(of: analysis, absolutePath: file.absolutePath, configuration: file.configuration, facts: &facts)
    }

    /// The file's report, with its fixed text being prepared for writing (`prepares`, by ``preparer``;
    /// else kept for it) unless the run is a dry run, and the analysis of the text after the fix.
    func fix(_ analysis: FileAnalysis, isUTF8: Bool, prepares: Bool = true) -> (FixedFile, FileAnalysis) {
        let tree = analysis.tree
        var initialFacts: [RunFact] = []
        let found = InjectedFix.merge(injected, into: findings(analysis, facts: &initialFacts), in: analysis)
        // The run-level rules judge the text as it ends up: the facts of the last text audited.
        var lastFacts = initialFacts
        var lastAudited = tree.file.bytes
        let outcome = DocumentFixer.fix(original: tree.file.bytes, reading: analysis, findings: found,
                                        path: file.path, policy: options.policy, validator: AnalysingReader(fixer: self),
                                        locatesInOriginal: !options.writes, audit: { reading in
                                            lastFacts = []
                                            lastAudited = reading.tree.file.bytes
                                            return findings(reading, facts: &lastFacts)
                                        })
        var facts = initialFacts
        if let fixed = outcome.fixed, let after = outcome.fixedReading {
            facts = lastAudited == fixed ? lastFacts : { var final: [RunFact] = []; _ = findings(after, facts: &final); return final }()
        }
        let (made, final) = fixFile(analysis, outcome: outcome, found: found, isUTF8: isUTF8, prepares: prepares)
        var fixedFile = made.with(facts: facts, before: initialFacts)
        if made.report.failure == nil, let fixed = outcome.fixed, let after = outcome.fixedReading {
            fixedFile.final = (fixed, outcome.passes, after.tree)
        }
        return (fixedFile, final)
    }

    private func fixFile(_ analysis: FileAnalysis, outcome: DocumentFixOutcome<FileAnalysis>, found: [Finding], isUTF8: Bool,
                         prepares: Bool) -> (FixedFile, FileAnalysis) {
        let tree = analysis.tree
        var report = unchanged()
        report.left = outcome.left
        if let refusal = outcome.refusal {
            report.failure = FileFixFailure(kind: .refused, message: refusal)
            report.changed = true
        }
        guard let fixed = outcome.fixed, let after = outcome.fixedReading else {
            report.customFonts = FixFacts.customFonts(of: analysis, applied: [], left: report.left)
            return (FixedFile(report: report), analysis)
        }
        report.changed = true
        report.applied = outcome.applied
        report.customFonts = FixFacts.customFonts(of: analysis, applied: outcome.applied, left: report.left)
        // The texts to check are those of the first pass's fixes; an overload added beside a helper changes none.
        let overloads = Set(injected.filter(\.addsDeclaration).map(\.anchorOffset))
        let firstPass = outcome.applied.filter { applied in
            !overloads.contains(applied.finding.location.offset)
                && found.contains { $0.location == applied.finding.location && $0.ruleID == applied.finding.ruleID }
        }
        report.checks = FixFacts.checks(of: analysis, edits: firstPass.flatMap { $0.fix.edits.map(\.range) })
        if options.keepsText {
            report.original = tree.file.bytes
            report.fixed = fixed
        }
        if !isUTF8 {
            let failure = FileFixFailure(kind: .invalidUTF8, message: "holds bytes that are not UTF-8; not changed")
            return (FixedFile(report: report.notWritten(failure)), analysis)
        }
        guard options.writes else { return (FixedFile(report: report.dryRun(at: file.absolutePath)), after) }
        guard prepares, let preparer else { return (FixedFile(report: report, unwritten: fixed, over: tree.file.bytes), after) }
        return (FixedFile(report: report, preparing: preparer.start(file.absolutePath, expecting: tree.file.bytes, with: fixed)), after)
    }

    /// Swift's re-read gate: each text is parsed and analysed (every pass audits the text it made).
    private struct AnalysingReader: DocumentValidator {
        let fixer: SwiftFileFixer

        func read(_ bytes: [UInt8], path: String) -> FileAnalysis {
            fixer.analyze(SyntaxTree.parse(SourceFile(path: path, bytes: bytes)), project: fixer.fixedProject)
        }

        func problem(original: FileAnalysis, fixed: FileAnalysis) -> String? {
            SwiftDocumentValidator().problem(original: fixer.gateReference ?? original.tree, fixed: fixed.tree)
        }
    }
}

extension FileFixReport {
    /// The report of the file at `path` when nothing in it is fixed or left.
    static func unchanged(_ path: String) -> FileFixReport {
        FileFixReport(path: path, applied: [], left: [], changed: false, failure: nil, original: nil, fixed: nil,
                      levels: [], customFonts: [], checks: [])
    }

    /// The report with `fixed` prepared to replace `original` at `path` (``AtomicFileWriter/prepare(_:expecting:with:)``),
    /// or, when that fails, the report whose fixes became findings left.
    func preparing(_ fixed: [UInt8], over original: [UInt8], at path: String) -> FixedFile {
        prepared(Result { () throws(FileWriteFailure) in try AtomicFileWriter.prepare(path, expecting: original, with: fixed) })
    }

    /// The report with the replacement `preparation` gave, or, when it failed, the report whose fixes became findings left.
    func prepared(_ preparation: Result<PreparedReplacement, FileWriteFailure>) -> FixedFile {
        switch preparation {
        case .success(let pending): FixedFile(report: self, pending: pending)
        case .failure(let error): FixedFile(report: notWritten(FileFixFailure(error)))
        }
    }

    /// A dry run's report: as it is when the file could be written, else as a run would leave it.
    func dryRun(at path: String) -> FileFixReport {
        AtomicFileWriter.whyNotWritable(path).map { notWritten(FileFixFailure($0)) } ?? self
    }

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

/// A file's report and, when its fixed text is to be written, the replacement prepared beside it
/// (or being prepared, or the text to write, until the run knows it is final).
struct FixedFile: Sendable {
    var report: FileFixReport
    var pending: PreparedReplacement?
    var preparing: PendingReplacement?
    var unwritten: (fixed: [UInt8], original: [UInt8])?
    /// What the file's text after the run tells the run-level rules, and what it told them before.
    var facts: [RunFact] = []
    var factsBefore: [RunFact] = []
    /// The text the fix made, when it is to replace the file's, the edits of each pass that made it,
    /// and its tree as the re-read gate parsed it.
    var final: (text: [UInt8], passes: [[TextEdit]], tree: SyntaxTree)?

    func with(facts: [RunFact], before: [RunFact]) -> FixedFile {
        var file = self
        file.facts = facts
        file.factsBefore = before
        return file
    }

    init(report: FileFixReport, pending: PreparedReplacement? = nil) {
        self.report = report
        self.pending = pending
    }

    init(report: FileFixReport, unwritten fixed: [UInt8], over original: [UInt8]) {
        self.report = report
        unwritten = (fixed, original)
    }

    init(report: FileFixReport, preparing: PendingReplacement) {
        self.report = report
        self.preparing = preparing
    }

    /// The file once the replacement being prepared for it is (its report as preparing it left it).
    func awaitingPreparation() -> FixedFile {
        guard let preparing else { return self }
        let prepared = report.prepared(preparing.value())
        var file = self
        file.report = prepared.report
        file.pending = prepared.pending
        file.preparing = nil
        return file
    }

    /// The file with its text still to write prepared beside it at `path`, or the one being prepared ready.
    func prepared(at path: String) -> FixedFile {
        guard let unwritten else { return awaitingPreparation() }
        let prepared = report.preparing(unwritten.fixed, over: unwritten.original, at: path)
        var file = self
        file.report = prepared.report
        file.pending = prepared.pending
        file.unwritten = nil
        return file
    }

    /// Renames the prepared replacement (already on disk) over the file: the report, as not written
    /// when the file could not be replaced.
    func committed() -> FileFixReport {
        guard let pending else { return report }
        do throws(FileWriteFailure) {
            try AtomicFileWriter.commit(pending)
            return report
        } catch {
            return report.notWritten(FileFixFailure(error))
        }
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
