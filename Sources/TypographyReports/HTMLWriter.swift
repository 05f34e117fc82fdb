/// A page written as UTF-8 bytes: markup appended without the bookkeeping `String` does per append
/// (a page of a large app is hundreds of thousands of pieces), text escaped as it is added.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    /// Markup, or text that needs no escaping (numbers, class names, markup built by the page).
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Text from source code or configuration, escaped as ``HTML/escape(_:)`` escapes it.
    mutating func text(_ text: String) {
        HTML.escape(text, into: &bytes)
    }

    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// The page so far.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
