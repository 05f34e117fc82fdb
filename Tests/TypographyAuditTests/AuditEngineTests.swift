import Foundation
import Testing
import TypographyAudit

/// The engine on real folders: cross-file fonts, suppression, configuration, bad input, determinism.
@Suite struct AuditEngineTests {
    /// A temporary folder with the given files (path → contents), removed after `body`.
    static func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-engine-\(UUID())").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        try body(root)
    }

    static func places(_ result: AuditResult, root: String) -> [String] {
        result.findings.map { "\($0.path.dropFirst(root.count + 1)):\($0.location.line) \($0.ruleID)" }
    }

    @Test func extensionFontsResolveAcrossFilesAndAreReportedWhereDeclared() throws {
        try Self.withFolder([
            "Theme/Font+App.swift": """
                import SwiftUI
                extension Font {
                    static let appTitle = Font.system(size: 28, weight: .bold)
                }
                """,
            "Theme/UIFont+App.swift": """
                import UIKit
                extension UIFont {
                    static func app(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
                }
                """,
            "Screens/Home.swift": """
                import SwiftUI
                import UIKit
                struct Home: View {
                    var body: some View { Text("Hi").font(.appTitle) }
                }
                func style(_ label: UILabel) {
                    label.font = .app(ofSize: 13)
                }
                """,
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 2))
            #expect(Self.places(result, root: root) == [
                "Screens/Home.swift:7 fixed-font-size",
                "Theme/Font+App.swift:3 fixed-font-size",
            ])
            #expect(result.filesAudited == 3 && !result.isFailure)
        }
    }

    @Test func aStyleMemberInAFileOfItsOwnResolvesInTheOthers() throws {
        try Self.withFolder([
            "Styles/CompactButtonStyle.swift": """
                import SwiftUI
                struct CompactButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.font(.caption2).padding(4)
                    }
                }
                """,
            "Styles/ButtonStyle+Compact.swift": """
                import SwiftUI
                extension ButtonStyle where Self == CompactButtonStyle {
                    static var compact: CompactButtonStyle { CompactButtonStyle() }
                }
                """,
            "Screens/Checkout.swift": """
                import SwiftUI
                struct Checkout: View {
                    var body: some View {
                        Button("Pay now") { }
                            .buttonStyle(.compact)
                    }
                }
                """,
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(Self.places(result, root: root).contains("Screens/Checkout.swift:4 caption-for-essential-content"))
        }
    }

    @Test func suppressionCommentsAndConfigurationApply() throws {
        try Self.withFolder([
            ".typecase.json": #"{ "rules": { "custom-font-not-scaled": { "severity": "error" } } }"#,
            "A.swift": """
                import SwiftUI
                // typecase:disable:next fixed-font-size
                let a = Font.system(size: 12)
                let b = Font.system(size: 12) // typecase:disable:this all
                let c = Font.custom("Courier", fixedSize: 13)
                """,
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root]))
            #expect(Self.places(result, root: root) == ["A.swift:5 custom-font-not-scaled"])
            #expect(result.findings.first?.severity == .error)
        }
    }

    @Test func invalidConfigurationFailsTheRun() throws {
        try Self.withFolder([
            ".typecase.json": #"{ "rules": { "no-such-rule": { "enabled": false } } }"#,
            "A.swift": "import SwiftUI\n",
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root]))
            #expect(result.isFailure)
            #expect(result.configurationErrors.first?.description.contains("no-such-rule") == true)
        }
    }

    @Test func badInputIsReportedAndTheRestIsAudited() throws {
        var invalid = Array("import SwiftUI\nlet a = Font.system(size: 12) // ".utf8)
        invalid += [0xFF, 0xFE, 0x0A]
        try Self.withFolder(["Good.swift": "import SwiftUI\nlet a = Font.system(size: 12)\n"]) { root in
            try Data(invalid).write(to: URL(fileURLWithPath: root + "/Invalid.swift"))
            try FileManager.default.createDirectory(atPath: root + "/Loop", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/Loop/again", withDestinationPath: root + "/Loop")
            let result = AuditEngine.run(AuditOptions(paths: [root, root + "/Missing.swift"]))
            let kinds = Set(result.problems.map(\.kind))
            #expect(kinds.isSuperset(of: [.invalidUTF8, .symlinkLoop, .nonexistentPath]))
            // Everything else is audited, but the missing path fails the run (a mistyped folder in CI).
            #expect(result.filesAudited == 2 && result.isFailure)
            #expect(Self.places(result, root: root) == ["Good.swift:2 fixed-font-size", "Invalid.swift:2 fixed-font-size"])
        }
    }

    @Test func largeFilesAreAuditedWithAWarning() throws {
        let line = "let a = Font.system(size: 12) // " + String(repeating: "x", count: 60) + "\n"
        let text = "import SwiftUI\n" + String(repeating: line, count: 5 * 1024 * 1024 / line.utf8.count + 10)
        try Self.withFolder(["Generated.swift": text]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root]))
            #expect(result.problems.map(\.kind) == [.largeFile])
            #expect(result.filesAudited == 1)
            #expect(result.findings.count > 50_000)
        }
    }

    @Test func outputDoesNotDependOnTheJobCount() throws {
        var files: [String: String] = [:]
        for index in 0..<24 {
            files["F\(index).swift"] = """
                import SwiftUI
                struct V\(index): View {
                    var body: some View {
                        Text("\\(\(index))").font(.system(size: \(10 + index % 8)))
                    }
                }
                """
        }
        try Self.withFolder(files) { root in
            let one = AuditEngine.run(AuditOptions(paths: [root], jobs: 1)).findings
            let many = AuditEngine.run(AuditOptions(paths: [root], jobs: 5)).findings
            #expect(one == many)
            #expect(one.filter { $0.ruleID == "fixed-font-size" }.count == 24)
        }
    }

    @Test func nothingToAuditIsAFailure() {
        let result = AuditEngine.run(AuditOptions(paths: ["/nonexistent/typecase-engine"]))
        #expect(result.isFailure && result.filesAudited == 0)
        #expect(result.problems.first?.kind == .nonexistentPath)
    }
}
