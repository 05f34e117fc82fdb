import SwiftSource

/// The inherited modifiers each container call's chain applies after the call, and the call around
/// that chain, read once per call for all the text sites inside it (the texts of a screen share
/// their outer containers). Stored flat: a slot per component of the tree, the modifiers of every
/// container in one array (no dictionary to hash, no array per container).
struct ContainerModifiers: Sendable {
    /// Per component: 0 when not read yet, else 1 + the index of its entry.
    private var slots: [Int32] = []
    private var entries: [Entry] = []
    /// The modifiers of every container read, each container's a contiguous run.
    private var pool: [AppliedModifier] = []

    private struct Entry: Sendable {
        var modifiers: Range<Int>
        var enclosingCall: ComponentID?
    }

    /// The container read for `call`, if it was: its modifiers' run in ``modifiers(_:)`` and the
    /// call around its chain.
    func container(_ call: ComponentID) -> (modifiers: Range<Int>, enclosingCall: ComponentID?)? {
        guard call.index < slots.count, slots[call.index] != 0 else { return nil }
        let entry = entries[Int(slots[call.index]) - 1]
        return (entry.modifiers, entry.enclosingCall)
    }

    /// Records what `call`'s container applies (`componentCount`: the tree's components).
    mutating func add(_ call: ComponentID, modifiers: [AppliedModifier], enclosingCall: ComponentID?,
                      componentCount: Int) -> (modifiers: Range<Int>, enclosingCall: ComponentID?) {
        if slots.isEmpty { slots = [Int32](repeating: 0, count: componentCount) }
        let run = pool.count..<pool.count + modifiers.count
        pool += modifiers
        entries.append(Entry(modifiers: run, enclosingCall: enclosingCall))
        slots[call.index] = Int32(entries.count)
        return (run, enclosingCall)
    }

    /// The modifiers of a run returned by ``container(_:)`` or ``add(_:modifiers:enclosingCall:componentCount:)``.
    func modifiers(_ run: Range<Int>) -> ArraySlice<AppliedModifier> { pool[run] }
}
