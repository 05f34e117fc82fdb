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
                appendLine(to: &stream.buffer, path: findings[index].path, line: findings[index].location.line,
                           column: findings[index].location.column, severity: severityField(findings[index].severity),
                           message: singleLine(findings[index].message), ruleID: findings[index].ruleID)
                stream.flushIfFull()
            }
        }
    }

    /// Appends `path:line:column` `severity` `message [ruleID]` and a line break, sized first and
    /// written in place: the buffer grows once per line, not once per field.
    private static func appendLine(to buffer: inout [UInt8], path: String, line: Int, column: Int, severity: StaticString,
                                   message: String, ruleID: String) {
        let length = path.utf8.count + 1 + decimalLength(line) + 1 + decimalLength(column) + severity.utf8CodeUnitCount
            + message.utf8.count + 2 + ruleID.utf8.count + 2
        var cursor = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: length))
        buffer.withUnsafeMutableBufferPointer { out in
            func put(_ byte: UInt8) {
                out[cursor] = byte
                cursor += 1
            }
            func put(_ text: String) {
                cursor += UnsafeMutableBufferPointer(rebasing: out[cursor...]).initialize(from: text.utf8).1
            }
            func put(decimal value: Int) {
                if value < 0 { put(UInt8(ascii: "-")) }
                var rest = value.magnitude
                cursor += decimalLength(value) - (value < 0 ? 1 : 0)
                var digit = cursor - 1
                repeat {
                    out[digit] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    digit -= 1
                } while rest > 0
            }
            put(path)
            put(UInt8(ascii: ":"))
            put(decimal: line)
            put(UInt8(ascii: ":"))
            put(decimal: column)
            severity.withUTF8Buffer { field in
                for byte in field { put(byte) }
            }
            put(message)
            put(UInt8(ascii: " "))
            put(UInt8(ascii: "["))
            put(ruleID)
            put(UInt8(ascii: "]"))
            put(UInt8(ascii: "\n"))
        }
    }

    /// How many bytes `value` takes in decimal digits (with its minus sign).
    private static func decimalLength(_ value: Int) -> Int {
        var length = value < 0 ? 2 : 1
        var rest = value.magnitude
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }

    /// The text between a finding's column and its message: `: warning: ` (one copy, no string made).
    private static func severityField(_ severity: Severity) -> StaticString {
        switch severity {
        case .note: ": note: "
        case .warning: ": warning: "
        case .error: ": error: "
        }
    }
}

extension [UInt8] {
    /// Appends the UTF-8 bytes of `text`, copied in one block when the string is stored contiguously.
    mutating func appendUTF8(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }

    /// Appends `value` in decimal digits, most significant first.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var power: UInt = 1
        while power <= magnitude / 10 { power *= 10 }
        while power > 0 {
            append(UInt8(ascii: "0") + UInt8(magnitude / power % 10))
            power /= 10
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
/// message without one is not walked character by character: eight bytes at a time, the text is
/// ruled out when none is below 0x0E or above 0x7F, and only a text with such a byte is read byte by byte.
private func mayContainNewline(_ text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index + 8 <= bytes.count {
            if mayHoldLineBreakByte(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                return containsLineBreak(bytes)
            }
            index += 8
        }
        for byte in bytes[index...] where byte < 0x0E || byte >= 0x80 { return containsLineBreak(bytes) }
        return false
    }
    return found ?? true
}

/// Whether one of the eight bytes of `word` is below 0x0E (the test of a byte below a bound on all
/// bytes at once) or has its high bit set.
private func mayHoldLineBreakByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    return (word &- ones &* 0x0E) & ~word & highBits != 0 || word & highBits != 0
}

/// Whether `bytes` hold a line break of ``mayContainNewline(_:)``'s list.
private func containsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
