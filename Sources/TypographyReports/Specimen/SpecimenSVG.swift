import Typography

/// A ``Specimen`` as one self-contained SVG image (inline styles, no scripts, no external fonts or
/// images), for design tools and documents that take pictures rather than pages: a band per content
/// size category (the accessibility sizes tinted, the default one flagged), each style set at its
/// size, weight and tracking in the system font stack (``CSSFontStack``) on a row as tall as its line
/// height, labelled with the numbers. Samples are cut at a word so they fit the width at every
/// size. Each set line is a `<g>` with `data-specimen-row`.
public enum SpecimenSVG {
    /// The image's width in px (1 pt = 1 px).
    static let width = 1200.0
    private static let margin = 24.0
    /// Where samples start: right of the labels.
    private static let sampleX = 330.0

    public static func render(_ specimen: Specimen) -> String {
        let platform = specimen.platform
        var body = ""
        var y = margin
        body += text("\(platform.displayName) type specimen", x: margin, y: y + 26, className: "title")
        y += 40
        for line in wrap(SpecimenPage.lede(specimen), limit: 160) {
            body += text(line, x: margin, y: y + 13, className: "muted")
            y += 18
        }
        y += 12
        for category in specimen.categories {
            let (section, height) = band(category, platform: platform, top: y)
            body += section
            y += height
        }
        let height = (y + margin).rounded(.up)
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(numberText(width))\" height=\"\(numberText(height))\""
        let name = HTML.escape("\(platform.displayName) type specimen — typecase")
        svg += " viewBox=\"0 0 \(numberText(width)) \(numberText(height))\" font-family=\"\(HTML.escape(CSSFontStack.interface))\""
        svg += " role=\"img\" aria-label=\"\(name)\">\n<title>\(name)</title>\n"
        svg += "<style>\n\(css)</style>\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
        return svg + body + "</svg>\n"
    }

    /// One category: its heading, then a row per line; returns the markup and its height.
    private static func band(_ group: Specimen.Category, platform: Platform, top: Double) -> (String, Double) {
        let category = group.category
        var rows = ""
        var y = top + 34
        for line in group.lines {
            let (row, height) = self.row(line, top: y)
            rows += row
            y += height
        }
        if !group.unpublished.isEmpty {
            let names = group.unpublished.map(\.higName).joined(separator: ", ")
            rows += text("Not published at \(category.higName): \(names).", x: margin, y: y + 14, className: "muted small")
            y += 22
        }
        let height = y - top + 8
        var html = "<g class=\"category\" data-category=\"\(category.swiftUIName)\">\n"
        if category.isAccessibilityCategory {
            html += "<rect x=\"0\" y=\"\(numberText(top))\" width=\"\(numberText(width))\" height=\"\(numberText(height))\" fill=\"#fffaf0\"/>\n"
        }
        html += "<line x1=\"\(numberText(margin))\" x2=\"\(numberText(width - margin))\" y1=\"\(numberText(top))\" y2=\"\(numberText(top))\" class=\"rule\"/>\n"
        var heading = category.higName
        if category.isAccessibilityCategory { heading += " · Accessibility size" }
        if category == platform.defaultCategory && platform.categories.count > 1 { heading += " · Default" }
        html += text(heading, x: margin, y: top + 24, className: "heading")
        return (html + rows + "</g>\n", height)
    }

    /// One line: the label at the left, the sample at its size on a row of its line height.
    private static func row(_ line: Specimen.Line, top: Double) -> (String, Double) {
        let resolved = line.resolved
        let lineHeight = line.lineHeight ?? (line.pointSize * 1.2).rounded()
        let height = max(lineHeight, 34) + 6
        // The sample's baseline: its line box centred in the row, the baseline at 80% of the box.
        let baseline = top + (height - lineHeight) / 2 + lineHeight * 0.8
        let family = CSSFontStack.css(CSSFontStack.names(for: resolved.family, pointSize: line.pointSize))
        let variant = line.variant == .standard ? "" : " (\(line.variant.rawValue))"
        let size = "\(numberText(line.pointSize)) / \(line.lineHeight.map { numberText($0) } ?? "—") pt"
        var html = "<g class=\"row\" data-specimen-row=\"\" data-style=\"\(resolved.style.rawValue)\""
        html += " data-category=\"\(resolved.category.swiftUIName)\" data-variant=\"\(line.variant.rawValue)\">\n"
        html += text("\(resolved.style.higName)\(variant)  \(size)", x: margin, y: top + 17, className: "name")
        html += text(SpecimenPage.metrics(line), x: margin, y: top + 31, className: "muted small")
        html += "<text x=\"\(numberText(sampleX))\" y=\"\(numberText(baseline))\" font-family=\"\(HTML.escape(family))\""
        html += " font-size=\"\(numberText(line.pointSize))\" font-weight=\"\(line.weight.cssWeight)\""
        html += " letter-spacing=\"\(numberText(resolved.tracking?.shownPoints ?? 0))\" class=\"sample\">"
        html += HTML.escape(fitted(SpecimenPage.sampleText(resolved.style), pointSize: line.pointSize)) + "</text>\n"
        return (html + "</g>\n", height)
    }

    /// The sample's leading words that fit right of the labels at `pointSize`, reckoning a generous
    /// 0.6 em per character (SVG text does not wrap); at least the first word.
    static func fitted(_ sample: String, pointSize: Double) -> String {
        let available = width - sampleX - margin
        var result = ""
        for word in sample.split(separator: " ") {
            let candidate = result.isEmpty ? String(word) : result + " " + word
            if !result.isEmpty && Double(candidate.count) * pointSize * 0.6 > available { break }
            result = candidate
        }
        return result
    }

    /// Lines of at most `limit` characters, broken at spaces.
    private static func wrap(_ text: String, limit: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > limit {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func text(_ content: String, x: Double, y: Double, className: String) -> String {
        "<text x=\"\(numberText(x))\" y=\"\(numberText(y))\" class=\"\(className)\">\(HTML.escape(content))</text>\n"
    }

    private static let css = """
        text { fill: #1d1d1f; }
        .title { font-size: 26px; font-weight: 700; }
        .heading { font-size: 17px; font-weight: 600; }
        .name { font-size: 13px; font-weight: 600; }
        .muted { fill: #6e6e73; font-size: 13px; }
        .small { font-size: 11px; }
        .rule { stroke: #d2d2d7; stroke-width: 1; }

        """
}
