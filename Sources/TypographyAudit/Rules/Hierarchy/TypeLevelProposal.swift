/// The levels `too-many-type-levels` proposes to keep on a screen with too many: the primary (the
/// largest), the tertiary (the smallest of 11 pt or more, else the smallest) and, between them, the
/// secondaries nearest the body size (the most used among equals); every other level goes to the kept
/// level nearest it. Its message and the inventory's proposed scale both use it.
public enum TypeLevelProposal {
    /// The rule's default maximum (`maxLevels`).
    public static let defaultMaximum = 3

    /// One level of a screen: a size at the default category and its number of uses.
    public struct Level: Sendable, Hashable {
        public var size: Double
        public var uses: Int

        public init(size: Double, uses: Int) {
            self.size = size
            self.uses = uses
        }
    }

    /// The sizes to keep, largest first, for `limit` levels (3 or more); the `kept` sizes (display
    /// sizes that keep their size) are kept besides, so more than `limit` can come back. Nil when
    /// there is nothing to merge (no more levels than `limit`) or `limit` is below 3.
    public static func kept(_ levels: [Level], limit: Int, body: Double, keeping kept: Set<Double> = []) -> [Double]? {
        let levels = levels.sorted { $0.size > $1.size }
        guard levels.count > limit, limit >= 3, let primary = levels.first,
              let tertiary = levels.dropFirst().last(where: { $0.size >= 11 }) ?? levels.last else { return nil }
        // The secondaries: between the two, nearest the body size (the reading text), the most used among equals.
        let middle = levels.dropFirst().filter { $0.size > tertiary.size }
            .sorted { (abs($0.size - body), -$0.uses, -$0.size) < (abs($1.size - body), -$1.uses, -$1.size) }
        let sizes = Set([primary.size, tertiary.size] + middle.prefix(limit - 2).map(\.size)).union(kept)
        return sizes.sorted(by: >)
    }

    /// The kept size `size` goes to: itself when kept, else the nearest (the larger of two as near).
    public static func target(of size: Double, in kept: [Double]) -> Double {
        kept.min { (abs($0 - size), -$0) < (abs($1 - size), -$1) } ?? size
    }
}
