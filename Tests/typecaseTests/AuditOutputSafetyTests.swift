import Foundation
import Testing

/// `typecase audit` never clobbers a file, says when a write fails, and fails loudly on a missing path.
@Suite struct AuditOutputSafetyTests {
    /// A fresh folder with `App/View.swift` (one fixed-size font) and `App/Clean.swift`.
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-safety-\(UUID())")
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try "import SwiftUI\nlet f = Font.system(size: 12)\n".write(to: app.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        try "struct Model { var id = 1 }\n".write(to: app.appendingPathComponent("Clean.swift"), atomically: true, encoding: .utf8)
        return root
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test(arguments: ["App/View.swift", "App/../App/View.swift", "./App/Clean.swift"])
    func reportOntoASourceFileIsRefused(path: String) throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try Self.text(root.appendingPathComponent(path))
        let result = try TypographyCommandRunner.run(["audit", "App", "--report", "json=\(path)"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a source file (.swift); a report never overwrites source"), "\(result.stderr)")
        #expect(try Self.text(root.appendingPathComponent(path)) == before)
    }

    @Test func reportOntoANamedInputIsRefusedWhateverItsExtension() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try "{}\n".write(to: root.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        let result = try TypographyCommandRunner.run(["audit", "App", "--config", "settings.json",
                                                      "--report", "json=settings.json"], in: root)
        #expect(result.status == 2)
        #expect(try Self.text(root.appendingPathComponent("settings.json")) == "{}\n")
    }

    @Test func twoReportsIntoOneFileAreRefused() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypographyCommandRunner.run(["audit", "App", "--report", "json=out.json",
                                                      "--report", "sarif=./out.json"], in: root)
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.json").path))
    }

    @Test func failedWriteToStandardOutputExitsTwo() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }  // Linux only
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypographyCommandRunner.run(["audit", "App"], in: root, output: full)
        #expect(result.status == 2)
        #expect(result.stderr.contains("standard output: cannot write report: No space left on device"), "\(result.stderr)")
    }

    @Test func failedReportWriteExitsTwo() throws {
        var info = stat()
        guard stat("/dev/full", &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return }  // Linux only
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypographyCommandRunner.run(["audit", "App", "--report", "json=/dev/full", "--quiet"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("/dev/full: cannot write report: No space left on device"), "\(result.stderr)")
        // The device is written through, never replaced by a file.
        #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aFailedRunKeepsTheExistingReport() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = root.appendingPathComponent("typecase.json")
        let previous = "{\n  \"version\": 1,\n  \"tool\": {\n    \"name\": \"typecase\",\n    \"version\": \"0.1.0\"\n  },\n  \"findings\": []\n}\n"
        try previous.write(to: report, atomically: true, encoding: .utf8)
        let result = try TypographyCommandRunner.run(["audit", "Missing", "--report", "json=typecase.json"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("reports not written"))
        #expect(try Self.text(report) == previous)
    }

    /// Every document typecase writes is recognised as its own: the next run replaces it.
    @Test func everyDocumentTypecaseWritesIsReplacedByTheNextRun() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        var runs = ["xcode", "json", "sarif", "github", "markdown", "html"].map { ["audit", "App", "--fail-on", "never", "--report", "\($0)=out"] }
        runs.append(["audit", "App", "--write-baseline", "out"])
        runs += ["table", "json", "markdown", "html"].map { ["inventory", "App", "--format", $0, "--output", "out"] }
        runs += ["dtcg", "css", "json"].map { ["tokens", "--format", $0, "--output", "out"] }
        runs += ["html", "svg"].map { ["specimen", "--format", $0, "--output", "out"] }
        for arguments in runs {
            try? FileManager.default.removeItem(at: root.appendingPathComponent("out"))
            for _ in 0..<2 {
                let result = try TypographyCommandRunner.run(arguments, in: root)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
            }
        }
    }

    /// A report, a baseline or an `--output` document replaces only an empty file or one typecase
    /// wrote: a project's own files are refused before anything is audited, and left as they were.
    @Test(arguments: ["Info.plist", "App.xcodeproj/project.pbxproj", "en.lproj/Localizable.strings",
                      "Localizable.xcstrings", "App.entitlements", "Base.xcconfig", "Package.resolved"])
    func projectFilesAreNeverOverwritten(name: String) throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let contents = "// \(name): the project's own file\nKEY = value\n"
        try contents.write(to: file, atomically: true, encoding: .utf8)
        for arguments in [["audit", "App", "--report", "sarif=\(name)"], ["audit", "App", "--write-baseline", name],
                          ["inventory", "App", "--output", name], ["tokens", "--output", name]] {
            let result = try TypographyCommandRunner.run(arguments, in: root)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("is not a file typecase wrote"), "\(arguments): \(result.stderr)")
            #expect(try Self.text(file) == contents, "\(arguments)")
        }
        // An empty file, and a report typecase wrote there, are replaced.
        try "".write(to: file, atomically: true, encoding: .utf8)
        #expect(try TypographyCommandRunner.run(["audit", "App", "--fail-on", "never", "--report", "sarif=\(name)"], in: root).status == 0)
        #expect(try TypographyCommandRunner.run(["audit", "App", "--fail-on", "never", "--report", "json=\(name)"], in: root).status == 0)
        #expect(try Self.text(file).contains("\"name\": \"typecase\""))
    }

    @Test func aMissingPathFailsTheRunEvenWhenTheRestIsClean() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypographyCommandRunner.run(["audit", "App/Clean.swift", "does/not/exist"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("does/not/exist: error: no such file or directory"))
    }

    @Test func reportIntoAMissingFolderCreatesIt() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypographyCommandRunner.run(["audit", "App", "--report", "sarif=build/reports/typecase.sarif"], in: root)
        #expect(result.status == 0)
        let sarif = try Self.text(root.appendingPathComponent("build/reports/typecase.sarif"))
        #expect(sarif.contains("\"version\": \"2.1.0\""))
    }

    @Test func reportToDashGoesToStandardOutput() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypographyCommandRunner.run(["audit", "App", "--report", "json=-", "--quiet"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{\n  \"version\": 1,"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("-").path))
        let both = try TypographyCommandRunner.run(["audit", "App", "--format", "sarif", "--report", "json=-"], in: root)
        #expect(both.status == 2)
    }

    @Test(arguments: [["audit", "-", "--stdin-path", "App/New.swift"], ["audit", "--stdin", "--stdin-path", "App/New.swift"]])
    func standardInputIsAuditedUnderItsName(arguments: [String]) throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TypographyCommandRunner.run(arguments, in: root, input: "import SwiftUI\nlet g = Font.system(size: 30)\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("App/New.swift:2:9: warning: system font at a fixed 30 pt"), "\(result.stdout)")
        #expect(result.stderr.contains("audited 1 file"))
    }
}

/// `--verbose` shows notes that a normal run keeps to itself.
@Suite struct AuditVerboseTests {
    @Test func unclosedRegionIsANoteOnlyWithVerbose() throws {
        let root = try AuditOutputSafetyTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try "// typecase:disable fixed-font-size\nlet x = 1\n".write(to: root.appendingPathComponent("App/Off.swift"),
                                                                      atomically: true, encoding: .utf8)
        let plain = try TypographyCommandRunner.run(["audit", "App"], in: root)
        #expect(!plain.stderr.contains("end of the file"))
        let verbose = try TypographyCommandRunner.run(["audit", "App", "--verbose"], in: root)
        #expect(verbose.stderr.contains("App/Off.swift:1:1: note: 'typecase:disable' of fixed-font-size has no 'typecase:enable': it applies to the end of the file"), "\(verbose.stderr)")
    }
}
