import Foundation
import SwiftSource
import Testing
import TypographyAudit

/// `typecase fix` on real files: exact and approximate fixes, composition, bytes kept, idempotence.
@Suite struct FixEngineTests {
    @Test func exactFixesKeepTheDesignAndApproximateOnesWaitForTheFlag() throws {
        let before = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Title").font(.system(size: 17, weight: .semibold))
                        Text("Meta").font(.system(size: 18))
                    }
                }
            }
            """
        let exact = try FixFixture.fix(before)
        #expect(exact.text == before.replacingOccurrences(of: ".system(size: 17, weight: .semibold)", with: ".headline"))
        let left = exact.result.files.flatMap(\.left)
        #expect(left.contains { $0.finding.ruleID == "fixed-font-size" && $0.reason.kind == .approximate })

        let approximate = try FixFixture.fix(before, approximate: true)
        #expect(approximate.text.contains(#"Text("Meta").font(.body)"#))
    }

    @Test func severalFixesOfOneChainCompose() throws {
        let before = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    Text("Roaster")
                        .font(.system(size: 13, weight: .light)) // the roaster's name
                        .kerning(1)
                }
            }
            """
        let fixed = try FixFixture.fix(before, approximate: true)
        #expect(fixed.text.contains(".font(.footnote.weight(.regular)) // the roaster's name\n            .tracking(1)"))
        #expect(fixed.result.files[0].applied.map(\.finding.ruleID).sorted()
                    == ["fixed-font-size", "kerning-instead-of-tracking", "thin-weight"])
    }

    @Test func crlfTabsBOMAndCommentsAreKeptByteForByte() throws {
        let text = "\u{FEFF}import SwiftUI\r\nstruct V: View {\r\n\tvar body: some View {\r\n\t\tText(\"A\")\r\n"
            + "\t\t\t/* size */ .font(.system(size: 28, weight: .bold)) // title\r\n\t\t\t.kerning(2)\r\n\t}\r\n}\r\n"
        let fixed = try FixFixture.fix(text)
        let expected = text.replacingOccurrences(of: ".system(size: 28, weight: .bold)", with: ".title.bold()")
            .replacingOccurrences(of: ".kerning(2)", with: ".tracking(2)")
        #expect(Array(fixed.text.utf8) == Array(expected.utf8))
    }

    @Test func severalFixesOnOneLine() throws {
        let before = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    HStack { Text("A").font(.system(size: 17)); Text("B").font(.system(size: 15)).kerning(1) }
                }
            }
            """
        let fixed = try FixFixture.fix(before)
        #expect(fixed.text.contains(#"HStack { Text("A").font(.body); Text("B").font(.subheadline).tracking(1) }"#))
    }

    @Test func fixesInIfConfigBranchesFollowEachBranchsPlatform() throws {
        let before = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    #if os(macOS)
                    Text("Mac").font(.system(size: 13))
                    #else
                    Text("Phone").font(.system(size: 13))
                    #endif
                }
            }
            """
        let fixed = try FixFixture.fix(before)
        // 13 pt is macOS Body: the platform's idiom, left as written.
        #expect(fixed.text.contains(#"Text("Mac").font(.system(size: 13))"#))
        #expect(fixed.text.contains(#"Text("Phone").font(.footnote)"#))
    }

    @Test func aSecondRunChangesNothing() throws {
        let before = """
            import SwiftUI
            import UIKit
            extension Font {
                static let brandTitle = Font.system(size: 28, weight: .bold)
                static let stamp = Font.custom("Courier", fixedSize: 13)
            }
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.font = .systemFont(ofSize: 17)
                }
            }
            """
        try FixFixture.withFolder(["A.swift": Array(before.utf8)]) { root in
            let options = FixOptions(paths: [root], jobs: 1, policy: FixPolicy(includesApproximate: true))
            let first = FixEngine.run(options)
            #expect(first.files[0].changed)
            let once = try FixFixture.read(root + "/A.swift")
            let second = FixEngine.run(options)
            #expect(!second.files[0].changed)
            let observed = try FixFixture.read(root + "/A.swift")
            #expect(observed == once)
        }
    }

    @Test func aDryRunWritesNothingAndKeepsBothTexts() throws {
        let before = Array("import SwiftUI\nlet f = Font.system(size: 17)\n".utf8)
        try FixFixture.withFolder(["A.swift": before]) { root in
            let result = FixEngine.run(FixOptions(paths: [root], jobs: 1, writes: false, keepsText: true))
            let observed = try FixFixture.read(root + "/A.swift")
            #expect(observed == before)
            #expect(result.files[0].fixed.map { String(decoding: $0, as: UTF8.self) } == "import SwiftUI\nlet f = Font.body\n")
        }
    }

    @Test func onlyTheSelectedRulesAreFixed() throws {
        let before = """
            import SwiftUI
            struct V: View {
                var body: some View { Text("A").font(.system(size: 17)).kerning(1) }
            }
            """
        let fixed = try FixFixture.fix(before, rules: ["kerning-instead-of-tracking"])
        #expect(fixed.text.contains(#"Text("A").font(.system(size: 17)).tracking(1)"#))
        #expect(fixed.result.files[0].left.contains { $0.reason.kind == .ruleNotSelected })
    }

    @Test func aUIKitFontMadeToScaleGetsItsAdjustsLineWhicheverRulesAreSelected() throws {
        let before = """
            import UIKit
            final class Cell: UITableViewCell {
                let title = UILabel()
                let legacy = UILabel()
                func setUp() {
                    title.font = .systemFont(ofSize: 17)
                    legacy.font = .preferredFont(forTextStyle: .body)
                }
            }
            """
        let fixed = try FixFixture.fix(before, rules: ["fixed-font-size"])
        #expect(fixed.text.contains("""
                    title.font = .preferredFont(forTextStyle: .body)
                    title.adjustsFontForContentSizeCategory = true
                    legacy.font = .preferredFont(forTextStyle: .body)
                }
            """))
        // The label that already had a preferred font is another rule's finding, not this run's.
        let left = fixed.result.files[0].left
        #expect(left.map(\.finding.ruleID) == ["missing-adjusts-font"])
        #expect(left.first?.reason.kind == .ruleNotSelected)
    }

    @Test func aReadOnlyFileIsReportedNotForced() throws {
        let before = Array("import SwiftUI\nlet f = Font.system(size: 17)\n".utf8)
        try FixFixture.withFolder(["A.swift": before]) { root in
            let path = root + "/A.swift"
            chmod(path, 0o444)
            let result = FixEngine.run(FixOptions(paths: [root], jobs: 1))
            #expect(result.files[0].failure?.kind == .readOnly)
            #expect(result.isFailure)
            #expect(result.files[0].left.contains { $0.reason.kind == .fileNotWritten })
            let observed = try FixFixture.read(path)
            #expect(observed == before)
        }
    }

    @Test func aFontDeclaredOnceIsFixedOnceAtItsDeclaration() throws {
        try FixFixture.withFolder([
            "Font+App.swift": Array("""
                import SwiftUI
                extension Font {
                    static let appTitle = Font.system(size: 28, weight: .bold)
                }
                """.utf8),
            "Home.swift": Array("""
                import SwiftUI
                struct Home: View {
                    var body: some View {
                        VStack {
                            Text("One").font(.appTitle)
                            Text("Two").font(.appTitle)
                        }
                    }
                }
                """.utf8),
        ]) { root in
            let result = FixEngine.run(FixOptions(paths: [root], jobs: 1))
            let declaration = String(decoding: try FixFixture.read(root + "/Font+App.swift"), as: UTF8.self)
            #expect(declaration.contains("static let appTitle = Font.title.bold()"))
            #expect(result.files.flatMap(\.applied).count == 1)
            #expect(!result.files.first { $0.path.hasSuffix("Home.swift") }!.changed)
        }
    }

    /// A design-system helper in one file, called from screens in others.
    static let sizeHelper = """
        import SwiftUI
        extension Font {
            /// The app's type.
            static func app(size: CGFloat, weight: Font.Weight = .regular) -> Font {
                .system(size: size, weight: weight)
            }
        }
        """

    @Test func aSizeHelperWhoseCallsAreAllExactStylesTakesATextStyle() throws {
        try FixFixture.withFolder([
            "DesignSystem/Font+App.swift": Array(Self.sizeHelper.utf8),
            "Home.swift": Array("""
                import SwiftUI
                struct Home: View {
                    var body: some View {
                        VStack {
                            Text("Title").font(.app(size: 28, weight: .bold))
                            Text("Body").font(.app(size: 17))
                            Text("Label").font(Font.app(size: 17, weight: .semibold)) // typecase:disable-line fixed-font-size
                        }
                    }
                }
                """.utf8),
        ]) { root in
            let result = FixEngine.run(FixOptions(paths: [root], jobs: 1))
            let helper = String(decoding: try FixFixture.read(root + "/DesignSystem/Font+App.swift"), as: UTF8.self)
            // The size version stays beside the overload, for code outside the run.
            #expect(helper == Self.sizeHelper.replacingOccurrences(of: "    }\n}", with: """
                    }

                    static func app(style: Font.TextStyle, weight: Font.Weight = .regular) -> Font {
                        .system(style).weight(weight)
                    }
                }
                """))
            let home = String(decoding: try FixFixture.read(root + "/Home.swift"), as: UTF8.self)
            #expect(home.contains(#"Text("Title").font(.app(style: .title, weight: .bold))"#))
            #expect(home.contains(#"Text("Body").font(.app(style: .body))"#))
            // A suppressed finding's call is rewritten too: the helper no longer takes a size.
            #expect(home.contains(#"Text("Label").font(Font.app(style: .headline, weight: .semibold))"#))
            #expect(result.files.allSatisfy { $0.failure == nil })
            #expect(!result.files.flatMap(\.left).contains { $0.finding.ruleID == "fixed-font-size" })
            #expect(result.files.flatMap(\.checks).map(\.screen) == ["Home"])
            let again = FixEngine.run(FixOptions(paths: [root], jobs: 1))
            #expect(!again.files.contains { $0.changed })
        }
    }

    @Test func aSizeHelperWithOneCallThatIsNoStyleIsLeftAndEveryCallKeepsItsFinding() throws {
        try FixFixture.withFolder([
            "Font+App.swift": Array(Self.sizeHelper.utf8),
            "Home.swift": Array("""
                import SwiftUI
                struct Home: View {
                    var body: some View {
                        Text("Body").font(.app(size: 17))
                        Text("Odd").font(.app(size: 19))
                    }
                }
                """.utf8),
        ]) { root in
            let result = FixEngine.run(FixOptions(paths: [root], jobs: 1))
            let helper = String(decoding: try FixFixture.read(root + "/Font+App.swift"), as: UTF8.self)
            #expect(helper == Self.sizeHelper)
            let home = String(decoding: try FixFixture.read(root + "/Home.swift"), as: UTF8.self)
            #expect(home.contains(#"Text("Body").font(.app(size: 17))"#))
            #expect(result.files.flatMap(\.left).count { $0.finding.ruleID == "fixed-font-size" } == 2)
        }
    }

    @Test func sizesFromConstantsAndHelpersAreLeftWithTheReason() throws {
        let before = """
            import SwiftUI
            import UIKit
            enum Metrics {
                static let titleSize: CGFloat = 22
            }
            extension UIFont {
                static func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
            }
            struct V: View {
                var body: some View {
                    Text("Title").font(.system(size: Metrics.titleSize))
                }
            }
            func style(_ label: UILabel) {
                label.font = UIFont.appFont(ofSize: 17)
            }
            """
        let fixed = try FixFixture.fix(before, approximate: true)
        #expect(fixed.text == before)
        let reasons = fixed.result.files[0].left.filter { $0.finding.ruleID == "fixed-font-size" }.map(\.reason.text)
        #expect(reasons.count == 2)
        #expect(reasons.contains { $0.hasPrefix("the size comes from a constant or variable") })
        #expect(reasons.contains { $0.hasPrefix("the size is an argument of appFont(…)") })
    }

    @Test func aDisplaySizeFarFromEveryStyleIsNotSwapped() throws {
        let before = """
            import SwiftUI
            struct Dial: View {
                var body: some View { Text("12:00").font(.system(size: 64, weight: .thin, design: .rounded)) }
            }
            """
        let fixed = try FixFixture.fix(before, approximate: true)
        #expect(!fixed.text.contains(".largeTitle)\n"))
        #expect(fixed.text.contains(".font(.system(size: scaledSize64, weight: .thin, design: .rounded))"))
    }

    @Test func theSummaryFactsFollowTheFix() throws {
        let before = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Title").font(.system(size: 18, weight: .semibold))
                        Text("Body").font(.system(size: 17))
                        Text("Stamp").font(.custom("Courier", fixedSize: 13))
                    }
                }
            }
            """
        let fixed = try FixFixture.fix(before, approximate: true)
        let report = fixed.result.files[0]
        #expect(report.levels.map(\.screen) == ["Card"])
        #expect(report.levels.map(\.before) == [[18, 17, 13]])
        #expect(report.levels.map(\.after) == [[17, 13]])
        #expect(report.customFonts.map(\.decision) == ["fixed (custom-font-not-scaled): fixedSize: → size:relativeTo: .footnote"])
        #expect(report.checks.map(\.texts) == [[#"Text("Title")"#, #"Text("Body")"#, #"Text("Stamp")"#]])
        #expect(report.applied.contains { $0.fix.summary == ".system(size: 18, weight: .semibold) → .headline (18 pt → 17 pt)" })
    }
}
