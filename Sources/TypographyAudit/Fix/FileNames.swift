import SwiftSource

/// The names a Swift file's code mentions: its identifiers (a `$name` also as `name`), hashed. `typecase
/// fix` keeps them for every file it parsed, so that the cross-file recheck finds the files that use a
/// name a fix changed without reading every file again (``CrossFileRecheck``).
struct FileNames: Sendable {
    /// The hashes, ascending, each once.
    private let hashes: [UInt64]

    init(_ tree: SyntaxTree) {
        var hashes: [UInt64] = []
        hashes.reserveCapacity(tree.tokens.count / 3)
        tree.file.bytes.withUnsafeBufferPointer { bytes in
            for token in tree.tokens where token.kind == .identifier {
                var start = Int(token.start)
                if start < bytes.count, bytes[start] == UInt8(ascii: "$") { start += 1 }
                hashes.append(Self.hash(bytes[start..<Int(token.end)]))
            }
        }
        hashes.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(hashes.count)
        for hash in hashes where unique.last != hash { unique.append(hash) }
        self.hashes = unique
    }

    /// Whether the code mentions one of the names (given by ``hashes(of:)``).
    func mentions(anyOf names: [UInt64]) -> Bool {
        names.contains { name in
            var low = 0
            var high = hashes.count
            while low < high {
                let middle = (low + high) / 2
                if hashes[middle] < name { low = middle + 1 } else { high = middle }
            }
            return low < hashes.count && hashes[low] == name
        }
    }

    /// The hashes of names, for ``mentions(anyOf:)``.
    static func hashes(of names: some Sequence<String>) -> [UInt64] {
        names.map { hash($0.utf8) }
    }

    /// FNV-1a, 64 bits.
    private static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
