import Foundation
import Testing

/// The README's recipes for the places typecase runs, run as written where the machine allows.
@Suite struct ReadmeRecipesTests {
    /// The `sh` blocks of the README's section under the heading `heading`, in order.
    static func shellBlocks(after heading: String) throws -> [String] {
        let text = try String(contentsOf: ReadmeExamplesTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(text.range(of: "\n" + heading + "\n"), "no heading \(heading)")
        let section = text[start.upperBound...].components(separatedBy: "\n### ")[0].components(separatedBy: "\n## ")[0]
        let blocks = section.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] + "\n" }
        #expect(!blocks.isEmpty, "no sh block under \(heading)")
        return blocks
    }

    /// Runs `arguments` in `directory` with `path` as PATH and no git configuration but a fixed
    /// identity; standard output and error together.
    @discardableResult
    static func run(_ arguments: [String], in directory: URL, path: String) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        environment["PATH"] = path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = directory.path
        for role in ["AUTHOR", "COMMITTER"] {
            environment["GIT_\(role)_NAME"] = "typecase"
            environment["GIT_\(role)_EMAIL"] = "typecase@localhost"
        }
        let output = try PluginFixtureTests.run(arguments, in: directory, expecting: nil, environment: environment)
        return (output.status, output.text)
    }

    static let git = ["git", "-c", "commit.gpgsign=false"]

    /// The README's `swift` block (a fragment of a package manifest) that contains `marker`.
    static func manifestFragment(containing marker: String) throws -> String {
        let text = try String(contentsOf: ReadmeExamplesTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        return try #require(blocks.first { $0.contains(marker) }, "no swift block with \(marker)")
    }

    /// A package whose manifest is the README's fragment around `marker`, typecase at `url`; resolved.
    static func resolve(fragmentContaining marker: String, url: String, in root: URL) throws -> (status: Int32, output: String) {
        let app = root.appendingPathComponent("App-\(UUID())")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/BrewKit"), withIntermediateDirectories: true)
        try "public let brew = 1\n".write(to: app.appendingPathComponent("Sources/BrewKit/Brew.swift"), atomically: true, encoding: .utf8)
        let fragment = try manifestFragment(containing: marker).replacingOccurrences(of: "<typecase-url>", with: url)
        let manifest = "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
            + fragment + "\n)\n"
        try manifest.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return try run(["swift", "package", "--scratch-path", app.appendingPathComponent(".build").path, "resolve"], in: app, path: path)
    }

    /// The README's dependency recipes resolve against a clone of this repository (a `file://` URL,
    /// offline): `branch: "main"` without any tag, and `from:` once the release step has tagged it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "needs git"))
    func thePackageRecipesResolveWithAndWithoutATag() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-recipe-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let clone = root.appendingPathComponent("typecase")
        let cloned = try Self.run(["git", "clone", "-q", "--no-tags", ReadmeExamplesTests.root.path, clone.path], in: root, path: path)
        #expect(cloned.status == 0, "\(cloned.output)")
        try Self.run(["git", "checkout", "-q", "-B", "main"], in: clone, path: path)
        #expect(try Self.run(["git", "tag"], in: clone, path: path).output.isEmpty)
        let head = try Self.run(["git", "rev-parse", "HEAD"], in: clone, path: path).output.trimmingCharacters(in: .whitespacesAndNewlines)

        let branch = try Self.resolve(fragmentContaining: #"branch: "main""#, url: "file://" + clone.path, in: root)
        #expect(branch.status == 0, "\(branch.output)")
        let byVersion = try Self.resolve(fragmentContaining: "from: ", url: "file://" + clone.path, in: root)
        #expect(byVersion.status != 0, "resolved by version without a tag")

        // The release step, as the README gives it (the script as it is in this working tree).
        let script = clone.appendingPathComponent(".ci/tag-release")
        try? FileManager.default.removeItem(at: script)
        try FileManager.default.copyItem(at: ReadmeExamplesTests.root.appendingPathComponent(".ci/tag-release"), to: script)
        let tagged = try Self.run([".ci/tag-release"], in: clone, path: path)
        #expect(tagged.status == 0, "\(tagged.output)")
        let version = try Self.run(["git", "tag"], in: clone, path: path).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(tagged.output.contains("tagged \(head.prefix(7)) as \(version)"), "\(tagged.output)")
        #expect(try Self.manifestFragment(containing: "from: ").contains(#"from: "\#(version)""#),
                "the README's version recipe names another version than the release step tags")
        let released = try Self.resolve(fragmentContaining: "from: ", url: "file://" + clone.path, in: root)
        #expect(released.status == 0, "\(released.output)")
        #expect(try Self.run([".ci/tag-release"], in: clone, path: path).status == 2)
    }

    /// The hook in a repository holding the example app and its baseline, as the README sets it up:
    /// a commit that adds a finding in a Swift file or a storyboard is refused; other commits, a
    /// commit with `--no-verify`, and any commit where typecase is not installed go through.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "needs git"))
    func thePreCommitHookRefusesACommitThatAddsAFinding() throws {
        let hook = try Self.shellBlocks(after: "### A pre-commit hook")[0]
        #expect(hook.hasPrefix("#!/bin/sh\n"))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-hook-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: AuditCommandTests.brewlog, toPath: root.appendingPathComponent("Brewlog").path)
        let installed = TypographyCommandRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let missing = "/usr/bin:/bin"
        #expect(!FileManager.default.isExecutableFile(atPath: "/usr/bin/typecase") && !FileManager.default.isExecutableFile(atPath: "/bin/typecase"))

        try Self.run(["git", "init", "-q"], in: root, path: installed)
        let hookFile = root.appendingPathComponent(".git/hooks/pre-commit")
        try hook.write(to: hookFile, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hookFile.path)
        // The README's baseline step, then the first commit: the hook audits and finds nothing new.
        let recorded = try Self.run(["typecase", "audit", "Brewlog", "--write-baseline", ".typecase-baseline.json"], in: root, path: installed)
        #expect(recorded.status == 0, "\(recorded.output)")
        try Self.run(["git", "add", "-A"], in: root, path: installed)
        let first = try Self.run(Self.git + ["commit", "-q", "-m", "app"], in: root, path: installed)
        #expect(first.status == 0, "\(first.output)")

        func edit(_ relative: String, _ old: String, _ new: String) throws {
            let url = root.appendingPathComponent(relative)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old), "\(old) not in \(relative)")
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
            try Self.run(["git", "add", relative], in: root, path: installed)
        }
        func commit(_ extra: [String] = [], path: String) throws -> (status: Int32, output: String) {
            try Self.run(Self.git + ["commit", "-q", "-m", "change"] + extra, in: root, path: path)
        }

        // A new fixed size in Swift: refused, with the finding.
        try edit("Brewlog/iOS/BrewListView.swift", ".font(.footnote)", ".font(.system(size: 13))")
        let swift = try commit(path: installed)
        #expect(swift.status != 0)
        #expect(swift.output.contains("Brewlog/iOS/BrewListView.swift:"), "\(swift.output)")
        #expect(swift.output.contains("[fixed-font-size]"), "\(swift.output)")
        // Skipped on request; then undone so the tree is clean again.
        #expect(try commit(["--no-verify"], path: installed).status == 0)
        try edit("Brewlog/iOS/BrewListView.swift", ".font(.system(size: 13))", ".font(.footnote)")
        #expect(try commit(path: installed).status == 0)

        // A new fixed size in a storyboard: refused too.
        try edit("Brewlog/iOS/Brew.storyboard", #"style="UICTFontTextStyleSubhead""#, #"type="system" pointSize="15""#)
        let storyboard = try commit(path: installed)
        #expect(storyboard.status != 0)
        #expect(storyboard.output.contains("Brewlog/iOS/Brew.storyboard:"), "\(storyboard.output)")
        // Without typecase on PATH the commit goes through, and the hook says it did not audit.
        let unaudited = try commit(path: missing)
        #expect(unaudited.status == 0, "\(unaudited.output)")
        #expect(unaudited.output.contains("typecase is not installed; not audited"))

        // A commit that changes neither code, documents nor configuration is not audited (the
        // working tree's finding would be reported otherwise).
        try "Notes\n".write(to: root.appendingPathComponent("NOTES.md"), atomically: true, encoding: .utf8)
        let unstaged = root.appendingPathComponent("Brewlog/iOS/BrewListView.swift")
        let listView = try String(contentsOf: unstaged, encoding: .utf8)
        try listView.replacingOccurrences(of: ".font(.footnote)", with: ".font(.system(size: 13))")
            .write(to: unstaged, atomically: true, encoding: .utf8)
        try Self.run(["git", "add", "NOTES.md"], in: root, path: installed)
        let notes = try commit(path: installed)
        #expect(notes.status == 0, "\(notes.output)")
    }
}
