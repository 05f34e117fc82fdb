import Foundation
import Testing
import TypographyAudit
import TypographyReports

@Suite struct ReportFormatTests {
    @Test func parsesNames() throws {
        #expect(try ReportFormat(name: "SARIF") == .sarif)
        #expect(try ReportFormat(name: "md") == .markdown)
        #expect(throws: ReportFormatError(message:
            "unknown report format 'pdf' (expected one of: xcode, json, sarif, github, markdown, html, junit, checkstyle, gitlab)")) {
            try ReportFormat(name: "pdf")
        }
        #expect(throws: ReportFormatError(message:
            "unknown report format 'sarfi' (did you mean 'sarif'? expected one of: xcode, json, sarif, github, markdown, html, junit, checkstyle, gitlab)")) {
            try ReportFormat(name: "sarfi")
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
        let previous = "App/Old.swift:1:1: warning: an older report, longer than the new one [fixed-font-size]\n"
        try previous.write(toFile: xcode, atomically: false, encoding: .utf8)
        // A file where the report needs a folder: that report fails, and no other is written.
        try "".write(toFile: directory.appendingPathComponent("r.json.d").path, atomically: false, encoding: .utf8)
        let failures = ReportWriter.write(ReportFixtures.report, to: [
            ReportRequest(format: .json, path: json),
            ReportRequest(format: .xcode, path: directory.appendingPathComponent("r.json.d/inner.txt").path),
            ReportRequest(format: .markdown, path: directory.appendingPathComponent("new/folder/r.md").path),
            ReportRequest(format: .xcode, path: xcode),
        ])
        #expect(failures.map(\.path) == [directory.appendingPathComponent("r.json.d/inner.txt").path])
        #expect(!FileManager.default.fileExists(atPath: json))
        #expect(try String(contentsOfFile: xcode, encoding: .utf8) == previous)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("new/folder/r.md").path))
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }.isEmpty)

        // With every destination writable, all are written, the older report replaced.
        #expect(ReportWriter.write(ReportFixtures.report, to: [
            ReportRequest(format: .json, path: json),
            ReportRequest(format: .markdown, path: directory.appendingPathComponent("new/folder/r.md").path),
            ReportRequest(format: .xcode, path: xcode),
        ]).isEmpty)
        #expect(try String(contentsOfFile: json, encoding: .utf8) == ExpectedReports.json)
        #expect(try String(contentsOfFile: xcode, encoding: .utf8) == ExpectedReports.xcode)
        #expect(try String(contentsOfFile: directory.appendingPathComponent("new/folder/r.md").path, encoding: .utf8)
            == ExpectedReports.markdown)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["new", "r.json", "r.json.d", "r.txt"])
    }

    /// A report path that is not valid UTF-8 (as it arrives in argv) names the file by its bytes.
    @Test func writesAReportAtAPathThatIsNotUTF8() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let name: [UInt8] = Array("r".utf8) + [0xE9] + Array(".json".utf8)
        let path = SystemPath.string(bytes: Array((directory.path + "/").utf8) + name)
        #expect(ReportWriter.write(ReportFixtures.report, to: [ReportRequest(format: .json, path: path)]).isEmpty)
        let file = try #require(SystemPath.withCString(path) { fopen($0, "rb") })
        defer { fclose(file) }
        var written: [UInt8] = []
        var byte = fgetc(file)
        while byte != EOF { written.append(UInt8(byte)); byte = fgetc(file) }
        #expect(String(decoding: written, as: UTF8.self) == ExpectedReports.json)
        // Exactly that name (no temporary file left, no name decoded another way).
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(entries.count == 1)
        #expect(ReportWriter.refusal(toWrite: path, inputs: []) == nil)
    }

    /// A missing folder whose name is not valid UTF-8 is created by its bytes (not as the UTF-8 of
    /// the scalars that carry them), and the report lands inside it.
    @Test func createsAMissingFolderWhoseNameIsNotUTF8() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder: [UInt8] = Array("out".utf8) + [0xE9]
        let path = SystemPath.string(bytes: Array((directory.path + "/").utf8) + folder + Array("/deeper/r.json".utf8))
        #expect(ReportWriter.write(ReportFixtures.report, to: [ReportRequest(format: .json, path: path)]).isEmpty)
        let file = try #require(SystemPath.withCString(path) { fopen($0, "rb") })
        fclose(file)
        // The one folder made has exactly those bytes as its name.
        let stream = try #require(opendir(directory.path))
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8) && name != Array("..".utf8) { names.append(name) }
        }
        #expect(names == [folder])
    }
}
