import Foundation
import Testing
import TypographyReports

@Suite struct ReportFormatTests {
    @Test func parsesNames() throws {
        #expect(try ReportFormat(name: "SARIF") == .sarif)
        #expect(try ReportFormat(name: "md") == .markdown)
        #expect(throws: ReportFormatError(message:
            "unknown report format 'yaml' (expected one of: xcode, json, sarif, github, markdown, html)")) {
            try ReportFormat(name: "yaml")
        }
    }

    @Test func parsesRequests() throws {
        #expect(try ReportRequest(argument: "sarif=out/a=b.sarif") == ReportRequest(format: .sarif, path: "out/a=b.sarif"))
        for bad in ["sarif", "=x.json", "json=", "nope=x"] {
            #expect(throws: ReportFormatError.self) { try ReportRequest(argument: bad) }
        }
    }

    @Test func writesSeveralReportsAtomically() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("r.json").path
        let xcode = directory.appendingPathComponent("r.txt").path
        try "old and much longer content than the report".write(toFile: xcode, atomically: false, encoding: .utf8)
        // A file where the report needs a folder: that report fails, the others are written.
        try "".write(toFile: directory.appendingPathComponent("r.json.d").path, atomically: false, encoding: .utf8)
        let failures = ReportWriter.write(ReportFixtures.report, to: [
            ReportRequest(format: .json, path: json),
            ReportRequest(format: .xcode, path: directory.appendingPathComponent("r.json.d/inner.txt").path),
            ReportRequest(format: .markdown, path: directory.appendingPathComponent("new/folder/r.md").path),
            ReportRequest(format: .xcode, path: xcode),
        ])
        #expect(failures.map(\.path) == [directory.appendingPathComponent("r.json.d/inner.txt").path])
        #expect(try String(contentsOfFile: json, encoding: .utf8) == ExpectedReports.json)
        #expect(try String(contentsOfFile: xcode, encoding: .utf8) == ExpectedReports.xcode)
        #expect(try String(contentsOfFile: directory.appendingPathComponent("new/folder/r.md").path, encoding: .utf8)
            == ExpectedReports.markdown)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["new", "r.json", "r.json.d", "r.txt"])
    }
}
