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
        #expect(fixed.text.contains(#"Text("Mac").font(.body)"#))
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
}
