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

    /// `absolute` relative to the current directory when it is inside it, for messages.
    static func display(_ absolute: String) -> String {
        let current = make(".")
        if current != "/", absolute.hasPrefix(current + "/") { return String(absolute.dropFirst(current.count + 1)) }
        return absolute
    }
}
