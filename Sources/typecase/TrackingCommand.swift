import Typography
import TypographyReports

/// `typecase tracking`: the tracking of a point size from the published tables.
enum TrackingCommand: Command {
    static let name = "tracking"
    static let summary = "Print the tracking for a point size in a San Francisco or New York family"
    static let help = """
        Usage: typecase tracking SIZE [--family NAME] [--platform NAME] [--format FORMAT]

        Prints the tracking for a point size from the HIG's tracking table of a family on a
        platform: in 1/1000 em (the model), in points computed as size × em / 1000, and the
        HIG's own point column when SIZE is a row of the table (the two columns disagree in
        most rows). Between rows the em value is interpolated linearly; below the first row the
        first row's value and above the last row the last row's value are used.

        Options:
          --family NAME     sf-pro, sf-pro-rounded, new-york, sf-compact or sf-compact-rounded
                            (default: the platform's system font, sf-compact on watchOS, else sf-pro)
          --platform NAME   ios (default), ipados, macos, watchos, tvos or visionos
          --format FORMAT   table (default) or json
          --help            this text

        Tables are published for SF Pro, SF Pro Rounded and New York on iOS, iPadOS and visionOS;
        SF Pro on macOS and tvOS (its 52/53 pt point values differ from iOS); SF Compact and SF
        Compact Rounded on watchOS. Other combinations are usage errors.

        Examples:
          typecase tracking 17
          typecase tracking 22.5 --family new-york
          typecase tracking 52 --platform macos --format json
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["family", "platform", "format"]).parse(arguments)
        guard parsed.positionals.count == 1 else {
            throw UsageError(parsed.positionals.isEmpty ? "missing SIZE (a point size)"
                : "expected one SIZE, got \(parsed.positionals.count)")
        }
        let size = try TypographyNames.number(parsed.positionals[0], what: "SIZE")
        guard size > 0 else { throw UsageError("SIZE must be positive, got \(parsed.positionals[0])") }
        let platform = try parsed.value("platform").map(TypographyNames.platform) ?? .ios
        let family = try parsed.value("family").map(TypographyNames.family) ?? FontDesign.default.family(on: platform)
        let format = try TypographyNames.choice(parsed.value("format") ?? "table", option: "format",
                                                allowed: ["table", "json"])
        guard let trackingTable = TrackingTable.published(for: family, on: platform) else {
            // Not published is an answer, not a mistake in the command.
            let published = TrackingTable.all.filter { $0.family == family }.flatMap(\.platforms)
            let names = Platform.allCases.filter(published.contains).map(\.rawValue)
            if format == "json" {
                print("{\"family\":\"\(family.rawValue)\",\"platform\":\"\(platform.rawValue)\",\"size\":\(numberText(size)),"
                    + "\"trackingEm\":null,\"trackingPoints\":null,\"publishedFor\":["
                    + names.map { "\"\($0)\"" }.joined(separator: ",") + "]}")
            } else {
                print("""
                    \(family.displayName) on \(platform.displayName) at \(numberText(size)) pt
                      tracking               — (not published: \(names.isEmpty
                        ? "the HIG publishes no tracking table for \(family.displayName)"
                        : "the HIG's table for \(family.displayName) is for " + names.joined(separator: ", ")))
                    """)
            }
            return ExitCode.success
        }
        let tracking = trackingTable.tracking(atSize: size)
        let optical = family.opticalDesign(atSize: size)
        if format == "json" {
            let fields: [(String, OutputValue)] = [
                ("family", .text(family.rawValue)), ("platform", .text(platform.rawValue)), ("size", .number(size)),
                ("trackingEm", .number(tracking.em)), ("trackingPoints", .number(tracking.points)),
                ("publishedPoints", .number(tracking.publishedPoints)), ("placement", .text(tracking.placement.rawValue)),
                ("opticalDesign", .text(optical?.rawValue)),
            ]
            print("{" + fields.map { "\"\($0.0)\":\(jsonText($0.1))" }.joined(separator: ",") + "}")
        } else {
            print(describe(tracking, family: family, platform: platform, table: trackingTable, optical: optical))
        }
        return ExitCode.success
    }

    static func describe(_ tracking: Tracking, family: FontFamily, platform: Platform, table: TrackingTable,
                         optical: OpticalDesign?) -> String {
        let size = numberText(tracking.size)
        let placement: String
        switch tracking.placement {
        case .listed: placement = "a row of the table"
        case .interpolated:
            let low = table.rows.last { $0.size < tracking.size }!, high = table.rows.first { $0.size > tracking.size }!
            placement = "interpolated between the \(numberText(low.size)) and \(numberText(high.size)) pt rows"
        case .belowTable: placement = "below the table (first row \(numberText(table.rows[0].size)) pt): its value"
        case .aboveTable: placement = "above the table (last row \(numberText(table.rows.last!.size)) pt): its value"
        }
        return """
            \(family.displayName) on \(platform.displayName) at \(size) pt
              tracking (1/1000 em)   \(numberText(tracking.em))
              tracking (pt)          \(numberText(tracking.points))  (\(size) × em / 1000)
              HIG point column       \(tracking.publishedPoints.map { numberText($0) } ?? "— (not a row of the table)")
              size                   \(placement)
              optical design         \(optical.map { $0 == .text ? "Text" : "Display" } ?? "— (not published)")
            """
    }
}
