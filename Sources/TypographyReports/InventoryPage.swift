import Typography

/// The inventory as one self-contained HTML page: totals at the top; every font set at its size next
/// to its proposed style, largest first, with its number of uses; a table of screens with their type
/// levels now and after the proposal; small charts of each font across the platform's Dynamic Type
/// sizes; the custom families; and every use by screen (in `<details>`, no script needed). Each
/// font row carries `data-inventory-entry`, each chart `data-growth-chart`.
public enum InventoryPage {
    public static func render(_ inventory: Inventory, title: String = "Type inventory") -> String {
        let body = "<h1>\(HTML.escape(title))</h1>\n" + sections(inventory)
        return HTML.page(title: "\(title) — typecase", css: css, body: body)
    }

    /// The page's sections without the frame (the audit page puts them below its findings).
    static func sections(_ inventory: Inventory) -> String {
        var html = "<p class=\"lede\">\(HTML.escape(lede(inventory)))</p>\n"
        html += cards(inventory)
        guard !inventory.entries.isEmpty else { return html }
        html += overview(inventory)
        html += screens(inventory)
        html += fonts(inventory)
        html += growth(inventory)
        html += families(inventory)
        html += uses(inventory)
        return html
    }

    private static func lede(_ inventory: Inventory) -> String {
        "Every font the app's text is shown in, from \(inventory.files) files, with a proposed simplified scale: each raw "
            + "size mapped to its nearest text style (closest size at the default category, then the same weight, then "
            + "the more common style). Sizes are points at the default category, set 1 pt = 1 CSS px."
    }

    private static func cards(_ inventory: Inventory) -> String {
        let screens = inventory.screens.filter(\.isScreen)
        let maxLevels = screens.map(\.levels.count).max() ?? 0
        let maxProposed = screens.map(\.proposedLevels.count).max() ?? 0
        let starting = inventory.entries.filter(\.startsScaling).count
        let overtaken = inventory.screens.reduce(0) { $0 + $1.overtakings.count }
        var items = [
            (inventory.scalingShare.map(InventoryText.percent) ?? "—",
             "of \(inventory.textSites) text sites scale", inventory.scalingShare.map { $0 >= 0.9 ? "ok" : "warn" } ?? ""),
            (String(inventory.entries.count), "distinct fonts", ""),
            (String(screens.count), "screens", ""),
            ("\(maxLevels) → \(maxProposed)", "most levels on a screen, now → proposed", maxLevels > 3 ? "warn" : ""),
            (String(starting), "fonts that would start scaling", ""),
        ]
        if overtaken > 0 { items.append((String(overtaken), "flat sizes overtaken at the largest size", "warn")) }
        if !inventory.customFamilies.isEmpty { items.append((String(inventory.customFamilies.count), "custom families", "")) }
        var html = "<div class=\"summary\">"
        for (value, label, kind) in items {
            html += "<div class=\"card \(kind)\"><div class=\"big\">\(HTML.escape(value))</div><div class=\"label\">\(HTML.escape(label))</div></div>"
        }
        return html + "</div>\n"
    }

    // MARK: Fonts

    private static func fonts(_ inventory: Inventory) -> String {
        var html = "<h2>Fonts, set at their size, and the proposed scale</h2>\n<div class=\"fonts\">\n"
        for entry in inventory.entries {
            let font = entry.font
            html += "<div class=\"font\" data-inventory-entry>\n<div class=\"now\">"
            html += sample(font.size, style: fontCSS(font), text: sampleText)
            html += "<div class=\"meta\"><strong>\(HTML.escape(font.label))</strong> "
            html += "<span class=\"badge\">\(entry.uses.count) use\(entry.uses.count == 1 ? "" : "s")</span> "
            html += scalingBadge(entry) + " <span class=\"muted\">\(HTML.escape(font.platform.displayName))</span></div></div>\n"
            html += "<div class=\"arrow\">\(entry.proposal == nil ? "" : "→")</div>\n<div class=\"after\">"
            if let proposal = entry.proposal {
                html += sample(proposal.stylePointSize, style: proposedCSS(entry, proposal), text: sampleText)
                html += "<div class=\"meta\"><strong>\(HTML.escape(InventoryText.proposal(entry)))</strong> "
                html += "<span class=\"muted\">\(HTML.escape(InventoryText.beforeAfter(entry)))</span>"
                if entry.startsScaling { html += " <span class=\"badge ok\">starts scaling</span>" }
                html += "</div>"
            } else {
                html += "<div class=\"meta muted\">\(font.textStyle != nil ? "Already a text style." : "Size not known: no proposal.")</div>"
            }
            html += "</div>\n</div>\n"
        }
        return html + "</div>\n"
    }

    private static let sampleText = "Brew 1:16"

    private static func sample(_ size: Double?, style: String, text: String) -> String {
        guard size != nil else { return "<div class=\"sample unknown\">?</div>" }
        return "<div class=\"sample\" style=\"\(HTML.escape(style))\">\(HTML.escape(text))</div>"
    }

    /// The CSS that sets a font: the system stack of its design and optical size, or the custom
    /// family with the system font as fallback.
    static func fontCSS(_ font: InventoryFont) -> String {
        guard let size = font.size else { return "" }
        let family: String
        if case .custom(let name) = font.family {
            family = CSSFontStack.custom(name ?? "")
        } else {
            family = CSSFontStack.system((font.design ?? .default).family(on: font.platform), pointSize: size)
        }
        var css = "font-family: \(family); font-size: \(numberText(size))px; font-weight: \((font.weight ?? .regular).cssWeight);"
        if font.isItalic { css += " font-style: italic;" }
        return css
    }

    private static func proposedCSS(_ entry: Inventory.Entry, _ proposal: NearestTextStyle) -> String {
        var font = entry.font
        font.size = proposal.stylePointSize
        font.weight = proposal.weightToApply ?? proposal.styleWeight
        if case .custom = font.family {} else { font.family = .textStyle(proposal.style, isDefault: false) }
        return fontCSS(font)
    }

    private static func scalingBadge(_ entry: Inventory.Entry) -> String {
        switch entry.growth.kind {
        case .grows: "<span class=\"badge ok\">scales</span>"
        case .capped: "<span class=\"badge warning\">capped</span>"
        case .flat: entry.font.scaling == .setOnce ? "<span class=\"badge error\">set once</span>" : "<span class=\"badge error\">fixed</span>"
        case .noDynamicType: "<span class=\"badge\">no Dynamic Type</span>"
        case .unknown: "<span class=\"badge\">\(HTML.escape(entry.font.scalingLabel))</span>"
        }
    }

    // MARK: Screens

    private static func screens(_ inventory: Inventory) -> String {
        var html = "<h2>Type levels per screen</h2>\n"
        html += "<p class=\"muted\">A level is a distinct size at the default category (weight-only emphasis is the same level), "
        html += "counted as too-many-type-levels counts it: navigation titles, toolbar, menu, alert, popover and help items "
        html += "and accessibility-only text are laid out apart; of the cases of a switch, the clauses of an #if and the two sides of a choice "
        html += "(compact ? .caption : .title), which never show together, the busiest counts. "
        html += "<span class=\"level gone\">struck</span> levels go, <span class=\"level new\">green</span> ones come with the "
        html += "proposed scale.</p>\n"
        html += "<table class=\"screens\">\n<tr><th>Screen</th><th class=\"num\">Uses</th><th>Levels now</th><th>Proposed</th>"
        html += "<th class=\"num\">Start scaling</th><th>At the largest size</th></tr>\n"
        for screen in inventory.screens {
            html += "<tr data-screen><td><strong>\(HTML.escape(screen.name))</strong>"
            if !screen.isScreen { html += " <span class=\"badge\">not a screen</span>" }
            if screen.documentUses > 0 { html += " <span class=\"badge\">Interface Builder</span>" }
            html += "</td><td class=\"num\">\(screen.useCount)</td>"
            html += "<td class=\"levels\">\(levels(screen.levels, warn: screen.isScreen && screen.levels.count > 3, changed: screen.proposedLevels, mark: "gone"))</td>"
            html += "<td class=\"levels\">\(levels(screen.proposedLevels, warn: false, changed: screen.levels, mark: "new"))</td>"
            html += "<td class=\"num\">\(screen.startScaling)</td><td>"
            html += screen.overtakings.map { HTML.escape(InventoryText.overtaking($0, inventory)) }.joined(separator: "<br>")
            html += "</td></tr>\n"
        }
        html += "</table>\n"
        if let note = InventoryText.documentNote(inventory) { html += "<p class=\"muted\">\(HTML.escape(note))</p>\n" }
        return html
    }

    /// The sizes as chips set at a size that grows with them; those not in `other` get the class `mark`.
    private static func levels(_ sizes: [Double], warn: Bool, changed other: [Double], mark: String) -> String {
        guard !sizes.isEmpty else { return "<span class=\"muted\">—</span>" }
        var html = "<span class=\"count\(warn ? " warn" : "")\">\(sizes.count)</span> "
        for size in sizes {
            let scale = min(max(size, 9), 40)
            html += "<span class=\"level\(other.contains(size) ? "" : " " + mark)\" style=\"font-size: \(numberText(scale * 0.6 + 5))px\">"
            html += "\(numberText(size))</span>"
        }
        return html
    }

    // MARK: Growth

    private static func growth(_ inventory: Inventory) -> String {
        let charted = inventory.entries.filter { $0.font.platform.supportsDynamicType && $0.growth.sizes.count > 1 }
        guard !charted.isEmpty else { return "" }
        var html = "<h2>Each font across the Dynamic Type sizes</h2>\n"
        html += "<p class=\"muted\">Each font's size from the smallest to the largest category, computed like UIFontMetrics "
        html += "(text styles from the HIG's tables; custom sizes along their curve, in whole points, with maximumPointSize; "
        html += "fixed and set-once sizes flat). The dotted line is Body; accessibility sizes are shaded.</p>\n<div class=\"charts\">\n"
        let top = charted.flatMap { $0.growth.sizes.compactMap(\.size) }.max().map { max($0, 60) } ?? 60
        // Body's line, drawn behind every chart of its platform: computed once per platform.
        var references: [Platform: String] = [:]
        // Fonts of one size and scaling share their chart (a weight or family apart): drawn once.
        var charts: [ChartKey: String] = [:]
        for entry in charted {
            let platform = entry.font.platform
            let key = ChartKey(platform: platform, kind: entry.growth.kind, sizes: entry.growth.sizes.map(\.size))
            if charts[key] == nil {
                let reference = references[platform] ?? chartPoints(InventoryGrowth(bodyOn: platform).sizes, top: top)
                references[platform] = reference
                charts[key] = chart(entry.growth, referencePoints: reference, top: top)
            }
            html += "<figure class=\"chart\" data-growth-chart>"
            html += charts[key] ?? ""
            html += "<figcaption><strong>\(HTML.escape(entry.font.label))</strong><br>"
            html += "<span class=\"muted\">\(HTML.escape(InventoryText.growth(entry)))</span> \(scalingBadge(entry))</figcaption></figure>\n"
        }
        return html + "</div>\n"
    }

    /// Per platform with Dynamic Type, every font across the categories in one chart (blue grows,
    /// orange stops at a cap, red stays flat; Body dotted), with the counts: the app's type growth
    /// at a glance. Each chart carries `data-overview-chart`.
    private static func overview(_ inventory: Inventory) -> String {
        var byPlatform: [Platform: [Inventory.Entry]] = [:]
        for entry in inventory.entries where entry.font.platform.supportsDynamicType && entry.growth.sizes.count > 1 {
            byPlatform[entry.font.platform, default: []].append(entry)
        }
        guard !byPlatform.isEmpty else { return "" }
        var html = "<h2>The app's type across the Dynamic Type sizes</h2>\n<div class=\"overviews\">\n"
        for (platform, entries) in byPlatform.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            var counts: [InventoryGrowth.Kind: Int] = [:]
            for entry in entries { counts[entry.growth.kind, default: 0] += 1 }
            var parts = ["\(counts[.grows] ?? 0) grow", "\(counts[.flat] ?? 0) stay flat", "\(counts[.capped] ?? 0) stop at a cap"]
            if let unknown = counts[.unknown] { parts.append("\(unknown) not known") }
            html += "<figure class=\"overview\" data-overview-chart>" + overviewChart(entries, platform: platform)
            html += "<figcaption><strong>\(HTML.escape(platform.displayName))</strong>: \(parts.joined(separator: ", ")) "
            html += "of \(InventoryText.count(entries.count, "font")); the dotted line is Body.</figcaption></figure>\n"
        }
        return html + "</div>\n"
    }

    /// One platform's fonts as lines over its categories, in whole pixels; identical lines drawn once.
    private static func overviewChart(_ entries: [Inventory.Entry], platform: Platform) -> String {
        let width = 760, height = 240, left = 34, right = 12, bottom = 22, topMargin = 8
        let categories = platform.categories
        let top = max(60, entries.flatMap { $0.growth.sizes.compactMap(\.size) }.max() ?? 60)
        let step = top > 100 ? 20.0 : 10.0
        func x(_ index: Int) -> Int { left + index * (width - left - right) / max(categories.count - 1, 1) }
        func y(_ size: Double) -> Int { height - bottom - Int((size / top * Double(height - bottom - topMargin)).rounded()) }
        func points(_ sizes: [(category: ContentSizeCategory, size: Double?)]) -> String {
            sizes.enumerated().compactMap { index, entry in entry.size.map { "\(x(index)),\(y($0))" } }.joined(separator: " ")
        }
        var svg = "<svg viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\">"
        if let firstAX = categories.firstIndex(where: \.isAccessibilityCategory), firstAX > 0 {
            let start = (x(firstAX - 1) + x(firstAX)) / 2
            svg += "<rect x=\"\(start)\" y=\"0\" width=\"\(width - right - start)\" height=\"\(height - bottom)\" fill=\"#fff4e0\"/>"
        }
        var size = 0.0
        while size <= top {
            svg += "<line x1=\"\(left)\" y1=\"\(y(size))\" x2=\"\(width - right)\" y2=\"\(y(size))\" stroke=\"#e5e5ea\"/>"
            svg += "<text x=\"\(left - 4)\" y=\"\(y(size) + 3)\" text-anchor=\"end\" font-size=\"10\" fill=\"#6e6e73\">\(numberText(size))</text>"
            size += step
        }
        for (index, category) in categories.enumerated() {
            svg += "<text x=\"\(x(index))\" y=\"\(height - 6)\" text-anchor=\"middle\" font-size=\"10\" fill=\"#6e6e73\">"
            svg += "\(HTML.escape(category.higName))</text>"
        }
        var drawn = Set<String>()
        // Flat and capped lines over the growing ones: they are the ones to look at.
        for kind in [InventoryGrowth.Kind.grows, .capped, .flat] {
            let color = kind == .flat ? "#c9184a" : kind == .capped ? "#b25000" : "#0066cc"
            for entry in entries where entry.growth.kind == kind {
                let line = points(entry.growth.sizes)
                guard drawn.insert(color + line).inserted else { continue }
                svg += "<polyline points=\"\(line)\" fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.6\" stroke-width=\"1.5\"/>"
            }
        }
        svg += "<polyline points=\"\(points(InventoryGrowth(bodyOn: platform).sizes))\" fill=\"none\" stroke=\"#1d1d1f\" "
        svg += "stroke-width=\"1.5\" stroke-dasharray=\"3 3\"/>"
        return svg + "</svg>"
    }

    /// What a font's chart shows.
    private struct ChartKey: Hashable {
        let platform: Platform
        let kind: InventoryGrowth.Kind
        let sizes: [Double?]
    }

    private static let chartWidth = 200.0, chartHeight = 96.0, chartLeft = 4.0, chartBottom = 12.0

    /// The polyline points of `sizes` in a chart whose vertical axis ends at `top`.
    private static func chartPoints(_ sizes: [(category: ContentSizeCategory, size: Double?)], top: Double) -> String {
        let count = sizes.count
        return sizes.enumerated().compactMap { index, entry in
            entry.size.map { size in
                let x = chartLeft + Double(index) * (chartWidth - 2 * chartLeft) / Double(max(count - 1, 1))
                let y = (chartHeight - chartBottom) - size / top * (chartHeight - chartBottom - 4)
                return "\(numberText(x, decimals: 1)),\(numberText(y, decimals: 1))"
            }
        }.joined(separator: " ")
    }

    /// A small inline SVG: the sizes as a line over the categories, Body (`referencePoints`) dotted behind it.
    private static func chart(_ growth: InventoryGrowth, referencePoints: String, top: Double) -> String {
        let width = chartWidth, height = chartHeight, left = chartLeft, bottom = chartBottom
        let count = growth.sizes.count
        func x(_ index: Int) -> Double { left + Double(index) * (width - 2 * left) / Double(max(count - 1, 1)) }
        func y(_ size: Double) -> Double { (height - bottom) - size / top * (height - bottom - 4) }
        var svg = "<svg viewBox=\"0 0 \(numberText(width)) \(numberText(height))\" width=\"\(numberText(width))\" height=\"\(numberText(height))\" role=\"img\">"
        if let firstAX = growth.sizes.firstIndex(where: { $0.category.isAccessibilityCategory }) {
            let start = x(firstAX) - (x(1) - x(0)) / 2
            svg += "<rect x=\"\(numberText(start, decimals: 1))\" y=\"0\" width=\"\(numberText(width - start, decimals: 1))\" height=\"\(numberText(height - bottom))\" fill=\"#fff4e0\"/>"
        }
        svg += "<line x1=\"0\" y1=\"\(numberText(height - bottom))\" x2=\"\(numberText(width))\" y2=\"\(numberText(height - bottom))\" stroke=\"#d2d2d7\"/>"
        svg += "<polyline points=\"\(referencePoints)\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>"
        let color = growth.kind == .flat ? "#c9184a" : growth.kind == .capped ? "#b25000" : "#0066cc"
        svg += "<polyline points=\"\(chartPoints(growth.sizes, top: top))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>"
        if let last = growth.sizes.indices.last, let size = growth.sizes[last].size {
            svg += "<text x=\"\(numberText(width - 2))\" y=\"\(numberText(max(y(size) - 4, 10), decimals: 1))\" text-anchor=\"end\" font-size=\"10\" fill=\"\(color)\">\(numberText(size))</text>"
        }
        if let first = growth.sizes.first?.size {
            svg += "<text x=\"2\" y=\"\(numberText(max(y(first) - 4, 10), decimals: 1))\" font-size=\"10\" fill=\"\(color)\">\(numberText(first))</text>"
        }
        svg += "<text x=\"2\" y=\"\(numberText(height - 1))\" font-size=\"9\" fill=\"#6e6e73\">\(HTML.escape(growth.sizes.first?.category.higName ?? ""))</text>"
        svg += "<text x=\"\(numberText(width - 2))\" y=\"\(numberText(height - 1))\" font-size=\"9\" text-anchor=\"end\" fill=\"#6e6e73\">\(HTML.escape(growth.sizes.last?.category.higName ?? ""))</text>"
        return svg + "</svg>"
    }

    // MARK: Families and uses

    private static func families(_ inventory: Inventory) -> String {
        guard !inventory.customFamilies.isEmpty else { return "" }
        var html = "<h2>Custom families</h2>\n<table>\n<tr><th>Family</th><th class=\"num\">Uses</th><th class=\"num\">Scaling uses</th></tr>\n"
        for family in inventory.customFamilies {
            html += "<tr><td style=\"\(HTML.escape("font-family: " + CSSFontStack.custom(family.name)))\">\(HTML.escape(family.name))</td>"
            html += "<td class=\"num\">\(family.uses)</td><td class=\"num\">\(family.scalingUses)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func uses(_ inventory: Inventory) -> String {
        var html = "<h2>Where each font is used</h2>\n"
        for entry in inventory.entries {
            html += "<details><summary><strong>\(HTML.escape(entry.font.label))</strong> "
            html += "<span class=\"muted\">\(entry.uses.count) use\(entry.uses.count == 1 ? "" : "s")</span></summary><ul>"
            for group in entry.usesByScreen {
                html += "<li><strong>\(HTML.escape(group.screen))</strong>: "
                html += group.uses.map { "<code>\(HTML.escape("\($0.path):\($0.line)"))</code> \(HTML.escape($0.view))" }.joined(separator: ", ")
                html += "</li>"
            }
            html += "</ul></details>\n"
        }
        return html
    }

    static let css = """
        .summary .card { min-width: 120px; }
        .card.warn .big { color: var(--warn); }
        .card.ok .big { color: var(--ok); }
        .fonts { border-top: 1px solid var(--line); }
        .font { display: grid; grid-template-columns: minmax(0, 1fr) 28px minmax(0, 1fr); gap: 12px; align-items: end;
          padding: 8px 0; border-bottom: 1px solid var(--line); }
        .font .sample { line-height: 1.15; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .font .sample.unknown { color: var(--muted); font-size: 24px; }
        .font .meta { font-size: 12.5px; margin-top: 2px; }
        .font .arrow { color: var(--muted); font-size: 20px; text-align: center; padding-bottom: 18px; }
        .font .after .sample { color: #2c4f7c; }
        table.screens td { vertical-align: middle; }
        table.screens td.levels { white-space: nowrap; }
        .count { display: inline-block; min-width: 22px; font-weight: 700; }
        .count.warn { color: var(--warn); }
        .level { display: inline-block; margin-right: 6px; padding: 0 4px; border-radius: 4px; background: var(--soft);
          font-variant-numeric: tabular-nums; }
        .level.gone { text-decoration: line-through; color: var(--muted); }
        .level.new { background: #e4f4e8; color: var(--ok); }
        .overviews { display: flex; flex-wrap: wrap; gap: 16px; }
        figure.overview { margin: 0; border: 1px solid var(--line); border-radius: 8px; padding: 8px 8px 6px; }
        figure.overview svg { max-width: 100%; height: auto; }
        figure.overview figcaption { font-size: 12.5px; margin-top: 2px; }
        .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(216px, 1fr)); gap: 12px; }
        figure.chart { margin: 0; border: 1px solid var(--line); border-radius: 8px; padding: 8px; }
        figure.chart figcaption { font-size: 12px; margin-top: 4px; }
        details { margin: 2px 0; }
        details ul { margin: 4px 0 8px; }

        """
}

extension InventoryGrowth {
    /// Body's sizes on a platform: the reference line of the charts.
    init(bodyOn platform: Platform) {
        self.init(InventoryFont(family: .textStyle(.body, isDefault: false), platform: platform,
                                size: TextStyle.body.pointSize(on: platform), weight: .regular, scaling: .curve(.body)))
    }
}
