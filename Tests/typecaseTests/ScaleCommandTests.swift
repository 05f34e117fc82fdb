import Foundation
import Testing

/// `typecase scale`, run as a process.
@Suite struct ScaleCommandTests {
    @Test func jsonShape() throws {
        let result = try TypographyCommandRunner.run(["scale", "17", "--relative-to", "body", "--category", "AX3", "--format", "json"])
        #expect(result.status == 0)
        // 17 × 2.1817 = 37.09 → 37 on the @3x grid (R3) and 37 whole points.
        #expect(result.stdout == "[\n  {\"category\":\"accessibility3\",\"value\":17,\"scaledValue\":37,\"scaledFontSize\":37}\n]\n")
    }

    @Test func allCategoriesByDefault() throws {
        let rows = try #require(try TypographyCommandRunner.json(["scale", "17", "--format", "json"]) as? [[String: Any]])
        #expect(rows.count == 12)
        #expect(rows.map { $0["category"] as? String } == [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ])
        // Body, 17 pt: 17 × 0.9547 = 16.23 → 16.333 (Jared Sinclair's measurement); font size 16.
        let medium = try #require(rows.first { $0["category"] as? String == "medium" })
        #expect(medium["scaledValue"] as? Double == 16.333 && medium["scaledFontSize"] as? Double == 16)
    }

    @Test func maximumAndPixelScale() throws {
        let rows = try #require(try TypographyCommandRunner.json(
            ["scale", "34", "--relative-to", "Large Title", "--max", "50", "--pixel-scale", "2", "--all-categories",
             "--format", "json"]) as? [[String: Any]])
        let ax5 = try #require(rows.last)
        // 34 × 1.7073 = 58.05 → 58 on the @2x grid; the font size is clamped to 50.
        #expect(ax5["scaledValue"] as? Double == 58 && ax5["scaledFontSize"] as? Double == 50)
        let xSmall = try #require(rows.first)
        // 34 × 0.9267 = 31.51 → 31.5 on the @2x grid; font size 32.
        #expect(xSmall["scaledValue"] as? Double == 31.5 && xSmall["scaledFontSize"] as? Double == 32)
    }

    @Test func uiKitStyleNames() throws {
        let rows = try #require(try TypographyCommandRunner.json(
            ["scale", "12", "--relative-to", ".caption1", "--category", "accessibilityExtraExtraExtraLarge", "--format", "json"])
            as? [[String: Any]])
        // 12 × 3.1877 = 38.25 → 38.333 on the @3x grid; 38 points.
        #expect(rows.first?["scaledValue"] as? Double == 38.333 && rows.first?["scaledFontSize"] as? Double == 38)
    }

    @Test(arguments: [
        (["scale"], "missing VALUE"),
        (["scale", "big"], "VALUE must be a number"),
        (["scale", "17", "--relative-to", "hero"], "valid styles: extraLargeTitle"),
        (["scale", "17", "--relative-to", "extraLargeTitle"], "styles with them: largeTitle, title"),
        (["scale", "17", "--pixel-scale", "4"], "valid: 1, 2, 3"),
        (["scale", "17", "--format", "csv"], "valid: table, json"),
        (["scale", "17", "--category", "AX9"], "valid categories"),
    ])
    func usageErrors(_ arguments: [String], message: String) throws {
        try TypographyCommandRunner.expectUsageError(arguments, message)
    }

    @Test func helpDocumentsEveryOption() throws {
        try TypographyCommandRunner.expectHelp(
            "scale", documents: ["--relative-to", "--category", "--all-categories", "--max", "--pixel-scale", "--format"])
    }
}
