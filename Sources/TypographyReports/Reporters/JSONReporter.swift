import TypographyAudit

/// The findings as JSON in typecase's own versioned schema (version ``schemaVersion``), documented in
/// the module's DocC catalog ("JSON report format"). Fields are only ever added within a version.
public enum JSONReporter {
    /// The schema version written in `"version"`; bumped on any incompatible change.
    public static let schemaVersion = 1

    public static func render(_ report: Report) -> String {
        var stream = ReportStream()
        write(report, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// Writes the report into `stream`, one finding at a time.
    public static func write(_ report: Report, to stream: inout ReportStream) {
        let counts = report.counts
        var byRule: [String: Int] = [:]
        for finding in report.findings { byRule[finding.ruleID, default: 0] += 1 }
        let findings = report.findings
        var members: [(String, StreamedJSON)] = [
            ("version", .value(.int(schemaVersion))),
            ("tool", .value(.object([
                ("name", .string(report.metadata.toolName)),
                ("version", .string(report.metadata.toolVersion)),
            ]))),
            ("findings", .elements(count: findings.count) { findingValue(findings[$0]) }),
            ("summary", .value(.object([
                ("filesAudited", .int(report.metadata.filesAudited)),
                ("filesWithFindings", .int(report.pathsWithFindings.count)),
                ("findings", .int(counts.total)),
                ("errors", .int(counts.errors)),
                ("warnings", .int(counts.warnings)),
                ("notes", .int(counts.notes)),
                ("rules", .object(byRule.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
            ]))),
        ]
        if !report.notifications.isEmpty {
            members.append(("notifications", .value(.array(report.notifications.map(notificationValue)))))
        }
        StreamedJSON.object(members).write(to: &stream)
    }

    /// A problem with an input: its place, `level` (`error` for a skipped input, `warning`, `note`),
    /// `kind` and message.
    static func notificationValue(_ problem: InputProblem) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(problem.path))]
        if let line = problem.line { members.append(("line", .int(line))) }
        if let column = problem.column { members.append(("column", .int(column))) }
        members += [
            ("level", .string(problem.level)),
            ("kind", .string(problem.kind.rawValue)),
            ("message", .string(problem.message)),
        ]
        return .object(members)
    }

    static func findingValue(_ finding: Finding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("path", .string(finding.path)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("message", .string(finding.message)),
        ]
        if let fix = finding.fix {
            members.append(("fix", .object([
                ("summary", .string(fix.summary)),
                ("exact", .bool(fix.isExact)),
                ("edits", .array(fix.edits.map { edit in
                    .object([
                        ("start", .int(edit.range.lowerBound)),
                        ("end", .int(edit.range.upperBound)),
                        ("replacement", .string(edit.replacement)),
                    ])
                })),
            ])))
        }
        return .object(members)
    }
}
