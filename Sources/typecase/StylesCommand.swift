import Typography

/// `typecase styles`: a platform's type ramp from the published tables.
enum StylesCommand: Command {
    static let name = "styles"
    static let summary = "Print a platform's type ramp: sizes, line heights, weights, tracking"
    static let help = """
        Usage: typecase styles [--platform NAME] [--category NAME | --all-categories] [--format FORMAT]

        Prints every text style of a platform at a content size category: point size, line height,
        base weight, emphasized (bold-trait) weight, and tracking in 1/1000 em and in points
        (size × em / 1000) from the platform's system font tracking table.

        Options:
          --platform NAME    ios (default), ipados, macos, watchos, tvos or visionos
          --category NAME    the content size category (default: large), in HIG, SwiftUI or
                             UIKit spelling: AX3, accessibility3, accessibilityExtraLarge
          --all-categories   every category of the platform (12 on iOS, iPadOS and visionOS,
                             9 on watchOS, Large only on macOS and tvOS)
          --format FORMAT    table (default, aligned for a terminal), json or csv
          --help             this text

        Values the HIG does not publish (all of visionOS, Extra Large Titles outside Large, tvOS
        outside Large, watchOS at Medium, AX4 and AX5) print as "—" in a table, null in JSON and
        empty in CSV; macOS has no Dynamic Type, so every category gives its one table. Names in
        the output are SwiftUI's (title, caption, xSmall … accessibility5, ultraLight … black).

        Examples:
          typecase styles --platform ios
          typecase styles --platform watchos --category AX1
          typecase styles --platform ios --all-categories --format json
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["platform", "category", "format"], flags: ["all-categories"])
            .parse(arguments)
        if let extra = parsed.positionals.first { throw UsageError("unexpected argument '\(extra)'") }
        let platform = try parsed.value("platform").map(TypographyNames.platform) ?? .ios
        let categories = try TypographyNames.categories(parsed, platform: platform, all: platform.categories,
                                                        default: [platform.defaultCategory])
        let format = try TypographyNames.choice(parsed.value("format") ?? "table", option: "format",
                                                allowed: ["table", "json", "csv"])
        let table = ramp(platform: platform, categories: categories)
        switch format {
        case "json": print(table.renderJSON())
        case "csv": print(table.renderCSV())
        default:
            let place = categories.count == 1 ? " at \(categories[0].higName)" : ""
            print("\(platform.displayName) text styles\(place) (— not published)\n")
            print(table.renderTable())
        }
        return ExitCode.success
    }

    /// One row per (category, style), categories smallest first, styles in the platform's table order.
    static func ramp(platform: Platform, categories: [ContentSizeCategory]) -> OutputTable {
        var table = OutputTable(columns: [
            ("platform", nil), ("style", "Style"), ("category", "Category"), ("size", "Size"),
            ("lineHeight", "Line height"), ("weight", "Weight"), ("emphasizedWeight", "Emphasized"),
            ("trackingEm", "Tracking (1/1000 em)"), ("trackingPoints", "Tracking (pt)"),
        ])
        for category in categories {
            for style in platform.textStyles {
                let resolved = style.resolved(on: platform, at: category)
                let emphasized = style.emphasizedWeight(on: platform)
                table.rows.append([
                    .text(platform.rawValue), .text(style.rawValue), .text(category.swiftUIName),
                    .number(resolved.pointSize), .number(resolved.lineHeight),
                    .text(resolved.weight?.rawValue), .text(emphasized?.rawValue),
                    .number(resolved.trackingEm), .number(resolved.trackingPoints),
                ])
            }
        }
        return table
    }
}
