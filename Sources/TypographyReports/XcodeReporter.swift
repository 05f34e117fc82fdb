import TypographyAudit

/// Diagnostics in the compiler's format, one line per finding, so Xcode, editors and CI logs link
/// them to the source: `path:line:col: warning: message [rule-id]`.
public enum XcodeReporter {
    public static func render(_ report: Report) -> String {
        var output = ""
        for finding in report.findings {
            output.append("\(finding.path):\(finding.location.line):\(finding.location.column): ")
            output.append("\(finding.severity.rawValue): \(singleLine(finding.message)) [\(finding.ruleID)]\n")
        }
        return output
    }
}

/// `text` with line breaks turned into spaces, for formats that hold one record per line.
func singleLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
}
