import Foundation

/// A directory's entries as `readdir` reports them, with the entry type when the file system gives
/// it, so a walk needs no `stat` or `realpath` call for plain files and directories.
struct DirectoryEntry {
    enum Kind {
        /// A regular file (not a symbolic link).
        case file
        /// A directory (not a symbolic link).
        case directory
        /// A symbolic link, another kind of file, or a type the file system did not report: ask `stat`.
        case unknown
    }

    /// The name, bytes that are not valid UTF-8 escaped as ``SystemPath`` carries them.
    var name: String
    var kind: Kind

    /// The entries of the directory at `path` without `.` and `..`, sorted by name; nil when the
    /// directory cannot be opened.
    static func entries(of path: String) -> [DirectoryEntry]? {
        guard let directory = SystemPath.withCString(path, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    SystemPath.string(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let kind: Kind = switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): .file
            case Int32(DT_DIR): .directory
            default: .unknown
            }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return entries.sorted { $0.name < $1.name }
    }
}
