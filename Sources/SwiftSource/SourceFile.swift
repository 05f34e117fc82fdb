#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A Swift file's bytes with line/column lookup.
///
/// Lines and columns are 1-based and counted as the compiler counts them: a column is the byte offset
/// within the line plus one (UTF-8 bytes, not characters). A line ends at LF, CR LF or a lone CR; a
/// byte-order mark at the start of the file is not part of line 1's columns.
public struct SourceFile: Sendable {
    /// The path as given by the caller (used in diagnostics, never re-read).
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset where each line starts; `lineStarts[0] == 0`. 32-bit, as the tokens' offsets
    /// are (a generated file of many short lines has millions).
    public let lineStarts: [Int32]
    /// 3 when the file starts with a UTF-8 byte-order mark, else 0.
    private let bomLength: Int

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // memchr per line (vectorised in libc) instead of a loop over the bytes.
            var index = 0
            while index < buffer.count, let found = memchr(base + index, 0x0A, buffer.count - index) {
                index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                starts.append(Int32(truncatingIfNeeded: index))
            }
        }
        // memchr, not `contains`: a byte loop over a large file costs more than finding its lines.
        if bytes.withUnsafeBufferPointer({ $0.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } ?? false }) {
            starts = Self.lineStartsWithCarriageReturns(bytes)
        }
        lineStarts = starts
        bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Line starts where a lone CR ends a line too (old Mac line endings); CR LF is one line break.
    private static func lineStartsWithCarriageReturns(_ bytes: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index == bytes.count || bytes[index] != 0x0A)) {
                starts.append(Int32(truncatingIfNeeded: index))
            }
        }
        return starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Number of lines (a final line without a newline counts; an empty file has one line).
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line and column of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        let start = low == 0 ? min(bomLength, offset) : Int(lineStarts[low])
        return (low + 1, offset - start + 1)
    }

    /// The text of a byte range, decoding invalid UTF-8 with replacement characters.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
