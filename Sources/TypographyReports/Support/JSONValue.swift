/// A JSON value with object keys kept in the order they were written, so reports are byte-for-byte
/// deterministic and read in a sensible order (`version` first, `findings` before `summary`).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number written with at most 6 decimals, trailing zeros dropped (`17`, `1.294118`).
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in output order; keys are unique by construction of the callers.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.elementsEqual(b) { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The value as pretty-printed JSON (two-space indent, `"key": value`), ending with a newline.
    public func rendered() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(to: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// A line break and two spaces per level, copied from a line break and a run of spaces.
    static func newline(_ output: inout [UInt8], indent: Int) {
        var remaining = indent * 2
        let first = min(remaining, indentedLine.count - 1)
        indentedLine.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[...first])) }
        remaining -= first
        while remaining > 0 {
            let run = min(remaining, indentedLine.count - 1)
            indentedLine.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[1...run])) }
            remaining -= run
        }
    }

    /// A line break and the spaces `newline` copies from.
    private static let indentedLine = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 32)

    func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .number(let value): output.append(contentsOf: numberText(value, decimals: 6).utf8)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output.append(contentsOf: "[]".utf8); return }
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONValue.newline(&output, indent: indent + 1)
                element.write(to: &output, indent: indent + 1)
            }
            JSONValue.newline(&output, indent: indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { output.append(contentsOf: "{}".utf8); return }
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONValue.newline(&output, indent: indent + 1)
                JSONValue.writeString(key, to: &output)
                output.append(contentsOf: ": ".utf8)
                value.write(to: &output, indent: indent + 1)
            }
            JSONValue.newline(&output, indent: indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Writes `value` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else (including non-ASCII) as UTF-8.
    static func writeString(_ value: String, to output: inout [UInt8]) {
        var value = value
        value.withUTF8 { bytes in
            output.append(UInt8(ascii: "\""))
            // Runs of bytes that need no escape (nearly all of them) are appended at once.
            var runStart = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscape(byte, to: &output)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            output.append(UInt8(ascii: "\""))
        }
    }

    /// The escape of a byte below 0x20, a quote or a backslash.
    private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
        default:
            let hex = Array("0123456789abcdef".utf8)
            output.append(contentsOf: #"\u00"#.utf8)
            output.append(hex[Int(byte >> 4)])
            output.append(hex[Int(byte & 0xF)])
        }
    }
}
