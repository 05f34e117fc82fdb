import Foundation

/// Lexical path handling shared by configuration lookup and file discovery (no symlinks resolved).
enum AbsolutePath {
    /// `path` made absolute against the current directory, with `.`, `..` and repeated `/` removed.
    static func make(_ path: String) -> String {
        if isNormalized(path) { return path }
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is absolute, ASCII, and has no `.`, `..`, empty or trailing component: ``make(_:)``
    /// returns it unchanged (read byte by byte, not split into characters).
    private static func isNormalized(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/") else { return false }
        guard bytes.count > 1 else { return true }
        var length = 0
        var allDots = true
        for byte in bytes.dropFirst() {
            guard byte < 0x80 else { return false }
            if byte == UInt8(ascii: "/") {
                if length == 0 || allDots && length <= 2 { return false }
                length = 0
                allDots = true
            } else {
                length += 1
                if byte != UInt8(ascii: ".") { allDots = false }
            }
        }
        return length > 0 && !(allDots && length <= 2)
    }

    /// The directory containing `absolute` (`/` for `/x` and for `/`).
    static func parent(of absolute: String) -> String {
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }

    /// `absolutePath` relative to `directory` (both absolute and normal), or nil when it is not inside it.
    static func relative(_ absolutePath: String, below directory: String) -> String? {
        if directory == "/" { return String(absolutePath.dropFirst()) }
        if let inside = asciiPath(absolutePath, isInside: directory) {
            // ASCII, the usual path: one character per byte, compared and cut as bytes.
            guard inside else { return nil }
            let utf8 = absolutePath.utf8
            return String(absolutePath[utf8.index(utf8.startIndex, offsetBy: directory.utf8.count + 1)...])
        }
        guard absolutePath.hasPrefix(directory + "/") else { return nil }
        return String(absolutePath.dropFirst(directory.count + 1))
    }

    /// Whether `path` starts with the bytes of `directory` and a `/`, when both are ASCII (read in
    /// place); nil for other paths, which ``relative(_:below:)`` compares as characters.
    private static func asciiPath(_ path: String, isInside directory: String) -> Bool? {
        path.utf8.withContiguousStorageIfAvailable { path -> Bool? in
            directory.utf8.withContiguousStorageIfAvailable { prefix -> Bool? in
                guard let pathStart = path.baseAddress, let prefixStart = prefix.baseAddress,
                      path.allSatisfy({ $0 < 0x80 }), prefix.allSatisfy({ $0 < 0x80 }) else { return nil }
                return path.count > prefix.count && path[prefix.count] == UInt8(ascii: "/")
                    && memcmp(pathStart, prefixStart, prefix.count) == 0
            } ?? nil
        } ?? nil
    }

    /// `absolute` relative to the current directory when it is inside it, for messages.
    static func display(_ absolute: String) -> String {
        let current = make(".")
        if current != "/", absolute.hasPrefix(current + "/") { return String(absolute.dropFirst(current.count + 1)) }
        return absolute
    }
}
