import TypographyAudit

/// Everything a reporter needs: the findings of one run, sorted in report order, the descriptions of
/// the rules that ran, and facts about the run.
public struct Report: Sendable {
    /// The findings, sorted by ``Finding/reportOrder(_:_:)`` (path, line, column, rule).
    public let findings: [Finding]
    /// The rules that ran, sorted by id.
    public let rules: [RuleDescription]
    public let metadata: RunMetadata
    /// The position of each rule in ``rules`` by id.
    public let ruleIndex: [String: Int]
    /// The type inventory of the run, when it was collected (the HTML report shows it below the findings).
    public var inventory: Inventory?
    /// What the run says about its inputs besides findings — a misspelt `typecase:` directive, an
    /// unknown rule id in one, a skipped file — as standard error shows them: JSON's `notifications`,
    /// SARIF's `invocations[0].toolExecutionNotifications`. Empty: neither is written.
    public var notifications: [InputProblem] = []

    /// Sorts `findings` and `rules`, so the output does not depend on the order the engine produced them.
    public init(findings: [Finding], rules: [RuleDescription], metadata: RunMetadata) {
        // The engine already produces report order: check it in one pass before paying for a sort.
        // (By index: zipping the array with itself would copy every finding.)
        let isSorted = findings.indices.dropFirst().allSatisfy { !Finding.reportOrder(findings[$0], findings[$0 - 1]) }
        self.findings = isSorted ? findings : findings.sorted(by: Finding.reportOrder)
        self.rules = rules.sorted { $0.id < $1.id }
        self.metadata = metadata
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in self.rules.enumerated() { ruleIndex[rule.id] = index }
        self.ruleIndex = ruleIndex
    }

    /// The description of rule `id`, if it is one of ``rules``.
    public func rule(_ id: String) -> RuleDescription? {
        ruleIndex[id].map { rules[$0] }
    }

    /// The number of findings of each severity.
    public var counts: SeverityCounts {
        var counts = SeverityCounts()
        for finding in findings { counts.add(finding.severity) }
        return counts
    }

    /// Distinct paths with findings, in report order.
    public var pathsWithFindings: [String] {
        var paths: [String] = []
        for finding in findings where paths.last != finding.path { paths.append(finding.path) }
        return paths
    }
}

/// Facts about one audit run that reports print alongside the findings.
public struct RunMetadata: Sendable, Equatable {
    /// The tool's name (`typecase`).
    public var toolName: String
    /// The tool's version (`0.1.0`).
    public var toolVersion: String
    /// Where to read about the tool and its rules (SARIF `informationUri`).
    public var informationURI: String?
    /// How many files the run audited (with or without findings).
    public var filesAudited: Int
    /// The absolute directory relative paths are relative to (SARIF's `%SRCROOT%`), if known.
    public var sourceRoot: String?
    /// The paths of files whose names are not valid UTF-8, by the path their findings show
    /// (``AuditResult/systemPaths``): SARIF's URIs encode the name's bytes.
    public var systemPaths: [String: String]

    public init(toolName: String = "typecase", toolVersion: String, informationURI: String? = nil,
                filesAudited: Int, sourceRoot: String? = nil, systemPaths: [String: String] = [:]) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.filesAudited = filesAudited
        self.sourceRoot = sourceRoot
        self.systemPaths = systemPaths
    }
}

/// Numbers of findings per severity.
public struct SeverityCounts: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init() {}

    public var total: Int { errors + warnings + notes }

    public mutating func add(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }

    /// "2 errors, 1 warning, 0 notes".
    public var phrase: String {
        "\(Self.count(errors, "error")), \(Self.count(warnings, "warning")), \(Self.count(notes, "note"))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
