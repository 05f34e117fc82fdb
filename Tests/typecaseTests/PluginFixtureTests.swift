import Foundation
import Testing

/// Builds Tests/Fixtures/PluginClient the way an app team gets typecase: by URL and version, from a
/// tagged git repository holding this working tree (a `file://` URL, offline). Checks that SwiftPM
/// accepts the dependency (no unsafe flags), that the build-tool plugin reports the findings of its
/// target at the right lines as warnings (none of a file the configuration excludes), that the
/// audit reruns with the new settings when a `.typecase.json` is added after the first build or
/// edited (the nearest one or one above it that it inherits from), and that the command plugins
/// pass their arguments through, `typecase` without asking for permission and `typecase-write`
/// asking.
///
/// Slow (it compiles typecase for the plugin): it runs when TYPECASE_PLUGIN_TESTS=1, as `.ci/run`
/// does in a step of its own, and keeps its build in .build/plugin-fixture so a rerun is incremental.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["TYPECASE_PLUGIN_TESTS"] == "1"))
struct PluginFixtureTests {
    static let repository: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()
    static let cache = repository.appendingPathComponent(".build/plugin-fixture")
    /// The tagged copy of the working tree (named `typecase`: SwiftPM names a package by its URL).
    static let snapshot = cache.appendingPathComponent("typecase")
    static let client = cache.appendingPathComponent("PluginClient")
    static let scratch = cache.appendingPathComponent("client-build")

    struct Output {
        let status: Int32
        let text: String
    }

    /// Runs `arguments` in `directory` (with `environment` instead of the test's, if given), standard
    /// output and error together.
    @discardableResult
    static func run(_ arguments: [String], in directory: URL, expecting expected: Int32? = 0,
                    environment: [String: String]? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
        if let expected {
            #expect(output.status == expected, "\(arguments.joined(separator: " ")):\n\(output.text)", sourceLocation: sourceLocation)
        }
        return output
    }

    /// Commits the working tree's files (tracked and new, not ignored) to the snapshot repository and
    /// tags the commit with the next 1.0.x version, which it returns.
    static func tagSnapshot() throws -> String {
        let manager = FileManager.default
        if !manager.fileExists(atPath: snapshot.appendingPathComponent(".git").path) {
            try manager.createDirectory(at: snapshot, withIntermediateDirectories: true)
            try run(["git", "init", "-q"], in: snapshot)
        }
        for name in try manager.contentsOfDirectory(atPath: snapshot.path) where name != ".git" {
            try manager.removeItem(at: snapshot.appendingPathComponent(name))
        }
        let files = try run(["git", "ls-files", "-co", "--exclude-standard", "-z"], in: repository).text
        for path in files.split(separator: "\0").map(String.init) {
            let source = repository.appendingPathComponent(path)
            guard manager.fileExists(atPath: source.path) else { continue }  // deleted, not yet committed
            let destination = snapshot.appendingPathComponent(path)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: source, to: destination)
        }
        let git = ["git", "-c", "user.name=typecase", "-c", "user.email=typecase@localhost", "-c", "commit.gpgsign=false"]
        try run(git + ["add", "-A"], in: snapshot)
        try run(git + ["commit", "-q", "--allow-empty", "-m", "snapshot"], in: snapshot)
        let count = try run(["git", "rev-list", "--count", "HEAD"], in: snapshot).text.trimmingCharacters(in: .whitespacesAndNewlines)
        let version = "1.0.\(count)"
        try run(git + ["tag", version], in: snapshot)
        return version
    }

    /// A fresh copy of the fixture whose dependency is the snapshot, by URL and version.
    static func makeClient(version: String) throws {
        let manager = FileManager.default
        try? manager.removeItem(at: client)
        try manager.copyItem(at: repository.appendingPathComponent("Tests/Fixtures/PluginClient"), to: client)
        let manifest = client.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let local = #".package(name: "typecase", path: "../../..")"#
        #expect(text.contains(local))
        let versioned = #".package(url: "file://\#(snapshot.path)", from: "\#(version)")"#
        try text.replacingOccurrences(of: local, with: versioned).write(to: manifest, atomically: true, encoding: .utf8)
    }

    static func edit(_ relative: String, _ old: String, _ new: String) throws {
        let url = client.appendingPathComponent(relative)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aPackageDependingOnTypecaseByVersionBuildsWithThePluginsAndShowsTheFindings() throws {
        try FileManager.default.createDirectory(at: Self.cache, withIntermediateDirectories: true)
        try Self.makeClient(version: try Self.tagSnapshot())
        let build = ["swift", "build", "-j", "1", "--scratch-path", Self.scratch.path]
        let sources = Self.client.path + "/Sources"

        let first = try Self.run(build, in: Self.client)
        #expect(first.text.contains("\(sources)/BrewKit/BrewTitle.swift:11:23: warning: system font at a fixed 22 pt"))
        #expect(first.text.contains("\(sources)/BrewKit/BrewTimerLabel.swift:9:19: warning: custom font 'Avenir Next' at a fixed size"))
        // Disabled in the fixture's .typecase.json.
        #expect(!first.text.contains("[thin-weight]"))
        // Excluded there: the plugin names every file of the target, and `exclude` holds for them.
        #expect(!first.text.contains("BrewPalette.swift:"), "\(first.text)")
        // The other target does not use the plugin (it is only compiled).
        #expect(!first.text.contains("Legacy.swift:"))

        // The command plugins pass their arguments through and audit the named target's folder.
        // `typecase` only reads: SwiftPM asks nothing, and it refuses what would write.
        let plugin = ["swift", "package", "--scratch-path", Self.scratch.path]
        let rules = try Self.run(plugin + ["typecase", "rules"], in: Self.client)
        #expect(rules.text.contains("fixed-font-size"))
        let audit = try Self.run(plugin + ["typecase", "audit", "--target", "Untouched", "--format", "github"], in: Self.client)
        #expect(audit.text.contains("::warning file=\(sources)/Untouched/Legacy.swift,line=6,col=29"), "\(audit.text)")
        #expect(!audit.text.contains("BrewTitle.swift"))
        let dryRun = try Self.run(plugin + ["typecase", "fix", "--dry-run", "--target", "BrewKit"], in: Self.client)
        #expect(dryRun.text.contains("dry run: nothing written"), "\(dryRun.text)")
        for writing in [["fix", "--target", "BrewKit"], ["audit", "--report", "sarif=typecase.sarif"],
                        ["audit", "--write-baseline", "baseline.json"], ["inventory", "--output=inventory.md"]] {
            let refused = try Self.run(plugin + ["typecase"] + writing, in: Self.client, expecting: nil)
            #expect(refused.status != 0)
            #expect(refused.text.contains("run it as `swift package typecase-write \(writing[0])"), "\(refused.text)")
        }
        #expect(!FileManager.default.fileExists(atPath: Self.client.appendingPathComponent("typecase.sarif").path))
        // `typecase-write` may write, so SwiftPM asks first; a script grants it with the option.
        let unasked = try Self.run(plugin + ["typecase-write", "fix"], in: Self.client, expecting: nil)
        #expect(unasked.status != 0)
        #expect(unasked.text.contains("rewrites Swift sources in place"), "\(unasked.text)")
        let report = try Self.run(plugin + ["--allow-writing-to-package-directory", "typecase-write", "audit", "--target", "Untouched",
                                            "--report", "sarif=typecase.sarif"], in: Self.client)
        #expect(FileManager.default.fileExists(atPath: Self.client.appendingPathComponent("typecase.sarif").path), "\(report.text)")

        // A configuration added after the first build, in a folder between the target and the
        // package's root, is an input of the audit: it makes the finding an error (over the root
        // file's settings, which still disable thin-weight), and the build fails.
        try #"{ "rules": { "fixed-font-size": { "severity": "error" } } }"#
            .write(to: Self.client.appendingPathComponent("Sources/.typecase.json"), atomically: true, encoding: .utf8)
        let second = try Self.run(build, in: Self.client, expecting: nil)
        #expect(second.status != 0)
        #expect(second.text.contains("\(sources)/BrewKit/BrewTitle.swift:11:23: error: system font at a fixed 22 pt"), "\(second.text)")
        #expect(!second.text.contains("[thin-weight]"))

        // An edited configuration is an input too: the error made a note, the build passes again.
        try Self.edit("Sources/.typecase.json", #""severity": "error""#, #""severity": "note""#)
        let third = try Self.run(build, in: Self.client)
        #expect(third.text.contains("\(sources)/BrewKit/BrewTitle.swift:11:23: note: system font at a fixed 22 pt"), "\(third.text)")

        // Every configuration above a file is an input, not only the nearest: Sources/.typecase.json
        // inherits the root file's settings, so editing the root one reruns the audit. thin-weight,
        // enabled there now, is reported; fixed-font-size keeps the nearer file's severity.
        try Self.edit(".typecase.json", #""enabled": false"#, #""enabled": true"#)
        let fourth = try Self.run(build, in: Self.client)
        #expect(fourth.text.contains("\(sources)/BrewKit/BrewTitle.swift:13:23: warning: .ultraLight weight at 17 pt"), "\(fourth.text)")
        #expect(fourth.text.contains("\(sources)/BrewKit/BrewTitle.swift:11:23: note: system font at a fixed 22 pt"), "\(fourth.text)")
    }
}
