import SwiftSource
import Typography

/// Runs the rules on one file: analysis, each enabled rule, suppression comments.
public struct FileAuditor: Sendable {
    public let rules: [any Rule]
    /// Whether the rules build their fixes and the reasons for none (see ``AuditOptions/proposesFixes``).
    public let proposesFixes: Bool
    /// Each rule's id and default severity, read from its description once (not per file).
    private let ruleIDs: [String]
    private let defaultSeverities: [Severity]
    /// The rules by id, to read a configuration's settings of them.
    private let settingsIndex: RuleSettingsIndex

    public init(rules: [any Rule] = RuleRegistry.all, proposesFixes: Bool = true) {
        self.rules = rules
        self.proposesFixes = proposesFixes
        ruleIDs = rules.map { type(of: $0).description.id }
        defaultSeverities = rules.map { type(of: $0).description.defaultSeverity }
        settingsIndex = RuleSettingsIndex(ids: ruleIDs)
    }

    /// The findings of one file under a configuration, suppressions applied, in report order.
    /// `platform` replaces the configured platform (the command line's `--platform`).
    public func audit(_ file: SourceFile, absolutePath: String? = nil, configuration: Configuration? = nil,
                      platform: Platform? = nil, project: ProjectSymbols = ProjectSymbols()) -> [Finding] {
        audit(SyntaxTree.parse(file), absolutePath: absolutePath, configuration: configuration, platform: platform,
              project: project)
    }

    /// The findings of an already parsed file.
    public func audit(_ tree: SyntaxTree, absolutePath: String? = nil, configuration: Configuration? = nil,
                      platform: Platform? = nil, project: ProjectSymbols = ProjectSymbols()) -> [Finding] {
        let analysis = analyze(tree, absolutePath: absolutePath, configuration: configuration, platform: platform,
                               project: project)
        // A run of one file: the run-level rules report from this file's facts.
        var facts: [RunFact] = []
        let findings = findings(of: analysis, absolutePath: absolutePath, configuration: configuration, facts: &facts)
        let runFindings = RunRules.findings(from: facts, rules: rules)
        return runFindings.isEmpty ? findings : (findings + runFindings).sorted(by: Finding.reportOrder)
    }

    /// The analysis the rules read, for a file under a configuration.
    public func analyze(_ tree: SyntaxTree, absolutePath: String? = nil, configuration: Configuration? = nil,
                        platform: Platform? = nil, project: ProjectSymbols = ProjectSymbols()) -> FileAnalysis {
        analyze(tree, firstPass: nil, absolutePath: absolutePath, configuration: configuration, platform: platform,
                project: project)
    }

    /// The analysis of a tree, starting from what the first pass of the run computed for it under
    /// the same `platform` and configuration (a tree kept from the first pass), if it did.
    func analyze(_ tree: SyntaxTree, firstPass: FirstPassAnalysis?, absolutePath: String?, configuration: Configuration?,
                 platform: Platform?, project: ProjectSymbols) -> FileAnalysis {
        let configured = platform ?? configuration?.platform(forFile: absolutePath ?? tree.file.path)
        return FileAnalysis(tree: tree, configuredPlatform: configured, project: project, firstPass: firstPass)
    }

    /// The findings of an analysed file, suppressions applied, in report order (run-level rules
    /// report nothing here: see ``findings(of:absolutePath:configuration:facts:)``).
    public func findings(of analysis: FileAnalysis, absolutePath: String? = nil,
                         configuration: Configuration? = nil) -> [Finding] {
        var facts: [RunFact] = []
        return findings(of: analysis, absolutePath: absolutePath, configuration: configuration, facts: &facts)
    }

    /// The findings of an analysed file, and in `facts` what it tells the run-level rules
    /// (suppressions applied to both). `mentionsDirective`: false when the file's bytes are known
    /// to have no `typecase:` (``FileWords/directive``), so no suppression comment is looked for.
    /// `ruleSettings`: the configuration's setting of each of ``rules`` when already read (see
    /// ``FileVocabularies/ruleSettings(ofFile:)``).
    func findings(of analysis: FileAnalysis, absolutePath: String? = nil, configuration: Configuration? = nil,
                  mentionsDirective: Bool = true, ruleSettings: [RuleConfiguration?]? = nil,
                  facts: inout [RunFact]) -> [Finding] {
        let file = analysis.tree.file
        // A test target's fonts never reach a screen (configuration can include them).
        if !(configuration?.includeTests ?? false), analysis.tree.importsTestFramework { return [] }
        if analysis.tree.isCommandLineTool { return [] }
        let isFixedSizeTarget = configuration?.isFixedSizeTarget(absolutePath ?? file.path) ?? false
        var findings: [Finding] = []
        // The rules' settings, read once for all the rules (most configurations name none).
        let settings = ruleSettings ?? settingsIndex.settings(in: configuration?.rules ?? [:])
        for (position, rule) in rules.enumerated() {
            let setting = settings[position]
            if setting?.enabled == false { continue }
            let id = ruleIDs[position]
            var context = RuleContext(file: analysis, ruleID: id, defaultSeverity: defaultSeverities[position],
                                      configuration: setting ?? RuleConfiguration(), isFixedSizeTarget: isFixedSizeTarget,
                                      proposesFixes: proposesFixes)
            // The rules append to one array, handed from context to context (appending each
            // context's findings would copy every finding).
            swap(&context.findings, &findings)
            swap(&context.facts, &facts)
            DeclaredNames.checking(id, type(of: rule).names) { rule.check(&context) }
            swap(&context.findings, &findings)
            swap(&context.facts, &facts)
        }
        if mentionsDirective, !findings.isEmpty || !facts.isEmpty,
           analysis.tree.tokens.contains(where: { $0.kind == .lineComment || $0.kind == .blockComment }) {
            let suppressions = SuppressionMap(file: file, tokens: analysis.tree.tokens)
            if !suppressions.isEmpty {
                findings.removeAll { suppressions.isSuppressed($0) }
                facts.removeAll { suppressions.isSuppressed($0.ruleID, at: $0.location) }
            }
        }
        for index in facts.indices {
            facts[index].location.utf16Column = Self.utf16Column(of: facts[index].location, in: file)
        }
        // One path: the order is line, column, rule, message (sorted in place: no copy of the findings).
        findings.sortByPlace()
        for index in findings.indices {
            findings[index].location.utf16Column = Self.utf16Column(of: findings[index].location, in: file)
        }
        return findings
    }

    /// What is wrong with the file's `typecase:` comments: misspelt directives and unknown rule ids
    /// (warnings), and `disable` regions never closed (notes). `knownRuleIDs` are the ids a directive
    /// may name; `path` names the file.
    public static func suppressionProblems(in tree: SyntaxTree, path: String, knownRuleIDs: Set<String>) -> [InputProblem] {
        guard SuppressionParser.mayContainDirective(tree.file.bytes) else { return [] }
        return directiveProblems(in: tree, path: path, knownRuleIDs: knownRuleIDs)
    }

    /// ``suppressionProblems(in:path:knownRuleIDs:)`` of a file known to contain `typecase:` (its
    /// bytes are not searched again).
    static func directiveProblems(in tree: SyntaxTree, path: String, knownRuleIDs: Set<String>) -> [InputProblem] {
        let map = SuppressionMap(file: tree.file, tokens: tree.tokens)
        var problems = map.malformed.map { malformed in
            InputProblem(path: path, kind: .ineffectiveSuppression, message: malformed.message + "; it suppresses nothing",
                         line: malformed.location.line, column: malformed.location.column)
        }
        for (id, directive) in map.unknownRuleIDs(known: knownRuleIDs) {
            let message = "unknown rule '\(id)' in 'typecase:\(directive.action.rawValue)'" + didYouMean(id, in: knownRuleIDs.sorted())
            problems.append(InputProblem(path: path, kind: .ineffectiveSuppression, message: message + "; it suppresses nothing",
                                         line: directive.location.line, column: directive.location.column))
        }
        for directive in map.unclosedRegions {
            let rules = directive.isAll ? "every rule" : directive.ruleIDs.joined(separator: ", ")
            problems.append(InputProblem(path: path, kind: .suppressionToEndOfFile,
                                         message: "'typecase:disable' of \(rules) has no 'typecase:enable': it applies to the end of the file",
                                         line: directive.location.line, column: directive.location.column))
        }
        return problems.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
    }

    /// The UTF-16 column of `location` when it differs from its UTF-8 column (non-ASCII text earlier
    /// on the line), else nil.
    static func utf16Column(of location: SourceLocation, in file: SourceFile) -> Int? {
        let end = min(location.offset, file.bytes.count)
        let start = max(0, end - (location.column - 1))
        var units = 0
        var isASCII = true
        for byte in file.bytes[start..<end] {
            if byte < 0x80 { units += 1; continue }
            isASCII = false
            // A lead byte starts one code unit, a four-byte sequence's lead two; continuations none.
            if byte >= 0xF0 { units += 2 } else if byte >= 0xC0 { units += 1 }
        }
        return isASCII ? nil : units + 1
    }
}
