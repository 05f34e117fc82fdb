import TypographyAudit

/// Diagnostics in the compiler's format, one line per finding, so Xcode, editors and CI logs link
/// them to the source: `path:line:col: warning: message [rule-id]`.
public enum XcodeReporter {
    public static func render(_ report: Report) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(report.findings.count * 160)
        for finding in report.findings {
            output.append(contentsOf: finding.path.utf8)
            output.append(UInt8(ascii: ":"))
            output.append(contentsOf: String(finding.location.line).utf8)
            output.append(UInt8(ascii: ":"))
            output.append(contentsOf: String(finding.location.column).utf8)
            output.append(contentsOf: ": ".utf8)
            output.append(contentsOf: finding.severity.rawValue.utf8)
            output.append(contentsOf: ": ".utf8)
            output.append(contentsOf: singleLine(finding.message).utf8)
            output.append(contentsOf: " [".utf8)
            output.append(contentsOf: finding.ruleID.utf8)
            output.append(contentsOf: "]\n".utf8)
        }
        return String(decoding: output, as: UTF8.self)
    }

}

/// `text` with line breaks turned into spaces, for formats that hold one record per line.
func singleLine(_ text: String) -> String {
    guard mayContainNewline(text) else { return text }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
}

/// Whether `text` may hold a character that `Character.isNewline` accepts, from its UTF-8 bytes:
/// U+000A–U+000D, U+0085 (C2 85), U+2028 and U+2029 (E2 80 A8/A9). A cheap scan, so the common
/// message without one is not walked character by character.
private func mayContainNewline(_ text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x0A && byte <= 0x0D { return true }
            if byte == 0x85 && index >= 1 && bytes[index - 1] == 0xC2 { return true }
            if (byte == 0xA8 || byte == 0xA9) && index >= 2 && bytes[index - 1] == 0x80 && bytes[index - 2] == 0xE2 {
                return true
            }
        }
        return false
    }
    return found ?? true
}
