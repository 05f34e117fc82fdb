import Foundation
import SwiftSource

/// Values by name, in an open-addressing hash table keyed by the FNV-1a hash of the name's bytes: a
/// lookup from a token is a hash of its bytes and a probe, no `String` and no `Hasher`; an insertion
/// costs the same whatever the index holds (a generated file declares tens of thousands of names).
struct NameIndex<Value: Sendable>: Sendable {
    /// Linear-probing slots: the name's hash and 1 + its index into `entries`; 0 marks an empty slot.
    /// The capacity is a power of two, at least twice the number of entries.
    private var slots: [(hash: UInt64, entry: Int)] = []
    private var entries: [(name: String, value: Value)] = []

    init() {}

    /// An index of many values at once.
    init(_ items: [(name: String, value: Value)]) {
        entries = items
        rebuild(capacity: Self.capacity(for: items.count))
    }

    var isEmpty: Bool { entries.isEmpty }

    /// All values, in insertion order.
    var values: [Value] { entries.map(\.value) }

    /// Adds a value; among equal names the first added wins.
    mutating func insert(_ value: Value, name: String) {
        entries.append((name, value))
        if entries.count * 2 > slots.count {
            rebuild(capacity: Self.capacity(for: entries.count))
        } else {
            place(entries.count - 1, hash: fnv1a(name))
        }
    }

    /// The first value whose name is `token`'s bytes.
    func value(named token: TokenID, in tree: SyntaxTree) -> Value? {
        entry(named: token, in: tree).map { entries[$0].value }
    }

    /// Whether a value is named by `token`'s bytes (without copying the value out).
    func contains(named token: TokenID, in tree: SyntaxTree) -> Bool {
        entry(named: token, in: tree) != nil
    }

    /// The index in `entries` of the first entry whose name is `token`'s bytes.
    private func entry(named token: TokenID, in tree: SyntaxTree) -> Int? {
        guard !entries.isEmpty else { return nil }
        let hash = tree.nameHash(of: token)
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        // Entries of one hash are met in insertion order: each was placed in the first free slot.
        while slots[position].entry != 0 {
            if slots[position].hash == hash {
                let index = slots[position].entry - 1
                if Self.token(token, in: tree, spells: entries[index].name) { return index }
            }
            position = (position + 1) & mask
        }
        return nil
    }

    /// Whether a token's bytes spell `name`, compared in place (the name's UTF-8 is contiguous for
    /// the names of an index, which are native strings).
    private static func token(_ token: TokenID, in tree: SyntaxTree, spells name: String) -> Bool {
        let range = tree[token].range
        guard range.count == name.utf8.count else { return false }
        guard !range.isEmpty else { return true }
        return name.utf8.withContiguousStorageIfAvailable { spelling in
            tree.file.bytes.withUnsafeBufferPointer { bytes in
                memcmp(bytes.baseAddress! + range.lowerBound, spelling.baseAddress!, range.count) == 0
            }
        } ?? tree.token(token, is: name)
    }

    /// The first value named `name` (for names read from other files, such as the type a modifier applies).
    func value(named name: String) -> Value? {
        guard !entries.isEmpty else { return nil }
        let hash = fnv1a(name)
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while slots[position].entry != 0 {
            if slots[position].hash == hash, entries[slots[position].entry - 1].name == name {
                return entries[slots[position].entry - 1].value
            }
            position = (position + 1) & mask
        }
        return nil
    }

    /// Whether a name of hash `hash` is in the index (a name of another spelling with that hash too).
    func containsName(hashed hash: UInt64) -> Bool {
        containsValue(hashed: hash) { _ in true }
    }

    /// Whether the value of a name of hash `hash` satisfies `test` (each name of that hash is tried).
    func containsValue(hashed hash: UInt64, where test: (Value) -> Bool) -> Bool {
        guard !entries.isEmpty else { return false }
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while slots[position].entry != 0 {
            if slots[position].hash == hash, test(entries[slots[position].entry - 1].value) { return true }
            position = (position + 1) & mask
        }
        return false
    }

    private static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity < count * 2 { capacity *= 2 }
        return capacity
    }

    /// Empty slots of `capacity`, then every entry placed again in insertion order.
    private mutating func rebuild(capacity: Int) {
        slots = Array(repeating: (0, 0), count: capacity)
        for index in entries.indices { place(index, hash: fnv1a(entries[index].name)) }
    }

    /// Puts entry `index` in the first free slot of its probe sequence, unless an entry of the same
    /// name is already there: lookups return the first one added, so a repeated name (a generated
    /// file repeats `id` or `name` in thousands of types) takes no slot and never lengthens a probe.
    private mutating func place(_ index: Int, hash: UInt64) {
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while slots[position].entry != 0 {
            if slots[position].hash == hash && entries[slots[position].entry - 1].name == entries[index].name { return }
            position = (position + 1) & mask
        }
        slots[position] = (hash, index + 1)
    }
}
