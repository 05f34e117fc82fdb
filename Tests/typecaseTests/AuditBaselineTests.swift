import Foundation
import Testing

/// `typecase audit --write-baseline` and `--baseline` on a copy of the example app.
@Suite struct AuditBaselineTests {
    /// A fresh copy of Examples/Brewlog in a temporary directory, removed by `remove()`.
    struct Workspace {
        let root: URL
        var app: String { root.appendingPathComponent("Brewlog").path }
        var baseline: String { root.appendingPathComponent("typecase-baseline.json").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-baseline-\(UUID())")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: AuditCommandTests.brewlog, toPath: app)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// Replaces the first occurrence of `old` in the app's file `relative` by `new`.
        func edit(_ relative: String, replacing old: String, with new: String) throws {
            let path = app + "/" + relative
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let range = try #require(text.range(of: old), "\(old) not in \(relative)")
            try text.replacingCharacters(in: range, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }

        func audit(_ extra: [String] = []) throws -> TypographyCommandRunner.Result {
            try TypographyCommandRunner.run(["audit", app, "--fail-on", "warning"] + extra)
        }
    }

    @Test func aBaselineReportsNothingUntilANewMistakeThenExactlyThatOne() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let all = try workspace.audit()
        #expect(all.status == 1)
        let recorded = try workspace.audit(["--write-baseline", workspace.baseline])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout == all.stdout)
        #expect(recorded.stderr.contains("wrote baseline \(workspace.baseline)"))

        let clean = try workspace.audit(["--baseline", workspace.baseline])
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.isEmpty)
        let findings = all.stdout.split(separator: "\n").count
        #expect(clean.stderr.contains("0 errors, 0 warnings, 0 notes; \(findings) in the baseline, 0 baseline entries no longer match"))

        // Lines added above old findings move them; they stay accepted.
        try workspace.edit("Shared/Font+Brewlog.swift", replacing: "import SwiftUI\n",
                           with: "import SwiftUI\n\n// Brand fonts, reviewed 2026.\n")
        try workspace.edit("iOS/BrewListView.swift", replacing: "                Text(recipe.name)\n",
                           with: "                Text(recipe.name)\n                    .font(.system(size: 13))\n")
        let one = try workspace.audit(["--baseline", workspace.baseline])
        #expect(one.status == 1)
        let lines = one.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(one.stdout)")
        #expect(lines.first?.contains("/iOS/BrewListView.swift:50:") == true, "\(one.stdout)")
        #expect(lines.first?.contains("[fixed-font-size]") == true, "\(one.stdout)")
    }

    @Test func aFixedFindingIsCountedAsAStaleEntry() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.audit(["--write-baseline", workspace.baseline])
        let before = try workspace.audit(["--baseline", workspace.baseline, "--format", "json"])
        try workspace.edit("Shared/Font+Brewlog.swift", replacing: "Font.system(size: 28", with: "Font.system(.title")
        let after = try workspace.audit(["--baseline", workspace.baseline])
        #expect(after.stdout.isEmpty, "\(after.stdout)")
        #expect(after.stderr.contains("1 baseline entry no longer matches"), "\(after.stderr)")
        #expect(before.stderr.contains("0 baseline entries no longer match"))
        // Auditing only another folder does not call the rest of the baseline stale (the widget's findings
        // need no other folder: Mac/'s settings form uses a font Shared/ declares).
        let part = try TypographyCommandRunner.run(["audit", workspace.app + "/Widget", "--baseline", workspace.baseline])
        #expect(part.stderr.contains("0 baseline entries no longer match"), "\(part.stderr)")
    }

    @Test func theBaselineFileIsDeterministicAndRelativeToItsFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.audit(["--write-baseline", workspace.baseline, "--jobs", "1"])
        let first = try Data(contentsOf: URL(fileURLWithPath: workspace.baseline))
        _ = try workspace.audit(["--write-baseline", workspace.baseline, "--jobs", "3"])
        let second = try Data(contentsOf: URL(fileURLWithPath: workspace.baseline))
        #expect(first == second)
        let json = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let entries = try #require(json["findings"] as? [[String: Any]])
        #expect(!entries.isEmpty)
        let paths = entries.compactMap { $0["path"] as? String }
        #expect(paths.allSatisfy { $0.hasPrefix("Brewlog/") }, "\(paths)")
        #expect(paths == paths.sorted())
        #expect(entries.contains { ($0["line"] as? String)?.hasPrefix("static let") == true })
        // Moving the baseline with the app keeps it valid.
        let moved = workspace.app + "/../moved-baseline.json"
        try FileManager.default.moveItem(atPath: workspace.baseline, toPath: moved)
        let clean = try workspace.audit(["--baseline", moved])
        #expect(clean.stdout.isEmpty)
    }

    /// The baseline is written in the reports' all-or-none step: when a report cannot be written the
    /// baseline is not replaced, and when the baseline cannot be written no report is.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (a device whose writes fail)"))
    func theBaselineIsWrittenWithTheReportsAllOrNone() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(try workspace.audit(["--write-baseline", workspace.baseline]).status == 0)
        let previous = try String(contentsOfFile: workspace.baseline, encoding: .utf8)
        try workspace.edit("iOS/BrewListView.swift", replacing: ".font(.footnote)", with: ".font(.system(size: 13))")
        let report = workspace.root.appendingPathComponent("typecase.sarif").path

        let reportFails = try workspace.audit(["-q", "--report", "json=/dev/full", "--write-baseline", workspace.baseline])
        #expect(reportFails.status == 2)
        #expect(reportFails.stderr.contains("/dev/full: cannot write report: "), "\(reportFails.stderr)")
        #expect(reportFails.stderr.contains("no report or baseline replaced"), "\(reportFails.stderr)")
        #expect(try String(contentsOfFile: workspace.baseline, encoding: .utf8) == previous)

        let baselineFails = try workspace.audit(["-q", "--report", "sarif=\(report)", "--write-baseline", "/dev/full"])
        #expect(baselineFails.status == 2)
        #expect(baselineFails.stderr.contains("/dev/full: cannot write baseline: "), "\(baselineFails.stderr)")
        #expect(!FileManager.default.fileExists(atPath: report))

        let both = try workspace.audit(["--report", "sarif=\(report)", "--write-baseline", workspace.baseline])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stderr.contains("wrote baseline"))
        #expect(FileManager.default.fileExists(atPath: report))
        #expect(try String(contentsOfFile: workspace.baseline, encoding: .utf8) != previous)
    }

    @Test func badBaselineFilesAreClearErrors() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let missing = workspace.root.appendingPathComponent("missing.json").path
        try TypographyCommandRunner.expectUsageError(["audit", workspace.app, "--baseline", missing],
                                                     "\(missing): error: cannot read baseline: No such file or directory")
        let cases: [(String, String)] = [
            ("{\"version\": 1, \"findings\": [", "bad.json:1:29: error: not a typecase baseline: "),
            ("{\"version\": 2, \"findings\": []}", "bad.json:1:13: error: baseline version must be 1"),
            ("[]", "bad.json:1:1: error: not a typecase baseline: expected a baseline (an object), found an array"),
            ("{\"version\": 1, \"findings\": [{\"rule\": \"fixed-font-size\", \"path\": \"a.swift\"}]}",
             "bad.json:1:29: error: baseline entry without \"line\""),
            ("{\"version\": 1, \"findings\": [], \"rules\": {}}", "bad.json:1:32: error: unknown key 'rules' in a baseline"),
        ]
        let bad = workspace.root.appendingPathComponent("bad.json").path
        for (text, message) in cases {
            try text.write(toFile: bad, atomically: true, encoding: .utf8)
            try TypographyCommandRunner.expectUsageError(["audit", workspace.app, "--baseline", bad], message)
        }
        try TypographyCommandRunner.expectUsageError(["audit", workspace.app, "--write-baseline", workspace.app + "/iOS/BrewListView.swift"],
                                                     "is a source file (.swift); a baseline never overwrites source")
        // Missing folders are created; a file in the way is an error before anything is audited.
        let nested = workspace.root.appendingPathComponent("new/folder/b.json").path
        #expect(try workspace.audit(["--write-baseline", nested]).status == 0)
        #expect(FileManager.default.fileExists(atPath: nested))
        try TypographyCommandRunner.expectUsageError(["audit", workspace.app, "--write-baseline", bad + "/b.json"],
                                                     "--write-baseline \(bad)/b.json: cannot be created: \(bad) is not a folder")
    }
}
