/// A JSON document whose long arrays are produced element by element while it is written, so a
/// report of a million findings is never held as one tree: the skeleton is small ``JSONValue``s and
/// each finding's value is built, written and dropped in turn. Written exactly as
/// ``JSONValue/rendered()`` would write the same document.
enum StreamedJSON {
    case value(JSONValue)
    /// Members in output order.
    case object([(String, StreamedJSON)])
    case array([StreamedJSON])
    /// `count` elements, the value of each made when it is written.
    case elements(count: Int, element: (Int) -> JSONValue)

    /// Writes the document, pretty-printed and ending with a newline, flushing between elements.
    func write(to stream: inout ReportStream) {
        write(to: &stream, indent: 0)
        stream.buffer.append(UInt8(ascii: "\n"))
    }

    private func write(to stream: inout ReportStream, indent: Int) {
        switch self {
        case .value(let value):
            value.write(to: &stream.buffer, indent: indent)
        case .object(let members):
            guard !members.isEmpty else { stream.write("{}"); return }
            stream.buffer.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { stream.buffer.append(UInt8(ascii: ",")) }
                JSONValue.newline(&stream.buffer, indent: indent + 1)
                JSONValue.writeString(key, to: &stream.buffer)
                stream.write(": ")
                value.write(to: &stream, indent: indent + 1)
            }
            JSONValue.newline(&stream.buffer, indent: indent)
            stream.buffer.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { stream.write("[]"); return }
            stream.buffer.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { stream.buffer.append(UInt8(ascii: ",")) }
                JSONValue.newline(&stream.buffer, indent: indent + 1)
                element.write(to: &stream, indent: indent + 1)
            }
            JSONValue.newline(&stream.buffer, indent: indent)
            stream.buffer.append(UInt8(ascii: "]"))
        case .elements(let count, let element):
            guard count > 0 else { stream.write("[]"); return }
            stream.buffer.append(UInt8(ascii: "["))
            for index in 0..<count {
                if index > 0 { stream.buffer.append(UInt8(ascii: ",")) }
                JSONValue.newline(&stream.buffer, indent: indent + 1)
                element(index).write(to: &stream.buffer, indent: indent + 1)
                stream.flushIfFull()
            }
            JSONValue.newline(&stream.buffer, indent: indent)
            stream.buffer.append(UInt8(ascii: "]"))
        }
    }
}
