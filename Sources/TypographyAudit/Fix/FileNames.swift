import SwiftSource
import Synchronization

/// The names a Swift file's code mentions: its identifiers (a `$name` also as `name`), hashed. `typecase
/// fix` keeps them for every file it parsed, so that the cross-file recheck finds the files that use a
/// name a fix changed without reading every file again (``CrossFileRecheck``).
struct FileNames: Sendable {
    /// The hashes, each once, in the order the code first mentions them: sorting every parsed file's
    /// names cost more than the recheck that searches them.
    private let hashes: [UInt64]

    init(_ tree: SyntaxTree) {
        hashes = HashSlots.reused { table in
            tree.tokens.withUnsafeBufferPointer { tokens in
                tree.file.bytes.withUnsafeBufferPointer { bytes in
                    for token in tokens where token.kind == .identifier {
                        var start = Int(token.start)
                        if bytes[start] == UInt8(ascii: "$") { start += 1 }
                        table.insert(Self.hash(bytes, from: start, to: Int(token.end)))
                    }
                }
            }
        }
    }

    /// Whether the code mentions one of the names (given by ``hashes(of:)``: ascending, each once).
    func mentions(anyOf names: [UInt64]) -> Bool {
        guard !names.isEmpty else { return false }
        // A hash's top bits pick one of 1,024 bits set for the names: most of a file's hashes are
        // told apart by that bit alone, the others searched for among the names.
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { filter in
            filter.initialize(repeating: 0)
            for name in names { filter[Int(name >> 60)] |= 1 << ((name >> 54) & 63) }
            return hashes.contains { hash in
                guard filter[Int(hash >> 60)] & (1 << ((hash >> 54) & 63)) != 0 else { return false }
                var low = 0
                var high = names.count
                while low < high {
                    let middle = (low + high) / 2
                    if names[middle] < hash { low = middle + 1 } else { high = middle }
                }
                return low < names.count && names[low] == hash
            }
        }
    }

    /// The hashes of names, ascending and each once, for ``mentions(anyOf:)``.
    static func hashes(of names: some Sequence<String>) -> [UInt64] {
        Array(Set(names.map { name in
            var name = name
            return name.withUTF8 { hash($0, from: 0, to: $0.count) }
        })).sorted()
    }

    /// The hash of `bytes[start..<end]`, read eight bytes at a time (a byte at a time, FNV-1a cost
    /// more than the table it filled): each little-endian word of the name, its last one padded
    /// with zeros, is mixed in by a multiplication, and the length with the first. Where `bytes` go
    /// on past the name, its last word is read whole and its bytes beyond the name masked off.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        let base = UnsafeRawPointer(bytes.baseAddress!)
        func word(at offset: Int) -> UInt64 { UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var hash = 0x243F_6A88_85A3_08D3 ^ UInt64(truncatingIfNeeded: end - start)
        var offset = start
        while end - offset >= 8 {
            hash = mixed(hash, with: word(at: offset))
            offset += 8
        }
        let rest = end - offset
        if rest > 0 {
            var last: UInt64 = 0
            if bytes.count - offset >= 8 {
                last = word(at: offset) & (1 << (8 * rest) - 1)
            } else {
                for position in 0..<rest { last |= UInt64(bytes[offset + position]) << (8 * position) }
            }
            hash = mixed(hash, with: last)
        }
        return hash ^ hash >> 29
    }

    @inline(__always)
    private static func mixed(_ hash: UInt64, with word: UInt64) -> UInt64 {
        let product = (hash ^ word).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }
}

/// An open-addressing table of hashes held in their slots (0: an empty slot, the hash 0 kept aside),
/// at most half full, with the hashes it holds listed in the order they came. The tables are reused
/// from file to file (``reused(_:)``), each emptied slot by slot: a table for each file cost a
/// clearing of its memory, and for a large file a mapping of its own faulted in anew.
private struct HashSlots {
    /// The slots a new table starts with: 4,096 (32 KB).
    private static let firstBits = 12
    /// Tables emptied by their last file, for the next.
    private static let spare = Mutex<[HashSlots]>([])

    private var slots: [UInt64]
    private var bits: Int
    /// The hashes the table holds, in the order they came.
    private var held: [UInt64] = []
    private var holdsZero = false
    /// Whether the slots were filled again in the order of the old table since the table was last
    /// emptied: it is then emptied whole.
    private var grew = false

    private init() {
        bits = Self.firstBits
        slots = [UInt64](repeating: 0, count: 1 << bits)
    }

    /// The distinct hashes that `fill` inserts into a table emptied for it, in the order they came.
    static func reused(_ fill: (inout HashSlots) -> Void) -> [UInt64] {
        var table = spare.withLock { $0.popLast() } ?? HashSlots()
        fill(&table)
        let hashes = table.distinct()
        table.empty()
        spare.withLock { [table] in $0.append(table) }
        return hashes
    }

    /// The hashes held, in an array of their own of exactly their number (the table's list keeps its
    /// capacity for the next file).
    private func distinct() -> [UInt64] {
        let count = held.count + (holdsZero ? 1 : 0)
        return held.withUnsafeBufferPointer { held in
            [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
                _ = buffer.initialize(fromContentsOf: held)
                if count > held.count { buffer[held.count] = 0 }
                initialized = count
            }
        }
    }

    /// Adds `hash` unless it is there already.
    @inline(__always)
    mutating func insert(_ hash: UInt64) {
        guard hash != 0 else { return holdsZero = true }
        let slot = self.slot(of: hash)
        guard slots[slot] == 0 else { return }
        slots[slot] = hash
        held.append(hash)
        if 2 * held.count > slots.count { grow() }
    }

    /// The slot holding `hash`, or the empty one where it goes. Fibonacci hashing spreads the hashes
    /// over the slots by their high bits.
    @inline(__always)
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
        grew = true
    }

    /// Empties the table, keeping its slots. Taken out last first, each hash is found where it was
    /// put: the hashes put before it are all still there.
    private mutating func empty() {
        if grew || 4 * held.count > slots.count {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            for hash in held.reversed() { slots[slot(of: hash)] = 0 }
        }
        held.removeAll(keepingCapacity: true)
        holdsZero = false
        grew = false
    }
}
