/// The order in which ``AuditEngine/parallelMap(_:jobs:oneAtATime:_:)``'s threads take elements
/// when some are large: a large one whenever no thread is doing one, else one of the others; so two
/// large elements are never in progress together.
struct LargeFirstSchedule: Sendable {
    /// The positions of the large elements and of the others, each in input order.
    private let large: [Int]
    private let others: [Int]
    private var nextLarge = 0
    private var nextOther = 0
    /// Whether a thread is doing a large element.
    private var isLargeTaken = false

    init(large: [Int], others: [Int]) {
        self.large = large
        self.others = others
    }

    /// The position a thread does next, and whether it is large; `afterLarge`: the thread has just
    /// done a large one. Nil when nothing is left for it: the rest of the large ones are left to the
    /// thread doing one.
    mutating func next(afterLarge: Bool) -> (index: Int, isLarge: Bool)? {
        if afterLarge { isLargeTaken = false }
        if !isLargeTaken, nextLarge < large.count {
            isLargeTaken = true
            nextLarge += 1
            return (large[nextLarge - 1], true)
        }
        guard nextOther < others.count else { return nil }
        nextOther += 1
        return (others[nextOther - 1], false)
    }
}
