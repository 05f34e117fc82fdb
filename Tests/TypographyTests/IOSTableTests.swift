import Testing
import Typography

/// Every cell of the iOS tables (spec §1.3, §1.4, §1.5): 132 sizes, 132 line heights, the weights.
@Suite struct IOSTableTests {
    @Test(arguments: [Platform.ios, .ipados]) func everySizeAndWeight(_ platform: Platform) throws {
        let table = MarkdownTable(Spec.iOSSizes)
        #expect(table.rows.count == 11)
        var cells = 0
        for row in table.rows {
            let label = try #require(SpecNames.styleLabel(row[0]), "unparsed label \(row[0])")
            #expect(label.style.weight(on: platform) == label.weight, "\(label.style)")
            #expect(label.style.emphasizedWeight(on: platform) == label.emphasized, "\(label.style)")
            for (column, cell) in row.enumerated().dropFirst() {
                let category = try #require(SpecNames.categories[table.header[column]])
                let metrics = label.style.metrics(on: platform, at: category)
                #expect(metrics.pointSize == SpecNames.number(cell), "\(label.style) \(category)")
                #expect(metrics.weight == label.weight && metrics.emphasizedWeight == label.emphasized)
                cells += 1
            }
        }
        #expect(cells == 132)
    }

    @Test func everyLineHeight() throws {
        let table = MarkdownTable(Spec.iOSLineHeights)
        var cells = 0
        for row in table.rows {
            let style = try #require(SpecNames.styles[row[0]], "unparsed style \(row[0])")
            for (column, cell) in row.enumerated().dropFirst() {
                let category = try #require(SpecNames.categories[table.header[column]])
                #expect(style.lineHeight(on: .ios, at: category) == SpecNames.number(cell), "\(style) \(category)")
                cells += 1
            }
        }
        #expect(cells == 132)
    }

    /// R8: Extra Large Title 1/2 are known only at Large (36 / 28 pt Bold).
    @Test func extraLargeTitlesOnlyAtLarge() {
        for category in ContentSizeCategory.allCases {
            let first = TextStyle.extraLargeTitle.metrics(on: .ios, at: category)
            let second = TextStyle.extraLargeTitle2.metrics(on: .ios, at: category)
            #expect(first.pointSize == (category == .large ? 36 : nil))
            #expect(second.pointSize == (category == .large ? 28 : nil))
            #expect(first.lineHeight == nil && second.lineHeight == nil)
            #expect(first.weight == .bold && second.weight == .bold)
            #expect(first.emphasizedWeight == nil && second.emphasizedWeight == nil)
        }
    }

    @Test func stylesOutsideTheTableAreNotPublished() {
        for style in [TextStyle.footnote2, .subtitle1] {
            #expect(style.metrics(on: .ios) == TextStyleMetrics())
        }
    }

    /// R7: visionOS sizes, leading and weights are not published.
    @Test func visionOSPublishesNothing() {
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                #expect(style.metrics(on: .visionos, at: category) == TextStyleMetrics())
            }
        }
    }
}
