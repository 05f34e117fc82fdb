import Dispatch
import Foundation
import InterfaceBuilder
import SwiftSource
import Synchronization
import Typography

/// What to audit and how.
public struct AuditOptions: Sendable {
    /// Files and directories (the current directory when empty).
    public var paths: [String]
    /// A configuration file for every file instead of the nearest `.typecase.json`.
    public var configurationPath: String?
    /// A platform for every file, replacing configuration and imports (`#if os` still applies).
    public var platform: Platform?
    /// Worker threads (nil: one per core).
    public var jobs: Int?
    /// The rules to run.
    public var rules: [any Rule]
    /// One file given on standard input, audited instead of `paths`.
    public var standardInput: StandardInputFile?
    /// Whether files named in `paths` that their configuration's `include`/`exclude` leaves out
    /// are skipped (`--force-exclude`), as files found in a folder are.
    public var forceExclude = false
    /// Whether the Swift rules' findings carry their fixes and the reasons for none. Off when no report of the run
    /// shows them (the compiler's format, GitHub annotations, Markdown): the rules then skip
    /// building thousands of replacement texts nobody reads.
    public var proposesFixes: Bool
    /// Called before each file of ``ExtensionScan/largeFile`` bytes or more is read, in each pass: the
    /// host may hand the pages its allocator holds free back to the system there (the `typecase`
    /// command trims glibc's heaps). What the files before left freed between the blocks still in use
    /// stays resident otherwise, under the large file's tree, and sets the run's peak.
    public var releasesFreeMemory: (@Sendable () -> Void)?

    public init(paths: [String] = [], configurationPath: String? = nil, platform: Platform? = nil, jobs: Int? = nil,
                rules: [any Rule] = RuleRegistry.all, standardInput: StandardInputFile? = nil, proposesFixes: Bool = true) {
        self.paths = paths
        self.configurationPath = configurationPath
        self.platform = platform
        self.jobs = jobs
        self.rules = rules
        self.standardInput = standardInput
        self.proposesFixes = proposesFixes
    }
}

/// Source read from standard input (as editors and pre-commit hooks pass it), audited as if it were
/// the file at `path`: that name in findings, that file's configuration.
public struct StandardInputFile: Sendable {
    /// The name findings carry and the configuration is looked up for (`<stdin>` when not given).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The outcome of an audit run.
public struct AuditResult: Sendable {
    /// Findings in report order (path, line, column, rule), suppressions applied.
    public var findings: [Finding]
    /// Inputs skipped or audited with a warning, in discovery order then file order.
    public var problems: [InputProblem]
    /// Configuration files that could not be used.
    public var configurationErrors: [ConfigurationError]
    /// Files read and audited.
    public var filesAudited: Int
    /// Files named (or read from standard input) that their configuration leaves out.
    public var filesExcluded = 0
    /// The descriptions of the rules that ran, sorted by id.
    public var rules: [RuleDescription]
    /// For each audited file whose name is not valid UTF-8: the path its findings show (`\xE9`) →
    /// the path with the name's bytes (``DiscoveredFile/systemPath``).
    public var systemPaths: [String: String] = [:]

    /// Whether the run must exit with status 2: invalid configuration, a named path that does not
    /// exist (a mistyped folder must not pass), or nothing could be audited (and not because the
    /// configuration left out every file named).
    public var isFailure: Bool {
        !configurationErrors.isEmpty || (filesAudited == 0 && filesExcluded == 0) || problems.contains { $0.kind == .nonexistentPath }
    }
}

/// Runs an audit: discovery and configuration, a cheap pass that collects what files declare for
/// each other (`extension Font/UIFont/NSFont` members, observable models, View modifiers, number
/// constants of types) and reads the Interface Builder documents, then every Swift file on all cores,
/// then the documents (judged with what the code assigns to their outlets) — each file read, analysed,
/// checked and dropped, so memory stays bounded; files without any word of the rules' vocabularies
/// are read but not parsed — and a deterministic sorted result.
public enum AuditEngine {
    public static func run(_ options: AuditOptions) -> AuditResult {
        run(options, inspector: FileInspector<Never>?.none).result
    }

    /// Runs an audit and hands every analysed file to `inspector`; the extracts come back in path
    /// order (files that were not parsed have none).
    public static func run<Extract: Sendable>(_ options: AuditOptions, inspector: FileInspector<Extract>)
        -> (result: AuditResult, extracts: [Extract]) {
        run(options, inspector: Optional(inspector))
    }

    private static func run<Extract: Sendable>(_ options: AuditOptions, inspector: FileInspector<Extract>?)
        -> (result: AuditResult, extracts: [Extract]) {
        let resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema,
                                             explicitPath: options.configurationPath)
        let discovery = options.standardInput.map { FileDiscovery(resolver: resolver).standardInput(named: $0.path) }
            ?? { () -> FileDiscoveryResult in
                var discovery = FileDiscovery(resolver: resolver)
                discovery.forceExclude = options.forceExclude
                return discovery.discover(options.paths)
            }()
        let files = discovery.files
        let standardInput = options.standardInput?.bytes
        let jobs = max(1, min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(1, files.count)))
        let auditor = FileAuditor(rules: options.rules, proposesFixes: options.proposesFixes)
        let vocabularies = FileVocabularies(files: files, rules: options.rules,
                                            extraWords: inspector.map { [$0.vocabulary] } ?? [])
        // Suppression comments may name any rule of the catalog, run or not.
        let knownRuleIDs = Set(options.rules.map { type(of: $0).description.id }).union(RuleRegistry.catalog.keys)

        // Phase 1: what files declare for the others (fonts in extensions of Font/UIFont/NSFont,
        // observable models, View modifiers, number constants of types), visible to every file, and
        // the Interface Builder documents, whose outlets count for the Swift rules.
        let project = ProjectScan(files: files, platform: options.platform, jobs: jobs, vocabularies: vocabularies,
                                  standardInput: standardInput, keepsFacts: false, releasesFreeMemory: options.releasesFreeMemory)
        let keptTrees = project.keptTrees
        let hasDocuments = !project.documentIndices.isEmpty

        // Phase 2: every Swift file, read with its warnings, analysed, checked and dropped. The
        // biggest files start first, so no thread is left with a large one at the end; results go
        // back to path order. With documents in the run, what the code assigns to outlets is kept.
        let order = project.largestFirst
        let pass = SwiftFilePass(auditor: auditor, vocabularies: vocabularies, knownRuleIDs: knownRuleIDs,
                                 platform: options.platform, keepsOutlets: hasDocuments, inspector: inspector)
        let releasesFreeMemory = options.releasesFreeMemory
        var outcomesBySize = parallelMap(order, jobs: jobs, oneAtATime: project.isLarge) { index -> FileOutcome<Extract> in
            if project.isLarge(index) { releasesFreeMemory?() }
            return pass.audit(files[index], index: index, kept: keptTrees.take(index), bytes: standardInput, project: project)
        }
        var code = CodeOutlets()
        for case let outlets? in outcomesBySize.map(\.outlets) { code.formUnion(outlets) }
        let codeOutlets = code

        // Phase 3: the documents, judged with what the code assigns to their outlets.
        let documentIndices = project.documentIndices
        let documentAuditor = DocumentAuditor(rules: options.rules)
        var documentOutcomes = parallelMap(documentIndices, jobs: jobs, oneAtATime: project.isLarge) { index -> FileOutcome<Extract> in
            Self.auditDocument(files[index], read: DocumentRead(files[index], standardInput: standardInput), auditor: documentAuditor,
                               platform: options.platform, code: codeOutlets, inspector: inspector)
        }
        var outcomes = [FileOutcome<Extract>](repeating: FileOutcome(findings: [], problems: [], audited: false), count: files.count)
        for (position, index) in order.enumerated() { outcomes[index] = outcomesBySize[position] }
        for (position, index) in documentIndices.enumerated() { outcomes[index] = documentOutcomes[position] }
        // The outcomes are held once, in path order.
        outcomesBySize = []
        documentOutcomes = []
        var findings: [Finding] = []
        findings.reserveCapacity(outcomes.reduce(0) { $0 + $1.findings.count })
        var problems = discovery.problems
        var audited = 0
        var facts: [RunFact] = []
        var extracts: [Extract] = []
        // Each file's facts are moved out of its outcome (a dense file has a million of them: no copy
        // may outlive the next).
        for index in outcomes.indices {
            let outcome = outcomes[index]
            findings += outcome.findings
            problems += outcome.problems
            outcomes[index].facts = []
            if facts.isEmpty { facts = outcome.facts } else { facts += outcome.facts }
            if outcome.audited { audited += 1 }
            if let extract = outcome.extract { extracts.append(extract) }
        }
        // Files are sorted by path and each file's findings are in report order: so is the whole.
        // Run-level rules report once, from what every file told them, in report order too.
        let runFindings = RunRules.findings(from: facts, rules: options.rules)
        if !runFindings.isEmpty { findings = Self.merged(findings, runFindings) }
        let descriptions = options.rules.map { type(of: $0).description }.sorted { $0.id < $1.id }
        var result = AuditResult(findings: findings, problems: problems, configurationErrors: discovery.configurationErrors,
                                 filesAudited: audited, rules: descriptions)
        result.filesExcluded = discovery.excludedNamedFiles
        for file in discovery.files where file.systemPath != file.path && result.systemPaths[file.path] == nil {
            result.systemPaths[file.path] = file.systemPath
        }
        return (result, extracts)
    }

    /// Two lists of findings in report order as one, equal findings of `first` before those of
    /// `second` (as a stable sort of `first + second` orders them), in one pass: sorting the whole
    /// again cost more than the run-level rules that added to it.
    static func merged(_ first: [Finding], _ second: [Finding]) -> [Finding] {
        var result: [Finding] = []
        result.reserveCapacity(first.count + second.count)
        var (next, nextOfSecond) = (0, 0)
        while next < first.count, nextOfSecond < second.count {
            if Finding.reportOrder(second[nextOfSecond], first[next]) {
                result.append(second[nextOfSecond])
                nextOfSecond += 1
            } else {
                result.append(first[next])
                next += 1
            }
        }
        result += first[next...]
        result += second[nextOfSecond...]
        return result
    }

    /// Phase 3 for one document: judged with what the code assigns to its outlets.
    static func auditDocument<Extract: Sendable>(_ file: DiscoveredFile, read: DocumentRead?, auditor: DocumentAuditor,
                                                 platform: Platform?, code: CodeOutlets,
                                                 inspector: FileInspector<Extract>?) -> FileOutcome<Extract> {
        guard let read, let document = read.document else {
            return FileOutcome(findings: [], problems: read?.problems ?? [], audited: false)
        }
        guard let inspection = DocumentAuditor.inspection(of: document, path: file.path, absolutePath: file.absolutePath,
                                                          configuration: file.configuration, platform: platform,
                                                          code: code) else {
            return FileOutcome(findings: [], problems: read.problems, audited: true)
        }
        var facts: [RunFact] = []
        let findings = auditor.audit(inspection, configuration: file.configuration, facts: &facts)
        facts.setProject(file.project)
        return FileOutcome(findings: findings, problems: read.problems, audited: true,
                           extract: inspector?.inspectDocument?(inspection), facts: facts)
    }

    /// What auditing one file gave.
    struct FileOutcome<Extract: Sendable>: Sendable {
        var findings: [Finding]
        var problems: [InputProblem]
        var audited: Bool
        /// What the file's code assigns to outlets (kept when the run has documents).
        var outlets: CodeOutlets? = nil
        /// What the run's inspector took from the file.
        var extract: Extract? = nil
        /// What the file tells the run-level rules.
        var facts: [RunFact] = []
    }

    /// `transform` applied to every element on `jobs` threads, results in input order. Threads take
    /// the next index from an atomic counter, so a slow file does not hold up the others. Elements
    /// for which `oneAtATime` holds (large files) are transformed one at a time, in their order, each
    /// beside the others only: two large files' trees never take memory together, and a thread with
    /// nothing else to take leaves the rest of them to the thread doing one.
    static func parallelMap<Element: Sendable, Result: Sendable>(
        _ elements: [Element], jobs: Int, oneAtATime: (Element) -> Bool = { _ in false },
        _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let slots = ResultSlots<Result>(count: elements.count)
        let large = jobs > 1 ? elements.indices.filter { oneAtATime(elements[$0]) } : []
        guard large.isEmpty else {
            let others = elements.indices.filter { !oneAtATime(elements[$0]) }
            let schedule = Mutex(LargeFirstSchedule(large: large, others: others))
            DispatchQueue.concurrentPerform(iterations: jobs) { _ in
                var tookLarge = false
                while let next = schedule.withLock({ $0.next(afterLarge: tookLarge) }) {
                    tookLarge = next.isLarge
                    slots.store(transform(elements[next.index]), at: next.index)
                }
            }
            return slots.results()
        }
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < elements.count else { return }
                slots.store(transform(elements[index]), at: index)
            }
        }
        return slots.results()
    }
}

/// Result storage written by several threads, each index by exactly one of them, then read once.
/// Left uninitialized until written: a run's slots (a hundred bytes a file in the second pass) take
/// no memory before their results come, and the second pass has its peak at its first, largest files.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let buffer: UnsafeMutablePointer<Result>
    private let count: Int

    init(count: Int) {
        self.count = count
        buffer = .allocate(capacity: max(1, count))
    }

    /// The results were moved out by ``results()``.
    deinit { buffer.deallocate() }

    func store(_ result: Result, at index: Int) { (buffer + index).initialize(to: result) }

    /// The results in index order, moved out of the slots (each slot must have been written once).
    func results() -> [Result] {
        Array(unsafeUninitializedCapacity: count) { results, initialized in
            results.baseAddress?.moveInitialize(from: buffer, count: count)
            initialized = count
        }
    }
}

/// Phase 2 for one Swift file: read (unless the first pass kept its tree), analysed with what the
/// other files declare, checked; what it assigns to outlets kept when the run has documents.
struct SwiftFilePass<Extract: Sendable>: Sendable {
    let auditor: FileAuditor
    let vocabularies: FileVocabularies
    /// Suppression comments may name any rule of the catalog, run or not.
    let knownRuleIDs: Set<String>
    let platform: Platform?
    /// Whether the run has documents, so what the code assigns to outlets counts.
    let keepsOutlets: Bool
    let inspector: FileInspector<Extract>?

    /// `kept`: the tree from the first pass, audited with the bytes it was parsed from (the file is not
    /// read, and held, a second time); `bytes`: the file's contents when they are not on disk.
    func audit(_ file: DiscoveredFile, index: Int, kept: KeptTree?, bytes: [UInt8]?,
               project: ProjectScan) -> AuditEngine.FileOutcome<Extract> {
        let absolutePath = file.absolutePath
        let contents: SourceContents
        do throws(InputProblem) {
            if let bytes = kept?.tree.file.bytes ?? bytes {
                contents = try SourceReader.contents(bytes, name: file.path)
            } else {
                contents = try SourceReader.read(absolutePath, displayPath: file.path)
            }
        } catch {
            return AuditEngine.FileOutcome(findings: [], problems: [error], audited: false)
        }
        // Without a word some rule needs (a model, a network client), no rule can report: not parsed
        // (unless a `typecase:` comment needs checking). The first pass has looked for the words.
        let words = project.words[index] ?? vocabularies.words(ofFile: index, in: contents.bytes)
        let admitted = words.contains(.vocabulary)
        guard admitted || words.contains(.directive) else {
            return AuditEngine.FileOutcome(findings: [], problems: contents.warnings, audited: true)
        }
        let tree = kept?.tree ?? SyntaxTree.parse(SourceFile(path: file.path, bytes: contents.bytes))
        var findings: [Finding] = []
        var facts: [RunFact] = []
        var outlets: CodeOutlets?
        var extract: Extract?
        if admitted {
            let configuration = file.configuration
            let analysis = auditor.analyze(tree, firstPass: kept?.firstPass, absolutePath: absolutePath,
                                           configuration: configuration, platform: platform,
                                           project: project.symbols(for: file))
            findings = auditor.findings(of: analysis, absolutePath: absolutePath, configuration: configuration,
                                        mentionsDirective: words.contains(.directive),
                                        ruleSettings: vocabularies.ruleSettings(ofFile: index), facts: &facts)
            facts.setProject(file.project)
            outlets = keepsOutlets ? CodeOutlets(analysis) : nil
            extract = inspector.map { $0.inspect(analysis) }
        }
        let suppressionProblems = words.contains(.directive)
            ? FileAuditor.directiveProblems(in: tree, path: file.path, knownRuleIDs: knownRuleIDs) : []
        return AuditEngine.FileOutcome(findings: findings, problems: contents.warnings + suppressionProblems, audited: true,
                                       outlets: outlets, extract: extract, facts: facts)
    }
}

/// An Interface Builder document read for its audit: the document, or why it cannot be audited,
/// and the warnings about its bytes.
struct DocumentRead: Sendable {
    var document: InterfaceBuilderDocument?
    var problems: [InputProblem] = []

    /// Reads the document at `file`, or the bytes of standard input named by it.
    init(_ file: DiscoveredFile, standardInput: [UInt8]?) {
        let contents: SourceContents
        do throws(InputProblem) {
            if let standardInput {
                contents = try SourceReader.contents(standardInput, name: file.path)
            } else {
                contents = try SourceReader.read(file.absolutePath, displayPath: file.path)
            }
        } catch {
            problems = [error]
            return
        }
        problems = contents.warnings
        do throws(InterfaceBuilderError) {
            document = try InterfaceBuilderDocument(bytes: contents.bytes)
        } catch {
            problems.append(InputProblem(path: file.path, kind: .malformedDocument, message: "\(error); skipped"))
        }
    }

    /// What the document at `file`, holding `bytes`, tells the Swift rules about its outlets, for the
    /// first pass: only a document that mentions `adjustsFontForContentSizeCategory` can tell
    /// anything, so the others are not parsed (the audit of the documents reads them again).
    static func outlets(of file: DiscoveredFile, bytes: [UInt8]) -> DocumentOutlets {
        var outlets = DocumentOutlets()
        guard DocumentOutlets.mayAdjustFonts(bytes) else { return outlets }
        if let document = DocumentRead(file, standardInput: bytes).document { outlets.add(document) }
        return outlets
    }
}

/// The first pass of a run: what every file declares for the others — the fonts of `extension
/// Font/UIFont/NSFont`, observable models, View/Text extension modifiers, number constants of types —
/// visible to all files in the second, and what the Interface Builder documents set on outlets (in
/// ``symbols``; the documents themselves are not held: their audit reads them again). Facts are kept
/// between the passes, not trees: a file parsed for the scan is parsed again in the second pass,
/// so memory does not grow with the number of files. Files of ``ExtensionScan/largeFile`` bytes or
/// more are read one at a time in every pass (see ``AuditEngine/parallelMap(_:jobs:oneAtATime:_:)``),
/// so two large trees never take memory together. The tree of the run's largest Swift file is kept:
/// the scan reads that file after the other large ones and the second pass starts with it, so its
/// tree is never beside another large one, and the largest file (a generated file of many
/// megabytes) is parsed once instead of twice.
struct ProjectScan {
    let symbols: ProjectSymbols
    /// The platform of the files that name none, from the imports of the files near them (see ``ImportedPlatforms``).
    let platforms: ImportedPlatforms
    /// Per file, what it declares for the others (`typecase fix` reads the run again after rewriting a
    /// helper); empty when the scan was made without keeping them (an audit needs only ``symbols``).
    let facts: [ProjectFacts]
    /// Per file, its tree when the scan parsed it and it is the run's largest Swift file.
    let keptTrees: KeptTrees
    /// Per file, its size in bytes as the scan read it.
    let sizes: [Int]
    /// The indices of the Swift files, biggest first (by the size read in the scan), so that no
    /// thread is left with a large file at the end.
    let largestFirst: [Int]
    /// The indices of the Interface Builder documents, in path order.
    let documentIndices: [Int]
    /// Per Swift file read, what its bytes mention (see ``FileWords``).
    let words: [FileWords?]

    /// `standardInput`: the bytes of the one file read from standard input, if that is the input.
    /// `vocabularies`: the words of the rules that run on each file (a file without any is read for
    /// its models only, and not parsed in the second pass). `keepsFacts`: whether ``facts`` keeps each
    /// file's declarations after the run's symbols are built from them.
    init(files: [DiscoveredFile], platform: Platform?, jobs: Int, vocabularies: FileVocabularies, standardInput: [UInt8]? = nil,
         keepsFacts: Bool = true, releasesFreeMemory: (@Sendable () -> Void)? = nil) {
        // One `stat` per file: the large files (read one at a time) and the largest Swift file, whose
        // tree is kept: read last, after every other large file (the first pass's results go back to
        // path order).
        let sizes = standardInput.map { bytes in files.map { _ in bytes.count } } ?? Self.statSizes(files)
        let largest = files.indices.filter { !FileDiscovery.isInterfaceBuilderDocument(files[$0].path) && sizes[$0] >= 0 }
            .max { (sizes[$0], $1) < (sizes[$1], $0) }
        let order = largest.map { largest in files.indices.filter { $0 != largest } + [largest] } ?? Array(files.indices)
        var declaring = AuditEngine.parallelMap(order, jobs: jobs,
                                                oneAtATime: { sizes[$0] >= ExtensionScan.largeFile }) { index -> FirstPass in
            if sizes[index] >= ExtensionScan.largeFile { releasesFreeMemory?() }
            return Self.firstPass(of: files[index], index: index, bytes: standardInput, platform: platform,
                                  vocabularies: vocabularies) { _ in index == largest }
        }
        if let largest, largest != files.indices.last {
            declaring.insert(declaring.removeLast(), at: largest)
        }
        Self.readAgain(&declaring) { index, project, keepsTree in
            Self.firstPass(of: files[index], index: index, bytes: standardInput, platform: platform,
                           vocabularies: vocabularies, project: project) { _ in keepsTree }
        }
        self.init(files: files, firstPasses: declaring, keepsFacts: keepsFacts)
    }

    /// The first passes with the files read again whose declarations asked for a name the run
    /// declares (`read` is given the file's index, the run's symbols and whether its tree was kept):
    /// what they declare for the others is then what the second pass sees too — a modifier setting a
    /// design system's font (`font(.brand.note)`, the namespace declared in another file) sets that
    /// font in every file, not an unknown one. One round: a declaration that needs another file's
    /// read-again declaration stays as the first pass found it. In place: a copy of a run's first
    /// passes (a hundred bytes a file) would be held beside them at the run's peak.
    static func readAgain(_ passes: inout [FirstPass], read: (Int, ProjectSymbols, Bool) -> FirstPass) {
        let asking = passes.indices.filter { !passes[$0].missedNames.isEmpty }
        guard !asking.isEmpty else { return }
        let project = ProjectSymbols(passes.lazy.map(\.facts))
        for index in asking where project.answersAny(of: passes[index].missedNames) {
            passes[index] = read(index, project, passes[index].kept != nil)
            passes[index].missedNames = []
        }
    }

    /// The scan assembled from the first pass of each of `files` (``facts`` kept when `keepsFacts`).
    init(files: [DiscoveredFile], firstPasses declaring: [FirstPass], keepsFacts: Bool = true) {
        var symbols = ProjectSymbols(declaring.lazy.map(\.facts))
        facts = keepsFacts ? declaring.map(\.facts) : []
        platforms = ImportedPlatforms(files.indices.map { (files[$0].path, files[$0].project.path, declaring[$0].words) })
        for case let outlets? in declaring.map(\.outlets) { symbols.documentOutlets.formUnion(outlets) }
        self.symbols = symbols
        keptTrees = KeptTrees(declaring.map(\.kept))
        documentIndices = files.indices.filter { declaring[$0].isDocument }
        words = declaring.map(\.words)
        sizes = declaring.map(\.size)
        largestFirst = files.indices.filter { !declaring[$0].isDocument }
            .sorted { (declaring[$0].size, $1) > (declaring[$1].size, $0) }
    }

    /// Whether file `index` is large enough to be read one at a time (``ExtensionScan/largeFile``).
    func isLarge(_ index: Int) -> Bool { sizes[index] >= ExtensionScan.largeFile }

    /// What every file declares, with the platform for `file` when it names none: the one the files near
    /// it name (a macOS app's SwiftUI-only views take macOS from the app's AppKit files, a watch target's
    /// views watchOS from its WatchKit files, never from another app of the run).
    func symbols(for file: DiscoveredFile) -> ProjectSymbols {
        var own = symbols
        own.runPlatform = platforms.platform(forFile: file.path)
        own.isInWidgetExtension = platforms.isInWidgetExtension(file.path)
        return own
    }

    /// What Swift file `index` of the run, holding `bytes`, declares for the others, as the first pass
    /// reads it (with its tree, when parsed for it and `keepsTree`): `typecase fix` reads a fixed text's
    /// declarations so, giving the tree its re-read gate parsed from `bytes` (`parsed`), which is then
    /// not parsed again.
    static func declarations(of bytes: [UInt8], file: DiscoveredFile, index: Int, platform: Platform?,
                             vocabularies: FileVocabularies, project: ProjectSymbols? = nil,
                             parsed: SyntaxTree? = nil, keepsTree: Bool = false) -> FirstPass {
        let words = vocabularies.words(ofFile: index, in: bytes)
        // A container's word in the bytes is a reason to lex the file; its tokens tell whether it may place views.
        let tokens = words.contains(.placements) ? parsed?.tokens ?? Lexer.tokenize(bytes) : nil
        let placesViews = tokens.map { ViewPlacement.mayPlaceViews(tokens: $0, bytes: bytes) } ?? false
        let mayDeclareOthers = placesViews || words.mayDeclareModifiersOrConstants || !words.isDisjoint(with: [.fontAppliers, .adjustsFont, .sizeChange])
            || ExtensionScan.mayDeclareFontExtension(bytes) || ExtensionScan.mayDeclareTypeFonts(bytes)
        guard words.contains(.models) || mayDeclareOthers else { return FirstPass(size: bytes.count, words: words) }
        // A file that only declares models and that no rule reads (a view model): its tokens tell
        // its models, and the second pass does not parse it.
        if !mayDeclareOthers, !words.contains(.vocabulary) {
            var facts = ProjectFacts()
            facts.models = ObservableModelScan.models(tokens: tokens ?? Lexer.tokenize(bytes), bytes: bytes)
            return FirstPass(facts: facts, size: bytes.count, words: words)
        }
        let platform = platform ?? file.configuration.platform(forFile: file.absolutePath)
        let tree = parsed ?? SyntaxTree(file: SourceFile(path: file.path, bytes: bytes), tokens: tokens ?? Lexer.tokenize(bytes))
        let (facts, firstPass) = FileAnalysis.projectFacts(of: tree, names: ComponentNames(tree), configuredPlatform: platform,
                                                           readsPlacements: placesViews, project: project)
        return FirstPass(facts: facts, kept: keepsTree ? KeptTree(tree: tree, firstPass: firstPass) : nil, size: bytes.count, words: words,
                         missedNames: firstPass.symbols.table.missedNames(in: tree))
    }

    /// What the first pass takes from a file: what a Swift file declares for the others, its tree
    /// when kept, its size and what its bytes mention; or a document's size and what it sets on outlets.
    /// A run holds one a file until its symbols are built, and most files declare nothing: what only
    /// some files have is held by reference, absent for the others (three words a file, not sixteen).
    struct FirstPass: Sendable {
        var size: Int
        var words: FileWords?
        private var found: Found?

        init(facts: ProjectFacts = ProjectFacts(), kept: KeptTree? = nil, size: Int = 0, words: FileWords? = nil,
             outlets: DocumentOutlets? = nil, missedNames: [NamedMiss] = []) {
            self.size = size
            self.words = words
            let isEmpty = facts.isEmpty && kept == nil && outlets == nil && missedNames.isEmpty
            found = isEmpty ? nil : Found(facts: facts, kept: kept, outlets: outlets, missedNames: missedNames)
        }

        var facts: ProjectFacts { found?.facts ?? ProjectFacts() }

        var kept: KeptTree? {
            get { found?.kept }
            set { self = FirstPass(facts: facts, kept: newValue, size: size, words: words, outlets: outlets, missedNames: missedNames) }
        }

        /// For an Interface Builder document (only), what it sets on outlets.
        var outlets: DocumentOutlets? { found?.outlets }

        /// The names its declarations asked for and the file did not declare (see ``ProjectScan/readAgain(_:read:)``).
        var missedNames: [NamedMiss] {
            get { found?.missedNames ?? [] }
            set { self = FirstPass(facts: facts, kept: kept, size: size, words: words, outlets: outlets, missedNames: newValue) }
        }

        var isDocument: Bool { outlets != nil }

        /// What a file that declares, keeps or asks for anything, or a document, gave besides its size and words.
        private final class Found: Sendable {
            let facts: ProjectFacts
            let kept: KeptTree?
            let outlets: DocumentOutlets?
            let missedNames: [NamedMiss]

            init(facts: ProjectFacts, kept: KeptTree?, outlets: DocumentOutlets?, missedNames: [NamedMiss]) {
                self.facts = facts
                self.kept = kept
                self.outlets = outlets
                self.missedNames = missedNames
            }
        }
    }

    /// The first pass of one file (the `index`th of the run): read from `bytes`, else from disk.
    /// `keepsTree` is asked, with the file's size, whether its tree (when parsed) is kept for the second pass.
    static func firstPass(of file: DiscoveredFile, index: Int, bytes given: [UInt8]?, platform: Platform?,
                          vocabularies: FileVocabularies, project: ProjectSymbols? = nil, keepsTree: (Int) -> Bool) -> FirstPass {
        // An unreadable file is reported by the second (or third) pass.
        let read = given ?? (try? SourceReader.readBytes(file.absolutePath))
        if FileDiscovery.isInterfaceBuilderDocument(file.path) {
            return FirstPass(size: read?.count ?? 0, outlets: read.map { DocumentRead.outlets(of: file, bytes: $0) } ?? DocumentOutlets())
        }
        guard let bytes = read else { return FirstPass() }
        return declarations(of: bytes, file: file, index: index, platform: platform, vocabularies: vocabularies,
                            project: project, keepsTree: keepsTree(bytes.count))
    }

    /// The size of each file by `stat` (one system call per file), -1 for a file `stat` fails on.
    private static func statSizes(_ files: [DiscoveredFile]) -> [Int] {
        files.map { file in
            var info = stat()
            return SystemPath.withCString(file.absolutePath, { stat($0, &info) }) == 0 ? Int(info.st_size) : -1
        }
    }
}

/// A tree kept from the first pass for the second, with what the first pass computed for it that
/// the second pass's analysis starts from. A class: the first pass's result for every file holds
/// one reference, not the analysis inline, so the run's per-file memory stays small.
final class KeptTree: Sendable {
    let tree: SyntaxTree
    let firstPass: FirstPassAnalysis

    init(tree: SyntaxTree, firstPass: FirstPassAnalysis) {
        self.tree = tree
        self.firstPass = firstPass
    }
}

/// The trees kept from the first pass, each handed to the second pass once and then released (a
/// large file's tree must not outlive its audit). Each index is taken by one thread only.
final class KeptTrees: @unchecked Sendable {
    private let trees: UnsafeMutableBufferPointer<KeptTree?>

    init(_ trees: [KeptTree?]) {
        self.trees = .allocate(capacity: trees.count)
        _ = self.trees.initialize(from: trees)
    }

    deinit {
        trees.deinitialize()
        trees.deallocate()
    }

    /// The tree of file `index`, if kept (and not yet taken).
    subscript(index: Int) -> SyntaxTree? { trees[index]?.tree }

    /// The tree of file `index` and what the first pass computed for it, released from here.
    func take(_ index: Int) -> KeptTree? {
        let tree = trees[index]
        trees[index] = nil
        return tree
    }
}

/// The byte scans that pick the files worth parsing in the first pass besides its ``FileWords``.
enum ExtensionScan {
    /// Files of at least this many bytes are read one at a time in each pass (a tree takes about nine
    /// times its file: two large files parsed together would set the run's peak memory).
    static let largeFile = 256 * 1024

    /// Whether the bytes contain `extension Font`, `extension UIFont`, `extension NSFont` or
    /// `extension SwiftUI.Font` (comments and strings included: a false positive only costs a parse).
    static func mayDeclareFontExtension(_ bytes: [UInt8]) -> Bool {
        let keyword = Array("extension".utf8)
        let names = ["SwiftUI.Font", "Font", "UIFont", "NSFont"].map { Array($0.utf8) }
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            let count = buffer.count
            // `x` is rare in Swift: find it with memchr, then check for `extension` around it.
            var index = 1
            while index < count {
                guard let found = memchr(base + index, Int32(UInt8(ascii: "x")), count - index) else { return false }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                index = position + 1
                let start = position - 1
                guard start + keyword.count <= count, buffer[start..<start + keyword.count].elementsEqual(keyword) else { continue }
                var cursor = start + keyword.count
                guard cursor < count, buffer[cursor] == UInt8(ascii: " ") || buffer[cursor] == UInt8(ascii: "\t") else { continue }
                while cursor < count, buffer[cursor] == UInt8(ascii: " ") || buffer[cursor] == UInt8(ascii: "\t") { cursor += 1 }
                for name in names where cursor + name.count <= count {
                    guard buffer[cursor..<cursor + name.count].elementsEqual(name) else { continue }
                    let end = cursor + name.count
                    if end >= count || !isIdentifierByte(buffer[end]) { return true }
                }
            }
            return false
        }
    }

    /// Whether the bytes may declare a font as a static member of an app type: a line with `static`
    /// and then `Font` (`static func heavy(_ size: CGFloat) -> UIFont`, `static let title = Font.system(…)`).
    static func mayDeclareTypeFonts(_ bytes: [UInt8]) -> Bool {
        ByteSearch.containsOnOneLine(bytes, "static", then: "Font")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
