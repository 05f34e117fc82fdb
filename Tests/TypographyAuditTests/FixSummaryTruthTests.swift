import Foundation
import Testing
import TypographyAudit

/// The fix summary tells the truth (issue 25): the findings it leaves are those the next audit finds.
@Suite struct FixSummaryTruthTests {
    @Test func theFindingsLeftAreTheNextAuditsRunLevelOnesIncluded() throws {
        let screen = """
            import SwiftUI
            struct Dashboard: View {
                var body: some View {
                    VStack {
                        Text("Title").font(.largeTitle)
                        Text("Section").font(.title2)
                        Text("Body").font(.body)
                        Text("Meta").font(.footnote)
                        Text("Size").font(.system(size: 18))
                    }
                }
            }
            """
        let brand = """
            import SwiftUI
            extension Font {
                static let display = Font.custom("Avenir-Heavy", size: 28, relativeTo: .title)
                static let reading = Font.custom("Georgia", size: 17)
                static let label = Font.custom("Menlo", size: 13, relativeTo: .footnote)
            }
            """
        try FixFixture.withFolder(["Dashboard.swift": Array(screen.utf8), "Brand.swift": Array(brand.utf8)]) { root in
            let fixed = FixEngine.run(FixOptions(paths: [root], jobs: 1))
            let left = fixed.files.flatMap(\.left).map { "\($0.finding.path):\($0.finding.location.line) \($0.finding.ruleID)" }
            let next = AuditEngine.run(AuditOptions(paths: [root], jobs: 1)).findings
                .map { "\($0.path):\($0.location.line) \($0.ruleID)" }
            #expect(left.sorted() == next.sorted())
            #expect(left.contains { $0.hasSuffix("too-many-type-levels") })
            #expect(left.contains { $0.hasSuffix("too-many-typefaces") })
        }
    }

    @Test func theLevelsAreTheRulesBeforeAndAfter() throws {
        let screen = """
            import SwiftUI
            struct Timer: View {
                var body: some View {
                    VStack {
                        Text("04:00").font(.system(size: 64, weight: .bold))
                        Text("Round 2").font(.system(size: 28))
                        Text("Next").font(.system(size: 17))
                        Text("Tip").font(.system(size: 13))
                    }
                }
            }
            """
        try FixFixture.withFolder(["Timer.swift": Array(screen.utf8)]) { root in
            let before = AuditEngine.run(AuditOptions(paths: [root], jobs: 1)).findings.first { $0.ruleID == "too-many-type-levels" }
            #expect(before?.message.hasPrefix("Timer uses 4 type levels (64 pt") == true, "\(before?.message ?? "")")
            let fixed = FixEngine.run(FixOptions(paths: [root], jobs: 1))
            let levels = try #require(fixed.files.first?.levels.first)
            #expect(levels.screen == "Timer")
            // The display size keeps its size (@ScaledMetric), the others become their styles: nothing changes.
            #expect(levels.before == [64, 28, 17, 13])
            #expect(levels.after == levels.before)
            let after = AuditEngine.run(AuditOptions(paths: [root], jobs: 1)).findings.first { $0.ruleID == "too-many-type-levels" }
            #expect(after?.message.hasPrefix("Timer uses 4 type levels (64 pt system ×1, 28 pt .title ×1, 17 pt .body ×1, 13 pt .footnote ×1)") == true)
        }
    }

    @Test func aDryRunLocatesEveryFixInTheOriginalTextAndKnowsAReadOnlyFile() throws {
        let before = """
            import UIKit
            final class Header: UIView {
                let title = UILabel()
                let detail = UILabel()
                func setUp() {
                    title.font = .preferredFont(forTextStyle: .headline)
                    detail.font = .systemFont(ofSize: 17)
                }
            }
            """
        try FixFixture.withFolder(["Header.swift": Array(before.utf8)]) { root in
            let path = root + "/Header.swift"
            let dry = FixEngine.run(FixOptions(paths: [root], jobs: 1, writes: false))
            let places = dry.files[0].applied.map { "\($0.finding.ruleID):\($0.finding.location.line)" }.sorted()
            // detail's adjustsFont… comes in a second pass, on the text the first made one line longer.
            #expect(places == ["fixed-font-size:7", "missing-adjusts-font:6", "missing-adjusts-font:7"])
            #expect(dry.files[0].failure == nil)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
            let readOnly = FixEngine.run(FixOptions(paths: [root], jobs: 1, writes: false))
            #expect(readOnly.files[0].failure?.kind == .readOnly)
            #expect(readOnly.files[0].applied.isEmpty)
        }
    }

    @Test func testStepsNameTheViewsAndSkipTextSizesOnTheMac() throws {
        let phone = """
            import UIKit
            final class StatsView: UIView {
                let a = UILabel(), b = UILabel()
                func setUp() {
                    [a, b].forEach {
                        $0.font = .systemFont(ofSize: 17)
                    }
                }
            }
            """
        let mac = """
            import SwiftUI
            #if os(macOS)
            struct Inspector: View {
                var body: some View {
                    Text("Roast").font(.system(size: 14))
                }
            }
            #endif
            """
        let token = """
            import UIKit
            extension UIFont {
                static let brandToken = UIFont(name: "Brand-Regular", size: 1)!
            }
            """
        try FixFixture.withFolder(["Stats.swift": Array(phone.utf8), "Inspector.swift": Array(mac.utf8),
                                   "Brand.swift": Array(token.utf8)]) { root in
            let result = FixEngine.run(FixOptions(paths: [root], jobs: 1, policy: FixPolicy(includesApproximate: true)))
            let checks = result.files.flatMap(\.checks)
            let stats = try #require(checks.first { $0.screen == "StatsView" })
            #expect(stats.texts == ["the views the closure on line 6 sets ($0)"])
            #expect(stats.hasDynamicType)
            let inspector = try #require(checks.first { $0.screen == "Inspector" })
            #expect(!inspector.hasDynamicType)
            let decision = result.files.flatMap(\.customFonts).first { $0.family == "Brand-Regular" }?.decision
            #expect(decision == "kept: a family token (1 pt), sized where it is used")
        }
    }
}
