import SwiftSource

/// The names a Swift file's code mentions: its identifiers (a `$name` also as `name`), hashed. `typecase
/// fix` keeps them for every file it parsed, so that the cross-file recheck finds the files that use a
/// name a fix changed without reading every file again (``CrossFileRecheck``).
struct FileNames: Sendable {
    /// The hashes, each once, unsorted: sorting every parsed file's names cost more than the recheck
    /// that searches them.
    private let hashes: [UInt64]

    init(_ tree: SyntaxTree) {
        let tokens = tree.tokens
        var identifiers = 0
        for token in tokens where token.kind == .identifier { identifiers += 1 }
        var bits = 1
        while 1 << bits < 2 * identifiers { bits += 1 }
        // An open-addressing table of the hashes met, held in their slots (0: an empty slot; a hash
        // of 0 is noted apart): one look at memory a name, and the kept array of the size it needs.
        var table = [UInt64](repeating: 0, count: 1 << bits)
        var count = 0
        var holdsZero = false
        let shift = UInt64(64 - bits)
        tree.file.bytes.withUnsafeBufferPointer { bytes in
            table.withUnsafeMutableBufferPointer { table in
                let mask = table.count - 1
                for token in tokens where token.kind == .identifier {
                    var start = Int(token.start)
                    if start < bytes.count, bytes[start] == UInt8(ascii: "$") { start += 1 }
                    let hash = Self.hash(UnsafeBufferPointer(rebasing: bytes[start..<Int(token.end)]))
                    guard hash != 0 else {
                        holdsZero = true
                        continue
                    }
                    // Fibonacci hashing spreads FNV's hashes over the slots by their high bits.
                    var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
                    while table[slot] != 0, table[slot] != hash { slot = (slot + 1) & mask }
                    if table[slot] == 0 {
                        table[slot] = hash
                        count += 1
                    }
                }
            }
        }
        var unique: [UInt64] = []
        unique.reserveCapacity(count + (holdsZero ? 1 : 0))
        for hash in table where hash != 0 { unique.append(hash) }
        if holdsZero { unique.append(0) }
        hashes = unique
    }

    /// Whether the code mentions one of the names (given by ``hashes(of:)``: ascending, each once).
    func mentions(anyOf names: [UInt64]) -> Bool {
        guard !names.isEmpty else { return false }
        return hashes.contains { hash in
            var low = 0
            var high = names.count
            while low < high {
                let middle = (low + high) / 2
                if names[middle] < hash { low = middle + 1 } else { high = middle }
            }
            return low < names.count && names[low] == hash
        }
    }

    /// The hashes of names, ascending and each once, for ``mentions(anyOf:)``.
    static func hashes(of names: some Sequence<String>) -> [UInt64] {
        Array(Set(names.map { name in
            var name = name
            return name.withUTF8 { hash($0) }
        })).sorted()
    }

    /// FNV-1a, 64 bits.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
