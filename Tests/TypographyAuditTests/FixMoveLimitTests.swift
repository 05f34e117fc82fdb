import Testing
import TypographyAudit

/// Approximate fixes move a size by at most 2 pt or 15% ("Severity and fixes", issue 25).
@Suite struct FixMoveLimitTests {
    @Test func aDisplayStyleInACompactContainerIsLeftWithTheReason() throws {
        let source = """
            import SwiftUI
            struct RoastPopover: View {
                @State private var shows = false
                var body: some View {
                    Button("Roast") { shows = true }
                        .popover(isPresented: $shows) {
                            VStack {
                                Text("Ethiopia Guji").font(.largeTitle)
                                Text("Light roast").font(.title)
                            }
                        }
                }
            }
            """
        let (text, result) = try FixFixture.fix(source, approximate: true)
        #expect(text == source)
        let left = result.files.flatMap(\.left).filter { $0.finding.ruleID == "large-type-in-compact-container" }
        #expect(left.map(\.reason.text) == [
            "no automatic fix: .title3 (20 pt) is 14 pt smaller, more than an approximate fix may move a size (2 pt or 15%, whichever is less); choose the size that fits",
            "no automatic fix: .title3 (20 pt) is 8 pt smaller, more than an approximate fix may move a size (2 pt or 15%, whichever is less); choose the size that fits",
        ])
    }
}
