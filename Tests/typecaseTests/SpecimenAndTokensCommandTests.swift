import Foundation
import Testing

/// `typecase specimen` and `typecase tokens`, run as processes.
@Suite struct SpecimenAndTokensCommandTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func specimenWritesAPageToOutput() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("specimen.html").path
        let result = try TypographyCommandRunner.run(["specimen", "--platform", "watchos", "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("watchOS type specimen"))
        // No temporary file is left next to the page.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["specimen.html"])
    }

    @Test func tokensToStandardOutput() throws {
        let result = try TypographyCommandRunner.run(["tokens", "--format", "css", "--platform", "macos"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(":root, [data-dynamic-type=\"large\"] {"))
        let dtcg = try TypographyCommandRunner.json(["tokens"]) as? [String: Any]
        #expect(dtcg?["$schema"] as? String == "https://www.designtokens.org/schemas/2025.10/format.json")
    }

    @Test func usageErrors() throws {
        try TypographyCommandRunner.expectUsageError(["specimen", "--platform", "visionos"], "publishes no text style sizes")
        try TypographyCommandRunner.expectUsageError(["tokens", "--platform", "visionos"], "publishes no text style sizes")
        try TypographyCommandRunner.expectUsageError(["tokens", "--format", "yaml"], "unknown --format 'yaml'")
        try TypographyCommandRunner.expectUsageError(["specimen", "--output", "App/ContentView.swift"], "is a source file")
        // A missing folder is created; one below a file cannot be.
        try TypographyCommandRunner.expectUsageError(["tokens", "--output", "/dev/null/t.json"], "/dev/null is not a folder")
    }

    @Test func help() throws {
        try TypographyCommandRunner.expectHelp("specimen", documents: ["--platform", "--format", "--output", "--emphasized", "--leading"])
        try TypographyCommandRunner.expectHelp("tokens", documents: ["--platform", "--format", "--output", "dtcg", "css", "json"])
    }
}
