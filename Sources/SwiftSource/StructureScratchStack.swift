/// A stack that keeps its storage when popped, so pushing and popping runs of children never
/// allocates or moves elements once it has grown.
struct ScratchStack<Element> {
    private var storage: [Element] = []
    /// The number of elements on the stack.
    private(set) var count = 0

    @inline(__always) mutating func push(_ element: Element) {
        if count < storage.count { storage[count] = element } else { storage.append(element) }
        count += 1
    }

    @inline(__always) subscript(index: Int) -> Element { storage[index] }

    /// Drops the elements above `mark`.
    @inline(__always) mutating func pop(to mark: Int) { count = mark }
}
