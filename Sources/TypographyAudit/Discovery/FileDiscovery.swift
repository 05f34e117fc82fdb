import Foundation

/// Turns the paths named on the command line into the sorted list of Swift files and Interface Builder
/// documents (`.storyboard`, `.xib`) to audit.
///
/// Directories are walked recursively, skipping hidden directories and the build and dependency
/// folders in ``skippedDirectoryNames``; each file found is kept when the nearest configuration's
/// `include`/`exclude` globs allow it (an excluded directory is not entered). Files named explicitly
/// are audited if they are Swift files or documents, unless ``forceExclude`` (as the build plugin
/// asks: it names every file of a target) and their configuration leaves them out; a file read from
/// standard input is left out when its configuration leaves out its `--stdin-path`. Symbolic links are followed; a link that leads back
/// to a directory being walked is reported as a loop, and a directory reached twice is walked once.
/// Problems become ``InputProblem``s and the walk goes on.
public struct FileDiscovery: Sendable {
    /// Folder names never entered when walking.
    public static let skippedDirectoryNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules"]

    public let resolver: ConfigurationResolver
    /// Whether files named explicitly are left out, as files found by walking are, when their
    /// configuration's `include`/`exclude` leaves them out.
    public var forceExclude = false

    /// Whether a file of this name is audited: a Swift file or an Interface Builder document.
    public static func isAuditable(_ name: String) -> Bool {
        name.hasSuffix(".swift") || isInterfaceBuilderDocument(name)
    }

    /// Whether a file of this name is an Interface Builder document (`.storyboard`, `.xib`).
    public static func isInterfaceBuilderDocument(_ name: String) -> Bool {
        name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
    }

    public init(resolver: ConfigurationResolver) {
        self.resolver = resolver
    }

    /// The Swift files below `paths` (the current directory when empty), sorted by path, with the
    /// problems met on the way and the configuration files that could not be used.
    public func discover(_ paths: [String]) -> FileDiscoveryResult {
        var walk = Walk(resolver: resolver)
        walk.forceExclude = forceExclude
        for path in paths.isEmpty ? ["."] : paths { walk.visitNamed(path) }
        // A file reached twice (named twice, or through a symlinked directory) is audited once,
        // under the first name it was found by. With one path named and no link on the way, none is.
        var found = walk.files
        if paths.count > 1 || found.contains(where: { $0.realPath != nil }) {
            var seen = Set<String>()
            found = found.filter { seen.insert($0.realPath ?? $0.file.absolutePath).inserted }
        }
        let files = found.map(\.file).sorted { $0.path < $1.path }
        return FileDiscoveryResult(files: files, problems: walk.problems,
                                   configurationErrors: walk.configurationErrors, excludedNamedFiles: walk.excludedNamedFiles)
    }

    /// The one file of an audit of standard input, named `path`, with that path's configuration.
    public func standardInput(named path: String) -> FileDiscoveryResult {
        let absolute = AbsolutePath.make(path)
        do {
            let configuration = try resolver.configuration(forFile: absolute)
            guard configuration.includes(file: absolute) else {
                return FileDiscoveryResult(files: [], problems: configuration.ineffectiveSettings, configurationErrors: [],
                                           excludedNamedFiles: 1)
            }
            let project = ProjectRoot.enclosing(file: absolute, shownFolder: "")
            return FileDiscoveryResult(files: [DiscoveredFile(path: SystemPath.display(path), systemPath: path, absolutePath: absolute,
                                                              configuration: configuration, project: project)],
                                       problems: configuration.ineffectiveSettings, configurationErrors: [])
        } catch {
            return FileDiscoveryResult(files: [], problems: [], configurationErrors: [error])
        }
    }
}

/// A Swift file to audit and the configuration that applies to it.
///
/// A run holds one of these for every file it audits, so it keeps one path a file: the absolute path is
/// made from ``systemPath`` when asked for, and what the files of a folder share (the configuration,
/// the project, the absolute path the shown paths continue from) is held once, by ``DiscoveredFile/Place``.
public struct DiscoveredFile: Sendable {
    /// The path for output: as named, or the named directory joined with the path below it (bytes
    /// of the name that are not UTF-8 shown as `\xE9`).
    public let path: String
    /// ``path`` with the bytes of names that are not UTF-8 as ``SystemPath`` carries them (the same
    /// string for a name that is valid UTF-8): what a report that must name the file exactly uses.
    public let systemPath: String
    /// Where the file was found.
    private let place: Place

    public init(path: String, systemPath: String, absolutePath: String, configuration: Configuration,
                project: ProjectRoot = ProjectRoot(path: "", isPartial: false)) {
        self.init(path: path, systemPath: systemPath,
                  place: Place(absolutePrefix: absolutePath, systemPrefixLength: systemPath.utf8.count,
                               configuration: configuration, project: project))
    }

    /// A file whose ``systemPath`` continues `place`'s absolute prefix after its first
    /// ``Place/systemPrefixLength`` bytes.
    init(path: String, systemPath: String, place: Place) {
        self.path = path
        self.systemPath = systemPath
        self.place = place
    }

    /// The same file as an absolute path (lexically normalised; symlinks not resolved; bytes that
    /// are not UTF-8 escaped as ``SystemPath`` carries them, for opening the file).
    public var absolutePath: String {
        let utf8 = systemPath.utf8
        guard utf8.count > place.systemPrefixLength else { return place.absolutePrefix }
        return SystemPath.joined(place.absolutePrefix, utf8[utf8.index(utf8.startIndex, offsetBy: place.systemPrefixLength)...])
    }

    /// The nearest configuration.
    public var configuration: Configuration { place.configuration }

    /// The app the file belongs to (see ``ProjectRoot``).
    public var project: ProjectRoot { place.project }

    /// What the files found in a folder (and the folders below it with the same configuration and
    /// project) share: a walk makes one for each configuration and project it meets, not one a file.
    final class Place: Sendable {
        /// The absolute path a file's ``DiscoveredFile/systemPath`` continues (the walked folder's,
        /// ending in `/`), or a named file's own.
        let absolutePrefix: String
        /// How many bytes of a file's ``DiscoveredFile/systemPath`` the absolute prefix stands for (the
        /// named folder as named, with its `/`).
        let systemPrefixLength: Int
        let configuration: Configuration
        let project: ProjectRoot

        init(absolutePrefix: String, systemPrefixLength: Int, configuration: Configuration, project: ProjectRoot) {
            self.absolutePrefix = absolutePrefix
            self.systemPrefixLength = systemPrefixLength
            self.configuration = configuration
            self.project = project
        }
    }
}

/// What ``FileDiscovery/discover(_:)`` found.
public struct FileDiscoveryResult: Sendable {
    /// The files to audit, sorted by path, each once.
    public var files: [DiscoveredFile]
    /// Inputs skipped, in the order met.
    public var problems: [InputProblem]
    /// Configuration files that could not be used (the run must exit with status 2), each once.
    public var configurationErrors: [ConfigurationError]
    /// Files named explicitly (or read from standard input) that their configuration leaves out.
    public var excludedNamedFiles = 0
}

/// The state of one discovery: results so far, and for each directory walked (by real path) how many
/// Swift files its subtree holds.
private struct Walk {
    let resolver: ConfigurationResolver
    /// Files in discovery order, with their real paths where these are not their absolute paths (a
    /// link on the way): the absolute paths are not held beside the files while the walk goes on.
    var files: [(file: DiscoveredFile, realPath: String?)] = []
    var problems: [InputProblem] = []
    var configurationErrors: [ConfigurationError] = []
    /// ``FileDiscovery/forceExclude``, and the named files it left out.
    var forceExclude = false
    var excludedNamedFiles = 0
    var swiftFilesBelow: [String: Int] = [:]
    /// Configuration files whose ineffective settings were reported.
    var noticedConfigurationFiles: Set<String> = []
    /// Whether a configuration could not be used during the current named path's walk (its files
    /// were then not counted, so "no Swift files" would be false).
    var configurationFailed = false
    /// The named folder being walked: its absolute path ending in `/`, and the length in bytes of its
    /// name with the `/` that its files' system paths start with (see ``DiscoveredFile/Place``).
    var absolutePrefix = ""
    var systemPrefixLength = 0

    init(resolver: ConfigurationResolver) {
        self.resolver = resolver
    }

    /// Visits a path named by the user (bytes that are not UTF-8 escaped as ``SystemPath`` carries
    /// them; shown in output as `\xE9`).
    mutating func visitNamed(_ named: String) {
        let absolute = AbsolutePath.make(named)
        let path = SystemPath.display(named)
        switch FileStatus(absolute) {
        case .missing:
            problem(path, .nonexistentPath, "no such file or directory")
        case .loop:
            problem(path, .symlinkLoop, "symbolic link loop")
        case .failed(let reason):
            problem(path, .unreadable, "cannot read: \(reason)")
        case .file:
            guard FileDiscovery.isAuditable(path) else {
                problem(path, .notSwiftFile, "not a Swift file (expected a .swift file, an Interface Builder document or a directory)")
                return
            }
            guard let configuration = configuration(forFile: absolute) else { return }
            if forceExclude && !configuration.includes(file: absolute) {
                excludedNamedFiles += 1
                return
            }
            let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
            let place = DiscoveredFile.Place(absolutePrefix: absolute, systemPrefixLength: named.utf8.count, configuration: configuration,
                                             project: ProjectRoot.enclosing(file: absolute, shownFolder: folder))
            addIfReadable(path: path, systemPath: named, absolute: absolute, place: place)
        case .directory:
            var excluded = 0
            configurationFailed = false
            guard let real = realPath(absolute) else {
                problem(path, .unreadable, "cannot resolve the directory's real path")
                return
            }
            let isCurrent = named == "." || named == "./"
            let display = isCurrent ? "" : (path.hasSuffix("/") ? path : path + "/")
            let system = isCurrent ? "" : (named.hasSuffix("/") ? named : named + "/")
            absolutePrefix = absolute == "/" ? "/" : absolute + "/"
            systemPrefixLength = system.utf8.count
            // Without a marker below, the named folder is the project, or part of the marked one above it.
            let parent = absolute.lastIndex(of: "/").map { String(absolute[..<$0]) }
            let above = parent.flatMap { $0.isEmpty ? nil : ProjectRoot.markedAncestor(of: $0) }
            let project = ProjectRoot(path: above ?? display, isPartial: above != nil)
            let found = swiftFilesBelow[real]
                ?? walkDirectory(absolute: absolute, real: real, display: display, system: system, ancestors: [real],
                                 enclosing: nil, project: project, excluded: &excluded)
            if found == 0 && !configurationFailed {
                let note = excluded > 0 ? " (\(excluded) excluded by configuration)" : ""
                problem(path, .noSwiftFiles, "no Swift files to audit in this directory\(note)")
            }
        }
    }

    /// Walks `absolute` (real path `real`), whose entries are shown as `display + name` (and named
    /// exactly as `system + name`); returns the
    /// number of Swift files in its subtree, counting those of directories walked before, or nil when
    /// the directory cannot be read (reported). `enclosing`: the place of the directory the walk came
    /// from (its configuration and project), if it has a configuration; `project`: the project of the
    /// directory the walk came from (this one's own when it holds a marker).
    mutating func walkDirectory(absolute: String, real: String, display: String, system: String, ancestors: Set<String>,
                                enclosing: DiscoveredFile.Place?, project enclosingProject: ProjectRoot, excluded: inout Int) -> Int? {
        guard let entries = DirectoryEntry.entries(of: absolute) else {
            problem(display.isEmpty ? "." : String(display.dropLast()), .unreadable, "cannot read the directory")
            swiftFilesBelow[real] = 0
            return nil
        }
        var found = 0
        defer { swiftFilesBelow[real] = found }
        let marksProject = entries.contains(where: { ProjectRoot.isMarker($0.name) })
        let project = marksProject ? ProjectRoot(path: display, isPartial: false) : enclosingProject
        // Without a configuration file of its own, a directory has the enclosing one's (what the
        // resolver would find walking up): the listing tells, without a path lookup. Without a project
        // of its own either, its files share the enclosing directory's place.
        let place: DiscoveredFile.Place? = if let enclosing, !entries.contains(where: { $0.name == Configuration.fileName }) {
            marksProject ? DiscoveredFile.Place(absolutePrefix: absolutePrefix, systemPrefixLength: systemPrefixLength,
                                                configuration: enclosing.configuration, project: project) : enclosing
        } else {
            configuration(forDirectory: absolute).map {
                DiscoveredFile.Place(absolutePrefix: absolutePrefix, systemPrefixLength: systemPrefixLength, configuration: $0, project: project)
            }
        }
        let parentConfiguration = place?.configuration
        // Without links on the way or names that are not UTF-8 (the usual walk), the real and shown
        // paths of the entries are the ones they are opened and named by: one string each.
        let realIsAbsolute = real == absolute
        let displayIsSystem = display == system
        for entry in entries {
            let name = entry.name
            let childAbsolute = absolute == "/" ? SystemPath.joined("/", name) : SystemPath.joined(absolute, "/", name)
            // A name that is not valid UTF-8 is opened by its bytes and shown with them as `\xE9`.
            let shownName = SystemPath.display(name)
            let childDisplay = SystemPath.joined(display, shownName)
            let childSystem = displayIsSystem && shownName == name ? childDisplay : SystemPath.joined(system, name)
            // An entry that is not a symbolic link has its real path below the directory's.
            let knownReal = entry.kind == .unknown ? nil
                : realIsAbsolute ? childAbsolute : (real == "/" ? "/" + name : real + "/" + name)
            let status: FileStatus = switch entry.kind {
            case .file: .file
            case .directory: .directory
            case .unknown: FileStatus(childAbsolute)
            }
            switch status {
            case .missing:
                problem(childDisplay, .brokenSymlink, "broken symbolic link")
            case .loop:
                problem(childDisplay, .symlinkLoop, "symbolic link loop")
            case .failed(let reason):
                problem(childDisplay, .unreadable, "cannot read: \(reason)")
            case .file:
                // A file directly inside this directory has the directory's configuration.
                guard FileDiscovery.isAuditable(name), let place else { continue }
                guard place.configuration.includes(file: childAbsolute) else { excluded += 1; continue }
                found += 1
                addIfReadable(path: childDisplay, systemPath: childSystem, absolute: childAbsolute, place: place, real: knownReal)
            case .directory:
                if name.hasPrefix(".") || FileDiscovery.skippedDirectoryNames.contains(name) { continue }
                // Test targets never put a font on a screen (configuration can include them).
                if parentConfiguration?.skipsTestFolder(named: name) ?? true { continue }
                if let parentConfiguration, parentConfiguration.excludes(childAbsolute) {
                    excluded += 1
                    continue
                }
                guard let childReal = knownReal ?? realPath(childAbsolute) else {
                    problem(childDisplay, .unreadable, "cannot resolve the directory's real path")
                    continue
                }
                if ancestors.contains(childReal) {
                    problem(childDisplay, .symlinkLoop, "symbolic link loop: leads back to \(childReal)")
                    continue
                }
                // A directory reached again through a link is walked once.
                found += swiftFilesBelow[childReal]
                    ?? walkDirectory(absolute: childAbsolute, real: childReal, display: childDisplay + "/",
                                     system: childSystem + "/", ancestors: ancestors.union([childReal]),
                                     enclosing: place, project: project, excluded: &excluded) ?? 0
            }
        }
        return found
    }

    /// Adds a file (at `absolute`, found in `place`) unless it cannot be read; `real` is its real path
    /// when already known.
    mutating func addIfReadable(path: String, systemPath: String, absolute: String, place: DiscoveredFile.Place, real: String? = nil) {
        guard SystemPath.withCString(absolute, { access($0, R_OK) }) == 0, let real = real ?? realPath(absolute) else {
            problem(path, .unreadable, "cannot read: \(String(cString: strerror(errno)))")
            return
        }
        let file = DiscoveredFile(path: path, systemPath: systemPath, place: place)
        assert(file.absolutePath == absolute, "a place's prefix and a system path make the absolute path")
        files.append((file, real == absolute ? nil : real))
    }

    mutating func configuration(forFile absolute: String) -> Configuration? {
        do {
            return noticed(try resolver.configuration(forFile: absolute))
        } catch {
            record(error)
            return nil
        }
    }

    mutating func configuration(forDirectory absolute: String) -> Configuration? {
        do {
            return noticed(try resolver.configuration(forDirectory: absolute))
        } catch {
            record(error)
            return nil
        }
    }

    /// `configuration`, its ineffective settings (and those it inherits) reported the first time
    /// their file is met.
    mutating func noticed(_ configuration: Configuration) -> Configuration {
        let fresh = configuration.ineffectiveSettings.filter { !noticedConfigurationFiles.contains($0.path) }
        problems += fresh
        noticedConfigurationFiles.formUnion(fresh.map(\.path))
        return configuration
    }

    mutating func record(_ error: ConfigurationError) {
        configurationFailed = true
        if !configurationErrors.contains(error) { configurationErrors.append(error) }
    }

    mutating func problem(_ path: String, _ kind: InputProblem.Kind, _ message: String) {
        problems.append(InputProblem(path: path, kind: kind, message: message))
    }

    func realPath(_ absolute: String) -> String? {
        guard let resolved = SystemPath.withCString(absolute, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return SystemPath.string(cString: resolved)
    }
}

/// What `stat` (following symbolic links) says about a path.
private enum FileStatus {
    case file, directory, missing, loop
    case failed(String)

    init(_ path: String) {
        var info = stat()
        guard SystemPath.withCString(path, { stat($0, &info) }) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: self = .missing
            case ELOOP: self = .loop
            default: self = .failed(String(cString: strerror(errno)))
            }
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .file
        default: self = .failed("not a regular file or directory")
        }
    }
}
