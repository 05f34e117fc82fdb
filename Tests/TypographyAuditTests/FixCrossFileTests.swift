import Foundation
import Testing
import TypographyAudit

/// A fix in one file changes what another finds (issue 25): the summary counts the next audit's findings.
@Suite struct FixCrossFileTests {
    private static let style = """
        import SwiftUI
        struct PillButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(.system(size: 17, weight: .semibold))
                    .padding(.horizontal, 16)
            }
        }
        """
    private static let screen = """
        import SwiftUI
        struct CheckoutView: View {
            var body: some View {
                Button("Pay now") {}
                    .buttonStyle(PillButtonStyle())
                    .frame(height: 40)
            }
        }
        """

    @Test func aStyleThatNowScalesBringsOutTheFrameThatClipsItsButton() throws {
        let files = ["Styles.swift": Array(Self.style.utf8), "CheckoutView.swift": Array(Self.screen.utf8)]
        for writes in [true, false] {
            try FixFixture.withFolder(files) { root in
                let before = AuditEngine.run(AuditOptions(paths: [root], jobs: 1)).findings
                #expect(!before.contains { $0.ruleID == "text-clips-at-large-sizes" })
                let fixed = FixEngine.run(FixOptions(paths: [root], jobs: 1, writes: writes))
                #expect(fixed.files.first { $0.path.hasSuffix("Styles.swift") }?.applied.map(\.fix.summary)
                            == [".system(size: 17, weight: .semibold) → .headline"])
                let left = try #require(fixed.files.first { $0.path.hasSuffix("CheckoutView.swift") }?.left)
                let clips = try #require(left.first { $0.finding.ruleID == "text-clips-at-large-sizes" })
                #expect(clips.finding.location.line == 6)
                #expect(clips.reason.kind == .noFix)
                guard writes else { return }
                let next = AuditEngine.run(AuditOptions(paths: [root], jobs: 1)).findings
                #expect(fixed.files.flatMap(\.left).map { "\($0.finding.path):\($0.finding.location.line) \($0.finding.ruleID)" }.sorted()
                            == next.map { "\($0.path):\($0.location.line) \($0.ruleID)" }.sorted())
                #expect(next.contains { $0.ruleID == "text-clips-at-large-sizes" })
            }
        }
    }
}
