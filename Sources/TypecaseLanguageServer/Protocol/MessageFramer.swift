import Foundation

/// Cuts a byte stream into LSP messages: header lines (`Content-Length: N`, others ignored) ending
/// with an empty line, then N bytes of body. Bounded: a body over ``maximumBodySize`` is skipped as it
/// arrives (never held), a header block over ``maximumHeaderSize`` is dropped; each gives an error and
/// the stream goes on with the next message.
public struct MessageFramer: Sendable {
    /// What the framer cut from the stream.
    public enum Item: Sendable, Equatable {
        /// A message body (JSON, not yet parsed).
        case message(Data)
        /// Input that is not a message: why (answered with a JSON-RPC error).
        case error(String)
    }

    /// The largest body accepted (bytes).
    public let maximumBodySize: Int
    /// The largest header block accepted (bytes).
    public let maximumHeaderSize: Int
    private var buffer: [UInt8] = []
    /// Bytes of a refused body still to skip.
    private var skipping = 0

    public init(maximumBodySize: Int = 64 << 20, maximumHeaderSize: Int = 8 << 10) {
        self.maximumBodySize = maximumBodySize
        self.maximumHeaderSize = maximumHeaderSize
    }

    /// Adds bytes read from the stream.
    public mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var bytes = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            bytes = bytes.dropFirst(dropped)
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message or error, nil until more bytes arrive.
    public mutating func next() -> Item? {
        guard skipping == 0 else { return nil }
        guard let end = headerEnd() else {
            if buffer.count > maximumHeaderSize {
                buffer.removeAll()
                return .error("header longer than \(maximumHeaderSize) bytes without an empty line; dropped")
            }
            return nil
        }
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        let bodyStart = end + 4
        guard let length = Self.contentLength(header) else {
            buffer.removeSubrange(..<bodyStart)
            return .error("header without a valid Content-Length: \(header.debugDescription)")
        }
        if length > maximumBodySize {
            let available = min(buffer.count - bodyStart, length)
            buffer.removeSubrange(..<(bodyStart + available))
            skipping = length - available
            return .error("message of \(length) bytes is over the limit of \(maximumBodySize) bytes; skipped")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        buffer.removeSubrange(..<(bodyStart + length))
        return .message(body)
    }

    /// Where the header block's `\r\n\r\n` starts.
    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// The value of the one `Content-Length` header (case-insensitive name), nil when missing,
    /// repeated or not a number.
    static func contentLength(_ header: String) -> Int? {
        let values = header.components(separatedBy: "\r\n").compactMap { line -> Substring? in
            guard let colon = line.firstIndex(of: ":"),
                  line[..<colon].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { return nil }
            return line[line.index(after: colon)...]
        }
        guard values.count == 1, let value = Int(values[0].trimmingCharacters(in: .whitespaces)), value >= 0 else { return nil }
        return value
    }

    /// `body` framed for the stream.
    public static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
