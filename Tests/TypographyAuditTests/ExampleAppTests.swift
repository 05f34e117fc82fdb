import Foundation
import Testing
import TypographyAudit

/// The audit of `Examples/Brewlog` matches `Examples/EXPECTED.md` for every rule that exists.
@Suite struct ExampleAppTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    struct Row: Hashable, CustomStringConvertible {
        var place: String
        var rule: String
        var severity: String
        var description: String { "\(place) \(rule) \(severity)" }
    }

    /// Rows of the table under `heading` in EXPECTED.md: `| File:line | rule | severity | … |`
    /// (the "not reported" table has only `| File:line | why |`).
    static func rows(under heading: String) throws -> [[String]] {
        let text = try String(contentsOf: root.appendingPathComponent("Examples/EXPECTED.md"), encoding: .utf8)
        var inSection = false
        var rows: [[String]] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") { inSection = line == "## \(heading)" }
            guard inSection, line.hasPrefix("| "), !line.hasPrefix("| File"), !line.hasPrefix("| ---") else { continue }
            rows.append(line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return rows
    }

    static func audit() -> AuditResult {
        let directory = root.appendingPathComponent("Examples/Brewlog").path
        return AuditEngine.run(AuditOptions(paths: [directory], jobs: 2))
    }

    static func place(_ finding: Finding) -> String {
        let prefix = root.appendingPathComponent("Examples/Brewlog").path + "/"
        return String(finding.path.dropFirst(prefix.count)) + ":\(finding.location.line)"
    }

    @Test func findingsMatchExpectedForBuiltRules() throws {
        let built = Set(RuleRegistry.descriptions.map(\.id))
        let rows = try Self.rows(under: "Rules of issue 4") + Self.rows(under: "Interface Builder documents")
            + Self.rows(under: "Rules of issue 10")
        let expected = Set(rows.map { Row(place: $0[0], rule: $0[1], severity: $0[2]) }.filter { built.contains($0.rule) })
        let result = Self.audit()
        #expect(result.configurationErrors.isEmpty)
        #expect(result.filesAudited == 18)
        let found = Set(result.findings.map { Row(place: Self.place($0), rule: $0.ruleID, severity: $0.severity.rawValue) })
        #expect(found.subtracting(expected).isEmpty, "unexpected: \(found.subtracting(expected).sorted { $0.description < $1.description })")
        #expect(expected.subtracting(found).isEmpty, "missing: \(expected.subtracting(found).sorted { $0.description < $1.description })")
    }

    @Test func deliberatelyUnreportedLinesStayQuiet() throws {
        let quiet = Set(try Self.rows(under: "Deliberately not reported").map { $0[0] })
        let reported = Self.audit().findings.filter { quiet.contains(Self.place($0)) }
        #expect(reported.isEmpty, "\(reported.map { "\(Self.place($0)) \($0.ruleID)" })")
    }
}
