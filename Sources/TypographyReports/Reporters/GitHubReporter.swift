import TypographyAudit

/// GitHub Actions workflow commands, one per finding, which the runner turns into annotations on the
/// pull request: `::warning file=path,line=3,col=5,title=Fixed font size (fixed-font-size)::message`.
///
/// Severities map to `error`, `warning` and `notice`. Property values escape `%`, CR, LF, `:` and `,`;
/// the message escapes `%`, CR and LF, as the runner's command parser expects.
public enum GitHubReporter {
    public static func render(_ report: Report) -> String {
        var stream = ReportStream()
        write(report, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// Writes one workflow command per finding into `stream`.
    public static func write(_ report: Report, to stream: inout ReportStream) {
        for finding in report.findings {
            let title = report.rule(finding.ruleID).map { "\($0.name) (\(finding.ruleID))" } ?? finding.ruleID
            stream.write("::\(command(finding.severity)) ")
            stream.write("file=\(escapeProperty(finding.path)),line=\(finding.location.line),")
            stream.write("col=\(finding.location.column),title=\(escapeProperty(title))")
            stream.write("::\(escapeData(finding.message))\n")
            stream.flushIfFull()
        }
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Escapes a command's message: `%`, CR and LF.
    public static func escapeData(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0x0D || $0 == 0x0A }) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Escapes a command property's value: what ``escapeData(_:)`` escapes, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") }) else { return escapeData(text) }
        var output = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
