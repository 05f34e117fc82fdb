import Testing
import Typography
@testable import TypographyReports

/// A font scaled twice is charted as it renders: a size that already follows the text size scaled
/// again along the font's curve grows by the curve's multiplier twice, and says so.
@Suite struct DoubleScaledGrowthTests {
    static let meter = """
        import SwiftUI
        struct MeterView: View {
            @ScaledMetric(relativeTo: .body) private var readingSize: CGFloat = 17
            var body: some View {
                VStack {
                    Text("42 km/h").font(.custom("Avenir Next", size: readingSize, relativeTo: .body))
                    Text("Average").font(.custom("Avenir Next", size: 17, relativeTo: .body))
                }
            }
        }
        """

    @Test func aDoubleScaledFontGrowsTwice() throws {
        let inventory = InventoryTests.inventory(["App/MeterView.swift": Self.meter])
        let twice = try #require(inventory.entries.first { $0.font.isScaledTwice })
        let once = try #require(inventory.entries.first { !$0.font.isScaledTwice && $0.font.customFamily == "Avenir Next" })
        #expect(twice.scalingLabel == "scaled twice along .body")
        #expect(once.scalingLabel == "scales along .body")
        let metrics = FontMetrics(forTextStyle: .body)
        for ((category, doubled), (_, single)) in zip(twice.growth.sizes, once.growth.sizes) {
            let expected = try #require(single.flatMap { metrics.scaledFontSize(for: $0, at: category) })
            #expect(doubled == expected, "\(category)")
        }
        let largest = try #require(twice.growth.sizes.last?.size)
        let singleLargest = try #require(once.growth.sizes.last?.size)
        #expect(largest > singleLargest * 2)
    }
}
