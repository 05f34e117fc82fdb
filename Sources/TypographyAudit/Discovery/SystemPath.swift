import Foundation

/// Paths as the file system stores them, carried in Swift strings without loss.
///
/// On Linux a file name is any bytes but `/` and NUL, usually UTF-8. A name that is not valid UTF-8
/// would be mangled by decoding (each bad byte a replacement character, which opens nothing), so
/// typecase keeps its bytes: each byte of an ill-formed sequence is carried as one private-use
/// scalar, U+10FE00 plus the byte (U+10FE80…U+10FEFF), and turned back into that byte for every
/// system call (``withCString(_:_:)``). Messages and reports show such a byte as `\xE9`
/// (``display(_:)``), as `ls -b` does. The 128 scalars are reserved for this: a valid name that
/// contains one of them is not supported.
public enum SystemPath {
    /// The first escape scalar: byte `b` (0x80…0xFF) is carried as U+10FE00 + b.
    static let escapeBase: UInt32 = 0x10FE00

    /// `first`, `second` and `third` as one string holding exactly their bytes: the run keeps a
    /// path or two for each of its files, and `a + b` leaves room to grow (up to twice the bytes).
    static func joined(_ first: String, _ second: String, _ third: String = "") -> String {
        let count = first.utf8.count + second.utf8.count + third.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = UnsafeMutableBufferPointer(rebasing: buffer[...]).initialize(fromContentsOf: first.utf8)
            end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: second.utf8)
            return end + UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: third.utf8)
        }
    }

    /// `first` and then the bytes of `rest` as one string holding exactly their bytes (a file's absolute
    /// path from its folder's and the rest of its shown path).
    static func joined(_ first: String, _ rest: Substring.UTF8View) -> String {
        let count = first.utf8.count + rest.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            let end = UnsafeMutableBufferPointer(rebasing: buffer[...]).initialize(fromContentsOf: first.utf8)
            return end + UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: rest)
        }
    }

    /// The path for the C string `bytes` (a `readdir` name, a `realpath` result, an argument).
    public static func string(cString bytes: UnsafePointer<CChar>) -> String {
        if let valid = String(validatingCString: bytes) { return valid }
        return string(bytes: Array(UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self),
                                                       count: strlen(bytes))))
    }

    /// The path for raw bytes: valid UTF-8 as is, every byte that is not part of a well-formed
    /// sequence escaped.
    public static func string(bytes: [UInt8]) -> String {
        var path = ""
        var rest = bytes[...]
        while let offset = SourceReader.firstInvalidUTF8Offset(Array(rest)) {
            let bad = rest.startIndex + offset
            path += String(decoding: rest[..<bad], as: UTF8.self)
            path.unicodeScalars.append(Unicode.Scalar(escapeBase + UInt32(rest[bad])).unsafelyUnwrapped)
            rest = rest[(bad + 1)...]
        }
        return path + String(decoding: rest, as: UTF8.self)
    }

    /// Calls `body` with the file-system bytes of `path` as a C string (escaped bytes restored).
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        // An escape scalar is encoded in UTF-8 starting with 0xF4: a path without that byte is as is.
        guard mayHoldEscapes(path) else { return try path.withCString(body) }
        var bytes: [CChar] = []
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                bytes.append(CChar(bitPattern: byte))
            } else {
                bytes.append(contentsOf: String(scalar).utf8.map { CChar(bitPattern: $0) })
            }
        }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress.unsafelyUnwrapped) }
    }

    /// Whether `path`'s UTF-8 holds 0xF4, the first byte of an escape scalar (`memchr`: a path is
    /// tested for every system call, and the generic byte loop cost 2% of an audit).
    private static func mayHoldEscapes(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0xF4, bytes.count) != nil
        }
    }

    /// The file-system bytes of `path` (escaped bytes restored).
    public static func bytes(_ path: String) -> [UInt8] {
        withCString(path) { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self),
                                                      count: strlen($0))) }
    }

    /// Creates the folder `path` and the missing folders above it, as `mkdir -p` does, by the bytes
    /// of their names; returns whether `path` is a folder afterwards.
    public static func createDirectories(_ path: String) -> Bool {
        var bytes = bytes(path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            // Each ancestor in turn (a `/` cut to a NUL), then the folder itself; an existing one is fine.
            for index in 1..<buffer.count where buffer[index] == CChar(UInt8(ascii: "/")) || buffer[index] == 0 {
                let cut = buffer[index]
                buffer[index] = 0
                _ = mkdir(base, 0o777)
                buffer[index] = cut
            }
            var status = stat()
            return stat(base, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        }
    }

    /// `path` for people: each escaped byte shown as `\xE9`; a path without any is unchanged.
    public static func display(_ path: String) -> String {
        guard path.utf8.contains(0xF4) else { return path }
        var shown = ""
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                shown += "\\x" + String(byte, radix: 16, uppercase: true)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Whether `path` carries bytes that are not valid UTF-8.
    public static func hasEscapedBytes(_ path: String) -> Bool {
        path.utf8.contains(0xF4) && path.unicodeScalars.contains { escapedByte($0) != nil }
    }

    /// The file-system byte an escape scalar stands for.
    private static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        guard value >= escapeBase + 0x80, value <= escapeBase + 0xFF else { return nil }
        return UInt8(value - escapeBase)
    }
}
