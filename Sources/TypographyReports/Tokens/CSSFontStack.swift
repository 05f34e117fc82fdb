import Typography

/// CSS `font-family` lists for Apple's system families: the system font first (`-apple-system`,
/// `system-ui`, or the `ui-serif` / `ui-rounded` / `ui-monospace` keywords), then the family by name
/// and optical size (`SF Pro Text` below 20 pt, `SF Pro Display` from 20 pt, New York for serif) for
/// Macs with the fonts installed, then a named fallback that exists on most other systems — so a page
/// is right on a Mac and legible elsewhere.
public enum CSSFontStack {
    /// The family names, most preferred first, for `family` at `pointSize`.
    public static func names(for family: FontFamily, pointSize: Double) -> [String] {
        let isDisplay = family.opticalDesign(atSize: pointSize) == .display
        switch family {
        case .sfPro: return ["-apple-system", "system-ui", isDisplay ? "SF Pro Display" : "SF Pro Text"] + sansFallback
        case .sfCompact:
            return ["-apple-system", "system-ui", isDisplay ? "SF Compact Display" : "SF Compact Text"] + sansFallback
        case .sfProRounded: return ["ui-rounded", "SF Pro Rounded", "-apple-system", "system-ui"] + sansFallback
        case .sfCompactRounded: return ["ui-rounded", "SF Compact Rounded", "-apple-system", "system-ui"] + sansFallback
        case .newYork: return ["ui-serif", "New York", "Georgia", "Times New Roman", "serif"]
        case .sfMono: return ["ui-monospace", "SF Mono", "Menlo", "DejaVu Sans Mono", "monospace"]
        }
    }

    /// The named fallback after the system font: Helvetica Neue, then Arial, then any sans-serif.
    public static let sansFallback = ["Helvetica Neue", "Arial", "sans-serif"]

    /// The list as a CSS `font-family` value: names quoted, keywords (`system-ui`, `serif`) bare.
    public static func css(_ names: [String]) -> String {
        names.map { keywords.contains($0) ? $0 : quoted($0) }.joined(separator: ", ")
    }

    /// A custom family as written in source, then the system font as its fallback.
    public static func custom(_ family: String) -> String {
        (keywords.contains(family) ? family : quoted(family)) + ", " + customFallback
    }

    /// What follows a custom family: the system font, then the named fallback.
    private static let customFallback = css(["-apple-system", "system-ui"] + sansFallback)

    /// `css(names(for: family, pointSize: size))`, each family's two lists (text and display sizes)
    /// built once.
    public static func system(_ family: FontFamily, pointSize: Double) -> String {
        let lists = systemLists[family] ?? (text: "", display: "")
        return family.opticalDesign(atSize: pointSize) == .display ? lists.display : lists.text
    }

    private static let systemLists: [FontFamily: (text: String, display: String)] = Dictionary(
        // 12 pt is set in San Francisco's Text design, 28 pt in its Display design.
        uniqueKeysWithValues: FontFamily.allCases.map { family in
            (family, (css(names(for: family, pointSize: 12)), css(names(for: family, pointSize: 28))))
        })

    /// `text` as a CSS string in single quotes: quotes, backslashes and control characters escaped
    /// (`\27 `, `\5c `, `\a `), so a family name from source cannot end the string or the declaration.
    static func quoted(_ text: String) -> String {
        // Most names have nothing to escape: no walk by scalar.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "<")
            || $0 == UInt8(ascii: ">") || $0 < 0x20 || $0 == 0x7F }) {
            return "'" + text + "'"
        }
        var output = "'"
        for scalar in text.unicodeScalars {
            if scalar == "'" || scalar == "\\" || scalar == "<" || scalar == ">" || scalar.value < 0x20 || scalar.value == 0x7F {
                output += "\\" + String(scalar.value, radix: 16) + " "
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "'"
    }

    private static let keywords: Set<String> = [
        "-apple-system", "system-ui", "ui-serif", "ui-rounded", "ui-monospace", "serif", "sans-serif", "monospace",
    ]

    /// The pages' own labels and tables.
    static let interface = css(["-apple-system", "system-ui", "SF Pro Text"] + sansFallback)
    /// Code excerpts.
    static let code = css(names(for: .sfMono, pointSize: 13))
}
