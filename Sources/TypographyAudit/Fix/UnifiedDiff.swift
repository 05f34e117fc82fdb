/// A unified diff of two versions of a file, line by line, as `diff -u` and `git diff` print it:
/// `--- a/PATH`, `+++ b/PATH`, hunks of changed lines with three lines of context. Lines keep their
/// own line endings (a CRLF file's lines end in `\r`), and a last line without a newline is marked
/// `\ No newline at end of file`.
public enum UnifiedDiff {
    /// The diff of `old` and `new` for `path` (empty when they are equal).
    public static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let operations = LineDiff(oldLines, newLines).operations
        let isAbsolute = path.hasPrefix("/")
        var output = "--- \(isAbsolute ? path : "a/" + path)\n+++ \(isAbsolute ? path : "b/" + path)\n"
        for hunk in hunks(of: operations, context: context) {
            output += hunk.header
            for operation in operations[hunk.range] {
                switch operation {
                case .same(let oldIndex, _): output += line(" ", oldLines[oldIndex])
                case .removed(let oldIndex): output += line("-", oldLines[oldIndex])
                case .added(let newIndex): output += line("+", newLines[newIndex])
                }
            }
        }
        return output
    }

    /// The lines of a text, each with its terminating `\n` (the last one may have none).
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
        if bytes.last == UInt8(ascii: "\n") { return marker + String(decoding: bytes, as: UTF8.self) }
        return marker + String(decoding: bytes, as: UTF8.self) + "\n\\ No newline at end of file\n"
    }

    private struct Hunk {
        var range: Range<Int>
        var header: String
    }

    /// Groups of changes at most `2 × context` unchanged lines apart, each with its context.
    private static func hunks(of operations: [LineDiff.Operation], context: Int) -> [Hunk] {
        let changed = operations.indices.filter {
            if case .same = operations[$0] { return false }
            return true
        }
        var groups: [Range<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= 2 * context {
                groups[groups.count - 1] = last.lowerBound..<(index + 1)
            } else {
                groups.append(index..<(index + 1))
            }
        }
        return groups.map { group in
            let range = max(0, group.lowerBound - context)..<min(operations.count, group.upperBound + context)
            var oldStart = 0
            var newStart = 0
            // The line numbers where the hunk starts: count what precedes it.
            for operation in operations[..<range.lowerBound] {
                switch operation {
                case .same: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0
            var newCount = 0
            for operation in operations[range] {
                switch operation {
                case .same: oldCount += 1; newCount += 1
                case .removed: oldCount += 1
                case .added: newCount += 1
                }
            }
            let header = "@@ -\(position(oldStart, oldCount)) +\(position(newStart, newCount)) @@\n"
            return Hunk(range: range, header: header)
        }
    }

    /// `start,count` as a hunk header writes it: 1-based; an empty side names the line before it.
    private static func position(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }
}

/// The shortest edit script between two line arrays (Myers' O(ND) algorithm), after the common
/// first and last lines are set aside: cost grows with the number of changed lines, not the file's size squared.
struct LineDiff {
    enum Operation: Equatable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    let operations: [Operation]

    init(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var operations = (0..<prefix).map { Operation.same($0, $0) }
        operations += Self.middle(old, new, from: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
        operations += (0..<suffix).map { Operation.same(old.count - suffix + $0, new.count - suffix + $0) }
        self.operations = operations
    }

    /// Myers' greedy forward search with the furthest-reaching paths kept per step, then the path
    /// traced back.
    private static func middle(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>], from start: Int,
                               oldEnd: Int, newEnd: Int) -> [Operation] {
        let n = oldEnd - start
        let m = newEnd - start
        if n == 0 { return (0..<m).map { .added(start + $0) } }
        if m == 0 { return (0..<n).map { .removed(start + $0) } }
        let maximum = n + m
        let offset = maximum + 1
        var frontier = [Int](repeating: 0, count: 2 * maximum + 3)
        // Per step, the frontier's diagonals -(step + 1)...(step + 1) before it: O(D²) memory.
        var trace: [[Int]] = []
        search: for step in 0...maximum {
            trace.append(Array(frontier[(offset - step - 1)...(offset + step + 1)]))
            for diagonal in stride(from: -step, through: step, by: 2) {
                var x: Int
                if diagonal == -step || (diagonal != step && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1]) {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, old[start + x] == new[start + y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n && y >= m { break search }
            }
        }
        // Back from (n, m): at each step, the diagonal the path came from, its snake, and its move.
        var result: [Operation] = []
        var x = n
        var y = m
        for step in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[step]
            let base = step + 1
            let diagonal = x - y
            let previousDiagonal = diagonal == -step
                || (diagonal != step && previous[base + diagonal - 1] < previous[base + diagonal + 1])
                ? diagonal + 1 : diagonal - 1
            let previousX = previous[base + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                result.append(.same(start + x, start + y))
            }
            guard step > 0 else { break }
            if x == previousX {
                result.append(.added(start + previousY))
            } else {
                result.append(.removed(start + previousX))
            }
            x = previousX
            y = previousY
        }
        return result.reversed()
    }
}
