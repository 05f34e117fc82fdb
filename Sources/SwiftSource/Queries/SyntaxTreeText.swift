#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Bytes, text and positions of tokens and nodes.
extension SyntaxTree {
    /// The byte offsets covered by a token span (empty span: an empty range at the start of the
    /// file or after the previous token).
    public func byteRange(of span: TokenRange) -> Range<Int> {
        guard !span.isEmpty, span.lowerBound >= 0, Int(span.upperBound) <= tokens.count else {
            let offset = span.lowerBound > 0 && Int(span.lowerBound) <= tokens.count
                ? Int(tokens[Int(span.lowerBound) - 1].end) : 0
            return offset..<offset
        }
        return Int(tokens[Int(span.lowerBound)].start)..<Int(tokens[Int(span.upperBound) - 1].end)
    }

    /// The byte offsets a node covers.
    public func byteRange(of node: some SyntaxNode) -> Range<Int> { byteRange(of: node.tokens) }

    /// The byte offsets of one token.
    public func byteRange(of token: TokenID) -> Range<Int> { tokens[token.index].range }

    /// The source text of a token.
    public func text(of token: TokenID) -> String { file.text(tokens[token.index].range) }

    /// The source text of a token span (comments and spacing inside included).
    public func text(of span: TokenRange) -> String { file.text(byteRange(of: span)) }

    /// The source text of a node.
    public func text(of node: some SyntaxNode) -> String { file.text(byteRange(of: node)) }

    /// Whether a token's bytes are exactly `expected`, without creating a `String`.
    public func token(_ token: TokenID, is expected: StaticString) -> Bool {
        let range = tokens[token.index].range
        guard range.count == expected.utf8CodeUnitCount, range.upperBound <= file.bytes.count else { return false }
        return bytes(range, equal: UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount))
    }

    /// Whether a token's bytes equal `expected` (the lengths first: most tokens differ there).
    public func token(_ token: TokenID, is expected: String) -> Bool {
        let range = tokens[token.index].range
        let utf8 = expected.utf8
        guard range.upperBound <= file.bytes.count, range.count == utf8.count else { return false }
        return utf8.withContiguousStorageIfAvailable { bytes(range, equal: $0) } ?? file.bytes[range].elementsEqual(utf8)
    }

    /// Whether two tokens are spelt the same (`Timer` here and `Timer` there), without `String`s.
    public func token(_ token: TokenID, spellsLike other: TokenID) -> Bool {
        let range = tokens[token.index].range
        let otherRange = tokens[other.index].range
        guard range.count == otherRange.count, max(range.upperBound, otherRange.upperBound) <= file.bytes.count else {
            return false
        }
        return file.bytes.withUnsafeBufferPointer { bytes(range, equal: UnsafeBufferPointer(rebasing: $0[otherRange])) }
    }

    /// `body` of the file's bytes `range` (in the file), without copying them: for tests on bytes
    /// that rules make of a token's or a node's text.
    public func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try file.bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// `body` of a token's bytes, without copying them.
    public func withBytes<Result>(of token: TokenID, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withBytes(tokens[token.index].range, body)
    }

    /// Whether the file's bytes `range` are `expected` (of the same length, `range` inside the file).
    private func bytes(_ range: Range<Int>, equal expected: UnsafeBufferPointer<UInt8>) -> Bool {
        file.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, let other = expected.baseAddress else { return range.isEmpty }
            return memcmp(base + range.lowerBound, other, range.count) == 0
        }
    }

    /// The 1-based line and column of a token's first byte.
    public func location(of token: TokenID) -> (line: Int, column: Int) {
        file.location(of: Int(tokens[token.index].start))
    }

    /// The 1-based line and column where a node starts.
    public func location(of node: some SyntaxNode) -> (line: Int, column: Int) {
        file.location(of: byteRange(of: node).lowerBound)
    }

    /// The text of a span without whitespace and without the ASCII characters of `dropping`
    /// (`String?` → `String` with `dropping: "?!"`): on the bytes directly when they are ASCII (the
    /// common case), else through `Character`s.
    public func compactText(of span: TokenRange, dropping: StaticString = "") -> String {
        let dropped = dropping.withUTF8Buffer { Array($0) }
        let bytes = file.bytes[byteRange(of: span)]
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return text(of: span).filter { character in
                !character.isWhitespace && !(character.asciiValue.map { dropped.contains($0) } ?? false)
            }
        }
        // ASCII whitespace: tab, line feed, vertical tab, form feed, carriage return, space.
        let kept = bytes.filter { !($0 >= 0x09 && $0 <= 0x0D) && $0 != 0x20 && !dropped.contains($0) }
        return String(decoding: kept, as: UTF8.self)
    }
}
