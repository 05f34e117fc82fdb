import Foundation
import Testing
@testable import TypographyAudit

/// A fresh directory under the system's temporary folder, removed by `remove()`; paths are absolute
/// with symlinks resolved (so they compare equal to what the code under test computes).
struct TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("typecase-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.path
    }

    /// Writes `text` to `relative`, creating directories; returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String = "let x = 1\n") throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    /// Creates a symbolic link at `relative` pointing to `destination` (as written).
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

@Suite struct FileDiscoveryTests {
    let directory: TemporaryDirectory
    let discovery = FileDiscovery(resolver: ConfigurationResolver(schema: ConfigurationSchema(ruleIDs: [])))

    init() throws {
        directory = try TemporaryDirectory()
    }

    func discover(_ paths: [String]) -> FileDiscoveryResult {
        discovery.discover(paths.map { $0.isEmpty ? directory.path : directory.path + "/" + $0 })
    }

    /// Paths relative to the temporary directory.
    func relative(_ paths: [String]) -> [String] {
        paths.map { $0.hasPrefix(directory.path + "/") ? String($0.dropFirst(directory.path.count + 1)) : $0 }
    }

    @Test func walksSortedSkippingBuildFoldersHiddenDirectoriesAndOtherFiles() throws {
        defer { directory.remove() }
        for file in ["App/b.swift", "App/a.swift", "App/Views/Row.swift", "README.md", "App/.hidden/x.swift",
                     ".build/debug/x.swift", "Pods/P/p.swift", "Carthage/c.swift", "DerivedData/d.swift",
                     "node_modules/n.swift", ".git/g.swift", "App/.dotfile.swift"] {
            try directory.write(file)
        }
        let result = discover(["App", "README.md", ""])
        #expect(relative(result.files.map(\.path)) == ["App/.dotfile.swift", "App/Views/Row.swift", "App/a.swift", "App/b.swift"])
        #expect(result.problems.map(\.kind) == [.notSwiftFile])
        #expect(result.problems.first?.description == directory.path + "/README.md: error: not a Swift file (expected a .swift file, an Interface Builder document or a directory)")
        #expect(result.files.allSatisfy { $0.absolutePath.hasPrefix(directory.path + "/") })
    }

    @Test func displayPathsFollowTheNamedPath() throws {
        defer { directory.remove() }
        try directory.write("App/Views/Row.swift")
        let previous = FileManager.default.currentDirectoryPath
        // The current directory is process-wide; this is the only test that changes it.
        #expect(FileManager.default.changeCurrentDirectoryPath(directory.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        #expect(discovery.discover(["."]).files.map(\.path) == ["App/Views/Row.swift"])
        #expect(discovery.discover([]).files.map(\.path) == ["App/Views/Row.swift"])
        #expect(discovery.discover(["App/"]).files.map(\.path) == ["App/Views/Row.swift"])
        #expect(discovery.discover(["./App/Views/Row.swift", "App"]).files.map(\.path) == ["./App/Views/Row.swift"])
    }

    /// A nested configuration inherits the `include` and `exclude` above it unless it sets its own.
    @Test func appliesIncludeAndExcludeOfTheNearestConfiguration() throws {
        defer { directory.remove() }
        try directory.write(".typecase.json", #"{"exclude": ["Generated", "*.pb.swift"], "include": ["Sources"]}"#)
        try directory.write("Sources/Generated/Strings.swift")
        try directory.write("Sources/Model.pb.swift")
        try directory.write("Sources/Home.swift")
        try directory.write("Scripts/tool.swift")
        try directory.write("Sources/Mac/.typecase.json", #"{"platform": "macos"}"#)
        try directory.write("Sources/Mac/Model.pb.swift")
        try directory.write("Sources/Mac/Panel.swift")
        try directory.write("Sources/Proto/.typecase.json", #"{"exclude": []}"#)
        try directory.write("Sources/Proto/Message.pb.swift")
        let result = discover([""])
        #expect(relative(result.files.map(\.path)) == ["Sources/Home.swift", "Sources/Mac/Panel.swift", "Sources/Proto/Message.pb.swift"])
        #expect(result.files[1].configuration.platform == .macos)
        #expect(result.problems.isEmpty)
        // An explicitly named file is audited even when excluded.
        #expect(relative(discover(["Sources/Model.pb.swift"]).files.map(\.path)) == ["Sources/Model.pb.swift"])
    }

    /// The walk gives a folder without a `.typecase.json` the configuration of the folder above it
    /// from the listing; it must be the one the resolver finds for each file.
    @Test func foldersWithoutAConfigurationFileHaveTheResolversConfiguration() throws {
        defer { directory.remove() }
        try directory.write(".typecase.json", #"{"platform": "ios"}"#)
        try directory.write("App/Home.swift")
        try directory.write("Mac/.typecase.json", #"{"platform": "macos"}"#)
        try directory.write("Mac/Views/Deep/Panel.swift")
        try directory.write("Mac/Views/Row.swift")
        try directory.write("Watch/Face/.typecase.json", #"{"platform": "watchos"}"#)
        try directory.write("Watch/Face/Dial.swift")
        try directory.write("Watch/Glance.swift")
        let files = discover([""]).files
        #expect(relative(files.map(\.path)) == ["App/Home.swift", "Mac/Views/Deep/Panel.swift", "Mac/Views/Row.swift",
                                                "Watch/Face/Dial.swift", "Watch/Glance.swift"])
        #expect(files.map(\.configuration.platform) == [.ios, .macos, .macos, .watchos, .ios])
        let resolver = ConfigurationResolver(schema: ConfigurationSchema(ruleIDs: []))
        for file in files {
            let resolved = try resolver.configuration(forFile: file.absolutePath)
            #expect(file.configuration.filePath == resolved.filePath)
            #expect(file.configuration.directory == resolved.directory)
        }
    }

    @Test func reportsProblemsAndGoesOn() throws {
        defer { directory.remove() }
        try directory.write("Good/a.swift")
        try directory.write("Empty/notes.txt")
        try directory.write(".typecase.json", #"{"exclude": ["Excluded"]}"#)
        try directory.write("Excluded/x.swift")
        try directory.makeDirectory("Only")
        try directory.link("Only/Excluded", to: directory.path + "/Excluded")
        try directory.link("Good/dangling.swift", to: directory.path + "/nowhere.swift")
        let result = discover(["Good", "Missing", "Empty", "Excluded/x.swift", "Only"])
        #expect(relative(result.files.map(\.path)) == ["Excluded/x.swift", "Good/a.swift"])
        #expect(result.problems.map { "\(relative([$0.path])[0]) \($0.kind) \($0.message)" } == [
            "Good/dangling.swift brokenSymlink broken symbolic link",
            "Missing nonexistentPath no such file or directory",
            "Empty noSwiftFiles no Swift files to audit in this directory",
            "Only noSwiftFiles no Swift files to audit in this directory (1 excluded by configuration)",
        ])
    }

    @Test func detectsSymlinkLoopsAndWalksSharedDirectoriesOnce() throws {
        defer { directory.remove() }
        try directory.write("App/Views/Row.swift")
        try directory.link("App/Views/Loop", to: "..")
        try directory.link("App/Self", to: "Self")
        try directory.link("Alias", to: directory.path + "/App/Views")
        let result = discover(["App", "Alias", "App/Self"])
        #expect(relative(result.files.map(\.path)) == ["App/Views/Row.swift"])
        #expect(result.problems.map { "\(relative([$0.path])[0]) \($0.kind)" } == [
            "App/Self symlinkLoop", "App/Views/Loop symlinkLoop", "App/Self symlinkLoop",
        ])
    }

    @Test func invalidConfigurationIsReportedOnce() throws {
        defer { directory.remove() }
        try directory.write(".typecase.json", #"{"exclud": []}"#)
        try directory.write("A/a.swift")
        try directory.write("A/b.swift")
        let result = discover(["", "A/a.swift"])
        #expect(result.files.isEmpty)
        #expect(result.configurationErrors.map(\.message) == ["unknown key 'exclud' in the configuration (did you mean 'exclude'?)"])
    }
}

@Suite struct SourceReaderTests {
    @Test func readsBytesAndFlagsInvalidUTF8() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Bad.swift", bytes: Array("let a = 1\nlet b = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        let contents = try SourceReader.read(path, displayPath: "Bad.swift")
        #expect(contents.bytes.count == 23)
        #expect(contents.warnings.map(\.description) == ["Bad.swift: warning: invalid UTF-8 at line 2 (byte 19); audited anyway"])
    }

    @Test func warnsAboutLargeFilesAndSkipsBinaryAndMissingOnes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let large = try directory.write("Large.swift", bytes: [UInt8](repeating: UInt8(ascii: "\n"), count: 1_300_000))
        #expect(try SourceReader.read(large, largeFileThreshold: 1_300_000).warnings.isEmpty)
        let contents = try SourceReader.read(large, largeFileThreshold: 1_299_999)
        #expect(contents.bytes.count == 1_300_000)
        #expect(contents.warnings.map(\.kind) == [.largeFile])
        #expect(contents.warnings.first?.message == "large file (1.2 MB), probably generated; audited anyway")
        #expect(SourceReader.largeFileThreshold == 5 * 1024 * 1024)
        let binary = try directory.write("Binary.swift", bytes: [0xCF, 0xFA, 0xED, 0xFE, 0, 0, 1])
        #expect(throws: InputProblem(path: binary, kind: .binaryFile,
                                     message: "looks like a binary file (contains NUL bytes); skipped")) {
            try SourceReader.read(binary)
        }
        #expect(throws: InputProblem(path: "gone.swift", kind: .unreadable, message: "cannot read: No such file or directory")) {
            try SourceReader.read(directory.path + "/gone.swift", displayPath: "gone.swift")
        }
    }

    @Test(arguments: [
        ([0x61, 0x62], nil),
        ([0xC3, 0xA9, 0xE2, 0x86, 0x93, 0xF0, 0x9F, 0x98, 0x80], nil),
        ([0x61, 0x80], 1),
        ([0xC0, 0xAF], 0),
        ([0xE0, 0x80, 0x80], 0),
        ([0xED, 0xA0, 0x80], 0),
        ([0x61, 0xF4, 0x90, 0x80, 0x80], 1),
        ([0x61, 0x62, 0xE2, 0x86], 2),
        ([0xE2, 0x28, 0xA1], 0),
    ] as [([UInt8], Int?)])
    func utf8Validation(bytes: [UInt8], expected: Int?) {
        #expect(SourceReader.firstInvalidUTF8Offset(bytes) == expected)
    }
}
