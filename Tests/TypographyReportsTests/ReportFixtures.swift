import TypographyAudit
import TypographyReports

/// A fixed run: three findings in two files given out of order, two rule descriptions.
enum ReportFixtures {
    static let rules = [
        RuleDescription(id: "thin-weight", name: "Thin weight", defaultSeverity: .warning,
                        rationale: "Thin weights are hard to read at small sizes.",
                        triggeringExamples: ["Text(\"a\").fontWeight(↓.thin)"],
                        nonTriggeringExamples: ["Text(\"a\").font(.largeTitle.weight(.thin))"]),
        RuleDescription(id: "fixed-font-size", name: "Fixed font size", defaultSeverity: .warning,
                        rationale: "Text should scale with Dynamic Type.",
                        triggeringExamples: ["Text(\"a\").font(↓.system(size: 17))"],
                        nonTriggeringExamples: ["Text(\"a\").font(.body)"]),
    ]

    static let findings = [
        Finding(ruleID: "thin-weight", severity: .warning, path: "Sources/B.swift",
                location: SourceLocation(line: 9, column: 3, offset: 120), message: "Thin weight on 15 pt text"),
        Finding(ruleID: "fixed-font-size", severity: .error, path: "Sources/A.swift",
                location: SourceLocation(line: 12, column: 18, offset: 300),
                message: "Fixed size 17 pt does not scale; use .body",
                fix: Fix(edits: [FixEdit(range: 305..<323, replacement: ".body")], isExact: true,
                         summary: ".system(size: 17) → .body")),
        Finding(ruleID: "below-minimum-size", severity: .note, path: "Sources/A.swift",
                location: SourceLocation(line: 4, column: 7, offset: 40), message: "Size 9 pt is below 11 pt"),
    ]

    static let report = Report(findings: findings, rules: rules,
                               metadata: RunMetadata(toolVersion: "0.1.0", filesAudited: 5))

    /// A misspelt directive (audited despite it) and a file skipped.
    static let notifications = [
        InputProblem(path: "App/Card.swift", kind: .ineffectiveSuppression,
                     message: "unknown action 'disabel' (expected disable, enable, disable:next or disable:this); it suppresses nothing",
                     line: 3, column: 5),
        InputProblem(path: "App/Blob.swift", kind: .binaryFile, message: "looks like a binary file (contains NUL bytes); skipped"),
    ]
}
