import TypographyAudit

/// Diagnostics in the compiler's format, one line per finding, so Xcode, editors and CI logs link
/// them to the source: `path:line:col: warning: message [rule-id]`.
public enum XcodeReporter {
    public static func render(_ report: Report) -> String {
        var stream = ReportStream()
        write(report, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// Writes one line per finding into `stream`.
    public static func write(_ report: Report, to stream: inout ReportStream) {
        // Fields are read in place from the array's storage: a `for finding in` loop copies every
        // finding, retaining its strings.
        report.findings.withUnsafeBufferPointer { findings in
            for index in findings.indices {
                stream.buffer.appendUTF8(findings[index].path)
                stream.buffer.append(UInt8(ascii: ":"))
                stream.buffer.appendDecimal(findings[index].location.line)
                stream.buffer.append(UInt8(ascii: ":"))
                stream.buffer.appendDecimal(findings[index].location.column)
                stream.buffer.appendUTF8(": ")
                stream.buffer.appendUTF8(findings[index].severity.rawValue)
                stream.buffer.appendUTF8(": ")
                stream.buffer.appendUTF8(singleLine(findings[index].message))
                stream.buffer.appendUTF8(" [")
                stream.buffer.appendUTF8(findings[index].ruleID)
                stream.buffer.appendUTF8("]\n")
                stream.flushIfFull()
            }
        }
    }
}

extension [UInt8] {
    /// Appends the UTF-8 bytes of `text`, copied in one block when the string is stored contiguously.
    mutating func appendUTF8(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }

    /// Appends `value` in decimal digits.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var digitCount = 1
        var power: UInt = 10
        while digitCount < 19 && magnitude >= power { digitCount += 1; power *= 10 }
        let start = count
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digitCount))
        withUnsafeMutableBufferPointer { buffer in
            var rest = magnitude
            var index = start + digitCount - 1
            while rest > 0 {
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                index -= 1
            }
        }
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
            // Every other printable ASCII byte is ruled out with one comparison.
            if byte > 0x0D && byte < 0x80 { continue }
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
