import Foundation
import Testing

/// `typecase tracking`, run as a process.
@Suite struct TrackingCommandTests {
    @Test func listedSize() throws {
        let result = try TypographyCommandRunner.run(["tracking", "17", "--format", "json"])
        #expect(result.stdout == #"{"family":"sf-pro","platform":"ios","size":17,"trackingEm":-26,"trackingPoints":-0.442,"publishedPoints":-0.43,"placement":"listed","opticalDesign":"text"}"# + "\n")
    }

    @Test func platformVariantsAndFamilies() throws {
        let mac = try #require(try TypographyCommandRunner.json(["tracking", "52", "--platform", "macOS", "--format", "json"])
            as? [String: Any])
        #expect(mac["publishedPoints"] as? Double == 0.31 && mac["trackingEm"] as? Double == 6)
        let ios = try #require(try TypographyCommandRunner.json(["tracking", "52", "--format", "json"]) as? [String: Any])
        #expect(ios["publishedPoints"] as? Double == 0.33)
        let watch = try #require(try TypographyCommandRunner.json(["tracking", "19", "--platform", "watchos", "--format", "json"])
            as? [String: Any])
        #expect(watch["family"] as? String == "sf-compact" && watch["trackingEm"] as? Double == -12)
        let rounded = try #require(try TypographyCommandRunner.json(
            ["tracking", "30", "--platform", "watchos", "--family", "SF Compact Rounded", "--format", "json"]) as? [String: Any])
        #expect(rounded["trackingEm"] as? Double == -14 && rounded["opticalDesign"] is NSNull)
    }

    @Test func interpolatedAndClamped() throws {
        let between = try #require(try TypographyCommandRunner.json(
            ["tracking", "110", "--family", "new-york", "--format", "json"]) as? [String: Any])
        #expect(between["placement"] as? String == "interpolated" && between["trackingEm"] as? Double == -16)
        #expect(between["trackingPoints"] as? Double == -1.76 && between["publishedPoints"] is NSNull)
        let above = try TypographyCommandRunner.run(["tracking", "120"])
        #expect(above.stdout.contains("above the table (last row 96 pt)"))
        let below = try TypographyCommandRunner.run(["tracking", "4", "--family", "sf-pro-rounded"])
        #expect(below.stdout.contains("SF Pro Rounded on iOS at 4 pt") && below.stdout.contains("87"))
    }

    @Test(arguments: [
        (["tracking"], "missing SIZE"),
        (["tracking", "0"], "SIZE must be positive"),
        (["tracking", "17", "--family", "helvetica"], "valid families: sf-pro, sf-pro-rounded, sf-mono, new-york"),
        (["tracking", "17", "--platform", "amiga"], "valid platforms"),
    ])
    func usageErrors(_ arguments: [String], message: String) throws {
        try TypographyCommandRunner.expectUsageError(arguments, message)
    }

    /// What the HIG does not publish is an answer (exit 0), not a usage error.
    @Test func unpublishedTablesAreAnswersNotErrors() throws {
        let mono = try TypographyCommandRunner.run(["tracking", "17", "--family", "sf-mono"])
        #expect(mono.status == 0)
        #expect(mono.stdout == "SF Mono on iOS at 17 pt\n  tracking               — (not published: the HIG publishes no tracking table for SF Mono)\n")
        let newYork = try TypographyCommandRunner.run(["tracking", "17", "--family", "new-york", "--platform", "macos"])
        #expect(newYork.status == 0)
        #expect(newYork.stdout.contains("not published: the HIG's table for New York is for ios, ipados, visionos"))
        let json = try TypographyCommandRunner.json(["tracking", "17", "--family", "sf-mono", "--format", "json"]) as? [String: Any]
        #expect(json?["trackingEm"] is NSNull)
    }

    @Test func helpDocumentsEveryOption() throws {
        try TypographyCommandRunner.expectHelp("tracking", documents: ["--family", "--platform", "--format"])
    }
}
