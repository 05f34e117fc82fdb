/// A replacement of a byte range of a file with new text.
public struct TextEdit: Sendable, Hashable {
    /// The replaced bytes (empty to insert at `range.lowerBound`).
    public var range: Range<Int>
    /// The new text.
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// Why a set of edits cannot be applied.
public enum TextEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An edit reaches outside the file.
    case outOfBounds(TextEdit, fileSize: Int)
    /// Two edits touch the same bytes (or insert at the same offset, where their order would be
    /// ambiguous).
    case overlapping(TextEdit, TextEdit)

    public var description: String {
        switch self {
        case .outOfBounds(let edit, let size):
            "edit of bytes \(edit.range.lowerBound)..<\(edit.range.upperBound) is outside the file (\(size) bytes)"
        case .overlapping(let first, let second):
            "edits of bytes \(first.range.lowerBound)..<\(first.range.upperBound) and "
                + "\(second.range.lowerBound)..<\(second.range.upperBound) overlap"
        }
    }
}

/// Applies several edits to a file's bytes in one pass and returns the new bytes.
///
/// The edits may come in any order; their ranges refer to the original bytes and must not overlap.
/// An edit that only inserts (empty range) may touch a replaced range at either end, but two
/// insertions at the same offset are ambiguous and rejected.
///
/// - Throws: ``TextEditError`` when an edit is out of bounds or two edits overlap; nothing is applied.
public func applyEdits(_ edits: [TextEdit], to bytes: [UInt8]) throws -> [UInt8] {
    let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    var previous: TextEdit?
    var growth = 0
    for edit in sorted {
        guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count else {
            throw TextEditError.outOfBounds(edit, fileSize: bytes.count)
        }
        if let previous {
            let touchesSameOffset = previous.range.isEmpty && edit.range.isEmpty
                && previous.range.lowerBound == edit.range.lowerBound
            if edit.range.lowerBound < previous.range.upperBound || touchesSameOffset {
                throw TextEditError.overlapping(previous, edit)
            }
        }
        previous = edit
        growth += edit.replacement.utf8.count - edit.range.count
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + max(0, growth))
    var copied = 0
    for edit in sorted {
        result.append(contentsOf: bytes[copied..<edit.range.lowerBound])
        result.append(contentsOf: edit.replacement.utf8)
        copied = edit.range.upperBound
    }
    result.append(contentsOf: bytes[copied...])
    return result
}
