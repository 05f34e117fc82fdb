import Testing
import Typography

/// `UIFontMetrics` parity (R3): all 132 multipliers of spec table 9.2, and the rounding rules.
@Suite struct ScalingTests {
    @Test func all132Multipliers() throws {
        let table = MarkdownTable(Spec.multipliers)
        var cells = 0
        for row in table.rows {
            let style = try #require(SpecNames.styles[row[0]], "unparsed style \(row[0])")
            for column in 1..<row.count {
                let category = try #require(SpecNames.categories[table.header[column]])
                let expected = try #require(Double(row[column]))
                let scaled = try #require(scaledValue(1000, relativeTo: style, at: category))
                #expect(abs(scaled / 1000 - expected) <= 0.001, "\(style) \(category)")
                #expect(FontMetrics(forTextStyle: style).multiplier(at: category) == expected)
                cells += 1
            }
        }
        #expect(cells == 132)
    }

    /// Jared Sinclair's measurement: Body, `.medium`, 17 → 16.333… (17 × 0.9547 on the @3x grid).
    @Test func pixelGrid() throws {
        let value = try #require(scaledValue(17, relativeTo: .body, at: .medium))
        #expect(abs(value - 49.0 / 3) < 1e-9)
        #expect(scaledValue(17, relativeTo: .body, at: .medium, pixelScale: 2) == 16.0)
        #expect(scaledValue(17, relativeTo: .body, at: .medium, pixelScale: 1) == 16.0)
        #expect(scaledValue(17, relativeTo: .body, at: .large) == 17)
        #expect(FontMetrics.default.textStyle == .body)
    }

    /// Font sizes are whole points: round(base × multiplier), then the maximum clamp.
    @Test func fontSizes() {
        #expect(scaledFontSize(17, relativeTo: .body, at: .accessibility3) == 37)  // 37.09
        #expect(scaledFontSize(17, relativeTo: .body, at: .accessibility5) == 48)  // 47.91
        #expect(scaledFontSize(22.4, relativeTo: .title2, at: .xSmall) == 19)      // 19.197
        #expect(scaledFontSize(11, relativeTo: .caption2, at: .xSmall) == 11)      // multiplier 1
        #expect(scaledFontSize(17, relativeTo: .body, at: .accessibility5, maximumPointSize: 30) == 30)
        #expect(FontMetrics(forTextStyle: .body).scaledFontSize(for: 17, at: .xSmall, minimumPointSize: 16) == 16)
        #expect(FontMetrics(forTextStyle: .body).scaledFontSize(for: 17, at: .xSmall) == 15)  // 14.68
    }

    @Test func stylesWithoutMultipliers() {
        for style in [TextStyle.extraLargeTitle, .extraLargeTitle2, .footnote2, .subtitle1] {
            #expect(scaledValue(17, relativeTo: style, at: .large) == nil)
            #expect(scaledFontSize(17, relativeTo: style, at: .large) == nil)
        }
    }
}
