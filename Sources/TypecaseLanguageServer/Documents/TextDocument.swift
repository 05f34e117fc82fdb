/// A position as LSP counts it: 0-based line, and character in UTF-16 code units within the line.
public struct Position: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(json: Any?) {
        guard let object = json as? JSONObject, let line = object["line"] as? Int, let character = object["character"] as? Int,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSONObject { ["line": line, "character": character] }

    public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

/// A range of LSP positions, end exclusive.
public struct TextRange: Sendable, Hashable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    init?(json: Any?) {
        guard let object = json as? JSONObject, let start = Position(json: object["start"]), let end = Position(json: object["end"]),
              start <= end else { return nil }
        self.init(start: start, end: end)
    }

    var json: JSONObject { ["start": start.json, "end": end.json] }

    /// Whether the two ranges share a position (touching counts, as editors ask at a cursor).
    func overlaps(_ other: TextRange) -> Bool { start <= other.end && other.start <= end }
}

/// The text of an open buffer as UTF-8 bytes (what the audit reads), with its line starts, and the
/// conversions between byte offsets and LSP positions (UTF-16 code units: an emoji outside the
/// Basic Multilingual Plane is 4 bytes and 2 units, a CJK character 3 bytes and 1 unit).
public struct TextDocument: Sendable {
    public let uri: String
    public private(set) var version: Int
    public private(set) var bytes: [UInt8]
    /// The byte offset of each line's first byte.
    private var lineStarts: [Int]

    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(bytes)
    }

    /// The UTF-8 text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The byte offset of `position`; a character past the end of its line is the line's end, one in
    /// the middle of a character (half a surrogate pair) is the character's start, a line past the
    /// last is the end of the text.
    public func offset(of position: Position) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnd(position.line)
        var offset = start
        var units = 0
        while offset < end {
            let length = Self.scalarLength(bytes[offset])
            let width = length == 4 ? 2 : 1
            if units + width > position.character { break }
            units += width
            offset = min(end, offset + length)
        }
        return offset
    }

    /// The LSP position of byte `offset` (clamped to the text).
    public func position(of offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var units = 0
        var cursor = lineStarts[low]
        while cursor < offset {
            let length = Self.scalarLength(bytes[cursor])
            units += length == 4 ? 2 : 1
            cursor += length
        }
        return Position(line: low, character: units)
    }

    /// The range of bytes `range`.
    public func range(of range: Range<Int>) -> TextRange {
        TextRange(start: position(of: range.lowerBound), end: position(of: range.upperBound))
    }

    /// Replaces the whole text (`range` nil) or the text in `range`, and takes the new version.
    public mutating func apply(_ text: String, in range: TextRange?, version: Int) {
        if let range {
            let lower = offset(of: range.start)
            let upper = max(lower, offset(of: range.end))
            bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
        } else {
            bytes = Array(text.utf8)
        }
        lineStarts = Self.lineStarts(bytes)
        self.version = version
    }

    /// The end of line `line` before its line break (`\n`, `\r\n` or `\r`).
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], bytes[end - 1] == 10 { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// Bytes of the UTF-8 sequence that `lead` starts (1 for a stray continuation byte).
    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// Line starts: LSP breaks lines at `\n`, `\r\n` and `\r`.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 10 {
                starts.append(index + 1)
            } else if bytes[index] == 13 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }
}
