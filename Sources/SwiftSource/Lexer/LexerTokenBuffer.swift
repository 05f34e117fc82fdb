/// The scanner's token array: appends without Array's uniqueness and bounds checks, into fixed
/// storage (the final array's, filled in place) that stops taking tokens when full and reports it
/// in `overflowed`.
struct LexerTokenBuffer {
    private let storage: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private let capacity: Int
    /// Whether a token did not fit (the tokens are incomplete).
    private(set) var overflowed = false

    /// `storage` must be non-empty.
    init(storage: UnsafeMutableBufferPointer<Token>) {
        precondition(!storage.isEmpty)
        self.storage = storage.baseAddress.unsafelyUnwrapped
        capacity = storage.count
    }

    @inline(__always) mutating func append(_ token: Token) {
        guard count < capacity else {
            overflowed = true
            return
        }
        (storage + count).initialize(to: token)
        count += 1
    }

    /// Appends the tokens `range` of `source` in one copy (or, if they do not all fit, none of
    /// them, setting `overflowed`).
    mutating func append(copying range: Range<Int>, of source: LexerTokenBuffer) {
        precondition(range.lowerBound >= 0 && range.upperBound <= source.count)
        guard range.count <= capacity - count else {
            overflowed = true
            return
        }
        (storage + count).initialize(from: source.storage + range.lowerBound, count: range.count)
        count += range.count
    }

    subscript(index: Int) -> Token {
        get {
            precondition(index >= 0 && index < count)
            return storage[index]
        }
        set {
            precondition(index >= 0 && index < count)
            storage[index] = newValue
        }
    }
}
