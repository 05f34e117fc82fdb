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
}
