import Foundation
import SwiftSource
import Synchronization
import Typography

/// An audit of a folder kept up to date one file at a time, for an editor: the whole run once
/// (``AuditEngine``'s three phases, each file's outcome kept), then, when a file changes, only that
/// file — its first-pass facts replaced (the fonts, models and modifiers it declares for the others),
/// its findings computed again with what every other file declares, and the run-level rules judged
/// again from every file's facts — so a file's findings are the ones `typecase audit FOLDER` gives
/// for it. Files may be read from unsaved buffers instead of disk. Nothing is audited before the first
/// ``reload(buffers:jobs:progress:)``. Not thread-safe: one caller at a time.
public final class WorkspaceAudit {
    /// The folder audited (absolute); nil: only the files given as buffers.
    public let root: String?
    /// Configuration files that could not be used.
    public private(set) var configurationErrors: [ConfigurationError] = []
    private let rules: [any Rule]
    private let configurationPath: String?
    private let platform: Platform?
    private var resolver: ConfigurationResolver
    private var files: [DiscoveredFile] = [] { didSet { scan = nil } }
    /// Per file, what the first pass took from it (trees not kept).
    private var firstPasses: [ProjectScan.FirstPass] = [] { didSet { scan = nil } }
    /// Per file, what its audit gave the last time it was audited.
    private var outcomes: [AuditEngine.FileOutcome<Never>] = []
    private var vocabularies: FileVocabularies { didSet { scan = nil } }
    /// Unsaved contents by absolute path, read instead of the file on disk.
    private var buffers: [String: [UInt8]] = [:] { didSet { scan = nil } }
    /// The run's scan of the first passes (``projectScan()``), made again once a file, buffer or first
    /// pass changes: the files it reads again are read once per change, not on every request.
    private var scan: ProjectScan?

    /// The audit of the files below `root` (nil: only the buffers given to it).
    public init(root: String?, configurationPath: String? = nil, platform: Platform? = nil,
                rules: [any Rule] = RuleRegistry.all) {
        self.root = root.map(AbsolutePath.make)
        self.rules = rules
        self.configurationPath = configurationPath
        self.platform = platform
        resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema, explicitPath: configurationPath)
        vocabularies = FileVocabularies(files: [], rules: rules)
    }

    /// The number of files of the run.
    public var fileCount: Int { files.count }

    /// Reads the configuration files and the folder and audits every file (at the start, and after
    /// `.typecase.json` changed or files were created or deleted). `buffers`: unsaved contents by
    /// path, read instead of disk; `progress` is called with the number of files done and the total.
    public func reload(buffers: [String: [UInt8]] = [:], jobs: Int? = nil,
                       progress: @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }) {
        self.buffers = [:]
        for (path, bytes) in buffers { self.buffers[AbsolutePath.make(path)] = bytes }
        resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema, explicitPath: configurationPath)
        let discovery = root.map { FileDiscovery(resolver: resolver).discover([$0]) }
        configurationErrors = discovery?.configurationErrors ?? []
        files = discovery?.files ?? []
        // Open buffers of files the folder walk does not reach (new, unsaved) are audited too.
        let known = Set(files.map(\.absolutePath))
        files += self.buffers.keys.filter { !known.contains($0) }.compactMap(discovered).sorted { $0.path < $1.path }
        files.sort { $0.path < $1.path }
        vocabularies = FileVocabularies(files: files, rules: rules)
        let jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let done = Atomic<Int>(0)
        let (files, buffers, vocabularies, platform) = (self.files, self.buffers, self.vocabularies, self.platform)
        firstPasses = AuditEngine.parallelMap(Array(files.indices), jobs: jobs) { index in
            let pass = ProjectScan.firstPass(of: files[index], index: index, bytes: buffers[files[index].absolutePath],
                                             platform: platform, vocabularies: vocabularies) { _ in false }
            progress(done.add(1, ordering: .relaxed).newValue, files.count * 2)
            return pass
        }
        let scan = projectScan()
        let pass = swiftPass(hasDocuments: !scan.documentIndices.isEmpty)
        let firstPasses = firstPasses
        var outcomes = AuditEngine.parallelMap(Array(files.indices), jobs: jobs) { index -> AuditEngine.FileOutcome<Never> in
            defer { progress(done.add(1, ordering: .relaxed).newValue, files.count * 2) }
            guard !firstPasses[index].isDocument else { return AuditEngine.FileOutcome(findings: [], problems: [], audited: false) }
            return pass.audit(files[index], index: index, kept: nil, bytes: buffers[files[index].absolutePath], project: scan)
        }
        let code = Self.codeOutlets(outcomes)
        let documentAuditor = DocumentAuditor(rules: rules)
        for index in scan.documentIndices {
            let read = DocumentRead(files[index], standardInput: buffers[files[index].absolutePath])
            outcomes[index] = AuditEngine.auditDocument(files[index], read: read, auditor: documentAuditor,
                                                        platform: platform, code: code, inspector: nil)
        }
        self.outcomes = outcomes
    }

    /// The findings for the file at `path` (absolute), in report order, with `bytes` as its contents
    /// (nil: the file on disk, as when its buffer is closed): the file's first-pass facts are
    /// replaced and it is audited again. Nil when the file is not audited: not Swift or an Interface
    /// Builder document, or left out by its configuration.
    public func findings(forFile path: String, bytes: [UInt8]?) -> [Finding]? {
        let path = AbsolutePath.make(path)
        buffers[path] = bytes
        guard let index = index(of: path) ?? insert(path) else { return nil }
        let file = files[index]
        firstPasses[index] = ProjectScan.firstPass(of: file, index: index, bytes: bytes, platform: platform,
                                                   vocabularies: vocabularies) { _ in true }
        let kept = firstPasses[index].kept
        firstPasses[index].kept = nil
        let scan = projectScan()
        if firstPasses[index].isDocument {
            outcomes[index] = AuditEngine.auditDocument(file, read: DocumentRead(file, standardInput: bytes),
                                                        auditor: DocumentAuditor(rules: rules), platform: platform,
                                                        code: Self.codeOutlets(outcomes), inspector: nil)
        } else {
            let pass = swiftPass(hasDocuments: !scan.documentIndices.isEmpty)
            outcomes[index] = pass.audit(file, index: index, kept: kept, bytes: bytes, project: scan)
        }
        var facts: [RunFact] = []
        for (index, outcome) in outcomes.enumerated() { facts += RunFact.facts(outcome.facts, of: files[index].project) }
        let runFindings = RunRules.findings(from: facts, rules: rules).filter { $0.path == file.path }
        return AuditEngine.merged(outcomes[index].findings, runFindings)
    }

    /// The run's scan from the first passes, the files read again whose declarations use the run's
    /// symbols (``ProjectScan/readAgain(_:read:)``), open buffers read as they are.
    private func projectScan() -> ProjectScan {
        if let scan { return scan }
        let (files, buffers, vocabularies, platform) = (self.files, self.buffers, self.vocabularies, self.platform)
        var passes = firstPasses
        ProjectScan.readAgain(&passes) { index, project, _ in
            ProjectScan.firstPass(of: files[index], index: index, bytes: buffers[files[index].absolutePath], platform: platform,
                                  vocabularies: vocabularies, project: project) { _ in false }
        }
        let made = ProjectScan(files: files, firstPasses: passes)
        scan = made
        return made
    }

    /// The analysis of the Swift file at `path` with `bytes` as its contents and what the other files
    /// declare (what a hover shows of its fonts); nil for a document or a file the run leaves out.
    public func analysis(ofFile path: String, bytes: [UInt8]) -> FileAnalysis? {
        guard let index = index(of: AbsolutePath.make(path)), !FileDiscovery.isInterfaceBuilderDocument(files[index].path) else {
            return nil
        }
        let file = files[index]
        let scan = projectScan()
        let tree = SyntaxTree.parse(SourceFile(path: file.path, bytes: bytes))
        return FileAuditor(rules: rules).analyze(tree, firstPass: nil, absolutePath: file.absolutePath, configuration: file.configuration,
                                                 platform: platform, project: scan.symbols(for: file))
    }

    /// Warnings about the file at `path` from its last audit (invalid UTF-8, a misspelt directive …).
    public func problems(ofFile path: String) -> [InputProblem] {
        index(of: AbsolutePath.make(path)).map { outcomes[$0].problems } ?? []
    }

    /// Reads the file at `path` again from disk (it changed there and has no buffer), so what it declares counts.
    public func refresh(_ path: String) {
        let path = AbsolutePath.make(path)
        guard buffers[path] == nil, index(of: path) != nil else { return }
        _ = findings(forFile: path, bytes: nil)
    }

    /// Forgets the unsaved contents of `path`: the file on disk counts again for the other files.
    public func closeBuffer(_ path: String) {
        let path = AbsolutePath.make(path)
        buffers[path] = nil
        guard let index = index(of: path) else { return }
        if FileManager.default.fileExists(atPath: path) {
            _ = findings(forFile: path, bytes: nil)
        } else {
            remove(at: index)
        }
    }

    private func swiftPass(hasDocuments: Bool) -> SwiftFilePass<Never> {
        let knownRuleIDs = Set(rules.map { type(of: $0).description.id }).union(RuleRegistry.catalog.keys)
        return SwiftFilePass(auditor: FileAuditor(rules: rules), vocabularies: vocabularies, knownRuleIDs: knownRuleIDs,
                             platform: platform, keepsOutlets: hasDocuments, inspector: nil)
    }

    private func index(of absolutePath: String) -> Int? {
        files.firstIndex { $0.absolutePath == absolutePath }
    }

    /// The file at `absolutePath` as the run sees it, when it is Swift or a document and its
    /// configuration includes it.
    private func discovered(_ absolutePath: String) -> DiscoveredFile? {
        guard absolutePath.hasSuffix(".swift") || FileDiscovery.isInterfaceBuilderDocument(absolutePath) else { return nil }
        return FileDiscovery(resolver: resolver).standardInput(named: absolutePath).files.first
    }

    /// Adds the file at `absolutePath` to the run (in path order), if ``discovered(_:)``; its index.
    private func insert(_ absolutePath: String) -> Int? {
        guard let file = discovered(absolutePath) else { return nil }
        let index = files.firstIndex { $0.path > file.path } ?? files.count
        files.insert(file, at: index)
        firstPasses.insert(ProjectScan.FirstPass(), at: index)
        outcomes.insert(AuditEngine.FileOutcome(findings: [], problems: [], audited: false), at: index)
        vocabularies = FileVocabularies(files: files, rules: rules)
        return index
    }

    private func remove(at index: Int) {
        files.remove(at: index)
        firstPasses.remove(at: index)
        outcomes.remove(at: index)
        vocabularies = FileVocabularies(files: files, rules: rules)
    }

    /// What the code of every Swift file assigns to outlets.
    private static func codeOutlets(_ outcomes: [AuditEngine.FileOutcome<Never>]) -> CodeOutlets {
        var code = CodeOutlets()
        for case let outlets? in outcomes.map(\.outlets) { code.formUnion(outlets) }
        return code
    }
}
