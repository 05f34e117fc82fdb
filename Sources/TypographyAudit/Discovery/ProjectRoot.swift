/// The app a file belongs to, as run-level rules judge it (catalog "The project"): the nearest folder
/// holding a project or repository root marker (`Package.swift`, `*.xcodeproj`, `*.xcworkspace`, `.git`,
/// `Podfile`, `project.yml`, `Project.swift`, `Cartfile`, a `LICENSE` file), else the folder named on the
/// command line. Families of separate apps in one run are never added together.
public struct ProjectRoot: Sendable, Hashable {
    /// The root folder as output shows it (`""` for the current folder), or its absolute path when it
    /// lies above what was named.
    public var path: String
    /// Whether the run read only part of the project: one file, standard input, or a folder below the root.
    public var isPartial: Bool

    public init(path: String, isPartial: Bool) {
        self.path = path
        self.isPartial = isPartial
    }

    /// `the files read, part of the project at ROOT` when the run read only part of the project, for
    /// the messages of run-level rules (their counts cover only those files); nil for a whole project.
    public var filesReadPhrase: String? {
        isPartial ? "the files read, part of the project at \(path.isEmpty ? "." : path)" : nil
    }

    /// Whether a folder entry of this name marks the folder as a project's or repository's root.
    static func isMarker(_ name: String) -> Bool {
        switch name {
        case "Package.swift", ".git", "Podfile", "project.yml", "Project.swift", "Cartfile": true
        default: name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name.hasPrefix("LICENSE") || name.hasPrefix("LICENCE")
        }
    }

    /// The nearest folder at or above `absolute` (a directory's absolute path) that holds a marker, nil for none.
    static func markedAncestor(of absolute: String) -> String? {
        var folder = absolute
        while true {
            if let entries = DirectoryEntry.entries(of: folder), entries.contains(where: { isMarker($0.name) }) { return folder }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// The project of what a run names that is not a whole folder (one file, standard input): the marked
    /// folder above it, else its own folder; always partial.
    static func enclosing(file absolute: String, shownFolder: String) -> ProjectRoot {
        let folder = absolute.lastIndex(of: "/").map { String(absolute[..<$0]) } ?? "/"
        return ProjectRoot(path: markedAncestor(of: folder.isEmpty ? "/" : folder) ?? shownFolder, isPartial: true)
    }
}
