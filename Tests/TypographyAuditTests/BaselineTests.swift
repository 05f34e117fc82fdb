import Foundation
import Testing
import TypographyAudit

/// Baselines: matching by rule, file and normalized line; repeated lines; stale entries; the file format.
@Suite struct BaselineTests {
    static func audit(_ root: String) -> [Finding] {
        AuditEngine.run(AuditOptions(paths: [root], platform: .ios)).findings
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static let screen = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("A").font(.system(size: 15))
                    Text("A").font(.system(size: 15))
                }
            }
        }
        """

    @Test func repeatedLinesAreCountedAndReindentingKeepsThemAccepted() throws {
        try AuditEngineTests.withFolder(["App/Screen.swift": Self.screen]) { root in
            let findings = Self.audit(root)
            #expect(findings.count == 2)
            let baseline = Baseline(recording: findings, directory: root)
            #expect(baseline.entries == [Baseline.Entry(rule: "fixed-font-size", path: "App/Screen.swift",
                                                        line: "Text(\"A\").font(.system(size: 15))", count: 2)])
            // Re-indented, with a third copy of the same line: exactly one new finding.
            try Self.write("""
                import SwiftUI
                struct Screen: View {
                    var body: some View {
                        VStack(spacing: 8) {
                                Text("A").font(.system(size:   15))
                            Text("A").font(.system(size: 15))\t
                            Text("A").font(.system(size: 15))
                        }
                    }
                }
                """, to: root + "/App/Screen.swift")
            let match = baseline.filter(Self.audit(root), roots: [root])
            #expect(match.findings.map(\.location.line) == [7])
            #expect(match.matched == 2)
            #expect(match.stale == 0)
        }
    }

    @Test func aChangedLineIsNewAndItsOldEntryStale() throws {
        try AuditEngineTests.withFolder(["App/Screen.swift": Self.screen]) { root in
            let baseline = Baseline(recording: Self.audit(root), directory: root)
            let first = try #require(Self.screen.range(of: "Text(\"A\")"))
            try Self.write(Self.screen.replacingCharacters(in: first, with: "Text(\"B\")"), to: root + "/App/Screen.swift")
            let match = baseline.filter(Self.audit(root), roots: [root])
            #expect(match.findings.map(\.location.line) == [5])
            #expect(match.matched == 1)
            #expect(match.stale == 1)
            #expect(match.phrase == "1 in the baseline, 1 baseline entry no longer matches")
            // Not audited: not stale.
            #expect(baseline.filter([], roots: [root + "/Other"]).stale == 0)
        }
    }

    @Test func theFileRoundTripsAndIsSorted() throws {
        let baseline = Baseline(entries: [
            .init(rule: "b-rule", path: "Z.swift", line: "let a = \"q\\\"\"\t\u{1}", count: 1),
            .init(rule: "a-rule", path: "Z.swift", line: "x", count: 2),
            .init(rule: "a-rule", path: "A.swift", line: "x", count: 1),
            .init(rule: "a-rule", path: "A.swift", line: "x", count: 1),
        ], directory: "/tmp/project")
        #expect(baseline.entries.map(\.path) == ["A.swift", "Z.swift", "Z.swift"])
        #expect(baseline.entries.first?.count == 2)
        let bytes = baseline.encoded()
        #expect(try Baseline.decode(bytes, path: "/tmp/project/b.json") == baseline)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n    {\"rule\": \"a-rule\", \"path\": \"A.swift\""))
        let empty = Baseline(entries: [], directory: "/tmp")
        #expect(String(decoding: empty.encoded(), as: UTF8.self) == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        #expect(throws: BaselineError(path: "b.json", line: 1, column: 39, message: "\"count\" must be a positive integer")) {
            try Baseline.decode(Array(#"{"version": 1, "findings": [{"count": 0, "rule": "r", "path": "p", "line": ""}]}"#.utf8), path: "b.json")
        }
    }
}
