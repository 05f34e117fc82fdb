import SwiftSource

/// Values by name, keyed by the FNV-1a hash of the name's bytes in a sorted array: a lookup from a
/// token is a hash of its bytes and a binary search, no `String` and no `Hasher`.
struct NameIndex<Value: Sendable>: Sendable {
    /// (hash, index into `entries`), sorted by hash.
    private var keys: [(hash: UInt64, entry: Int)] = []
    private var entries: [(name: String, value: Value)] = []

    init() {}

    /// An index of many values at once (one sort).
    init(_ items: [(name: String, value: Value)]) {
        entries = items
        keys = items.enumerated().map { (fnv1a($0.element.name), $0.offset) }
        keys.sort { ($0.hash, $0.entry) < ($1.hash, $1.entry) }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// All values, in insertion order.
    var values: [Value] { entries.map(\.value) }

    /// Adds a value; among equal names the first added wins.
    mutating func insert(_ value: Value, name: String) {
        let hash = fnv1a(name)
        var position = lowerBound(hash)
        while position < keys.count && keys[position].hash == hash { position += 1 }
        keys.insert((hash, entries.count), at: position)
        entries.append((name, value))
    }

    /// The first value whose name is `token`'s bytes.
    func value(named token: TokenID, in tree: SyntaxTree) -> Value? {
        guard !keys.isEmpty else { return nil }
        let hash = tree.nameHash(of: token)
        var position = lowerBound(hash)
        while position < keys.count && keys[position].hash == hash {
            let entry = entries[keys[position].entry]
            if tree.token(token, is: entry.name) { return entry.value }
            position += 1
        }
        return nil
    }

    private func lowerBound(_ hash: UInt64) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].hash < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
