/// The rules of a run by id, to read a configuration's settings of all of them at once: one lookup
/// per rule the configuration names (usually none or a few), not one per rule and file, in a
/// ``NameIndex`` (an FNV-1a hash of the id's bytes, cheaper than `String` hashing).
struct RuleSettingsIndex: Sendable {
    /// The positions of each id among the rules (an id listed twice has two).
    private let positionsByID: NameIndex<[Int]>
    private let count: Int

    init(ids: [String]) {
        let positions = Dictionary(grouping: ids.indices, by: { ids[$0] })
        positionsByID = NameIndex(positions.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        count = ids.count
    }

    /// Per rule, its setting among `rules` (a ``Configuration/rules``), nil when not named there.
    func settings(in rules: [String: RuleConfiguration]) -> [RuleConfiguration?] {
        var settings = [RuleConfiguration?](repeating: nil, count: count)
        for (id, setting) in rules {
            for position in positionsByID.value(named: id) ?? [] { settings[position] = setting }
        }
        return settings
    }
}
