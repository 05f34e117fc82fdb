import Foundation

/// Where a reporter writes: bytes gathered in a buffer that is handed to a file descriptor whenever
/// it holds ``flushThreshold`` bytes, so a report of any size needs little memory; or, without a
/// descriptor, kept whole in memory (for ``ReportFormat/render(_:)``).
///
/// The first write error is kept: later writes are dropped and ``finish()`` throws it.
public struct ReportStream {
    /// Bytes not yet written.
    var buffer: [UInt8] = []
    private let descriptor: Int32?
    /// What the destination is called in errors (`standard output`, the report's path).
    private let name: String
    private var failure: ReportWriteError?

    /// Buffered bytes above which a streaming reporter writes them out.
    static let flushThreshold = 1 << 16

    /// A stream that keeps every byte in memory.
    public init() {
        descriptor = nil
        name = "memory"
    }

    /// A stream into an open file descriptor; `name` names it in errors.
    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(Self.flushThreshold * 2)
    }

    /// Appends the UTF-8 bytes of `text`.
    public mutating func write(_ text: String) { buffer.appendUTF8(text) }

    /// Appends `bytes` (a document already rendered as UTF-8).
    public mutating func write(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }

    /// Writes the buffered bytes out when there are enough of them (a reporter calls this between
    /// records); a memory stream keeps them.
    public mutating func flushIfFull() {
        if buffer.count >= Self.flushThreshold { flush() }
    }

    /// Writes out what is buffered and throws the first write error of the stream, if any.
    public mutating func finish() throws(ReportWriteError) {
        flush()
        if let failure { throw failure }
    }

    /// Everything written to a memory stream.
    public var bytes: [UInt8] { buffer }

    private mutating func flush() {
        guard let descriptor, !buffer.isEmpty else { return }
        if failure == nil {
            var written = 0
            buffer.withUnsafeBytes { bytes in
                while written < bytes.count {
                    let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        failure = ReportWriteError(path: name, reason: String(cString: strerror(errno)))
                        return
                    }
                    written += result
                }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
