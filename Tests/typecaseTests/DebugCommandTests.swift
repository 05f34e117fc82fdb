import Foundation
import Testing

/// `typecase debug tokens`: the oracle format, bad paths, usage errors.
@Suite struct DebugCommandTests {
    static func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("debug-\(UUID().uuidString).swift")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func printsTokensInTheOracleFormat() throws {
        let path = try Self.temporaryFile("let x = \"a\\(y)\" // c\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try TypographyCommandRunner.run(["debug", "tokens", path])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").dropFirst().joined(separator: " ") }
        #expect(rows == [
            "0 3 word", "4 5 word", "6 7 operator", "8 9 string", "9 10 string", "10 11 interp", "11 12 punct",
            "12 13 word", "13 14 punct", "14 15 string", "16 20 comment",
        ])
        #expect(result.stdout.hasPrefix("\(path)\t0\t3\tword\n"))
    }

    @Test func unreadableFileIsReportedAndTheOthersStillPrinted() throws {
        let path = try Self.temporaryFile("x")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try TypographyCommandRunner.run(["debug", "tokens", "/nonexistent/file.swift", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/file.swift"))
        #expect(result.stdout == "\(path)\t0\t1\tword\n")
    }

    @Test func usageErrors() throws {
        #expect(try TypographyCommandRunner.run(["debug"]).status == 2)
        #expect(try TypographyCommandRunner.run(["debug", "tokens"]).status == 2)
        let unknown = try TypographyCommandRunner.run(["debug", "nodes", "a.swift"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("tokens"))
        let help = try TypographyCommandRunner.run(["debug", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("merging adjacent `string`"))
    }
}
