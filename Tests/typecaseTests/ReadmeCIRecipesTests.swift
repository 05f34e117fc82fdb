import Foundation
import Testing

/// The README's recipes for Xcode and CI, run as written where the machine allows: the Run Script
/// phase (both scripts), the GitHub workflow's audit step, and the exit codes the README states.
@Suite struct ReadmeCIRecipesTests {
    /// A fresh folder holding a copy of the example app, removed by the caller.
    static func checkout() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-ci-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: AuditCommandTests.brewlog, toPath: root.appendingPathComponent("Brewlog").path)
        return root
    }

    static let installed = TypographyCommandRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"

    /// Xcode runs the phase with `sh` and `SRCROOT` set: the findings are printed as issues and an
    /// error finding fails the build; where typecase is not installed the phase warns and passes.
    @Test(.enabled(if: !["/opt/homebrew/bin", "/usr/local/bin", "/usr/bin", "/bin"].contains {
        FileManager.default.isExecutableFile(atPath: $0 + "/typecase")
    }, "typecase is installed on this machine"))
    func theRunScriptPhaseAuditsTheAppOrSaysTypecaseIsMissing() throws {
        let script = try ReadmeRecipesTests.shellBlocks(after: "### An Xcode Run Script phase")[0]
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = ["SRCROOT=\(root.path)", "sh", "-c", script]

        let audited = try ReadmeRecipesTests.run(run, in: root, path: Self.installed)
        #expect(audited.status == 1, "\(audited.output)")
        #expect(audited.output.contains("\(root.path)/Brewlog/Shared/Font+Brewlog.swift:12:9: error: 10 pt text is below the iOS minimum"),
                "\(audited.output)")
        #expect(audited.output.contains("\(root.path)/Brewlog/Shared/Font+Brewlog.swift:4:28: warning: system font at a fixed 28 pt"))

        let missing = try ReadmeRecipesTests.run(run, in: root, path: "/usr/bin:/bin")
        #expect(missing.status == 0)
        #expect(missing.output == "warning: typecase is not installed; typography not audited\n", "\(missing.output)")
    }

    /// With User Script Sandboxing: the phase audits exactly the files of its input file lists, and
    /// the `.typecase.json` `exclude` still leaves generated code out.
    @Test func theSandboxedRunScriptAuditsItsInputFileLists() throws {
        let script = try ReadmeRecipesTests.shellBlocks(after: "### An Xcode Run Script phase")[1]
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let generated = root.appendingPathComponent("Brewlog/iOS/Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        try "import SwiftUI\nlet title = Font.system(size: 15)\n"
            .write(to: generated.appendingPathComponent("Fonts.swift"), atomically: true, encoding: .utf8)
        let listed = ["iOS/BrewListView.swift", "iOS/Generated/Fonts.swift"].map { root.path + "/Brewlog/" + $0 }
        let list = root.appendingPathComponent("Sources.xcfilelist")
        try (listed.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)

        let result = try ReadmeRecipesTests.run(["SCRIPT_INPUT_FILE_LIST_COUNT=1", "SCRIPT_INPUT_FILE_LIST_0=\(list.path)",
                                                 "sh", "-c", script], in: root, path: Self.installed)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\(listed[0]):59:51: warning: system font at a fixed 15 pt"), "\(result.output)")
        #expect(!result.output.contains("Generated/"), "\(result.output)")
        #expect(!result.output.contains("BrewDetailView.swift"), "\(result.output)")
        #expect(result.output.contains("audited 1 file (1 named left out by configuration)"), "\(result.output)")
    }

    /// The `run:` script of the step named `name` in the README's GitHub workflow.
    static func workflowStep(_ name: String) throws -> String {
        let text = try String(contentsOf: ReadmeExamplesTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\n# .github/workflows/typography.yml\n"))
        let workflow = try #require(text[start.upperBound...].components(separatedBy: "\n```").first)
        let lines = workflow.components(separatedBy: "\n")
        let step = try #require(lines.firstIndex { $0.hasSuffix("- name: \(name)") }, "no step \(name)")
        #expect(lines[step + 1].hasSuffix("run: |"))
        let indent = lines[step + 1].prefix { $0 == " " }.count + 2
        let body = lines[(step + 2)...].prefix { $0.prefix { $0 == " " }.count >= indent }
        return body.map { String($0.dropFirst(indent)) }.joined(separator: "\n") + "\n"
    }

    /// The workflow's audit step, in a checkout with a baseline and typecase built where the build
    /// step puts it: nothing new passes, with an empty SARIF report; a new fixed size fails the job
    /// with an annotation and is in the SARIF report, which the upload step (`if: always()`) sends
    /// after the failure.
    @Test func theWorkflowsAuditStepAnnotatesAndWritesSARIF() throws {
        let script = try Self.workflowStep("Audit")
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = root.appendingPathComponent("runner-temp")
        let release = runner.appendingPathComponent("typecase/.build/release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: release.appendingPathComponent("typecase"),
                                                   withDestinationURL: TypographyCommandRunner.binary)
        let checkout = root.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: root.appendingPathComponent("Brewlog"), to: checkout.appendingPathComponent("Brewlog"))
        let recorded = try TypographyCommandRunner.run(["audit", ".", "--write-baseline", ".typecase-baseline.json"], in: checkout)
        #expect(recorded.stderr.contains("wrote baseline .typecase-baseline.json: 65 findings"), "\(recorded.stderr)")
        let step = ["RUNNER_TEMP=\(runner.path)", "sh", "-e", "-c", script]
        func results() throws -> [[String: Any]] {
            let data = try Data(contentsOf: checkout.appendingPathComponent("typecase.sarif"))
            let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(log["version"] as? String == "2.1.0")
            return try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        }

        let clean = try ReadmeRecipesTests.run(step, in: checkout, path: "/usr/bin:/bin")
        #expect(clean.status == 0, "\(clean.output)")
        #expect(!clean.output.contains("::"), "\(clean.output)")
        #expect(try results().isEmpty)

        let view = checkout.appendingPathComponent("Brewlog/iOS/BrewListView.swift")
        var lines = try String(contentsOf: view, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(".font(.footnote)") })
        lines[index] = lines[index].replacingOccurrences(of: ".font(.footnote)", with: ".font(.system(size: 13))")
        try lines.joined(separator: "\n").write(to: view, atomically: true, encoding: .utf8)
        let line = index + 1
        let added = try ReadmeRecipesTests.run(step, in: checkout, path: "/usr/bin:/bin")
        #expect(added.status == 1, "\(added.output)")
        #expect(added.output.contains("::warning file=Brewlog/iOS/BrewListView.swift,line=\(line),"), "\(added.output)")
        // The new finding and what it changed beside it (the symbol next to that text): each
        // annotated, each in the SARIF report.
        let ruleIDs = try results().compactMap { $0["ruleId"] as? String }
        #expect(ruleIDs.contains("fixed-font-size"), "\(ruleIDs)")
        #expect(ruleIDs.count == added.output.components(separatedBy: "\n").filter { $0.hasPrefix("::") }.count, "\(added.output)")
    }

    /// The codes the README states (0 success, 1 findings at or above `--fail-on`, 2 usage,
    /// configuration or I/O error), beside SwiftLint's.
    @Test func theExitCodesAreTheOnesTheReadmeStates() throws {
        let text = try String(contentsOf: ReadmeExamplesTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let readme = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(readme.contains("Exit codes: 0 success, 1 findings at or above `--fail-on`, 2 usage, configuration or I/O error."))
        #expect(readme.contains("SwiftLint's differ: 2 for errors found, 3 for warnings under `--strict`"))

        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        func status(_ arguments: [String], input: String? = nil) throws -> Int32 {
            try TypographyCommandRunner.run(arguments, in: root, input: input).status
        }
        let warning = "import SwiftUI\nlet a = Font.system(size: 13)\n"
        #expect(try status(["audit", "-", "--stdin-path", "A.swift"], input: "import SwiftUI\nlet a = Font.body\n") == 0)
        #expect(try status(["audit", "-", "--stdin-path", "A.swift"], input: warning) == 0)
        #expect(try status(["audit", "-", "--stdin-path", "A.swift", "--strict"], input: warning) == 1)
        #expect(try status(["audit", "Brewlog"]) == 1)
        #expect(try status(["audit", "Brewlog", "--stirct"]) == 2)
        #expect(try status(["audit", "Missing"]) == 2)
        try "{\"platform\": \"iso\"}".write(to: root.appendingPathComponent(".typecase.json"), atomically: true, encoding: .utf8)
        #expect(try status(["audit", "-", "--stdin-path", "A.swift"], input: warning) == 2)
    }
}
