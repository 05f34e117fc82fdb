import Foundation
import Testing

/// `typecase styles`, run as a process.
@Suite struct StylesCommandTests {
    /// Spec §1.3 and §1.4, re-typed: style → (base weight, emphasized weight, 12 sizes, 12 line heights),
    /// categories xSmall … AX5.
    static let iOS: [(style: String, weight: String, emphasized: String, sizes: String, lineHeights: String)] = [
        ("largeTitle", "regular", "bold", "31 32 33 34 36 38 40 44 48 52 56 60", "38 39 40 41 43 46 48 52 57 61 66 70"),
        ("title", "regular", "bold", "25 26 27 28 30 32 34 38 43 48 53 58", "31 32 33 34 37 39 41 46 51 57 62 68"),
        ("title2", "regular", "bold", "19 20 21 22 24 26 28 34 39 44 50 56", "24 25 26 28 30 32 34 41 47 52 59 66"),
        ("title3", "regular", "semibold", "17 18 19 20 22 24 26 31 37 43 49 55", "22 23 24 25 28 30 32 38 44 51 58 65"),
        ("headline", "semibold", "semibold", "14 15 16 17 19 21 23 28 33 40 47 53", "19 20 21 22 24 26 29 34 40 48 56 62"),
        ("body", "regular", "semibold", "14 15 16 17 19 21 23 28 33 40 47 53", "19 20 21 22 24 26 29 34 40 48 56 62"),
        ("callout", "regular", "semibold", "13 14 15 16 18 20 22 26 32 38 44 51", "18 19 20 21 23 25 28 32 39 46 52 60"),
        ("subheadline", "regular", "semibold", "12 13 14 15 17 19 21 25 30 36 42 49", "16 18 19 20 22 24 28 31 37 43 50 58"),
        ("footnote", "regular", "semibold", "12 12 12 13 15 17 19 23 27 33 38 44", "16 16 16 18 20 22 24 29 33 40 46 52"),
        ("caption", "regular", "semibold", "11 11 11 12 14 16 18 22 26 32 37 43", "13 13 13 16 19 21 23 28 32 39 44 51"),
        ("caption2", "regular", "semibold", "11 11 11 11 13 15 17 20 24 29 34 40", "13 13 13 13 18 20 22 25 30 35 41 48"),
    ]
    static let categories = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                             "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    /// The issue's "done when": all 132 iOS cells (sizes, line heights, weights, emphasized weights).
    @Test func iOSAllCategoriesJSONReproducesTheSpec() throws {
        let rows = try #require(try TypographyCommandRunner.json(
            ["styles", "--platform", "ios", "--all-categories", "--format", "json"]) as? [[String: Any]])
        var checked = 0
        for spec in Self.iOS {
            let sizes = spec.sizes.split(separator: " ").map { Double($0)! }
            let lineHeights = spec.lineHeights.split(separator: " ").map { Double($0)! }
            for (index, category) in Self.categories.enumerated() {
                let row = try #require(rows.first { $0["style"] as? String == spec.style && $0["category"] as? String == category },
                                       "\(spec.style) \(category) missing")
                #expect(row["platform"] as? String == "ios")
                #expect(row["size"] as? Double == sizes[index], "\(spec.style) \(category)")
                #expect(row["lineHeight"] as? Double == lineHeights[index], "\(spec.style) \(category)")
                #expect(row["weight"] as? String == spec.weight)
                #expect(row["emphasizedWeight"] as? String == spec.emphasized)
                checked += 1
            }
        }
        #expect(checked == 132)
        // 11 styles + Extra Large Title 1/2, each in 12 categories.
        #expect(rows.count == 13 * 12)
    }

    /// The issue's example object, key order included.
    @Test func bodyAtLargeMatchesTheIssueExample() throws {
        let result = try TypographyCommandRunner.run(["styles", "--category", "Large", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(
            #"{"platform":"ios","style":"body","category":"large","size":17,"lineHeight":22,"weight":"regular","emphasizedWeight":"semibold","trackingEm":-26,"trackingPoints":-0.442}"#))
    }

    @Test func notPublishedIsNull() throws {
        let rows = try #require(try TypographyCommandRunner.json(
            ["styles", "--platform", "ios", "--category", "accessibilityExtraLarge", "--format", "json"]) as? [[String: Any]])
        let extra = try #require(rows.first { $0["style"] as? String == "extraLargeTitle" })
        #expect(extra["size"] is NSNull && extra["lineHeight"] is NSNull && extra["trackingEm"] is NSNull)
        #expect(extra["category"] as? String == "accessibility3")
        let vision = try #require(try TypographyCommandRunner.json(
            ["styles", "--platform", "visionOS", "--format", "json"]) as? [[String: Any]])
        #expect(vision.count == 13 && vision.allSatisfy { $0["size"] is NSNull && $0["weight"] is NSNull })
    }

    @Test func watchOSCategoriesAndCSV() throws {
        let result = try TypographyCommandRunner.run(["styles", "--platform", "watchos", "--all-categories", "--format", "csv"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "platform,style,category,size,lineHeight,weight,emphasizedWeight,trackingEm,trackingPoints")
        #expect(lines.count == 1 + 10 * 9)
        // SF Compact on watchOS: 28 pt → −12/1000 em.
        #expect(lines.contains("watchos,title2,large,28,30.5,regular,semibold,-12,-0.336"))
        #expect(lines.contains("watchos,footnote2,accessibility2,16,17.5,regular,semibold,0,0"))
    }

    @Test func tableIsAligned() throws {
        let result = try TypographyCommandRunner.run(["styles", "--platform", "macos"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("Style") })
        let body = lines[header...].filter { !$0.isEmpty }
        #expect(body.count == 2 + 11)
        // Every row ends its "Size" column at the same place as the heading.
        let sizeEnd = try #require(lines[header].range(of: "Size")).upperBound.utf16Offset(in: lines[header])
        for line in body.dropFirst(2) {
            let prefix = String(line.prefix(sizeEnd))
            #expect(prefix.last?.isNumber == true, "\(line)")
        }
        #expect(body.contains { $0.hasPrefix("headline ") && $0.contains(" bold ") && $0.contains(" heavy ") })
    }

    @Test(arguments: [
        (["styles", "--platform", "android"], "valid platforms: ios, ipados, macos, watchos, tvos, visionos"),
        (["styles", "--category", "huge"], "valid categories: xSmall, small, medium"),
        (["styles", "--platform", "watchos", "--category", "medium"],
         "watchOS has no Medium category; its categories: xSmall, small, large, xLarge, xxLarge, xxxLarge, accessibility1"),
        (["styles", "--platform", "watchos", "--category", "AX5"], "watchOS has no AX5 category"),
        (["styles", "--format", "xml"], "valid: table, json, csv"),
        (["styles", "--category", "AX1", "--all-categories"], "either --category or --all-categories"),
        (["styles", "extra"], "unexpected argument"),
    ])
    func usageErrors(_ arguments: [String], message: String) throws {
        try TypographyCommandRunner.expectUsageError(arguments, message)
    }

    @Test func helpDocumentsEveryOption() throws {
        try TypographyCommandRunner.expectHelp("styles", documents: ["--platform", "--category", "--all-categories", "--format"])
    }
}
