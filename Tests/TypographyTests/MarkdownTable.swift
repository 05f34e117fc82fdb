import Typography

/// A Markdown table from `Spec`, split into cells (the separator row dropped, `**` emphasis removed).
struct MarkdownTable {
    let header: [String]
    let rows: [[String]]

    init(_ text: String) {
        let lines = text.split(separator: "\n").map { line in
            line.trimmingPrefix("|").split(separator: "|", omittingEmptySubsequences: false).dropLast()
                .map { $0.replacing("**", with: "").trimmingPrefix(" ").reversed().trimmingPrefix(" ").reversed() }
                .map { String($0) }
        }
        header = lines[0]
        rows = lines.dropFirst().filter { !($0.first?.hasPrefix("---") ?? false) }
    }

    /// The row whose first cell is `label`.
    func row(_ label: String) -> [String]? { rows.first { $0[0] == label } }
}

/// The test's own reading of spec names, independent of the library's name parsing.
enum SpecNames {
    static let styles: [String: TextStyle] = [
        "Large Title": .largeTitle, "Title 1": .title, "Title 2": .title2, "Title 3": .title3,
        "Headline": .headline, "Body": .body, "Callout": .callout, "Subhead": .subheadline,
        "Subheadline": .subheadline, "Footnote": .footnote, "Footnote 1": .footnote, "Footnote 2": .footnote2,
        "Caption 1": .caption, "Caption 2": .caption2, "Subtitle 1": .subtitle1,
    ]
    static let categories: [String: ContentSizeCategory] = [
        "xSmall": .xSmall, "Small": .small, "Medium": .medium, "Large": .large, "xLarge": .xLarge,
        "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "AX1": .accessibility1, "AX2": .accessibility2,
        "AX3": .accessibility3, "AX4": .accessibility4, "AX5": .accessibility5,
    ]
    static let weights: [String: FontWeight] = [
        "Ultralight": .ultraLight, "Thin": .thin, "Light": .light, "Regular": .regular, "Medium": .medium,
        "Semibold": .semibold, "Bold": .bold, "Heavy": .heavy, "Black": .black,
    ]

    /// Splits "Large Title (Regular → Bold)" into the style and its two weights.
    static func styleLabel(_ label: String) -> (name: String, style: TextStyle, weight: FontWeight, emphasized: FontWeight)? {
        guard let open = label.firstIndex(of: "("), let arrow = label.firstIndex(of: "→") else { return nil }
        let name = String(label[..<open].dropLast())
        let base = label[label.index(after: open)..<arrow].split(separator: " ").joined()
        let emphasized = label[label.index(after: arrow)...].dropLast().split(separator: " ").joined()
        guard let style = styles[name], let weight = weights[base], let emphasis = weights[emphasized] else { return nil }
        return (name, style, weight, emphasis)
    }

    /// A number cell: "+41", "-0.43", "32.5".
    static func number(_ cell: String) -> Double? { Double(cell) }
}
