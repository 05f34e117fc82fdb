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

    /// Another type's constant is named with its type (`Metrics.fontSize`); a bare `fontSize` is a
    /// local or a member of the type it is written in, never that constant (a 12 pt default read from
    /// a text field was reported as another file's 22 pt).
    @Test func aBareNameNeverResolvesToAnotherTypesConstant() throws {
        try Self.withFolder([
            "Metrics.swift": """
                import UIKit
                enum Metrics {
                    static let fontSize: CGFloat = 22
                }
                """,
            "Cell.swift": """
                import UIKit
                final class Cell: UITableViewCell {
                    func configure(name: String) {
                        let fontSize = textLabel?.font.pointSize ?? 12
                        textLabel?.attributedText = NSAttributedString(string: name, attributes: [
                            .font: UIFont.systemFont(ofSize: fontSize),
                        ])
                        detailTextLabel?.font = .systemFont(ofSize: Metrics.fontSize)
                    }
                }
                """,
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(result.findings.filter { $0.ruleID == "fixed-font-size" }.map { "\($0.location.line) \($0.message)" } == [
                "8 system font at a fixed 22 pt does not scale with Dynamic Type; use a text style (nearest: .title2)",
            ])
        }
    }

    /// Family names held in another file's font-name enum or constants count as families and name
    /// the font in messages.
    @Test func familyNamesResolveAcrossFiles() throws {
        try Self.withFolder([
            "Theme/AppFont.swift": """
                enum AppFont: String {
                    case regular = "Inter-Regular", display = "PlayfairDisplay-Bold"
                }
                enum FontName {
                    static let mono = "JetBrainsMono-Regular"
                }
                """,
            "Screens/Home.swift": """
                import SwiftUI
                struct Home: View {
                    var body: some View {
                        VStack {
                            Text("a").font(.custom(AppFont.display.rawValue, size: 28, relativeTo: .title))
                            Text("b").font(.custom(AppFont.regular.rawValue, size: 17))
                            Text("c").font(.custom(FontName.mono, fixedSize: 13))
                        }
                    }
                }
                """,
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 2))
            #expect(result.findings.map(\.message).contains {
                $0.hasPrefix("custom font 'JetBrainsMono-Regular' at a fixed size")
            })
            #expect(result.findings.map(\.message).contains {
                $0.hasPrefix("the project uses 3 custom font families (PlayfairDisplay ×1, Inter ×1, JetBrainsMono ×1)")
            })
        }
    }

    /// A file with container words is parsed in the first pass, whose view contexts the second
    /// reuses, unless another file places the file's views (`Settings { RatioPane() }`).
    @Test func viewContextsOfTheFirstPassKeepOtherFilesPlacements() throws {
        try Self.withFolder([
            "App.swift": """
                import SwiftUI
                @main struct BrewApp: App {
                    var body: some Scene {
                        WindowGroup { Text("Brewlog") }
                        Settings { RatioPane() }
                    }
                }
                """,
            "RatioPane.swift": """
                import SwiftUI
                // Shown in Settings.
                struct RatioPane: View {
                    var body: some View {
                        Text("Grams of water per gram").font(.custom("Avenir Next", size: 17, relativeTo: .body))
                    }
                }
                """,
            "Origins.swift": """
                import SwiftUI
                struct Origins: View {
                    var body: some View {
                        Form {
                            Text("Farm").font(.custom("Recoleta", size: 17, relativeTo: .body))
                        }
                        Text("Guji").font(.custom("Recoleta", size: 17, relativeTo: .body))
                    }
                }
                """,
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(Self.places(result, root: root).filter { $0.hasSuffix("custom-font-in-dense-ui") } == [
                "Origins.swift:5 custom-font-in-dense-ui",
                "RatioPane.swift:5 custom-font-in-dense-ui",
            ])
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

    @Test func aSwiftUIViewTakesThePlatformTheRunsImportsAgreeOn() throws {
        let view = """
            import SwiftUI
            struct Footer: View {
                var body: some View { Text("v1.0").font(.system(size: 10)) }
            }
            """
        // AppKit only: a macOS app, where 10 pt is the minimum.
        try Self.withFolder(["AppDelegate.swift": "import AppKit\nfinal class AppDelegate: NSObject {}\n", "Footer.swift": view]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(!Self.places(result, root: root).contains("Footer.swift:3 below-minimum-size"))
        }
        // UIKit too: the views may be the iOS app's, where 10 pt is below the minimum.
        try Self.withFolder(["AppDelegate.swift": "import AppKit\n", "Haptics.swift": "import UIKit\n", "Footer.swift": view]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(Self.places(result, root: root).contains("Footer.swift:3 below-minimum-size"))
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
