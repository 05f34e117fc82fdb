import Foundation

/// Reads a source file's bytes for the audit, with the problems worth telling the user: invalid
/// UTF-8 and very large files are audited anyway (with a warning); binary files are skipped.
public enum SourceReader {
    /// Files above this size (5 MB) get a warning: almost always generated code.
    public static let largeFileThreshold = 5 * 1024 * 1024
    /// How far into a file a NUL byte marks it as binary.
    static let binaryProbeLength = 8192

    /// The bytes of `path` and the warnings about them; throws when the file cannot be audited.
    /// `displayPath` names the file in problems (default: `path`); files above `largeFileThreshold`
    /// bytes get a warning.
    public static func read(_ path: String, displayPath: String? = nil,
                            largeFileThreshold: Int = largeFileThreshold) throws(InputProblem) -> SourceContents {
        let name = displayPath ?? path
        let bytes: [UInt8]
        do {
            bytes = try readBytes(path)
        } catch {
            throw InputProblem(path: name, kind: .unreadable, message: "cannot read: \(error.reason)")
        }
        return try contents(bytes, name: name, largeFileThreshold: largeFileThreshold)
    }

    /// Bytes already read (standard input) with the warnings about them; throws for a binary file.
    public static func contents(_ bytes: [UInt8], name: String,
                                largeFileThreshold: Int = largeFileThreshold) throws(InputProblem) -> SourceContents {
        if bytes.withUnsafeBytes({ $0.baseAddress.map { memchr($0, 0, min(bytes.count, binaryProbeLength)) != nil } ?? false }) {
            throw InputProblem(path: name, kind: .binaryFile, message: "looks like a binary file (contains NUL bytes); skipped")
        }
        var warnings: [InputProblem] = []
        if bytes.count > largeFileThreshold {
            let megabytes = (Double(bytes.count) / 1_048_576 * 10).rounded() / 10
            warnings.append(InputProblem(path: name, kind: .largeFile,
                                         message: "large file (\(megabytes) MB), probably generated; audited anyway"))
        }
        if let offset = firstInvalidUTF8Offset(bytes) {
            let line = bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            warnings.append(InputProblem(path: name, kind: .invalidUTF8,
                                         message: "invalid UTF-8 at line \(line) (byte \(offset)); audited anyway"))
        }
        return SourceContents(bytes: bytes, warnings: warnings)
    }

    struct ReadError: Error { var reason: String }

    /// The bytes of the regular file at `path`, read into an array of the file's size (more if the
    /// file grows while it is read).
    static func readBytes(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = SystemPath.withCString(path) { open($0, O_RDONLY) }
        guard descriptor >= 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ReadError(reason: "not a regular file") }
        // Read into uninitialised storage of the file's size plus one spare byte: the read that
        // reports the end of the file needs room, and filling or regrowing the array would cost more
        // than the read itself.
        let size = Int(info.st_size)
        var failure: ReadError?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            do throws(ReadError) {
                initialized = try readAvailable(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        if bytes.count == size + 1 {
            // The file grew while it was read: take the rest in chunks.
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 1)
            defer { chunk.deallocate() }
            var count = chunk.count
            while count == chunk.count {
                count = try readAvailable(descriptor, into: chunk)
                bytes += chunk[..<count]
            }
        }
        return bytes
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends; returns the bytes read.
    private static func readAvailable(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(ReadError) -> Int {
        var count = 0
        while count < buffer.count {
            let result = Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if result < 0 {
                if errno == EINTR { continue }
                throw ReadError(reason: String(cString: strerror(errno)))
            }
            if result == 0 { break }
            count += result
        }
        return count
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, or nil when all are.
    public static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = 0
            let count = buffer.count
            while index < count {
                // Source is mostly ASCII: skip 32 bytes at a time while none has the high bit.
                if index + 32 <= count, asciiWords(at: buffer.baseAddress! + index, count: 4) {
                    index += 32
                    continue
                }
                if index + 8 <= count, asciiWords(at: buffer.baseAddress! + index, count: 1) {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= low && second <= high else { return index }
                for offset in 2..<max(2, length) where buffer[index + offset] & 0xC0 != 0x80 {
                    return index
                }
                index += length
            }
            return nil
        }
    }

    /// Whether the `count` eight-byte words at `start` are all ASCII (no byte with the high bit).
    private static func asciiWords(at start: UnsafePointer<UInt8>, count: Int) -> Bool {
        var union: UInt64 = 0
        for word in 0..<count { union |= UnsafeRawPointer(start + 8 * word).loadUnaligned(as: UInt64.self) }
        return union & 0x8080_8080_8080_8080 == 0
    }
}

/// A file's bytes and the warnings about them (invalid UTF-8, large file).
public struct SourceContents: Sendable {
    public var bytes: [UInt8]
    public var warnings: [InputProblem]
}
