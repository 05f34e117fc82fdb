import Foundation
import SwiftSource
import Testing
import Typography
import TypographyAudit
@testable import TypographyReports

/// A size's tracking is shown with one value everywhere: the HIG's point column where the size is a
/// row of the table (20 pt: −0.45 pt, not the −0.46 that −23/1000 em × 20 gives), else the computed
/// value, said to be not published.
@Suite struct TrackingShownOnceTests {
    @Test func theSpecimenTheTokensAndTheFindingsShowThePublishedPoints() throws {
        let css = DesignTokens.css(platform: .ios)
        for group in Specimen(platform: .ios).categories {
            for line in group.lines {
                let tracking = try #require(line.resolved.tracking)
                let shown = tracking.publishedPoints ?? (tracking.points * 100).rounded() / 100
                #expect(SpecimenPage.metrics(line).contains("(\(numberText(shown)) pt"), "\(SpecimenPage.metrics(line))")
                #expect(css.contains("letter-spacing: \(numberText(shown))px;"))
            }
        }
        let title3 = try #require(Specimen(platform: .ios).categories.first { $0.category == .large }?.lines.first { $0.resolved.style == .title3 })
        #expect(title3.pointSize == 20)
        #expect(SpecimenPage.metrics(title3).contains("-23/1000 em (-0.45 pt)"), "\(SpecimenPage.metrics(title3))")
        #expect(css.contains("--title3-letter-spacing: -0.45px;"))
        #expect(!css.contains("-0.46px"))
        let dtcg = DesignTokens.dtcg(platform: .ios).rendered()
        #expect(dtcg.contains("\"value\":-0.45") || dtcg.contains("\"value\": -0.45"))
        let rule = try #require(RuleRegistry.rule("manual-tracking"))
        let source = """
            import SwiftUI
            struct Badge: View {
                var body: some View { Text("Sale").font(.title3).tracking(2) }
            }
            """
        let findings = FileAuditor(rules: [rule]).audit(SourceFile(path: "Badge.swift", text: source))
        #expect(findings.first?.message.contains("20 pt at \u{2212}0.45 pt") == true, "\(findings.map { $0.message })")
    }

    @Test func aSizeBetweenTheRowsSaysItsPointsAreNotPublished() throws {
        let table = try #require(TrackingTable.published(for: .sfPro, on: .ios))
        let between = table.tracking(atSize: 55)
        #expect(between.placement == .interpolated && !between.isPointsPublished)
        #expect(between.shownPoints == 0.33)
        let listed = table.tracking(atSize: 20)
        #expect(listed.isPointsPublished && listed.shownPoints == -0.45)
    }
}
