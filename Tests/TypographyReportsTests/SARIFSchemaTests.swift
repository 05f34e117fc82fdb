import Foundation
import Testing
import TypographyAudit
import TypographyReports

/// Validates SARIF output against the OASIS 2.1.0 schema with Python's `jsonschema` (installed by
/// `.ci/run`); skipped with a reason when python3, jsonschema or the schema file is missing.
@Suite(.enabled(if: SchemaValidator.shared != nil,
                "needs python3 with jsonschema and ../shared/schemas/sarif-schema-2.1.0.json"))
struct SARIFSchemaTests {
    @Test func fixtureReportIsValidSARIF() throws {
        let result = try #require(SchemaValidator.shared).validate(SARIFReporter.render(ReportFixtures.report))
        #expect(result == nil)
    }

    @Test func awkwardPathsAndEmptyRunsAreValid() throws {
        let validator = try #require(SchemaValidator.shared)
        let awkward = Report(findings: [ReporterEscapingTests.awkward,
                                        Finding(ruleID: "x", severity: .note, path: "/abs/p.swift",
                                                location: SourceLocation(line: 1, column: 1, offset: 0), message: "m")],
                             rules: ReportFixtures.rules, metadata: RunMetadata(toolVersion: "1", informationURI: "https://example.com/typecase", filesAudited: 1))
        #expect(try validator.validate(SARIFReporter.render(awkward)) == nil)
        let empty = Report(findings: [], rules: [], metadata: RunMetadata(toolVersion: "1", filesAudited: 0))
        #expect(try validator.validate(SARIFReporter.render(empty)) == nil)
    }

    /// Warnings about the inputs (a misspelt directive) are the invocation's tool execution notifications.
    @Test func notificationsAreValidSARIF() throws {
        var report = ReportFixtures.report
        report.notifications = ReportFixtures.notifications
        let sarif = SARIFReporter.render(report)
        #expect(try #require(SchemaValidator.shared).validate(sarif) == nil)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 2)
        #expect((notifications[0]["message"] as? [String: Any])?["text"] as? String
            == "unknown action 'disabel' (expected disable, enable, disable:next or disable:this); it suppresses nothing")
        #expect(notifications[0]["level"] as? String == "warning")
        #expect(notifications[1]["level"] as? String == "error")
    }

    @Test func validatorRejectsInvalidSARIF() throws {
        let broken = SARIFReporter.render(ReportFixtures.report)
            .replacingOccurrences(of: #""level": "note""#, with: #""level": "info""#)
        #expect(try #require(SchemaValidator.shared).validate(broken) != nil)
    }
}

/// Runs `python3 -c 'jsonschema.validate(…)'` on a document.
struct SchemaValidator: Sendable {
    let schemaPath: String

    static let shared: SchemaValidator? = {
        guard let schema = locateSchema() else { return nil }
        let validator = SchemaValidator(schemaPath: schema)
        guard let status = try? validator.run(["-c", "import jsonschema"]), status.code == 0 else { return nil }
        return validator
    }()

    /// `<package root>/../shared/schemas/…`, looking in every ancestor of the package root so a git
    /// worktree under `/work/wt/<name>` finds `/work/shared` too.
    static func locateSchema() -> String? {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// nil when `document` validates, else Python's error output.
    func validate(_ document: String) throws -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-\(UUID().uuidString).sarif")
        try document.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import json, sys, jsonschema
            jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))
            """
        let status = try run(["-c", script, file.path, schemaPath])
        return status.code == 0 ? nil : status.output
    }

    private func run(_ arguments: [String]) throws -> (code: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        // The package's folder, not the process's current directory, which a test changes for a moment.
        process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
