import Typography
import TypographyReports

/// `typecase tokens`: a platform's type ramp as design tokens for web and design tools.
enum TokensCommand: Command {
    static let name = "tokens"
    static let summary = "Export a platform's type ramp as design tokens (DTCG), CSS or JSON"
    static let help = """
        Usage: typecase tokens [--platform NAME] [--format dtcg|css|json] [--output PATH]

        Writes the text styles of a platform as design tokens, so web and design tools use the
        same numbers as the HIG's tables (1 pt = 1 px):

          dtcg  W3C Design Tokens, format 2025.10 (the default): a `typography` composite token per
                style with its values at the default size (fontFamily as the system stack for its
                optical size, fontSize, fontWeight, letterSpacing, lineHeight as a multiplier), and
                every Dynamic Type size's fontSize, lineHeight and letterSpacing under
                $extensions."org.typecase".dynamicType
          css   CSS custom properties: the default size on :root and one rule per category on
                [data-dynamic-type="NAME"] (--body-font-size, --body-line-height, --body-font, …)
          json  every style at every category, null where not published

        Options:
          --platform NAME   ios (default), ipados, macos, watchos, tvos or visionos
          --format FORMAT   dtcg (default), css or json
          --output PATH     write to PATH (atomically) instead of standard output
          --help            this text

        Styles whose size, line height or weight is not published (the Extra Large Titles' line
        heights, all of visionOS) are left out of dtcg and css and named in a description or
        comment; visionOS publishes none, so dtcg and css exit 2 there.

        Examples:
          typecase tokens --output typography.tokens.json
          typecase tokens --format css --output dynamic-type.css
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["platform", "format", "output"]).parse(arguments)
        if let extra = parsed.positionals.first { throw UsageError("unexpected argument '\(extra)'") }
        let platform = try parsed.value("platform").map(TypographyNames.platform) ?? .ios
        let format = try TypographyNames.choice(parsed.value("format") ?? "dtcg", option: "format",
                                                allowed: ["dtcg", "css", "json"])
        if format != "json" && DesignTokens.styles(of: platform).exported.isEmpty {
            printError("tokens: \(platform.displayName) publishes no text style sizes; nothing to export as \(format)")
            return ExitCode.usage
        }
        let text = switch format {
        case "css": DesignTokens.css(platform: platform)
        case "json": DesignTokens.json(platform: platform).rendered()
        default: DesignTokens.dtcg(platform: platform).rendered()
        }
        return try OutputFile.finish(text, to: parsed.value("output"))
    }
}
