/// A JSON value with object keys kept in the order they were written, so reports are byte-for-byte
/// deterministic and read in a sensible order (`version` first, `findings` before `summary`).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// Members in output order; keys are unique by construction of the callers.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.elementsEqual(b) { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The value as pretty-printed JSON (two-space indent, `"key": value`), ending with a newline.
    public func rendered() -> String {
        var output = ""
        write(to: &output, indent: 0)
        output.append("\n")
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .int(let value): output.append(String(value))
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output.append("[]"); return }
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                element.write(to: &output, indent: indent + 1)
                output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent))
            output.append("]")
        case .object(let members):
            guard !members.isEmpty else { output.append("{}"); return }
            output.append("{\n")
            for (index, (key, value)) in members.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                JSONValue.writeString(key, to: &output)
                output.append(": ")
                value.write(to: &output, indent: indent + 1)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent))
            output.append("}")
        }
    }

    /// Writes `value` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else (including non-ASCII) as UTF-8.
    static func writeString(_ value: String, to output: inout String) {
        output.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
