import Foundation
import Testing

/// `typecase audit` end to end: output formats, exit codes, bad input.
@Suite struct AuditCommandTests {
    static let brewlog: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Examples/Brewlog").path
    }()

    @Test func auditsTheExampleAppInXcodeFormat() throws {
        let result = try TypographyCommandRunner.run(["audit", Self.brewlog, "--fail-on", "warning"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Shared/Font+Brewlog.swift:4:28: warning: "))
        #expect(result.stdout.contains("[fixed-font-size]"))
        #expect(result.stderr.contains("audited 18 files"))
    }

    @Test func outputIsTheSameWhateverTheJobCount() throws {
        let one = try TypographyCommandRunner.run(["audit", Self.brewlog, "--jobs", "1", "--format", "json"])
        let many = try TypographyCommandRunner.run(["audit", Self.brewlog, "--jobs", "4", "--format", "json"])
        #expect(one.stdout == many.stdout)
        #expect(!one.stdout.isEmpty)
    }

    @Test func failOnNeverExitsZeroWithFindings() throws {
        let result = try TypographyCommandRunner.run(["audit", Self.brewlog, "--fail-on", "never", "--quiet"])
        #expect(result.status == 0)
        #expect(!result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test func writesReportsToFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-audit-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sarif = directory.appendingPathComponent("out.sarif").path
        let result = try TypographyCommandRunner.run(["audit", Self.brewlog, "--report", "sarif=\(sarif)", "--quiet"])
        #expect(result.status == 0 || result.status == 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: sarif))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
    }

    /// A comment that suppresses nothing (a misspelt rule) is reported in the JSON report's
    /// `notifications` and in SARIF's `toolExecutionNotifications`, not only on standard error.
    @Test func suppressionsThatSuppressNothingAreInTheJSONAndSARIFReports() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-audit-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "import SwiftUI\n// typecase:disable:next fixed-font-sise\nlet a = Font.system(size: 12)\n"
            .write(to: directory.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        let message = "unknown rule 'fixed-font-sise' in 'typecase:disable:next' (did you mean 'fixed-font-size'?); it suppresses nothing"
        let result = try TypographyCommandRunner.run(["audit", ".", "--format", "json", "--report", "sarif=out.sarif"], in: directory)
        #expect(result.stderr.contains("View.swift:2:1: warning: \(message)"), "\(result.stderr)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let notifications = try #require(json["notifications"] as? [[String: Any]], "\(result.stdout)")
        #expect(notifications.count == 1)
        #expect(notifications.first?["path"] as? String == "View.swift")
        #expect(notifications.first?["line"] as? Int == 2)
        #expect(notifications.first?["message"] as? String == message)

        let sarif = try Data(contentsOf: directory.appendingPathComponent("out.sarif"))
        let log = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        let invocation = try #require(((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        let executions = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(executions.count == 1)
        #expect((executions.first?["message"] as? [String: Any])?["text"] as? String == message)
        #expect(executions.first?["level"] as? String == "warning")
    }

    @Test func nonexistentPathIsReportedAndTheRunGoesOn() throws {
        let result = try TypographyCommandRunner.run(["audit", "/nonexistent/typecase", Self.brewlog + "/Shared"])
        #expect(result.stderr.contains("/nonexistent/typecase: error: no such file or directory"))
        #expect(result.stdout.contains("Font+Brewlog.swift"))
        // The other path is still audited, but a missing path fails the run.
        #expect(result.status == 2)
    }

    @Test func nothingToAuditExitsTwo() throws {
        let result = try TypographyCommandRunner.run(["audit", "/nonexistent/typecase"])
        #expect(result.status == 2)
    }

    @Test func invalidOptionsAreUsageErrors() throws {
        #expect(try TypographyCommandRunner.run(["audit", "--format", "pdf"]).status == 2)
        #expect(try TypographyCommandRunner.run(["audit", "--fail-on", "sometimes"]).status == 2)
        #expect(try TypographyCommandRunner.run(["audit", "--jobs", "0"]).status == 2)
        #expect(try TypographyCommandRunner.run(["audit", "--platform", "amiga"]).status == 2)
    }

    @Test func helpListsEveryOption() throws {
        let result = try TypographyCommandRunner.run(["audit", "--help"])
        for option in ["--format", "--report", "--fail-on", "--platform", "--config", "--jobs", "--quiet"] {
            #expect(result.stdout.contains(option), "\(option)")
        }
    }
}
