import Foundation
import Testing
@testable import TypographyAudit

/// Round 9 of issue 24: glyphs of an icon font drawn as text (`Text(verbatim: icon.unicode)` in the font
/// of a type named for icons) are symbols: no type level of their screen, and no text that shrinks.
@Suite struct IconFontGlyphTests {
    static func findings(in source: String, rule: String) throws -> [(line: Int, message: String)] {
        try AuditedFiles.findings(in: source, at: "Widgets/Energy/EnergyGauge.swift", rule: rule)
    }

    /// A gauge of two glyph sizes and three text sizes has three type levels; with a fourth text size it
    /// has four, and the message lists the texts only.
    @Test func glyphsAreNoTypeLevels() throws {
        func gauge(unitSize: Int) -> String {
            """
            import SwiftUI

            struct EnergyGauge: View {
                let reading: EnergyReading

                var body: some View {
                    VStack(spacing: 2) {
                        HStack {
                            Text(verbatim: reading.icon.unicode)
                                .font(.custom(GlyphIcons.familyName, size: 12))
                            Text(verbatim: reading.title)
                                .font(.system(size: 13, weight: .semibold))
                        }
                        Text(verbatim: reading.value)
                            .font(.system(size: 22, weight: .bold, design: .rounded))
                        Text(verbatim: reading.unit)
                            .font(.system(size: \(unitSize)))
                        Text(verbatim: reading.trendIcon.unicode)
                            .font(.custom(GlyphIcons.familyName, size: 18))
                        Text(verbatim: reading.updated)
                            .font(.system(size: 11))
                    }
                }
            }
            """
        }
        #expect(try Self.findings(in: gauge(unitSize: 11), rule: "too-many-type-levels").isEmpty)
        let four = try Self.findings(in: gauge(unitSize: 15), rule: "too-many-type-levels")
        #expect(four.map(\.line) == [3])
        #expect(four.first?.message.contains("4 type levels") == true)
        #expect(four.first?.message.contains("GlyphIcons") == false)
    }

    /// `.minimumScaleFactor` on a glyph shrinks a symbol; on the value beside it, text.
    @Test func aShrinkingGlyphIsNoShrinkingText() throws {
        let source = """
            import SwiftUI

            struct EnergyGauge: View {
                let reading: EnergyReading

                var body: some View {
                    VStack(spacing: 2) {
                        Text(verbatim: reading.icon.unicode)
                            .font(.custom(GlyphIcons.familyName, size: 24))
                            .foregroundStyle(.primary)
                            .minimumScaleFactor(0.5)
                        Text(verbatim: reading.value)
                            .font(.title3)
                            .lineLimit(1)
                            .minimumScaleFactor(0.5)
                    }
                }
            }
            """
        #expect(try Self.findings(in: source, rule: "minimum-scale-factor").map(\.line) == [15])
    }
}
