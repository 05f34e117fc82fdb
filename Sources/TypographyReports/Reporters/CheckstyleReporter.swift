import TypographyAudit

/// The findings as Checkstyle XML (`<checkstyle>`, a `<file name>` per file, an `<error>` per
/// finding with `line`, `column`, `severity`, `message` and `source`), which Jenkins' Warnings
/// plugin, Danger, reviewdog and many CI dashboards read. Severities are `error`, `warning` and
/// `info` (for notes); `source` is `typecase.RULE`.
public enum CheckstyleReporter {
    public static func render(_ report: Report) -> String {
        var stream = ReportStream()
        write(report, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// Writes the document into `stream`, one file's errors at a time (findings are sorted by path).
    public static func write(_ report: Report, to stream: inout ReportStream) {
        stream.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(XMLReport.signature)\n<checkstyle version=\"4.3\">\n")
        var path: String?
        for finding in report.findings {
            if finding.path != path {
                if path != nil { stream.write("  </file>\n") }
                stream.write("  <file name=\"\(XMLReport.escape(finding.path))\">\n")
                path = finding.path
            }
            stream.write("    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" ")
            stream.write("severity=\"\(severity(finding.severity))\" message=\"\(XMLReport.escape(finding.message))\" ")
            stream.write("source=\"\(report.metadata.toolName).\(finding.ruleID)\"/>\n")
            stream.flushIfFull()
        }
        if path != nil { stream.write("  </file>\n") }
        stream.write("</checkstyle>\n")
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}

/// What typecase's XML reports share: the comment that marks them as typecase's (see
/// ``DocumentSignature``), and escaping.
enum XMLReport {
    static let signature = "<!-- written by typecase -->"

    /// `text` on one line, escaped for an attribute or element (C0 and C1 controls become U+FFFD).
    static func escape(_ text: String) -> String { HTML.escape(singleLine(text)) }
}
