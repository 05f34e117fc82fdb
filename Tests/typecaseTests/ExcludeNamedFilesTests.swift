import Foundation
import Testing

/// `exclude` holds for the files the build plugin names (`--force-exclude`) and for standard input
/// (`--stdin-path`); a file named on the command line alone is still audited.
@Suite struct ExcludeNamedFilesTests {
    static let source = "import SwiftUI\nlet f = Font.body.weight(.thin)\n"

    /// `Generated/Model.swift` (a thin weight) excluded by the root's `.typecase.json`, and `App/View.swift`.
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-exclude-\(UUID())")
        for folder in ["Generated", "App"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try #"{"exclude": ["Generated/**"]}"#.write(to: root.appendingPathComponent(".typecase.json"), atomically: true, encoding: .utf8)
        try source.write(to: root.appendingPathComponent("Generated/Model.swift"), atomically: true, encoding: .utf8)
        try source.write(to: root.appendingPathComponent("App/View.swift"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func forceExcludeLeavesOutNamedFilesTheConfigurationExcludes() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let named = try TypographyCommandRunner.run(["audit", "Generated/Model.swift", "App/View.swift"], in: root)
        #expect(named.stdout.contains("Generated/Model.swift:2:"), "\(named.stdout)")
        let forced = try TypographyCommandRunner.run(["audit", "--force-exclude", "--", "Generated/Model.swift", "App/View.swift"], in: root)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(!forced.stdout.contains("Generated/"), "\(forced.stdout)")
        #expect(forced.stdout.contains("App/View.swift:2:"), "\(forced.stdout)")
        #expect(forced.stderr.contains("audited 1 file (1 named left out by configuration)"), "\(forced.stderr)")
        // Every file left out: an empty run that succeeds (a target of generated code builds).
        let none = try TypographyCommandRunner.run(["audit", "--force-exclude", "Generated/Model.swift", "--format", "json"], in: root)
        #expect(none.status == 0, "\(none.stderr)")
        #expect(none.stdout.contains("\"findings\": []"), "\(none.stdout)")
    }

    @Test func standardInputHonoursExclude() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let excluded = try TypographyCommandRunner.run(["audit", "-", "--stdin-path", "Generated/Model.swift", "--fail-on", "warning"],
                                                       in: root, input: Self.source)
        #expect(excluded.status == 0, "\(excluded.stderr)")
        #expect(excluded.stdout.isEmpty, "\(excluded.stdout)")
        let kept = try TypographyCommandRunner.run(["audit", "-", "--stdin-path", "App/View.swift", "--fail-on", "warning"],
                                                   in: root, input: Self.source)
        #expect(kept.status == 1)
        #expect(kept.stdout.contains("App/View.swift:2:"), "\(kept.stdout)")
    }
}
