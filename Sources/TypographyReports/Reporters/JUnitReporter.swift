import TypographyAudit

/// The findings as JUnit XML, which CI systems (GitLab's test reports, Jenkins, Azure Pipelines)
/// show as failed tests: one `<testsuite name="typecase">`, one `<testcase>` per finding — the file
/// as its `classname`, the rule and place as its `name` — holding a `<failure>` whose `type` is the
/// severity and whose text is the compiler-format line. A run without findings has no test case.
public enum JUnitReporter {
    public static func render(_ report: Report) -> String {
        var stream = ReportStream()
        write(report, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// Writes the document into `stream`, one test case at a time.
    public static func write(_ report: Report, to stream: inout ReportStream) {
        let count = report.findings.count
        stream.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(XMLReport.signature)\n")
        stream.write("<testsuites name=\"\(report.metadata.toolName)\" tests=\"\(count)\" failures=\"\(count)\" errors=\"0\">\n")
        stream.write("  <testsuite name=\"\(report.metadata.toolName)\" tests=\"\(count)\" failures=\"\(count)\" errors=\"0\">\n")
        for finding in report.findings {
            let place = "\(finding.location.line):\(finding.location.column)"
            let message = XMLReport.escape(finding.message)
            stream.write("    <testcase classname=\"\(XMLReport.escape(finding.path))\" name=\"\(finding.ruleID) at \(place)\">\n")
            stream.write("      <failure type=\"\(finding.severity.rawValue)\" message=\"\(message)\">")
            stream.write("\(XMLReport.escape(finding.path)):\(place): \(finding.severity.rawValue): \(message) [\(finding.ruleID)]")
            stream.write("</failure>\n    </testcase>\n")
            stream.flushIfFull()
        }
        stream.write("  </testsuite>\n</testsuites>\n")
    }
}
