/// A growable run of plain-data nodes in raw memory: the parser's node arrays and scratch stacks.
///
/// The parser appends and patches nodes hundreds of thousands of times per file; Swift arrays pay
/// a uniqueness check (a runtime call) and a bounds check on each write, which cost more than the
/// parse itself. Elements must be trivial (no references). Owned by one `SyntaxTree.init`, which
/// moves the nodes out with `takeArray()` one buffer after the other (so a large file's nodes are not
/// held twice) and then calls `deallocate()`.
struct NodeBuffer<Element> {
    private var storage: UnsafeMutablePointer<Element>
    /// The number of elements.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        precondition(_isPOD(Element.self), "NodeBuffer holds plain data only")
        self.capacity = max(capacity, 8)
        storage = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// Addressors, so `buffer[i].field = value` writes one field in place. The mutable one is
    /// `mutating` so that the write begins after its right-hand side ran (which may grow the buffer).
    @inline(__always) subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count)
            return UnsafePointer(storage + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count)
            return storage + index
        }
    }

    /// Drops the elements from `mark` on (a scratch stack's pop, or undoing a reserved node).
    @inline(__always) mutating func pop(to mark: Int) {
        assert(mark >= 0 && mark <= count)
        count = mark
    }

    /// The nodes as an array; the buffer's memory is released at once and the buffer is left empty.
    mutating func takeArray() -> [Element] {
        let nodes = Array(UnsafeBufferPointer(start: storage, count: count))
        storage.deallocate()
        capacity = 8
        storage = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        count = 0
        return nodes
    }

    func deallocate() {
        storage.deallocate()
    }
}
