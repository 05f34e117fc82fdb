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

    @Test func specimenAsSVG() throws {
        let result = try TypographyCommandRunner.run(["specimen", "--format", "svg", "--platform", "macos"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.stdout.contains("macOS type specimen"))
        try TypographyCommandRunner.expectUsageError(["specimen", "--format", "pdf"], "unknown --format 'pdf'; valid: html, svg")
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

/// `typecase inventory`, run as a process on the example app.
@Suite struct InventoryCommandTests {
    static let example: String = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Examples/Brewlog").path
    }()

    @Test func formats() throws {
        let table = try TypographyCommandRunner.run(["inventory", Self.example])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.hasPrefix("Type inventory: "))
        #expect(table.stdout.contains("BrewDetailView"))
        let json = try #require(try TypographyCommandRunner.json(["inventory", Self.example, "--format", "json"]) as? [String: Any])
        #expect(json["files"] as? Int == 11)
        let markdown = try TypographyCommandRunner.run(["inventory", Self.example, "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("# Type inventory\n"))
        let html = try TypographyCommandRunner.run(["inventory", Self.example, "--format", "html"])
        #expect(html.stdout.contains("<h1>Type inventory of Brewlog</h1>"))
    }

    @Test func errors() throws {
        try TypographyCommandRunner.expectUsageError(["inventory", "/no/such/folder"], "nothing could be read")
        try TypographyCommandRunner.expectUsageError(["inventory", Self.example, "--format", "csv"], "unknown --format 'csv'")
        try TypographyCommandRunner.expectUsageError(["inventory", Self.example, "--output", "View.swift"], "is a source file")
        try TypographyCommandRunner.expectHelp("inventory", documents: ["--format", "--output", "--platform", "--config", "--jobs"])
    }
}

/// `typecase audit --report html=PATH`: the page with the findings and the inventory.
@Suite struct AuditHTMLReportTests {
    @Test func writesThePageWithTheInventory() throws {
        let directory = try SpecimenAndTokensCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("audit.html").path
        let result = try TypographyCommandRunner.run(["audit", InventoryCommandTests.example, "--report", "html=\(page)", "--quiet"])
        #expect(result.status == 1, "\(result.stderr)")  // the example app has errors
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<h1>Typography audit</h1>"))
        #expect(html.contains("<section id=\"inventory\">"))
        #expect(html.contains("<pre class=\"code\">"))
        let standardOutput = try TypographyCommandRunner.run(["audit", InventoryCommandTests.example, "--format", "html", "--quiet"])
        #expect(standardOutput.stdout.hasPrefix("<!doctype html>"))
    }
}
