import Testing
import Typography

/// Every cell of the macOS (§2), tvOS (§4.1) and watchOS (§3.2, §3.3) tables.
@Suite struct OtherPlatformTableTests {
    /// Columns: style, weight, size, line height, emphasized weight.
    func checkSingleTable(_ text: String, platform: Platform, rows expectedRows: Int) throws {
        let table = MarkdownTable(text)
        #expect(table.rows.count == expectedRows)
        for row in table.rows {
            let style = try #require(SpecNames.styles[row[0]], "unparsed style \(row[0])")
            let metrics = style.metrics(on: platform)
            #expect(metrics.weight == SpecNames.weights[row[1]], "\(style)")
            #expect(metrics.pointSize == SpecNames.number(row[2]), "\(style)")
            #expect(metrics.lineHeight == SpecNames.number(row[3]), "\(style)")
            #expect(metrics.emphasizedWeight == SpecNames.weights[row[4]], "\(style)")
        }
        let listed = Set(table.rows.compactMap { SpecNames.styles[$0[0]] })
        for style in TextStyle.allCases where !listed.contains(style) {
            #expect(style.metrics(on: platform).pointSize == nil, "\(style) is not in the \(platform) table")
        }
    }

    @Test func macOS() throws {
        try checkSingleTable(Spec.macOS, platform: .macos, rows: 11)
    }

    /// R4: no Dynamic Type on macOS — every category gives the Large values.
    @Test func macOSIgnoresTheCategory() {
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                #expect(style.metrics(on: .macos, at: category) == style.metrics(on: .macos, at: .large))
            }
        }
    }

    @Test func tvOS() throws {
        try checkSingleTable(Spec.tvOS, platform: .tvos, rows: 9)
    }

    /// R6: only one tvOS table is published; other categories are not.
    @Test func tvOSOtherCategoriesNotPublished() {
        for category in ContentSizeCategory.allCases where category != .large {
            #expect(TextStyle.body.pointSize(on: .tvos, at: category) == nil)
            #expect(TextStyle.body.weight(on: .tvos) == .medium)
        }
    }

    @Test func watchOSEveryCell() throws {
        let sizes = MarkdownTable(Spec.watchOSSizes)
        let leading = MarkdownTable(Spec.watchOSLineHeights)
        #expect(sizes.rows.count == 10 && leading.rows.count == 10)
        var cells = 0
        for row in sizes.rows {
            let label = try #require(SpecNames.styleLabel(row[0]), "unparsed label \(row[0])")
            let leadingRow = try #require(leading.row(label.name))
            #expect(label.style.weight(on: .watchos) == label.weight)
            #expect(label.style.emphasizedWeight(on: .watchos) == label.emphasized)
            for column in 1..<row.count {
                let category = try #require(SpecNames.categories[sizes.header[column]])
                #expect(label.style.pointSize(on: .watchos, at: category) == SpecNames.number(row[column]),
                        "\(label.style) \(category)")
                #expect(label.style.lineHeight(on: .watchos, at: category) == SpecNames.number(leadingRow[column]),
                        "\(label.style) \(category)")
                cells += 1
            }
        }
        #expect(cells == 90)
        for style in [TextStyle.callout, .subheadline, .extraLargeTitle, .subtitle1] {
            #expect(style.metrics(on: .watchos) == TextStyleMetrics())
        }
    }

    /// R5: nine categories; Medium, AX4 and AX5 are not published.
    @Test func watchOSCategoriesOutsideTheTable() {
        for category in [ContentSizeCategory.medium, .accessibility4, .accessibility5] {
            #expect(TextStyle.body.pointSize(on: .watchos, at: category) == nil)
        }
    }
}
