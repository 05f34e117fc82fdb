/// A JSON value read from a configuration file, with the line and column where it starts so that
/// errors can point at the exact key or value.
struct ConfigurationJSON: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double, isInteger: Bool)
        case string(String)
        case array([ConfigurationJSON])
        /// Members in file order; duplicate keys are rejected while parsing.
        case object([Member])
    }

    /// One `"key": value` member of an object, with the key's position.
    struct Member: Sendable {
        var key: String
        var line: Int
        var column: Int
        var value: ConfigurationJSON
    }

    var value: Value
    var line: Int
    var column: Int

    /// What the value is, for error messages ("a string", "an object").
    var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A syntax error in a configuration file: 1-based line and column and what was expected.
struct ConfigurationSyntaxError: Error {
    var line: Int
    var column: Int
    var message: String
}

/// A strict JSON (RFC 8259) parser over UTF-8 bytes that records positions.
struct ConfigurationJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON document; only whitespace may follow it.
    static func parse(_ bytes: [UInt8]) throws(ConfigurationSyntaxError) -> ConfigurationJSON {
        var parser = ConfigurationJSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected content after the JSON value") }
        return value
    }

    /// The column of the current byte: UTF-8 bytes from the line's start plus one, like every column
    /// typecase prints (and constant time, so a one-line file of any size parses in linear time).
    private var column: Int {
        min(index, bytes.count) - lineStart + 1
    }

    private func error(_ message: String) -> ConfigurationSyntaxError {
        ConfigurationSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(ConfigurationSyntaxError) -> ConfigurationJSON {
        skipWhitespace()
        guard depth < 64 else { throw error("nesting too deep") }
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let startLine = line
        let startColumn = column
        let value: ConfigurationJSON.Value
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth)
        case UInt8(ascii: "["): value = try parseArray(depth: depth)
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
        default: throw error("unexpected character, expected a value")
        }
        return ConfigurationJSON(value: value, line: startLine, column: startColumn)
    }

    private mutating func expectWord(_ word: String) throws(ConfigurationSyntaxError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw error("unexpected word, expected a value") }
        index += expected.count
    }

    private mutating func parseObject(depth: Int) throws(ConfigurationSyntaxError) -> ConfigurationJSON.Value {
        index += 1
        var members: [ConfigurationJSON.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let keyLine = line
            let keyColumn = column
            let key = try parseString()
            if let first = members.first(where: { $0.key == key }) {
                throw ConfigurationSyntaxError(line: keyLine, column: keyColumn,
                                               message: "duplicate key '\(key)' (first at line \(first.line))")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            members.append(.init(key: key, line: keyLine, column: keyColumn, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(ConfigurationSyntaxError) -> ConfigurationJSON.Value {
        index += 1
        var elements: [ConfigurationJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(ConfigurationSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        var segmentStart = index
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[segmentStart..<end], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character or line break inside a string") }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            flush(index)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard index + 4 <= bytes.count,
                      let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                    throw error("invalid \\u escape")
                }
                index += 4
                if (0xD800...0xDBFF).contains(code) {
                    pendingHighSurrogate = code
                } else if (0xDC00...0xDFFF).contains(code), let high = pendingHighSurrogate {
                    scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
                    pendingHighSurrogate = nil
                } else if let scalar = Unicode.Scalar(code) {
                    scalars.append(scalar)
                } else {
                    throw error("invalid \\u escape")
                }
            default:
                throw error("invalid escape in a string")
            }
            segmentStart = index
        }
        throw error("unterminated string")
    }

    private mutating func parseNumber() throws(ConfigurationSyntaxError) -> ConfigurationJSON.Value {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                isInteger = false
            default:
                return try number(start, isInteger)
            }
            index += 1
        }
        return try number(start, isInteger)
    }

    private func number(_ start: Int, _ isInteger: Bool) throws(ConfigurationSyntaxError) -> ConfigurationJSON.Value {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), text.last?.isNumber == true else {
            throw ConfigurationSyntaxError(line: line, column: column, message: "invalid number '\(text)'")
        }
        return .number(value, isInteger: isInteger)
    }
}
