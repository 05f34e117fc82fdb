import Foundation
import Testing

/// What a SwiftLint user expects of the command line: short flags, `--strict`, an error for an
/// option given twice, and a suggestion for every misspelt option and value.
@Suite struct CommandConventionsTests {
    /// A folder with one warning (a thin weight) and no error.
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-conventions-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "import SwiftUI\nlet f = Font.body.weight(.thin)\n"
            .write(to: root.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func shortFlagsAreOptionsNotPaths() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let quiet = try TypographyCommandRunner.run(["audit", ".", "-q", "-f", "json"], in: root)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout.hasPrefix("{"))
        try TypographyCommandRunner.expectUsageError(["audit", "-x"], "unknown option -x")
        // A letter the command has no option for is not taken as a path either.
        try TypographyCommandRunner.expectUsageError(["rules", "-q"], "unknown option -q")
    }

    @Test func strictFailsOnWarnings() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try TypographyCommandRunner.run(["audit", ".", "-q"], in: root).status == 0)
        #expect(try TypographyCommandRunner.run(["audit", ".", "-q", "--strict"], in: root).status == 1)
        try TypographyCommandRunner.expectUsageError(["audit", "--strict", "--fail-on", "note"], "--strict is --fail-on warning")
    }

    @Test func anOptionOfOneValueGivenTwiceIsAnError() throws {
        try TypographyCommandRunner.expectUsageError(["audit", "--format", "json", "--format", "sarif"],
                                                     "--format is given twice; it takes one value")
        try TypographyCommandRunner.expectUsageError(["styles", "--platform", "ios", "-p", "macos"],
                                                     "--platform is given twice")
    }

    @Test func misspeltOptionsAndValuesSuggestTheClosest() throws {
        try TypographyCommandRunner.expectUsageError(["audit", "--quite"], "unknown option --quite (did you mean '--quiet'?)")
        try TypographyCommandRunner.expectUsageError(["audit", "--fromat", "json"], "(did you mean '--format'?)")
        try TypographyCommandRunner.expectUsageError(["audit", "--format", "sarfi"], "did you mean 'sarif'?")
        try TypographyCommandRunner.expectUsageError(["audit", "--fail-on", "warnings"], "(did you mean 'warning'?)")
        try TypographyCommandRunner.expectUsageError(["styles", "--platform", "macoss"], "unknown platform 'macoss' (did you mean 'macos'?)")
        try TypographyCommandRunner.expectUsageError(["adit"], "did you mean 'audit'?")
    }

    @Test func everyValueOfAFixedSetSuggestsTheClosest() throws {
        try TypographyCommandRunner.expectUsageError(["fix", "--format", "markdwn"],
                                                     "unknown --format 'markdwn' (did you mean 'markdown'?); valid: text, markdown, json")
        try TypographyCommandRunner.expectUsageError(["fix", "--rules", "fixed-font-sise"],
                                                     "--rules: unknown rule 'fixed-font-sise' (did you mean 'fixed-font-size'?)")
        try TypographyCommandRunner.expectUsageError(["inventory", "--format", "jsno"], "unknown --format 'jsno' (did you mean 'json'?)")
        try TypographyCommandRunner.expectUsageError(["tokens", "--format", "dctg"], "unknown --format 'dctg' (did you mean 'dtcg'?)")
        try TypographyCommandRunner.expectUsageError(["debug", "tokns"], "unknown subcommand 'tokns' (did you mean 'tokens'?)")
    }

    @Test func aShortWordFarFromEveryValueGetsNoSuggestion() throws {
        for format in ["yaml", "toml"] {
            let result = try TypographyCommandRunner.run(["inventory", "--format", format])
            #expect(result.status == 2)
            #expect(result.stderr.contains("unknown --format '\(format)'; valid: table, json, markdown, md, html"), "\(result.stderr)")
        }
        let audit = try TypographyCommandRunner.run(["audit", "--format", "yaml"])
        #expect(audit.status == 2)
        #expect(!audit.stderr.contains("did you mean"), "\(audit.stderr)")
    }
}

/// An Xcode Run Script phase's input file lists.
@Suite struct ScriptInputFileListTests {
    @Test func theFilesOfEveryListAreAudited() throws {
        let root = try CommandConventionsTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try "import SwiftUI\nlet g = Font.body.weight(.ultraLight)\n"
            .write(to: root.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
        try "\(root.path)/View.swift\n\n".write(to: root.appendingPathComponent("a.xcfilelist"), atomically: true, encoding: .utf8)
        try "\(root.path)/Other.swift\n".write(to: root.appendingPathComponent("b.xcfilelist"), atomically: true, encoding: .utf8)
        let environment = ["SCRIPT_INPUT_FILE_LIST_COUNT": "2",
                           "SCRIPT_INPUT_FILE_LIST_0": root.appendingPathComponent("a.xcfilelist").path,
                           "SCRIPT_INPUT_FILE_LIST_1": root.appendingPathComponent("b.xcfilelist").path]
        let result = try TypographyCommandRunner.run(["audit", "--use-script-input-file-lists"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("/View.swift:2:"), "\(result.stdout)")
        #expect(result.stdout.contains("/Other.swift:2:"), "\(result.stdout)")
        #expect(result.stderr.contains("audited 2 files"), "\(result.stderr)")
        // Empty lists audit nothing (not the current folder); no count is a usage error.
        try "".write(to: root.appendingPathComponent("a.xcfilelist"), atomically: true, encoding: .utf8)
        let empty = try TypographyCommandRunner.run(["audit", "--use-script-input-file-lists"], in: root,
                                                    environment: ["SCRIPT_INPUT_FILE_LIST_COUNT": "1",
                                                                  "SCRIPT_INPUT_FILE_LIST_0": root.appendingPathComponent("a.xcfilelist").path])
        #expect(empty.status == 0)
        #expect(empty.stdout.isEmpty, "\(empty.stdout)")
        let missing = try TypographyCommandRunner.run(["audit", "--use-script-input-file-lists"], environment: [:])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("SCRIPT_INPUT_FILE_LIST_COUNT is not set"), "\(missing.stderr)")
    }
}
