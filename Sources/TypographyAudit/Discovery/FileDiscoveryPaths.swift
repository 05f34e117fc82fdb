import Foundation

/// Lexical path handling shared by configuration lookup and file discovery (no symlinks resolved).
enum AbsolutePath {
    /// `path` made absolute against the current directory, with `.`, `..` and repeated `/` removed.
    static func make(_ path: String) -> String {
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
