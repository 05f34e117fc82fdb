/// A well-formed XML document read by ``XMLReader``: its bytes and flat arrays of elements, attributes
/// and comments, each with the byte ranges it occupies, so that edits can replace one attribute's value
/// and keep every other byte.
///
/// Elements are in document order (a parent before its children); each knows its parent and the index
/// past its last descendant, so a subtree is a contiguous run of the array:
///
/// ```swift
/// let document = try XMLReader.read(bytes)
/// for index in document.elements.indices where document.name(of: index) == "label" {
///     let id = document.attribute("id", of: index).map { document.value(of: $0) }
/// }
/// ```
public struct XMLTree: Sendable {
    /// The document's bytes, as read.
    public let bytes: [UInt8]
    /// Every element, in document order.
    public let elements: [XMLTree.Element]
    /// Every attribute, grouped by element in the order written.
    public let attributes: [XMLTree.Attribute]
    /// Every comment (`<!-- … -->`), in document order.
    public let comments: [XMLTree.Comment]
    /// The offset of the first byte of each line.
    public let lineStarts: [Int]

    init(bytes: [UInt8], elements: [XMLTree.Element], attributes: [XMLTree.Attribute], comments: [XMLTree.Comment]) {
        self.bytes = bytes
        self.elements = elements
        self.attributes = attributes
        self.comments = comments
        lineStarts = XMLTree.lineStarts(of: bytes)
    }

    /// The root element's index (a document always has one).
    public var root: Int { 0 }

    /// The element's name (`label`, `fontDescription`).
    public func name(of element: Int) -> String {
        text(elements[element].nameRange)
    }

    /// Whether `other` has as many elements as this document, each named as this one's at the same
    /// index (`name(of:)` equal): compared as bytes, strings made only for names whose bytes differ.
    public func hasElementNames(of other: XMLTree) -> Bool {
        elements.count == other.elements.count && elements.indices.allSatisfy { index in
            bytes[elements[index].nameRange].elementsEqual(other.bytes[other.elements[index].nameRange])
                || name(of: index) == other.name(of: index)
        }
    }

    /// Whether the element's name is `name`, compared as bytes (no string is made).
    public func element(_ element: Int, isNamed name: StaticString) -> Bool {
        equals(elements[element].nameRange, name)
    }

    /// The indices of the element's attributes.
    public func attributes(of element: Int) -> Range<Int> { elements[element].attributes }

    /// The index of the element's attribute `name`, if it has one.
    public func attribute(_ name: StaticString, of element: Int) -> Int? {
        elements[element].attributes.first { equals(attributes[$0].nameRange, name) }
    }

    /// The attribute's name.
    public func name(ofAttribute attribute: Int) -> String { text(attributes[attribute].nameRange) }

    /// The attribute's value with entity and character references replaced (`&amp;` → `&`) and
    /// literal tabs and line breaks normalised to spaces, as an XML processor reports it.
    public func value(of attribute: Int) -> String {
        let attribute = attributes[attribute]
        guard attribute.needsDecoding else { return text(attribute.valueRange) }
        return XMLEntities.decode(bytes[attribute.valueRange])
    }

    /// The value of the element's attribute `name`, if it has one.
    public func value(_ name: StaticString, of element: Int) -> String? {
        attribute(name, of: element).map { value(of: $0) }
    }

    /// Whether the value of the element's attribute `name` is exactly `value` (no string is made).
    public func value(_ name: StaticString, of element: Int, is value: StaticString) -> Bool {
        guard let attribute = attribute(name, of: element), !attributes[attribute].needsDecoding else { return false }
        return equals(attributes[attribute].valueRange, value)
    }

    /// The element's children, in document order.
    public func children(of element: Int) -> XMLTree.Children {
        XMLTree.Children(elements: elements, parent: element)
    }

    /// The element's descendants, in document order.
    public func descendants(of element: Int) -> Range<Int> { (element + 1)..<elements[element].subtreeEnd }

    /// The nearest ancestor (the element itself excluded) that `matches`, if any.
    public func ancestor(of element: Int, where matches: (Int) -> Bool) -> Int? {
        var current = elements[element].parent
        while let index = current {
            if matches(index) { return index }
            current = elements[index].parent
        }
        return nil
    }

    /// The 1-based line and column (in UTF-8 bytes, as compilers count) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        XMLTree.location(of: offset, lineStarts: lineStarts)
    }

    /// The bytes of a range as a string (invalid UTF-8 repaired).
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func equals(_ range: Range<Int>, _ name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { expected in
            var index = 0
            for offset in range {
                if bytes[offset] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }

    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }

    static func location(of offset: Int, lineStarts: [Int]) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count
        while low + 1 < high {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}

extension XMLTree {
    /// One element: where its name, start tag and whole extent are, its parent and its attributes.
    public struct Element: Sendable, Hashable {
        /// The name after `<`.
        public var nameRange: Range<Int>
        /// From `<` to the `>` that ends the element (its end tag, or the start tag of an empty element).
        public var range: Range<Int>
        /// From `<` to the `>` of the start tag, included.
        public var startTag: Range<Int>
        /// Whether the element was written `<name … />`.
        public var isEmptyElementTag: Bool
        /// The parent's index (nil for the root).
        public var parent: Int?
        /// Indices into ``XMLTree/attributes``.
        public var attributes: Range<Int>
        /// The index after the element's last descendant.
        public var subtreeEnd: Int
    }
}

extension XMLTree {
    /// One attribute: `name="value"`.
    public struct Attribute: Sendable, Hashable {
        public var nameRange: Range<Int>
        /// The value between the quotes, as written (entities not replaced).
        public var valueRange: Range<Int>
        /// Whether the raw value contains a reference or a tab/line break to normalise.
        public var needsDecoding: Bool

        /// From the name's first byte to the closing quote, included.
        public var range: Range<Int> { nameRange.lowerBound..<(valueRange.upperBound + 1) }
    }
}

extension XMLTree {
    /// One comment: `<!-- body -->`.
    public struct Comment: Sendable, Hashable {
        /// From `<!--` to `-->`, included.
        public var range: Range<Int>
        /// The text between `<!--` and `-->`.
        public var body: Range<Int>
    }
}

extension XMLTree {
    /// The children of an element, in document order.
    public struct Children: Sequence, Sendable {
        let elements: [XMLTree.Element]
        let parent: Int

        public func makeIterator() -> Iterator {
            Iterator(elements: elements, upcoming: parent + 1, end: elements[parent].subtreeEnd)
        }

        public struct Iterator: IteratorProtocol {
            let elements: [XMLTree.Element]
            var upcoming: Int
            let end: Int

            public mutating func next() -> Int? {
                guard upcoming < end else { return nil }
                defer { upcoming = elements[upcoming].subtreeEnd }
                return upcoming
            }
        }
    }
}
