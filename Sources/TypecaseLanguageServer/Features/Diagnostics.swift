import TypographyAudit

/// Findings as LSP diagnostics: the finding's place to the end of the word there, severity mapped
/// (error 1, warning 2, note 3 "information"), the rule id as `code`, and `codeDescription.href`
/// linking the rule's section of the rules document.
struct Diagnostics {
    /// The rules document (`file:///…/Rules.md`, or a web address) whose `#rule-id` sections the
    /// diagnostics link; nil: no link.
    var rulesDocument: String?

    func diagnostic(_ finding: Finding, in document: TextDocument) -> JSONObject {
        var diagnostic: JSONObject = [
            "range": Self.range(of: finding, in: document).json,
            "severity": Self.severity(finding.severity),
            "code": finding.ruleID,
            "source": "typecase",
            "message": finding.message,
        ]
        if let rulesDocument { diagnostic["codeDescription"] = ["href": rulesDocument + "#" + finding.ruleID] }
        return diagnostic
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// From the finding's byte to the end of the name there (`.system`, `Font`, `lineSpacing`), or
    /// one character where no name starts.
    static func range(of finding: Finding, in document: TextDocument) -> TextRange {
        let bytes = document.bytes
        let start = min(finding.location.offset, bytes.count)
        var end = start
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1 }
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        if end == start || (end == start + 1 && bytes[start] == UInt8(ascii: ".")) {
            end = start
            if end < bytes.count { end += 1 }
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return document.range(of: start..<end)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
