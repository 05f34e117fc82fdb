import Foundation
import Testing
@testable import TypographyAudit

@Suite struct ConfigurationResolverTests {
    static let schema = ConfigurationSchema(ruleIDs: ["fixed-font-size", "thin-weight"])

    static let optionSchema = ConfigurationSchema(rules: [
        "fixed-font-size": [:], "thin-weight": [:], "too-many-type-levels": ["maxLevels": .integer, "perScreen": .bool],
    ])

    /// A nested file starts from its parent's settings; each key it sets replaces the parent's.
    @Test func nestedFilesInheritAndOverrideKeyByKey() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".typecase.json", """
            {"platform": "ios", "exclude": ["Generated/**"], "fixedSizeTargets": ["**/Widget*.swift"], "includeTests": true,
             "rules": {"fixed-font-size": {"severity": "error"}, "too-many-type-levels": {"maxLevels": 3, "perScreen": true}}}
            """)
        try directory.write("Mac/.typecase.json", """
            {"platform": "macos", "rules": {"too-many-type-levels": {"maxLevels": 5}, "thin-weight": {"enabled": false}}}
            """)
        try directory.write("Mac/Views/Panel.swift")
        try directory.write("App/Home.swift")

        let resolver = ConfigurationResolver(schema: Self.optionSchema)
        let mac = try resolver.configuration(forFile: directory.path + "/Mac/Views/Panel.swift")
        #expect(mac.directory == directory.path + "/Mac")
        #expect(mac.filePath?.hasSuffix("/Mac/.typecase.json") == true)
        // Set here: replaces the parent's.
        #expect(mac.platform == .macos)
        #expect(mac.platform(forFile: directory.path + "/Mac/Views/Panel.swift") == .macos)
        #expect(mac.rule("too-many-type-levels").integer("maxLevels") == 5)
        #expect(!mac.isEnabled("thin-weight"))
        // Not set here: the parent's, its globs still relative to the parent's folder.
        #expect(mac.rule("too-many-type-levels").bool("perScreen") == true)
        #expect(mac.severity(of: "fixed-font-size", default: .warning) == .error)
        #expect(mac.includeTests)
        #expect(mac.excludes(directory.path + "/Generated/Strings.swift"))
        #expect(!mac.excludes(directory.path + "/Mac/Generated/Strings.swift"))
        #expect(mac.isFixedSizeTarget(directory.path + "/Mac/Views/WidgetView.swift"))

        let app = try resolver.configuration(forFile: directory.path + "/App/Home.swift")
        #expect(app.platform == .ios)
        #expect(app.directory == directory.path)
        #expect(app.rule("too-many-type-levels").integer("maxLevels") == 3)
        #expect(app.isEnabled("thin-weight"))
    }

    /// A list set in a nested file replaces the parent's list; a key it leaves out is inherited.
    @Test func aNestedListReplacesTheParentsList() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".typecase.json", #"{"exclude": ["**/Generated/**"], "include": ["Sources/**"]}"#)
        try directory.write("Sources/Kit/.typecase.json", #"{"exclude": ["Fixtures/**"]}"#)
        let kit = try ConfigurationResolver(schema: Self.schema).configuration(forDirectory: directory.path + "/Sources/Kit")
        #expect(kit.exclude.map(\.pattern) == ["Fixtures/**"])
        #expect(!kit.includes(file: directory.path + "/Sources/Kit/Fixtures/Sample.swift"))
        #expect(kit.includes(file: directory.path + "/Sources/Kit/Generated/Strings.swift"))
        // The parent's include, relative to the parent's folder, still applies.
        #expect(kit.include.map(\.directory) == [directory.path])
        #expect(kit.includes(file: directory.path + "/Sources/Kit/View.swift"))
    }

    /// The nearest file's platform settings are tried first: its `platforms` globs, its `platform`,
    /// then the parent's globs and platform.
    @Test func theNearestPlatformSettingWins() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".typecase.json", #"{"platform": "ios", "platforms": {"Mac/**": "macos", "**/Watch*/**": "watchos"}}"#)
        try directory.write("Mac/Complication/.typecase.json", #"{"platform": "watchos"}"#)
        try directory.write("Shared/.typecase.json", #"{"platforms": {"TV*.swift": "tvos"}}"#)
        let resolver = ConfigurationResolver(schema: Self.schema)
        let complication = try resolver.configuration(forDirectory: directory.path + "/Mac/Complication")
        #expect(complication.platform(forFile: directory.path + "/Mac/Complication/Face.swift") == .watchos)
        let shared = try resolver.configuration(forDirectory: directory.path + "/Shared")
        #expect(shared.platform(forFile: directory.path + "/Shared/TVShelf.swift") == .tvos)
        #expect(shared.platform(forFile: directory.path + "/Shared/Home.swift") == .ios)
        #expect(shared.platform(forFile: directory.path + "/Shared/WatchFace/Ring.swift") == .watchos)
        #expect(shared.platform == .ios)
    }

    /// A parent that cannot be read is the error of every file below it, nested configuration or not.
    @Test func aBrokenParentIsTheErrorOfItsChildren() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let parent = try directory.write(".typecase.json", #"{"platfrom": "ios"}"#)
        try directory.write("Sub/.typecase.json", #"{"platform": "macos"}"#)
        do {
            _ = try ConfigurationResolver(schema: Self.schema).configuration(forDirectory: directory.path + "/Sub")
            Issue.record("the nested file was read over a parent that has an error")
        } catch {
            #expect(error.path == parent)
            #expect(error.message.hasPrefix("unknown key 'platfrom'"))
        }
    }

    @Test func relativePathsAndDefaults() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A/B/File.swift")
        let resolver = ConfigurationResolver(schema: Self.schema)
        // No configuration anywhere up to the root (the temporary folder has none): defaults.
        let configuration = try resolver.configuration(forFile: directory.path + "/A/./B/../B/File.swift")
        #expect(configuration.filePath == nil)
        #expect(configuration.platform == nil)
        #expect(configuration.isEnabled("thin-weight"))
    }

    /// Absolute paths are normalised lexically; one already normal is returned as it is.
    @Test func absolutePathsAreNormalised() {
        #expect(AbsolutePath.make("/a/b/c.swift") == "/a/b/c.swift")
        #expect(AbsolutePath.make("/") == "/")
        #expect(AbsolutePath.make("/a/./b/../c//d/") == "/a/c/d")
        #expect(AbsolutePath.make("/a/..") == "/")
        #expect(AbsolutePath.make("/a/.../b.") == "/a/.../b.")
        #expect(AbsolutePath.make("/caf\u{E9}/./x") == "/caf\u{E9}/x")
    }

    /// A path inside the configuration's directory is cut below it, whatever its characters.
    @Test func relativePathsOfFilesInsideAndOutside() {
        let configuration = Configuration(directory: "/work/App")
        #expect(configuration.relativePath(of: "/work/App/Views/Home.swift") == "Views/Home.swift")
        #expect(configuration.relativePath(of: "/work/App/") == "")
        #expect(configuration.relativePath(of: "/work/Apps/Home.swift") == nil)
        #expect(configuration.relativePath(of: "/work/App") == nil)
        #expect(configuration.relativePath(of: "/work/App/Caf\u{E9}/Men\u{FC}.swift") == "Caf\u{E9}/Men\u{FC}.swift")
        #expect(Configuration(directory: "/w\u{F6}rk").relativePath(of: "/w\u{F6}rk/a.swift") == "a.swift")
        #expect(Configuration(directory: "/").relativePath(of: "/a/b.swift") == "a/b.swift")
    }

    @Test func errorsNameTheFileAndAreCached() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let configPath = try directory.write(".typecase.json", "{\n  \"rules\": {\"nope\": {}}\n}")
        try directory.write("Sub/File.swift")
        let resolver = ConfigurationResolver(schema: Self.schema)
        for _ in 0..<2 {
            #expect(throws: ConfigurationError(path: configPath, line: 2, column: 13,
                                               message: "unknown rule 'nope' in 'rules'")) {
                try resolver.configuration(forFile: directory.path + "/Sub/File.swift")
            }
        }
        // The cached result stays even after the file is fixed (one run sees one state).
        try directory.write(".typecase.json", "{}")
        #expect(throws: ConfigurationError.self) { try resolver.configuration(forDirectory: directory.path) }
        #expect(try ConfigurationResolver(schema: Self.schema).configuration(forDirectory: directory.path).filePath == configPath)
    }

    @Test func explicitFileOverridesTheSearch() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sub/.typecase.json", #"{"platform": "macos"}"#)
        let explicit = try directory.write("ci.json", #"{"platform": "tvos"}"#)
        let resolver = ConfigurationResolver(schema: Self.schema, explicitPath: explicit)
        #expect(try resolver.configuration(forFile: directory.path + "/Sub/File.swift").platform == .tvos)
        let missing = ConfigurationResolver(schema: Self.schema, explicitPath: directory.path + "/none.json")
        #expect(throws: ConfigurationError(path: directory.path + "/none.json", line: 0, column: 0,
                                           message: "cannot read the configuration file")) {
            try missing.configuration(forFile: "x.swift")
        }
    }
}
