/// The scanner's growing token array: appends without Array's uniqueness and bounds checks.
///
/// Owned by one `Lexer.tokenize` call, which copies the tokens out with `array()` and then calls
/// `deallocate()`.
struct LexerTokenBuffer {
    private var storage: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        storage = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
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
