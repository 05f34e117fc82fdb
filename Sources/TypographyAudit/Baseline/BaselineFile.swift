/// The baseline file: JSON, one entry per line, sorted, so that the same findings always give the
/// same bytes and a changed baseline reads well in a diff.
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {"rule": "fixed-font-size", "path": "Sources/App/Theme.swift", "line": "static let title = Font.system(size: 28)", "count": 1}
///   ]
/// }
/// ```
extension Baseline {
    /// The version of the file format this typecase reads and writes.
    public static let formatVersion = 1

    /// The file's bytes.
    public func encoded() -> [UInt8] {
        var text = "{\n  \"version\": \(Self.formatVersion),\n  \"findings\": ["
        for (index, entry) in entries.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"rule\": \(Self.quoted(entry.rule)), \"path\": \(Self.quoted(entry.path)), "
                + "\"line\": \(Self.quoted(entry.line)), \"count\": \(entry.count)}"
        }
        text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Array(text.utf8)
    }

    /// Reads the baseline file at `path`; relative entry paths start from the file's directory.
    public static func read(_ path: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try SourceReader.readBytes(AbsolutePath.make(path))
        } catch {
            throw BaselineError(path: path, message: "cannot read baseline: \(error.reason)")
        }
        return try decode(bytes, path: path)
    }

    /// The baseline in `bytes`, read from the file `path` (named in errors; its directory is the
    /// baseline's).
    public static func decode(_ bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        let root: ConfigurationJSON
        do {
            root = try ConfigurationJSONParser.parse(bytes)
        } catch {
            throw BaselineError(path: path, line: error.line, column: error.column, message: "not a typecase baseline: \(error.message)")
        }
        let members = try object(root, path: path, what: "a baseline", keys: ["version", "findings"])
        guard let version = members["version"] else { throw BaselineError(path: path, message: "not a typecase baseline: no \"version\"") }
        guard case .number(let number, isInteger: true) = version.value, number == Double(formatVersion) else {
            throw BaselineError(path: path, at: version, message: "baseline version must be \(formatVersion) (written by another typecase?)")
        }
        guard let list = members["findings"] else { throw BaselineError(path: path, message: "not a typecase baseline: no \"findings\"") }
        guard case .array(let items) = list.value else {
            throw BaselineError(path: path, at: list, message: "\"findings\" must be an array, found \(list.kindDescription)")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            let fields = try object(item, path: path, what: "a baseline entry", keys: ["rule", "path", "line", "count"])
            func string(_ key: String) throws(BaselineError) -> String {
                guard let value = fields[key] else { throw BaselineError(path: path, at: item, message: "baseline entry without \"\(key)\"") }
                guard case .string(let text) = value.value, key == "line" || !text.isEmpty else {
                    throw BaselineError(path: path, at: value, message: "\"\(key)\" must be a non-empty string, found \(value.kindDescription)")
                }
                return text
            }
            var count = 1
            if let value = fields["count"] {
                guard case .number(let number, isInteger: true) = value.value, number >= 1, number <= Double(Int32.max) else {
                    throw BaselineError(path: path, at: value, message: "\"count\" must be a positive integer")
                }
                count = Int(number)
            }
            entries.append(Entry(rule: try string("rule"), path: try string("path"), line: try string("line"), count: count))
        }
        return Baseline(entries: entries, directory: AbsolutePath.parent(of: AbsolutePath.make(path)))
    }

    /// The members of `value`, which must be an object with no keys but `keys`.
    private static func object(_ value: ConfigurationJSON, path: String, what: String,
                               keys: Set<String>) throws(BaselineError) -> [String: ConfigurationJSON] {
        guard case .object(let members) = value.value else {
            throw BaselineError(path: path, at: value, message: "not a typecase baseline: expected \(what) (an object), found \(value.kindDescription)")
        }
        var result: [String: ConfigurationJSON] = [:]
        for member in members {
            guard keys.contains(member.key) else {
                throw BaselineError(path: path, line: member.line, column: member.column,
                                    message: "unknown key '\(member.key)' in \(what); expected \(keys.sorted().joined(separator: ", "))")
            }
            result[member.key] = member.value
        }
        return result
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}

/// A baseline file that cannot be used, in the compiler's format so editors link to the spot:
/// `baseline.json:3:5: error: unknown key 'rules' in a baseline; expected findings, version`.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// 1-based; 0 when the problem is the file as a whole.
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int = 0, column: Int = 0, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    init(path: String, at value: ConfigurationJSON, message: String) {
        self.init(path: path, line: value.line, column: value.column, message: message)
    }

    public var description: String {
        line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
    }
}
