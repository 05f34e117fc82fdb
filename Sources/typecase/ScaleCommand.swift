import Typography

/// `typecase scale`: what `UIFontMetrics` makes of a value across Dynamic Type sizes.
enum ScaleCommand: Command {
    static let name = "scale"
    static let summary = "Scale a value like UIFontMetrics across Dynamic Type sizes"
    static let help = """
        Usage: typecase scale VALUE [--relative-to STYLE] [--category NAME | --all-categories]
                                    [--max POINTS] [--pixel-scale N] [--format FORMAT]

        Shows what UIFontMetrics (iOS, iPadOS) gives for VALUE, scaled along a text style's curve:
          scaledValue     UIFontMetrics.scaledValue(for:) / @ScaledMetric: VALUE × the measured
                          multiplier, rounded to the pixel grid (1/N pt)
          scaledFontSize  the point size of scaledFont(for:) for a custom font of size VALUE:
                          VALUE × multiplier rounded to whole points, at most --max

        Options:
          --relative-to STYLE  the text style whose curve to follow (default: body, like
                               UIFontMetrics.default and @ScaledMetric); SwiftUI, UIKit or HIG name
          --category NAME      one content size category (AX3, accessibility3,
                               accessibilityExtraLarge, …)
          --all-categories     all 12 categories (the default when no --category is given)
          --max POINTS         maximumPointSize for scaledFont(for:maximumPointSize:)
          --pixel-scale N      the display scale of the pixel grid: 1, 2 or 3 (default 3)
          --format FORMAT      table (default) or json
          --help               this text

        The multipliers are the measured ones for the 11 iOS text styles; other styles have none.

        Examples:
          typecase scale 17
          typecase scale 34 --relative-to largeTitle --max 60
          typecase scale 17 --relative-to body --category AX3 --format json
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["relative-to", "category", "max", "pixel-scale", "format"],
                                      flags: ["all-categories"]).parse(arguments)
        guard parsed.positionals.count == 1 else {
            throw UsageError(parsed.positionals.isEmpty ? "missing VALUE (a number of points)"
                : "expected one VALUE, got \(parsed.positionals.count)")
        }
        let value = try TypographyNames.number(parsed.positionals[0], what: "VALUE")
        let style = try parsed.value("relative-to").map(TypographyNames.style) ?? .body
        let metrics = FontMetrics(forTextStyle: style)
        guard metrics.multiplier(at: .large) != nil else {
            let scaling = TextStyle.allCases.filter { FontMetrics(forTextStyle: $0).multiplier(at: .large) != nil }
            throw UsageError("no measured UIFontMetrics multipliers for \(style.rawValue); styles with them: "
                + scaling.map(\.rawValue).joined(separator: ", "))
        }
        let maximum = try parsed.value("max").map { try TypographyNames.number($0, what: "--max") }
        let pixelScale = Int(try TypographyNames.choice(parsed.value("pixel-scale") ?? "3", option: "pixel-scale",
                                                        allowed: ["1", "2", "3"]))!
        let categories = try TypographyNames.categories(parsed, all: ContentSizeCategory.allCases,
                                                        default: ContentSizeCategory.allCases)
        let format = try TypographyNames.choice(parsed.value("format") ?? "table", option: "format",
                                                allowed: ["table", "json"])
        var table = OutputTable(columns: [
            ("category", "Category"), ("value", "Value"), ("scaledValue", "Scaled value"),
            ("scaledFontSize", "Scaled font size"),
        ])
        for category in categories {
            table.rows.append([
                .text(category.swiftUIName), .number(value),
                .number(metrics.scaledValue(for: value, at: category, pixelScale: pixelScale)),
                .number(metrics.scaledFontSize(for: value, at: category, maximumPointSize: maximum)),
            ])
        }
        print(format == "json" ? table.renderJSON() : table.renderTable())
        return ExitCode.success
    }
}
