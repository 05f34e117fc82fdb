import Typography
import TypographyReports

/// `typecase specimen`: every text style of a platform at every size, as a page to look at.
enum SpecimenCommand: Command {
    static let name = "specimen"
    static let summary = "Write a type specimen page or image: every text style at every Dynamic Type size"
    static let help = """
        Usage: typecase specimen [--platform NAME] [--format html|svg] [--output PATH] [--emphasized] [--leading]

        Writes one self-contained HTML page (inline CSS, no scripts, no network) that sets every text
        style of a platform at every content size category it has — 12 on iOS, iPadOS and visionOS, 9
        on watchOS, one on macOS and tvOS — each line at the style's point size, line height, weight
        and tracking from the HIG's tables, labelled with those numbers. The accessibility sizes
        (AX1 … AX5) are marked and the default size is flagged. Text is set in the system font
        (-apple-system, system-ui, then "SF Pro Text" below 20 pt and "SF Pro Display" from 20 pt by
        name), with Helvetica Neue / Arial as the fallback elsewhere.

        Options:
          --platform NAME   ios (default), ipados, macos, watchos, tvos or visionos
          --format FORMAT   html (default): the page, with a table of every size at a glance; svg: one
                            self-contained SVG image of the same lines (for design tools and documents;
                            samples are cut at a word to fit its 1200 px width)
          --output PATH     write the page to PATH (atomically) instead of standard output
          --emphasized      add a line per style in its emphasized (bold-trait) weight
          --leading         add lines per style with tight and loose leading (−2 / +2 pt; ±1 pt on watchOS)
          --help            this text

        Styles or categories whose size, line height or weight the HIG does not publish are listed
        as not published instead of set (visionOS publishes none: the command exits 2).

        Examples:
          typecase specimen --output specimen.html
          typecase specimen --platform watchos --emphasized --output watch.html
          typecase specimen --format svg --output specimen.svg
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["platform", "format", "output"], flags: ["emphasized", "leading"])
            .parse(arguments)
        if let extra = parsed.positionals.first { throw UsageError("unexpected argument '\(extra)'") }
        let platform = try parsed.value("platform").map(TypographyNames.platform) ?? .ios
        let format = try TypographyNames.choice(parsed.value("format") ?? "html", option: "format", allowed: ["html", "svg"])
        let specimen = Specimen(platform: platform, emphasized: parsed.flag("emphasized"), leading: parsed.flag("leading"))
        guard specimen.lineCount > 0 else {
            printError("specimen: \(platform.displayName) publishes no text style sizes; nothing to set")
            return ExitCode.usage
        }
        let rendered = format == "svg" ? SpecimenSVG.render(specimen) : SpecimenPage.render(specimen)
        return try OutputFile.finish(rendered, to: parsed.value("output"))
    }
}
