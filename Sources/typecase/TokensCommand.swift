import Foundation
import Typography
import TypographyReports

/// `typecase tokens`: a platform's type ramp as design tokens for web and design tools.
enum TokensCommand: Command {
    static let name = "tokens"
    static let summary = "Export a platform's type ramp as design tokens (DTCG), CSS or JSON"
    static let help = """
        Usage: typecase tokens [--platform NAME] [--format dtcg|css|json] [--output PATH]
               typecase tokens --per-size [--platform NAME] --output FOLDER

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
          --per-size        dtcg only: write to the folder --output names one token file per
                            Dynamic Type size and a DTCG 2025.10 resolver document (below)
          --help            this text

        With --per-size the folder gets, for ios (other platforms by their name):
          ios.resolver.json          the resolver: the set ios.tokens.json, then the modifier
                                     "dynamic-type" whose contexts are the sizes (default large),
                                     each listing its file
          ios.tokens.json            the dtcg document above
          ios.xSmall.tokens.json …   one per size (xSmall … accessibility5; watchOS's nine), every
                                     token's value at that size
        All files are written or none. macOS and tvOS have no Dynamic Type (one size) and visionOS
        publishes no sizes: --per-size exits 2 there.

        Styles whose size, line height or weight is not published (the Extra Large Titles' line
        heights, all of visionOS) are left out of dtcg and css and named in a description or
        comment; visionOS publishes none, so dtcg and css exit 2 there.

        Examples:
          typecase tokens --output typography.tokens.json
          typecase tokens --format css --output dynamic-type.css
          typecase tokens --per-size --output tokens
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(valued: ["platform", "format", "output"], flags: ["per-size"]).parse(arguments)
        if let extra = parsed.positionals.first { throw UsageError("unexpected argument '\(extra)'") }
        let platform = try parsed.value("platform").map(TypographyNames.platform) ?? .ios
        let format = try TypographyNames.choice(parsed.value("format") ?? "dtcg", option: "format",
                                                allowed: ["dtcg", "css", "json"])
        if parsed.flags.contains("per-size") {
            guard format == "dtcg" else {
                throw UsageError("--per-size writes DTCG files; --format \(format) already has every size in one document")
            }
            return try writePerSize(platform: platform, folder: parsed.value("output"))
        }
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

    /// `--per-size`: every file of ``DynamicTypeTokenSets`` into `folder`, all or none.
    private static func writePerSize(platform: Platform, folder: String?) throws -> Int32 {
        guard let folder, folder != ReportRequest.standardOutputPath else {
            throw UsageError("--per-size writes several files: name their folder with --output FOLDER")
        }
        if let reason = DynamicTypeTokenSets.unavailableReason(platform: platform) {
            printError("tokens: \(reason)")
            return ExitCode.usage
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw UsageError("--output '\(folder)' is a file; --per-size writes into a folder")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let documents = DynamicTypeTokenSets.files(platform: platform).map {
            RenderedDocument(path: prefix + $0.name, bytes: Array($0.document.rendered().utf8), noun: "tokens")
        }
        for document in documents { try OutputFile.checkDestination(document.path) }
        let failures = ReportWriter.write(documents)
        for failure in failures { printError(failure.description) }
        return failures.isEmpty ? ExitCode.success : ExitCode.usage
    }
}
