import TypographyAudit

/// Diagnostics in the compiler's format, one line per finding, so Xcode, editors and CI logs link
/// them to the source: `path:line:col: warning: message [rule-id]`.
public enum XcodeReporter {
    public static func render(_ report: Report) -> String {
        var output = ""
        output.reserveCapacity(report.findings.count * 160)
        for finding in report.findings {
            output += finding.path
            output += ":"
            output += String(finding.location.line)
            output += ":"
            output += String(finding.location.column)
            output += ": "
            output += finding.severity.rawValue
            output += ": "
            output += singleLine(finding.message)
            output += " ["
            output += finding.ruleID
            output += "]\n"
        }
        return output
    }
}

/// `text` with line breaks turned into spaces, for formats that hold one record per line.
func singleLine(_ text: String) -> String {
    guard mayContainNewline(text) else { return text }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
}

/// Whether `text` may hold a character that `Character.isNewline` accepts: a cheap scan of the UTF-8
/// bytes for the first byte of each (U+000A–U+000D, U+0085 starts with 0xC2, U+2028/U+2029 with 0xE2),
/// so the common message without one is not walked character by character.
private func mayContainNewline(_ text: String) -> Bool {
    text.utf8.contains { byte in (byte >= 0x0A && byte <= 0x0D) || byte == 0xC2 || byte == 0xE2 }
}
