import Foundation
import Testing
@testable import TypographyAudit

@Suite struct ConfigurationResolverTests {
    static let schema = ConfigurationSchema(ruleIDs: ["fixed-font-size", "thin-weight"])

    @Test func nearestFileWinsWithoutMerging() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".typecase.json", #"{"platform": "ios", "exclude": ["Generated"]}"#)
        try directory.write("Mac/.typecase.json", #"{"platform": "macos"}"#)
        try directory.write("Mac/Views/Panel.swift")
        try directory.write("App/Home.swift")

        let resolver = ConfigurationResolver(schema: Self.schema)
        let mac = try resolver.configuration(forFile: directory.path + "/Mac/Views/Panel.swift")
        #expect(mac.platform == .macos)
        #expect(mac.exclude.isEmpty)
        #expect(mac.directory == directory.path + "/Mac")
        let app = try resolver.configuration(forFile: directory.path + "/App/Home.swift")
        #expect(app.platform == .ios)
        #expect(app.filePath?.hasSuffix("/.typecase.json") == true)
        #expect(app.directory == directory.path)
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
