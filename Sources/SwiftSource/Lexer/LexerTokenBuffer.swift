/// The scanner's token array: appends without Array's uniqueness and bounds checks.
///
/// Either owned and growing (`init(capacity:)`: the owner copies the tokens out with `array()` and
/// then calls `deallocate()`), or a view of fixed storage (`init(storage:)`: the final array's,
/// filled in place) that stops taking tokens when full and reports it in `overflowed`.
struct LexerTokenBuffer {
    private var storage: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    private let growable: Bool
    /// Whether a token did not fit in fixed storage (the tokens are incomplete).
    private(set) var overflowed = false

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        storage = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
        growable = true
    }

    /// `storage` must be non-empty.
    init(storage: UnsafeMutableBufferPointer<Token>) {
        precondition(!storage.isEmpty)
        self.storage = storage.baseAddress.unsafelyUnwrapped
        capacity = storage.count
        growable = false
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity {
            guard growable else {
                overflowed = true
                return
            }
            grow()
        }
        (storage + count).initialize(to: token)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
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

    func array() -> [Token] {
        Array(UnsafeBufferPointer(start: storage, count: count))
    }

    func deallocate() {
        storage.deallocate()
    }
}
