import TypographyAudit

/// A Markdown summary for pull-request comments and job summaries: totals, a table per rule (count and
/// severity, most frequent first), a table per file, then every finding.
public enum MarkdownReporter {
    public static func render(_ report: Report) -> String {
        var stream = ReportStream()
        write(report, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// Writes the summary and tables into `stream`, then the findings one at a time.
    public static func write(_ report: Report, to stream: inout ReportStream) {
        let counts = report.counts
        var output = "# \(report.metadata.toolName) audit\n\n"
        let files = report.pathsWithFindings.count
        output += "\(SeverityCounts.count(counts.total, "finding")) in \(SeverityCounts.count(files, "file"))"
        output += " (\(report.metadata.filesAudited) audited): \(counts.phrase).\n"
        guard !report.findings.isEmpty else { stream.write(output); return }

        output += "\n## By rule\n\n| Rule | Severity | Findings |\n| --- | --- | ---: |\n"
        for row in ruleRows(report) {
            let name = report.rule(row.id).map { " \(cell($0.name))" } ?? ""
            let severities = row.severities.sorted(by: >).map(\.rawValue).joined(separator: ", ")
            output += "| `\(row.id)`\(name) | \(severities) | \(row.count) |\n"
        }

        output += "\n## By file\n\n| File | Errors | Warnings | Notes | Total |\n| --- | ---: | ---: | ---: | ---: |\n"
        for (path, fileCounts) in fileRows(report) {
            output += "| \(cell(path)) | \(fileCounts.errors) | \(fileCounts.warnings) | \(fileCounts.notes)"
            output += " | \(fileCounts.total) |\n"
        }

        output += "\n## Findings\n\n"
        stream.write(output)
        for finding in report.findings {
            stream.write("- `\(finding.path):\(finding.location.line):\(finding.location.column)` ")
            stream.write("**\(finding.severity.rawValue)** `\(finding.ruleID)`: \(singleLine(finding.message))\n")
            stream.flushIfFull()
        }
    }

    struct RuleRow {
        var id: String
        var count = 0
        var severities: Set<Severity> = []
    }

    /// One row per rule with findings, most findings first, then by id.
    static func ruleRows(_ report: Report) -> [RuleRow] {
        var rows: [String: RuleRow] = [:]
        for finding in report.findings {
            rows[finding.ruleID, default: RuleRow(id: finding.ruleID)].count += 1
            rows[finding.ruleID]?.severities.insert(finding.severity)
        }
        return rows.values.sorted { ($1.count, $0.id) < ($0.count, $1.id) }
    }

    /// One row per file with findings, in path order.
    static func fileRows(_ report: Report) -> [(String, SeverityCounts)] {
        var rows: [(String, SeverityCounts)] = []
        for finding in report.findings {
            if rows.last?.0 != finding.path { rows.append((finding.path, SeverityCounts())) }
            rows[rows.count - 1].1.add(finding.severity)
        }
        return rows
    }

    /// Text safe inside a table cell: pipes escaped, line breaks flattened.
    static func cell(_ text: String) -> String {
        // Most cells have no pipe: no split by Character.
        guard text.utf8.contains(UInt8(ascii: "|")) else { return singleLine(text) }
        return singleLine(text).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
