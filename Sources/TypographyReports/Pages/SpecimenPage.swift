import Typography

/// A ``Specimen`` as one self-contained HTML page: a section per content size category (the
/// accessibility sizes marked, the default one flagged), each style set at its size, line height,
/// weight and tracking in the system font stack (``CSSFontStack``) and labelled with those numbers.
/// Each set line is an element with `data-specimen-row`.
public enum SpecimenPage {
    public static func render(_ specimen: Specimen) -> String {
        let platform = specimen.platform
        var body = "<header>\n<h1>\(HTML.escape(platform.displayName)) type specimen</h1>\n"
        body += "<p class=\"lede\">\(HTML.escape(lede(specimen)))</p>\n"
        if specimen.categories.count > 1 {
            body += "<nav class=\"jump\">"
            for category in specimen.categories {
                body += "<a href=\"#\(category.category.swiftUIName)\">\(HTML.escape(category.category.higName))</a>"
            }
            body += "</nav>\n"
        }
        body += "</header>\n"
        body += overview(specimen)
        for category in specimen.categories {
            body += section(category, platform: platform)
        }
        return HTML.page(title: "\(platform.displayName) type specimen — typecase", css: css, body: body)
    }

    static func lede(_ specimen: Specimen) -> String {
        let platform = specimen.platform
        let styles = platform.textStyles.count
        var text = platform.supportsDynamicType
            ? "\(styles) text styles at the \(specimen.categories.count) Dynamic Type sizes of \(platform.displayName)"
            : "\(styles) text styles (\(platform.displayName) has one size table: no Dynamic Type)"
        text += ", from the HIG's tables. 1 pt is set as 1 CSS px; tracking is the HIG's 1/1000 em value. "
        text += "Set in the system font (SF Pro Text below 20 pt, SF Pro Display from 20 pt, New York for serif) "
        text += "on Apple devices; elsewhere in Helvetica Neue or Arial, so shapes differ but sizes, line heights, "
        text += "weights and tracking are Apple's."
        return text
    }

    private static func section(_ group: Specimen.Category, platform: Platform) -> String {
        let category = group.category
        var html = "<section class=\"category\(category.isAccessibilityCategory ? " ax" : "")\" id=\"\(category.swiftUIName)\">\n"
        var names: [String] = []
        for name in [category.swiftUIName, category.uiKitName]
        where name.lowercased() != category.higName.lowercased() && !names.contains(name) { names.append(name) }
        html += "<h2>\(HTML.escape(category.higName)) <span class=\"muted names\">"
        html += HTML.escape(names.joined(separator: " · ")) + "</span>"
        if category.isAccessibilityCategory { html += " <span class=\"badge ax\">Accessibility size</span>" }
        if category == platform.defaultCategory && platform.categories.count > 1 {
            html += " <span class=\"badge default\">Default</span>"
        }
        html += "</h2>\n"
        for line in group.lines { html += row(line, platform: platform) }
        if !group.unpublished.isEmpty {
            html += "<p class=\"muted unpublished\">Not published at \(HTML.escape(category.higName)): "
            html += HTML.escape(group.unpublished.map(\.higName).joined(separator: ", ")) + ".</p>\n"
        }
        return html + "</section>\n"
    }

    private static func row(_ line: Specimen.Line, platform: Platform) -> String {
        let resolved = line.resolved
        let family = CSSFontStack.css(CSSFontStack.names(for: resolved.family, pointSize: line.pointSize))
        var style = "font-family: \(family); font-size: \(numberText(line.pointSize))px; "
        style += "line-height: \(line.lineHeight.map { numberText($0) + "px" } ?? "normal"); "
        style += "font-weight: \(line.weight.cssWeight); letter-spacing: \(numberText(resolved.tracking?.shownPoints ?? 0))px;"
        if let lineHeight = line.lineHeight { style += " --line: \(numberText(lineHeight))px;" }
        let variant = line.variant == .standard ? "" : " <span class=\"badge\">\(line.variant.rawValue)</span>"
        var html = "<div class=\"row\(line.variant == .standard ? "" : " variant")\" data-specimen-row"
        html += " data-style=\"\(resolved.style.rawValue)\" data-category=\"\(resolved.category.swiftUIName)\""
        html += " data-variant=\"\(line.variant.rawValue)\">\n"
        html += "<div class=\"label\"><div class=\"name\">\(HTML.escape(resolved.style.higName))\(variant)"
        html += " <span class=\"size\">\(numberText(line.pointSize)) / \(line.lineHeight.map { numberText($0) } ?? "—") pt</span></div>"
        html += "<div class=\"metrics\">\(HTML.escape(metrics(line)))</div></div>\n"
        html += "<div class=\"sample\" style=\"\(HTML.escape(style))\">\(HTML.escape(sampleText(resolved.style)))</div>\n"
        return html + "</div>\n"
    }

    /// `Regular 400 · -26/1000 em (-0.43 pt) · Text`: the point value is the HIG's column (the one
    /// every report shows, ``Typography/Tracking/shownPoints``), or says it is computed.
    static func metrics(_ line: Specimen.Line) -> String {
        var parts = ["\(line.weight.higName) \(line.weight.cssWeight)"]
        if line.lineHeight == nil { parts.append("line height not published") }
        if let tracking = line.resolved.tracking {
            let points = numberText(tracking.shownPoints) + " pt" + (tracking.isPointsPublished ? "" : " computed, not published")
            parts.append("\(numberText(tracking.em))/1000 em\(tracking.placement == .listed ? "" : " interpolated") (\(points))")
        } else {
            parts.append("tracking not published")
        }
        if let optical = line.resolved.opticalDesign { parts.append(optical == .text ? "Text" : "Display") }
        return parts.joined(separator: " · ")
    }

    /// Sizes at a glance: a style per row, a category per column (accessibility sizes shaded),
    /// each cell the size over the line height.
    private static func overview(_ specimen: Specimen) -> String {
        guard specimen.categories.count > 1 else { return "" }
        let platform = specimen.platform
        var html = "<section class=\"overview\">\n<h2>Sizes at a glance <span class=\"muted names\">point size / line height</span></h2>\n"
        html += "<div class=\"scroll\"><table class=\"ramp\">\n<tr><th>Style</th>"
        for category in specimen.categories {
            let kind = category.category.isAccessibilityCategory ? " ax" : category.category == platform.defaultCategory ? " default" : ""
            html += "<th class=\"num\(kind)\">\(HTML.escape(category.category.higName))</th>"
        }
        html += "</tr>\n"
        for style in platform.textStyles {
            html += "<tr><th>\(HTML.escape(style.higName))</th>"
            for category in specimen.categories {
                let kind = category.category.isAccessibilityCategory ? " ax" : category.category == platform.defaultCategory ? " default" : ""
                let resolved = style.resolved(on: platform, at: category.category)
                if let size = resolved.pointSize {
                    let lineHeight = resolved.lineHeight.map { numberText($0) } ?? "—"
                    html += "<td class=\"num\(kind)\">\(numberText(size))<span class=\"muted\">/\(lineHeight)</span></td>"
                } else {
                    html += "<td class=\"num\(kind) muted\" title=\"not published\">—</td>"
                }
            }
            html += "</tr>\n"
        }
        return html + "</table></div>\n</section>\n"
    }

    /// Neutral text that names the style's job, so hierarchy reads at a glance in any app.
    static func sampleText(_ style: TextStyle) -> String {
        switch style {
        case .extraLargeTitle, .extraLargeTitle2, .largeTitle: "Page title"
        case .title, .title2, .title3: "Section title"
        case .headline, .subtitle1: "A headline for a row"
        case .body, .callout: "Body text is what people read most: it wraps over lines and grows with their text size."
        case .subheadline, .footnote, .footnote2: "Secondary details and notes"
        case .caption, .caption2: "A caption · 3 min ago"
        }
    }

    private static let css = """
        header { position: sticky; top: 0; background: rgba(255,255,255,0.94); padding: 8px 0 4px; z-index: 1;
          border-bottom: 1px solid var(--line); }
        section.category { padding: 4px 0 12px; border-bottom: 1px solid var(--line); }
        section.category.ax { background: linear-gradient(90deg, #fffaf0, #fff 60%); }
        section.category h2 { margin-top: 20px; }
        .names { font-size: 13px; font-weight: 400; }
        .row { display: grid; grid-template-columns: 300px 1fr; gap: 16px; align-items: baseline; padding: 4px 0;
          border-top: 1px dotted #e5e5ea; }
        .row.variant { border-top-style: none; padding-top: 0; }
        .row .name { font-weight: 600; }
        .row .size { font-weight: 400; color: var(--muted); margin-left: 4px; font-variant-numeric: tabular-nums; }
        table.ramp th, table.ramp td { padding: 3px 8px; }
        table.ramp th { text-transform: none; letter-spacing: 0; }
        table.ramp td.ax, table.ramp th.ax { background: #fff6e5; }
        table.ramp td.default, table.ramp th.default { background: #eef5ff; font-weight: 600; }
        table.ramp th:first-child { text-transform: none; letter-spacing: 0; font-size: 13px; color: var(--ink); }
        .row .metrics { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
        .sample { color: var(--ink); overflow-wrap: anywhere; --line: 1.2em;
          background: repeating-linear-gradient(to bottom, transparent 0 calc(var(--line) - 1px), #e8eefc calc(var(--line) - 1px) var(--line)); }
        .unpublished { font-size: 12px; }
        @media (max-width: 700px) {
          header { position: static; }
          .row { grid-template-columns: minmax(0, 1fr); gap: 2px; padding: 6px 0; }
          .sample { overflow-wrap: break-word; }
        }

        """
}
