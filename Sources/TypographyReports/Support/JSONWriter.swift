/// A JSON document written as it is made, member by member, exactly as ``JSONValue/rendered()``
/// writes the same document (two-space indent, `"key": value`, `[]` and `{}` when empty, a final
/// newline): a large document without a tree of values to build and walk.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Open containers.
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var isEmpty = true

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    mutating func beginObject() { begin(UInt8(ascii: "{")) }
    mutating func endObject() { end(UInt8(ascii: "}")) }
    mutating func beginArray() { begin(UInt8(ascii: "[")) }
    mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Starts an object's member named by a literal that needs no escape (`files`, `label`): the
    /// value follows.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\": ")
    }

    /// Starts an object's member named by `name`, escaped: the value follows.
    mutating func key(string name: String) {
        separate()
        JSONValue.writeString(name, to: &bytes)
        raw(": ")
    }

    /// Starts an array's element: the value follows.
    mutating func element() { separate() }

    /// The document's end: the final newline.
    mutating func finish() { bytes.append(UInt8(ascii: "\n")) }

    // MARK: Values

    mutating func string(_ value: String) { JSONValue.writeString(value, to: &bytes) }
    mutating func int(_ value: Int) { bytes.appendDecimal(value) }
    /// As ``JSONValue/number(_:)``: at most 6 decimals.
    mutating func number(_ value: Double) { bytes.appendNumber(value, decimals: 6) }
    mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }
    mutating func null() { raw("null") }
    mutating func number(_ value: Double?) { if let value { number(value) } else { null() } }
    mutating func string(_ value: String?) { if let value { string(value) } else { null() } }

    // MARK: Members

    /// A member whose value is a string, or null when `value` is nil.
    mutating func member(_ name: StaticString, _ value: String?) {
        key(name)
        string(value)
    }

    mutating func member(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    /// A member whose value is a number (at most 6 decimals), or null when `value` is nil.
    mutating func member(_ name: StaticString, _ value: Double?) {
        key(name)
        number(value)
    }

    mutating func member(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// A place in a file as one string, `"PATH:LINE"`, without building it.
    mutating func location(_ path: String, line: Int) {
        JSONValue.writeString(path, to: &bytes)
        bytes.removeLast()  // the closing quote, written after the line
        bytes.append(UInt8(ascii: ":"))
        bytes.appendDecimal(line)
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: Layout

    private mutating func begin(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        isEmpty = true
    }

    private mutating func end(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty { JSONValue.newline(&bytes, indent: depth) }
        bytes.append(bracket)
        isEmpty = false
    }

    /// The comma before every member but the first, then the member's line.
    private mutating func separate() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        JSONValue.newline(&bytes, indent: depth)
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
