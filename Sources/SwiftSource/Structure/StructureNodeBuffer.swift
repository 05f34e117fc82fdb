#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A growable run of plain-data nodes in raw memory: the parser's node arrays and scratch stacks.
///
/// The parser appends and patches nodes hundreds of thousands of times per file; Swift arrays pay
/// a uniqueness check (a runtime call) and a bounds check on each write, which cost more than the
/// parse itself. Elements must be trivial (no references), so the memory grows and shrinks with
/// `realloc` (a large buffer is remapped, not copied). Owned by one `SyntaxTree.init`, which hands
/// each node array's memory to the tree with `take()` (no copy: a large file's nodes are never held
/// twice) and frees the scratch stacks with `deallocate()`.
struct NodeBuffer<Element> {
    private var storage: UnsafeMutablePointer<Element>
    /// The number of elements.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        precondition(_isPOD(Element.self), "NodeBuffer holds plain data only")
        self.capacity = max(capacity, 8)
        storage = Self.resize(nil, to: self.capacity)
    }

    /// `pointer`'s memory (nil: new memory) resized to `count` elements; the elements before are kept.
    private static func resize(_ pointer: UnsafeMutablePointer<Element>?, to count: Int) -> UnsafeMutablePointer<Element> {
        let bytes = max(1, count) * MemoryLayout<Element>.stride
        guard let memory = realloc(pointer, bytes) else { fatalError("out of memory for \(count) syntax nodes") }
        return memory.bindMemory(to: Element.self, capacity: max(1, count))
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        capacity *= 2
        storage = Self.resize(storage, to: capacity)
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

    /// The nodes as a tree's array, in this buffer's memory shrunk to fit; the buffer is left empty.
    mutating func take() -> NodeArray<Element> {
        let nodes = NodeArray(NodeStorage(Self.resize(storage, to: count)), count: count)
        capacity = 8
        count = 0
        storage = Self.resize(nil, to: capacity)
        return nodes
    }

    func deallocate() {
        free(storage)
    }
}

/// The memory of a tree's node array, freed with the tree.
@usableFromInline final class NodeStorage<Element>: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<Element>

    init(_ base: UnsafeMutablePointer<Element>) { self.base = base }

    deinit { free(base) }
}

/// The nodes of one kind of a ``SyntaxTree`` (``SyntaxTree/chains``, ``SyntaxTree/components`` …):
/// a read-only array, indexed from 0, in the memory the parser built them in.
public struct NodeArray<Element>: RandomAccessCollection {
    @usableFromInline let storage: NodeStorage<Element>
    public let count: Int

    init(_ storage: NodeStorage<Element>, count: Int) {
        self.storage = storage
        self.count = count
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "NodeArray index out of range")
        return storage.base[position]
    }

    /// Calls `body` with the nodes' memory (valid only during the call).
    @inlinable public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: count)) }
    }
}

extension NodeArray: @unchecked Sendable where Element: Sendable {}
