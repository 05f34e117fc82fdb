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
        bytes.appendUTF8(markup)
    }

    /// Text from source code or configuration, escaped as ``HTML/escape(_:)`` escapes it.
    mutating func text(_ text: String) {
        HTML.escape(text, into: &bytes)
    }

    mutating func number(_ value: Int) {
        bytes.appendDecimal(value)
    }

    /// `value` as ``numberText(_:decimals:)`` writes it.
    mutating func number(_ value: Double, decimals: Int = 3) {
        bytes.appendNumber(value, decimals: decimals)
    }

    /// A copy of what was written at `range` (a piece the page repeats).
    mutating func repeatBytes(_ range: Range<Int>) {
        // Not `append(contentsOf: bytes[range])`: the slice would share the buffer and copy all of it.
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: range.count))
        bytes.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + start).update(from: buffer.baseAddress! + range.lowerBound, count: range.count)
        }
    }

    /// The page so far.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
