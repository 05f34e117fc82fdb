import Foundation
import Testing
import TypographyAudit

/// The project of each file (catalog "The project"): the nearest folder with a project or repository
/// marker, else the folder named; run-level rules and the platform of SwiftUI-only files judge one app
/// at a time.
@Suite struct ProjectRootTests {
    /// A view showing a text in each custom family.
    static func families(_ names: [String]) -> String {
        "import SwiftUI\nstruct V: View {\n    var body: some View {\n        VStack {\n"
            + names.map { "            Text(\"a\").font(.custom(\"\($0)\", size: 17))\n" }.joined() + "        }\n    }\n}\n"
    }

    @Test func eachFileBelongsToTheNearestMarkedFolder() throws {
        try AuditEngineTests.withFolder([
            "Phone/Package.swift": "// swift-tools-version:5.9\n",
            "Phone/Sources/Row.swift": "let a = 1\n",
            "Phone/Modules/Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Phone/Modules/Kit/Kit.swift": "let b = 1\n",
            "Mac/LICENSE.md": "MIT\n",
            "Mac/Inspector.swift": "let c = 1\n",
            "Loose.swift": "let d = 1\n",
        ]) { root in
            let discovery = FileDiscovery(resolver: ConfigurationResolver(schema: RuleRegistry.configurationSchema)).discover([root])
            let projects = Dictionary(uniqueKeysWithValues: discovery.files.map { ($0.path.dropFirst(root.count + 1), $0.project) })
            #expect(projects["Phone/Sources/Row.swift"] == ProjectRoot(path: root + "/Phone/", isPartial: false))
            #expect(projects["Phone/Modules/Kit/Kit.swift"] == ProjectRoot(path: root + "/Phone/Modules/Kit/", isPartial: false))
            #expect(projects["Mac/Inspector.swift"] == ProjectRoot(path: root + "/Mac/", isPartial: false))
            #expect(projects["Loose.swift"] == ProjectRoot(path: root + "/", isPartial: false))
            // A folder below the marked one, or one file: part of that project.
            let part = FileDiscovery(resolver: ConfigurationResolver(schema: RuleRegistry.configurationSchema)).discover([root + "/Phone/Sources"])
            #expect(part.files.map(\.project) == [ProjectRoot(path: root + "/Phone", isPartial: true)])
            let file = FileDiscovery(resolver: ConfigurationResolver(schema: RuleRegistry.configurationSchema)).discover([root + "/Mac/Inspector.swift"])
            #expect(file.files.map(\.project) == [ProjectRoot(path: root + "/Mac", isPartial: true)])
        }
    }

    @Test func typefacesOfSeparateAppsAreNotAddedTogether() throws {
        let typefaces = { (result: AuditResult) in result.findings.filter { $0.ruleID == "too-many-typefaces" }.map(\.message) }
        try AuditEngineTests.withFolder([
            "Reader/LICENSE": "MIT\n", "Reader/Page.swift": Self.families(["Georgia", "Avenir"]),
            "Notes/.git/HEAD": "ref: refs/heads/main\n", "Notes/Note.swift": Self.families(["Futura", "Menlo"]),
        ]) { root in
            #expect(typefaces(AuditEngine.run(AuditOptions(paths: [root], jobs: 2))).isEmpty)
        }
        try AuditEngineTests.withFolder([
            "Reader/LICENSE": "MIT\n", "Reader/Page.swift": Self.families(["Georgia", "Avenir"]),
            "Reader/Notes/Note.swift": Self.families(["Futura"]),
        ]) { root in
            #expect(typefaces(AuditEngine.run(AuditOptions(paths: [root], jobs: 2))) == [
                "the project uses 3 custom font families (Futura ×1, Georgia ×1, Avenir ×1); keep to 2 and build the "
                    + "hierarchy from their sizes and weights",
            ])
            // A run on part of the app says the count covers what it read.
            #expect(typefaces(AuditEngine.run(AuditOptions(paths: [root + "/Reader/Notes", root + "/Reader/Page.swift"], jobs: 1))) == [
                "the files read, part of the project at \(root)/Reader, use 3 custom font families (Futura ×1, Georgia ×1, "
                    + "Avenir ×1); keep to 2 and build the hierarchy from their sizes and weights",
            ])
        }
    }

    /// A view's own height property (`@ScaledMetric var lineHeight = 20`) is never another file's
    /// constant of that name (`static let lineHeight: CGFloat = 2` of another app's type in the run).
    @Test func aViewsOwnHeightIsNotAnotherFilesConstant() throws {
        let player = """
            import SwiftUI
            enum PlayerMetrics {
                static let lineHeight: CGFloat = 2
            }
            """
        let chip = """
            import SwiftUI
            struct ShowMoreChip: View {
                @ScaledMetric(relativeTo: .subheadline) private var lineHeight = 20
                var body: some View {
                    Text("Show more").font(.subheadline).frame(height: lineHeight)
                }
            }
            """
        try AuditEngineTests.withFolder([
            "Player/LICENSE": "MIT\n", "Player/PlayerMetrics.swift": player,
            "Chat/LICENSE": "MIT\n", "Chat/ShowMoreChip.swift": chip,
        ]) { root in
            let clips = AuditEngine.run(AuditOptions(paths: [root], jobs: 2)).findings.filter { $0.ruleID == "text-clips-at-large-sizes" }
            #expect(clips.isEmpty)
        }
    }

    /// A screen whose extension is in another file: a run on one file of the app, or on standard
    /// input, counts the levels it read and says so.
    @Test func typeLevelsOfPartOfAnAppSayWhatWasRead() throws {
        let levels = { (result: AuditResult) in result.findings.filter { $0.ruleID == "too-many-type-levels" }.map(\.message) }
        let screen = """
            import SwiftUI
            struct Ticket: View {
                var body: some View {
                    VStack {
                        Text("Gate").font(.largeTitle)
                        Text("Seat").font(.headline)
                        Text("Zone").font(.subheadline)
                        Text("Row").font(.caption)
                        footer
                    }
                }
            }
            """
        let footer = "import SwiftUI\nextension Ticket {\n    var footer: some View { Text(\"Terms\").font(.caption2) }\n}\n"
        try AuditEngineTests.withFolder(["Package.swift": "// swift-tools-version:5.9\n", "Ticket.swift": screen, "Ticket+Footer.swift": footer]) { root in
            let whole = levels(AuditEngine.run(AuditOptions(paths: [root], jobs: 1)))
            #expect(whole.count == 1)
            #expect(whole.first?.hasPrefix("Ticket uses 5 type levels (") == true, "\(whole)")
            #expect(whole.first?.contains("files read") == false)
            let one = levels(AuditEngine.run(AuditOptions(paths: [root + "/Ticket.swift"], jobs: 1)))
            #expect(one.count == 1)
            #expect(one.first?.hasPrefix("Ticket uses 4 type levels (") == true, "\(one)")
            #expect(one.first?.contains("×1) in the files read, part of the project at \(root); keep to 3") == true, "\(one)")
            let input = StandardInputFile(path: root + "/Ticket.swift", bytes: Array(screen.utf8))
            let piped = levels(AuditEngine.run(AuditOptions(paths: [], jobs: 1, standardInput: input)))
            #expect(piped == one)
        }
    }

    @Test func aSwiftUIViewTakesThePlatformOfItsOwnApp() throws {
        let view = """
            import SwiftUI
            struct Footer: View {
                var body: some View { Text("v1.0").font(.system(size: 10)) }
            }
            """
        // The Mac app's other files import AppKit: 10 pt is the macOS minimum, not below it, although
        // another app of the run imports UIKit.
        try AuditEngineTests.withFolder([
            "Mac/Package.swift": "// swift-tools-version:5.9\n", "Mac/AppDelegate.swift": "import AppKit\n", "Mac/Footer.swift": view,
            "Phone/Package.swift": "// swift-tools-version:5.9\n", "Phone/Haptics.swift": "import UIKit\n", "Phone/Footer.swift": view,
        ]) { root in
            let places = AuditEngineTests.places(AuditEngine.run(AuditOptions(paths: [root], jobs: 1)), root: root)
            #expect(!places.contains("Mac/Footer.swift:3 below-minimum-size"))
            #expect(places.contains("Phone/Footer.swift:3 below-minimum-size"))
        }
    }

    /// One app with a target per folder: a SwiftUI-only view takes the platform most files of the
    /// nearest folder that name one agree on. A watch target's files import WatchKit (and UIKit, which
    /// the watch has too); one UIKit-only helper there does not make the folder iOS.
    @Test func aSwiftUIViewTakesThePlatformOfItsTargetsFolder() throws {
        let view = """
            import SwiftUI
            struct Gauge: View {
                var body: some View { Text("72%").font(.system(size: 11)) }
            }
            """
        try AuditEngineTests.withFolder([
            "Package.swift": "// swift-tools-version:5.9\n",
            "App/AppDelegate.swift": "import UIKit\n", "App/Gauge.swift": view,
            "WatchApp/ExtensionDelegate.swift": "import UIKit\nimport WatchKit\n",
            "WatchApp/Controls/LightModel.swift": "import Foundation\nimport UIKit\nimport WatchKit\n",
            "WatchApp/Controls/FanModel.swift": "import ClockKit\n",
            "WatchApp/Controls/ColorHelper.swift": "import UIKit\n",
            "WatchApp/Controls/Gauge.swift": view,
        ]) { root in
            let findings = AuditEngine.run(AuditOptions(paths: [root], jobs: 1)).findings
            let messages = findings.filter { $0.ruleID == "below-minimum-size" }.map { "\($0.path.dropFirst(root.count + 1)) \($0.message)" }
            #expect(messages == ["WatchApp/Controls/Gauge.swift 11 pt text is below the watchOS minimum of 12 pt; use .footnote or larger"])
        }
    }
}

/// macOS has no Dynamic Type: no finding on macOS code or documents speaks of it, nor of a custom font to scale.
@Suite struct MacOSWordingTests {
    @Test func macOSFindingsNeverSpeakOfDynamicType() throws {
        let code = """
            import AppKit
            final class Inspector: NSView {
                let title = NSTextField(labelWithString: "")
                let code = NSTextField(labelWithString: "")
                func setUp() {
                    title.font = NSFont.systemFont(ofSize: 18)
                    code.font = NSFont(name: "Menlo", size: 12)
                }
            }
            """
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
            <textField id="a"><textFieldCell key="cell" id="c"><font key="font" metaFont="system" size="18"/></textFieldCell></textField>
            <textField id="b"><textFieldCell key="cell" id="d"><font key="font" size="12" name="Menlo-Regular"/></textFieldCell></textField>
            </objects>
            </document>
            """
        try AuditEngineTests.withFolder(["Inspector.swift": code, "Window.xib": document]) { root in
            let findings = AuditEngine.run(AuditOptions(paths: [root], jobs: 1)).findings
            #expect(findings.map(\.ruleID).sorted() == ["fixed-font-size", "fixed-font-size"])
            for finding in findings {
                let words = finding.message + (finding.fixUnavailable ?? "")
                #expect(!words.contains("Dynamic Type") && !words.contains("AX"), "\(words)")
            }
        }
    }
}
