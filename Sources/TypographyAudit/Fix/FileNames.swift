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
        var table = HashSlots(bits: HashSlots.bits(for: identifiers))
        var holdsZero = false
        tree.file.bytes.withUnsafeBufferPointer { bytes in
            for token in tokens where token.kind == .identifier {
                var start = Int(token.start)
                if start < bytes.count, bytes[start] == UInt8(ascii: "$") { start += 1 }
                let hash = Self.hash(UnsafeBufferPointer(rebasing: bytes[start..<Int(token.end)]))
                if hash == 0 { holdsZero = true } else { table.insert(hash) }
            }
        }
        var unique: [UInt64] = []
        unique.reserveCapacity(table.count + (holdsZero ? 1 : 0))
        for hash in table.slots where hash != 0 { unique.append(hash) }
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

/// An open-addressing table of hashes held in their slots (0: an empty slot), at most half full. It
/// starts below ``MallocTuning``'s size for a block of its own mapping (a table for each large file
/// mapped anew faulted its pages in every time) and doubles when the distinct hashes need it.
private struct HashSlots {
    /// The most slots a table starts with: 32 KB.
    static let firstBitsAtMost = 12

    private(set) var slots: [UInt64]
    /// How many hashes the slots hold.
    private(set) var count = 0
    private var bits: Int

    /// The bits of a first table for `names` names (at least twice as many slots, up to ``firstBitsAtMost``).
    static func bits(for names: Int) -> Int {
        var bits = 1
        while 1 << bits < 2 * names, bits < firstBitsAtMost { bits += 1 }
        return bits
    }

    init(bits: Int) {
        self.bits = bits
        slots = [UInt64](repeating: 0, count: 1 << bits)
    }

    /// Adds `hash` (not 0) unless it is there already.
    mutating func insert(_ hash: UInt64) {
        let slot = self.slot(of: hash)
        guard slots[slot] == 0 else { return }
        slots[slot] = hash
        count += 1
        if 2 * count > slots.count { grow() }
    }

    /// The slot holding `hash`, or the empty one where it goes. Fibonacci hashing spreads FNV's hashes
    /// over the slots by their high bits.
    private func slot(of hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
        while slots[slot] != 0, slots[slot] != hash { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = slots
        bits += 1
        slots = [UInt64](repeating: 0, count: 1 << bits)
        for hash in old where hash != 0 { slots[slot(of: hash)] = hash }
    }
}
