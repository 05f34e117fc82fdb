/// Reads XML bytes into an ``XMLTree`` in one pass, keeping the byte range of every element,
/// attribute and comment.
///
/// It checks well-formedness as XML 1.0 defines it for documents without an internal DTD: one root
/// element, matching end tags, quoted attribute values without `<`, no attribute written twice on an
/// element, references that are predefined entities or valid character references, terminated
/// comments, CDATA sections and processing instructions. The first problem ends the read with an
/// ``XMLSyntaxError`` naming its line and column. Any bytes, truncated or random, give a document or
/// an error, never a crash.
public enum XMLReader {
    /// The document in `bytes`, or the first reason they are not well-formed XML.
    public static func read(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLTree {
        var failure: XMLSyntaxError?
        var result: (elements: [XMLTree.Element], attributes: [XMLTree.Attribute], comments: [XMLTree.Comment])?
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            do throws(Scanner.Failure) {
                try scanner.scanDocument()
                result = (scanner.elements, scanner.attributes, scanner.comments)
            } catch {
                let (line, column) = XMLTree.location(of: error.offset, lineStarts: XMLTree.lineStarts(of: bytes))
                failure = XMLSyntaxError(message: error.message, offset: error.offset, line: line, column: column)
            }
        }
        if let failure { throw failure }
        guard let result else { fatalError("the scanner returns a document or a failure") }
        return XMLTree(bytes: bytes, elements: result.elements, attributes: result.attributes,
                           comments: result.comments)
    }
}

/// The state of one read.
private struct Scanner {
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var elements: [XMLTree.Element] = []
    var attributes: [XMLTree.Attribute] = []
    var comments: [XMLTree.Comment] = []
    /// The open elements, innermost last.
    var open: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        elements.reserveCapacity(bytes.count / 80)
        attributes.reserveCapacity(bytes.count / 25)
    }

    mutating func scanDocument() throws(Failure) {
        // A UTF-8 byte order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<") {
                try scanMarkup()
            } else if open.isEmpty {
                guard isWhitespace(bytes[position]) else {
                    throw fail(elements.isEmpty ? "text before the root element" : "text after the root element")
                }
                position += 1
            } else {
                try scanText()
            }
        }
        if let innermost = open.last {
            throw Failure(message: "the document ends inside <\(name(innermost))> (opened at \(describe(elements[innermost].range.lowerBound)))",
                          offset: bytes.count)
        }
        if elements.isEmpty { throw Failure(message: "no root element", offset: bytes.count) }
    }

    /// Character data up to the next `<`, with its references checked.
    private mutating func scanText() throws(Failure) {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "<"): return
            case UInt8(ascii: "&"): try skipReference()
            case UInt8(ascii: ">") where position >= 2 && bytes[position - 1] == UInt8(ascii: "]")
                && bytes[position - 2] == UInt8(ascii: "]"):
                throw fail("']]>' in text outside a CDATA section")
            default: position += 1
            }
        }
    }

    private mutating func scanMarkup() throws(Failure) {
        let start = position
        guard position + 1 < bytes.count else { throw fail("the document ends after '<'") }
        switch bytes[position + 1] {
        case UInt8(ascii: "/"):
            try scanEndTag()
        case UInt8(ascii: "?"):
            position += 2
            guard let end = find("?>") else { throw Failure(message: "unterminated processing instruction", offset: start) }
            position = end + 2
        case UInt8(ascii: "!"):
            if hasPrefix("<!--") {
                guard let end = find("--", from: start + 4) else { throw Failure(message: "unterminated comment", offset: start) }
                guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else {
                    throw Failure(message: "'--' inside a comment", offset: end)
                }
                comments.append(XMLTree.Comment(range: start..<(end + 3), body: (start + 4)..<end))
                position = end + 3
            } else if hasPrefix("<![CDATA[") {
                guard !open.isEmpty else { throw fail("CDATA section outside the root element") }
                guard let end = find("]]>", from: start + 9) else { throw Failure(message: "unterminated CDATA section", offset: start) }
                position = end + 3
            } else if hasPrefix("<!DOCTYPE") {
                guard elements.isEmpty else { throw fail("DOCTYPE after the root element started") }
                try skipDoctype()
            } else {
                throw fail("expected a comment, CDATA section or DOCTYPE after '<!'")
            }
        default:
            try scanStartTag()
        }
    }

    private mutating func scanStartTag() throws(Failure) {
        let start = position
        if open.isEmpty && !elements.isEmpty { throw fail("a second root element") }
        position += 1
        let nameRange = try scanName(what: "an element name after '<'")
        let firstAttribute = attributes.count
        var isEmpty = false
        while true {
            let spaced = skipWhitespace()
            guard position < bytes.count else {
                throw Failure(message: "the document ends inside the start tag of <\(text(nameRange))>", offset: start)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else { throw fail("expected '/>'") }
                position += 2
                isEmpty = true
                break
            }
            guard spaced else { throw fail("expected whitespace, '>' or '/>' in the start tag of <\(text(nameRange))>") }
            try scanAttribute(firstOfElement: firstAttribute)
        }
        let index = elements.count
        elements.append(XMLTree.Element(nameRange: nameRange, range: start..<position, startTag: start..<position,
                                   isEmptyElementTag: isEmpty, parent: open.last, attributes: firstAttribute..<attributes.count,
                                   subtreeEnd: index + 1))
        if !isEmpty { open.append(index) }
    }

    private mutating func scanAttribute(firstOfElement first: Int) throws(Failure) {
        let nameRange = try scanName(what: "an attribute name")
        for other in first..<attributes.count where sameBytes(attributes[other].nameRange, nameRange) {
            throw Failure(message: "attribute '\(text(nameRange))' written twice", offset: nameRange.lowerBound)
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw fail("expected '=' after attribute '\(text(nameRange))'")
        }
        position += 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw fail("expected a quoted value for attribute '\(text(nameRange))'")
        }
        let quote = bytes[position]
        let valueStart = position + 1
        position = valueStart
        var needsDecoding = false
        while true {
            guard position < bytes.count else {
                throw Failure(message: "unterminated value of attribute '\(text(nameRange))'", offset: valueStart - 1)
            }
            let byte = bytes[position]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"): throw fail("'<' in the value of attribute '\(text(nameRange))'")
            case UInt8(ascii: "&"):
                needsDecoding = true
                try skipReference()
            case 0x9, 0xA, 0xD:
                needsDecoding = true
                position += 1
            default: position += 1
            }
        }
        attributes.append(XMLTree.Attribute(nameRange: nameRange, valueRange: valueStart..<position, needsDecoding: needsDecoding))
        position += 1
    }

    private mutating func scanEndTag() throws(Failure) {
        let start = position
        position += 2
        let nameRange = try scanName(what: "an element name after '</'")
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw fail("expected '>' to end </\(text(nameRange))>") }
        position += 1
        guard let innermost = open.last else {
            throw Failure(message: "end tag </\(text(nameRange))> without a start tag", offset: start)
        }
        guard sameBytes(elements[innermost].nameRange, nameRange) else {
            throw Failure(message: "mismatched end tag </\(text(nameRange))>: expected </\(name(innermost))> "
                + "(opened at \(describe(elements[innermost].range.lowerBound)))", offset: start)
        }
        open.removeLast()
        elements[innermost].range = elements[innermost].range.lowerBound..<position
        elements[innermost].subtreeEnd = elements.count
    }

    /// `<!DOCTYPE … [ … ] >`: skipped, brackets and quotes respected.
    private mutating func skipDoctype() throws(Failure) {
        let start = position
        position += 9
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let end = UnsafeBufferPointer(rebasing: bytes[(position + 1)...]).firstIndex(of: byte) else { break }
                position += end + 2
                continue
            }
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            position += 1
            if byte == UInt8(ascii: ">") && depth <= 0 { return }
        }
        throw Failure(message: "unterminated DOCTYPE", offset: start)
    }

    private mutating func skipReference() throws(Failure) {
        guard let length = XMLEntities.referenceLength(bytes, at: position) else {
            var end = position + 1
            while end < bytes.count, end - position < 12, bytes[end] != UInt8(ascii: ";"), !isWhitespace(bytes[end]) { end += 1 }
            let shown = text(position..<min(end + 1, bytes.count))
            throw fail("'&' starts no known reference ('\(shown)'; write '&amp;' for '&')")
        }
        position += length
    }

    private mutating func scanName(what: String) throws(Failure) -> Range<Int> {
        let start = position
        guard position < bytes.count, isNameStart(bytes[position]) else { throw fail("expected \(what)") }
        position += 1
        while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
        return start..<position
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count, isWhitespace(bytes[position]) { position += 1 }
        return position > start
    }

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { expected in
            guard position + expected.count <= bytes.count else { return false }
            for index in 0..<expected.count where bytes[position + index] != expected[index] { return false }
            return true
        }
    }

    /// The offset of the next `needle` at or after `from` (default: the position).
    private func find(_ needle: StaticString, from: Int? = nil) -> Int? {
        needle.withUTF8Buffer { expected -> Int? in
            var index = from ?? position
            let first = expected[0]
            while index + expected.count <= bytes.count {
                if bytes[index] == first {
                    var matches = true
                    for offset in 1..<expected.count where bytes[index + offset] != expected[offset] {
                        matches = false
                        break
                    }
                    if matches { return index }
                }
                index += 1
            }
            return nil
        }
    }

    private func sameBytes(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for offset in 0..<lhs.count where bytes[lhs.lowerBound + offset] != bytes[rhs.lowerBound + offset] { return false }
        return true
    }

    private func name(_ element: Int) -> String { text(elements[element].nameRange) }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func describe(_ offset: Int) -> String {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return "\(line):\(offset - lineStart + 1)"
    }

    private func fail(_ message: String) -> Failure { Failure(message: message, offset: position) }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x9 || byte == 0xA || byte == 0xD
    }

    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }
}
