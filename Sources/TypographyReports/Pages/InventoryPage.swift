import Typography

/// The inventory as one self-contained HTML page: totals at the top; every font set at its size next
/// to its proposed style, largest first, with its number of uses; a table of screens with their type
/// levels now and after the proposal; small charts of each font across the platform's Dynamic Type
/// sizes; the custom families; and every use by screen (in `<details>`, no script needed). Each
/// font row carries `data-inventory-entry`, each chart `data-growth-chart`.
public enum InventoryPage {
    /// The page as UTF-8.
    public static func render(_ inventory: Inventory, title: String = "Type inventory") -> [UInt8] {
        var html = HTMLWriter()
        html.raw(HTML.pageStart(title: "\(title) — typecase", css: css))
        html.raw("<h1>")
        html.text(title)
        html.raw("</h1>\n")
        sections(inventory, to: &html)
        html.raw(HTML.pageEnd)
        return html.bytes
    }

    /// The page's sections without the frame (the audit page puts them below its findings).
    static func sections(_ inventory: Inventory, to html: inout HTMLWriter) {
        html.raw("<p class=\"lede\">")
        html.text(lede(inventory))
        html.raw("</p>\n")
        html.raw(cards(inventory))
        guard !inventory.entries.isEmpty else { return }
        html.raw(overview(inventory))
        screens(inventory, to: &html)
        fonts(inventory, to: &html)
        growth(inventory, to: &html)
        html.raw(families(inventory))
        uses(inventory, to: &html)
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
            ("\(maxLevels) → \(maxProposed)", "most levels on a screen, now → proposed", maxLevels > inventory.maxLevels ? "warn" : ""),
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

    private static func fonts(_ inventory: Inventory, to html: inout HTMLWriter) {
        html.raw("<h2>Fonts, set at their size, and the proposed scale</h2>\n<div class=\"fonts\">\n")
        // Each family list escaped once: many fonts share one.
        var families: [FamilyList: String] = [:]
        for entry in inventory.entries {
            let font = entry.font
            html.raw("<div class=\"font\" data-inventory-entry>\n<div class=\"now\">")
            sample(font, text: entry.sample, families: &families, to: &html)
            html.raw("<div class=\"meta\"><strong>")
            html.text(entry.label)
            html.raw("</strong> <span class=\"badge\">")
            useCount(entry.uses.count, to: &html)
            html.raw("</span> ")
            html.raw(scalingBadge(entry))
            html.raw(" <span class=\"muted\">")
            html.text(font.platform.displayName)
            html.raw("</span></div></div>\n")
            html.raw(entry.proposal == nil ? "<div class=\"arrow\"></div>\n<div class=\"after\">" : "<div class=\"arrow\">→</div>\n<div class=\"after\">")
            if let proposal = entry.proposal {
                sample(proposedFont(entry, proposal), text: entry.sample, families: &families, to: &html)
                html.raw("<div class=\"meta\"><strong>")
                html.text(InventoryText.proposal(entry))
                html.raw("</strong> <span class=\"muted\">")
                html.text(InventoryText.beforeAfter(entry))
                html.raw("</span>")
                if entry.startsScaling { html.raw(" <span class=\"badge ok\">starts scaling</span>") }
                html.raw("</div>")
            } else {
                html.raw(font.textStyle != nil ? "<div class=\"meta muted\">Already a text style.</div>"
                    : "<div class=\"meta muted\">Size not known: no proposal.</div>")
            }
            html.raw("</div>\n</div>\n")
        }
        html.raw("</div>\n")
    }

    /// A font's `font-family` list: a custom family's, or the system list of a family at a size.
    private enum FamilyList: Hashable {
        case custom(String)
        case system(FontFamily, pointSize: Double)
    }

    /// `text` set in `font`, or `?` for an unknown size.
    private static func sample(_ font: InventoryFont, text: String, families: inout [FamilyList: String], to html: inout HTMLWriter) {
        guard font.size != nil else { html.raw("<div class=\"sample unknown\">?</div>"); return }
        html.raw("<div class=\"sample\" style=\"")
        style(font, families: &families, to: &html)
        html.raw("\">")
        html.text(text)
        html.raw("</div>")
    }

    /// The CSS that sets a font, escaped for a style attribute: the system stack of its design and
    /// optical size, or the custom family with the system font as fallback; nothing for an unknown
    /// size. `families` keeps each family list's escape (only the family can hold a character to escape).
    private static func style(_ font: InventoryFont, families: inout [FamilyList: String], to html: inout HTMLWriter) {
        guard let size = font.size else { return }
        let list: FamilyList
        if case .custom(let name) = font.family {
            list = .custom(name ?? "")
        } else {
            list = .system((font.design ?? .default).family(on: font.platform), pointSize: size)
        }
        let escaped: String
        if let known = families[list] {
            escaped = known
        } else {
            switch list {
            case .custom(let name): escaped = HTML.escape(CSSFontStack.custom(name))
            case .system(let family, let pointSize): escaped = HTML.escape(CSSFontStack.system(family, pointSize: pointSize))
            }
            families[list] = escaped
        }
        html.raw("font-family: ")
        html.raw(escaped)
        html.raw("; font-size: ")
        html.number(size)
        html.raw("px; font-weight: ")
        html.number((font.weight ?? .regular).cssWeight)
        html.raw(";")
        if font.isItalic { html.raw(" font-style: italic;") }
    }

    /// The font the proposal sets: the style's size and weight, in the custom family or the style; a
    /// display size as it is.
    private static func proposedFont(_ entry: Inventory.Entry, _ proposal: NearestTextStyle) -> InventoryFont {
        var font = entry.font
        guard !entry.keepsSize else { return font }
        font.size = proposal.stylePointSize
        font.weight = proposal.weightToApply ?? proposal.styleWeight
        if case .custom = font.family {} else { font.family = .textStyle(proposal.style, isDefault: false) }
        return font
    }

    /// `1 use`, `3 uses`, as ``InventoryText/count(_:_:)`` says it.
    private static func useCount(_ count: Int, to html: inout HTMLWriter) {
        html.number(count)
        html.raw(count == 1 ? " use" : " uses")
    }

    private static func scalingBadge(_ entry: Inventory.Entry) -> String {
        switch entry.growth.kind {
        case .grows: "<span class=\"badge ok\">scales</span>"
        case .capped: "<span class=\"badge warning\">capped</span>"
        case .flat: entry.font.scaling == .setOnce ? "<span class=\"badge error\">set once</span>" : "<span class=\"badge error\">fixed</span>"
        case .noDynamicType: "<span class=\"badge\">no Dynamic Type</span>"
        case .unknown: "<span class=\"badge\">\(HTML.escape(entry.scalingLabel))</span>"
        }
    }

    // MARK: Screens

    private static func screens(_ inventory: Inventory, to html: inout HTMLWriter) {
        html.raw("<h2>Type levels per screen</h2>\n")
        html.raw("<p class=\"muted\">A level is a distinct size at the default category (weight-only emphasis is the same level), ")
        html.raw("counted as too-many-type-levels counts it: navigation titles, toolbar, menu, alert, popover and help items ")
        html.raw("and accessibility-only text are laid out apart; of the cases of a switch, the clauses of an #if and the two sides of a choice ")
        html.raw("(compact ? .caption : .title), which never show together, the busiest counts. ")
        html.raw("<span class=\"level gone\">struck</span> levels go, <span class=\"level new\">green</span> ones come with the ")
        html.raw("proposed scale.</p>\n")
        html.raw("<div class=\"scroll\"><table class=\"screens\">\n<tr><th>Screen</th><th class=\"num\">Uses</th><th>Levels now</th><th>Proposed</th>")
        html.raw("<th class=\"num\">Start scaling</th><th>At the largest size</th></tr>\n")
        // A level's chip, by size: the same sizes recur on every screen.
        var chips: [Double: String] = [:]
        for screen in inventory.screens {
            html.raw("<tr data-screen><td><strong>")
            html.text(screen.name)
            html.raw("</strong>")
            if !screen.isScreen { html.raw(" <span class=\"badge\">not a screen</span>") }
            if screen.documentUses > 0 { html.raw(" <span class=\"badge\">Interface Builder</span>") }
            html.raw("</td><td class=\"num\">")
            html.number(screen.useCount)
            html.raw("</td><td class=\"levels\">")
            levels(screen.levels, warn: screen.isScreen && screen.levels.count > inventory.maxLevels, changed: screen.proposedLevels,
                   mark: "gone", chips: &chips, to: &html)
            html.raw("</td><td class=\"levels\">")
            levels(screen.proposedLevels, warn: screen.proposalNote != nil, changed: screen.levels, mark: "new", chips: &chips, to: &html)
            if let text = InventoryText.proposalNote(screen) {
                html.raw("<div class=\"muted moves\">")
                html.text(text)
                html.raw("</div>")
            }
            html.raw("</td><td class=\"num\">")
            html.number(screen.startScaling)
            html.raw("</td><td>")
            for (index, overtaking) in screen.overtakings.enumerated() {
                if index > 0 { html.raw("<br>") }
                html.text(InventoryText.overtaking(overtaking, inventory))
            }
            html.raw("</td></tr>\n")
        }
        html.raw("</table></div>\n")
        if let note = InventoryText.documentNote(inventory) {
            html.raw("<p class=\"muted\">")
            html.text(note)
            html.raw("</p>\n")
        }
    }

    /// The sizes as chips set at a size that grows with them; those not in `other` get the class
    /// `mark`. `chips` keeps each size's style and number, made once.
    private static func levels(_ sizes: [Double], warn: Bool, changed other: [Double], mark: StaticString,
                               chips: inout [Double: String], to html: inout HTMLWriter) {
        guard !sizes.isEmpty else { html.raw("<span class=\"muted\">—</span>"); return }
        html.raw(warn ? "<span class=\"count warn\">" : "<span class=\"count\">")
        html.number(sizes.count)
        html.raw("</span> ")
        for size in sizes {
            html.raw("<span class=\"level")
            if !other.contains(size) {
                html.raw(" ")
                html.raw(mark)
            }
            let chip = chips[size] ?? "\" style=\"font-size: \(numberText(min(max(size, 9), 40) * 0.6 + 5))px\">\(numberText(size))</span>"
            chips[size] = chip
            html.raw(chip)
        }
    }

    // MARK: Growth

    private static func growth(_ inventory: Inventory, to html: inout HTMLWriter) {
        // A font whose sizes beyond the default are not known has no line to draw.
        let charted = inventory.entries.filter { $0.font.platform.supportsDynamicType && $0.growth.hasLine }
        guard !charted.isEmpty else { return }
        html.raw("<h2>Each font across the Dynamic Type sizes</h2>\n")
        html.raw("<p class=\"muted\">Each font's size from the smallest to the largest category, computed like UIFontMetrics ")
        html.raw("(text styles from the HIG's tables; custom sizes along their curve, in whole points, with maximumPointSize; ")
        html.raw("fixed and set-once sizes flat).</p>\n")
        html.raw(legend)
        html.raw("<div class=\"charts\">\n")
        let top = charted.flatMap { $0.growth.sizes.compactMap { $0.size } }.max().map { max($0, 60) } ?? 60
        // Body's line, drawn behind every chart of its platform: its points found once per platform.
        var references: [Platform: Range<Int>] = [:]
        // Fonts of one size and scaling share their chart (a weight or family apart): drawn once,
        // then copied from where it was first written.
        var charts: [ChartKey: Range<Int>] = [:]
        for entry in charted {
            let platform = entry.font.platform
            let key = ChartKey(platform: platform, kind: entry.growth.kind, sizes: entry.growth.sizes.map { $0.size })
            html.raw("<figure class=\"chart\" data-growth-chart>")
            html.raw("<svg viewBox=\"0 0 ")
            html.number(chartWidth)
            html.raw(" ")
            html.number(chartHeight)
            html.raw("\" width=\"")
            html.number(chartWidth)
            html.raw("\" height=\"")
            html.number(chartHeight)
            html.raw("\" role=\"img\" aria-label=\"")
            let name = entry.label + ": " + InventoryText.growth(entry)
            html.text(name)
            html.raw("\"><title>")
            html.text(name)
            html.raw("</title>")
            if let drawn = charts[key] {
                html.repeatBytes(drawn)
            } else {
                let start = html.bytes.count
                chart(entry.growth, platform: platform, references: &references, top: top, to: &html)
                charts[key] = start..<html.bytes.count
            }
            html.raw("<figcaption><strong>")
            html.text(entry.label)
            html.raw("</strong><br><span class=\"muted\">")
            html.text(InventoryText.growth(entry))
            html.raw("</span> ")
            html.raw(scalingBadge(entry))
            html.raw("</figcaption></figure>\n")
        }
        html.raw("</div>\n")
    }

    /// Per platform with Dynamic Type, every font across the categories in one chart (blue grows,
    /// orange stops at a cap, red stays flat; Body dotted), with the counts: the app's type growth
    /// at a glance. Each chart carries `data-overview-chart`.
    private static func overview(_ inventory: Inventory) -> String {
        var byPlatform: [Platform: [Inventory.Entry]] = [:]
        // Platforms whose text has no size known beyond the default (visionOS publishes none) get no
        // chart, and are named.
        var unpublished = Set<Platform>()
        for entry in inventory.entries where entry.font.platform.supportsDynamicType && entry.growth.sizes.count > 1 {
            if entry.growth.hasLine {
                byPlatform[entry.font.platform, default: []].append(entry)
            } else {
                unpublished.insert(entry.font.platform)
            }
        }
        let uncharted = unpublished.subtracting(byPlatform.keys).map(\.displayName).sorted()
        guard !byPlatform.isEmpty || !uncharted.isEmpty else { return "" }
        var html = "<h2>The app's type across the Dynamic Type sizes</h2>\n"
        if !uncharted.isEmpty {
            html += "<p class=\"muted\" data-uncharted>No chart for \(HTML.escape(uncharted.joined(separator: ", "))): "
            html += "the sizes of its text across the categories are not known or not published.</p>\n"
        }
        guard !byPlatform.isEmpty else { return html }
        html += legend + "<div class=\"overviews\">\n"
        for (platform, entries) in byPlatform.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            var counts: [InventoryGrowth.Kind: Int] = [:]
            for entry in entries { counts[entry.growth.kind, default: 0] += 1 }
            var parts = ["\(counts[.grows] ?? 0) grow", "\(counts[.flat] ?? 0) stay flat", "\(counts[.capped] ?? 0) stop at a cap"]
            if let unknown = counts[.unknown] { parts.append("\(unknown) not known") }
            let name = "\(platform.displayName): \(parts.joined(separator: ", ")) of \(InventoryText.count(entries.count, "font")) across the Dynamic Type sizes"
            html += "<figure class=\"overview\" data-overview-chart>" + overviewChart(entries, platform: platform, name: name)
            html += "<figcaption><strong>\(HTML.escape(platform.displayName))</strong>: \(parts.joined(separator: ", ")) "
            html += "of \(InventoryText.count(entries.count, "font")); the dotted line is Body.</figcaption></figure>\n"
        }
        return html + "</div>\n"
    }

    /// One platform's fonts as lines over its categories, in whole pixels; identical lines drawn once.
    private static func overviewChart(_ entries: [Inventory.Entry], platform: Platform, name: String) -> String {
        let width = 760, height = 240, left = 34, right = 12, bottom = 22, topMargin = 8
        let categories = platform.categories
        let top = max(60, entries.flatMap { $0.growth.sizes.compactMap { $0.size } }.max() ?? 60)
        let step = top > 100 ? 20.0 : 10.0
        func x(_ index: Int) -> Int { left + index * (width - left - right) / max(categories.count - 1, 1) }
        func y(_ size: Double) -> Int { height - bottom - Int((size / top * Double(height - bottom - topMargin)).rounded()) }
        func points(_ sizes: [(category: ContentSizeCategory, size: Double?)]) -> String {
            sizes.enumerated().compactMap { index, entry in entry.size.map { "\(x(index)),\(y($0))" } }.joined(separator: " ")
        }
        var svg = "<svg viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" "
        svg += "aria-label=\"\(HTML.escape(name))\"><title>\(HTML.escape(name))</title>"
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
            // Fonts of the same sizes make the same line: its points are found once.
            var seen = Set<[Double?]>()
            for entry in entries where entry.growth.kind == kind {
                guard seen.insert(entry.growth.sizes.map { $0.size }).inserted else { continue }
                let line = points(entry.growth.sizes)
                guard drawn.insert(color + line).inserted else { continue }
                svg += "<polyline points=\"\(line)\" fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.6\" stroke-width=\"1.5\"/>"
            }
        }
        svg += "<polyline points=\"\(points(InventoryGrowth(bodyOn: platform).sizes))\" fill=\"none\" stroke=\"#1d1d1f\" "
        svg += "stroke-width=\"1.5\" stroke-dasharray=\"3 3\"/>"
        return svg + "</svg>"
    }

    /// What the charts' lines and bands mean (`data-chart-legend`).
    private static let legend = "<ul class=\"legend\" data-chart-legend>"
        + "<li><span class=\"swatch\" style=\"border-color: #0066cc\"></span>grows</li>"
        + "<li><span class=\"swatch\" style=\"border-color: #b25000\"></span>stops at a cap</li>"
        + "<li><span class=\"swatch\" style=\"border-color: #c9184a\"></span>stays flat</li>"
        + "<li><span class=\"swatch dotted\"></span>Body</li>"
        + "<li><span class=\"swatch band\"></span>accessibility sizes</li></ul>\n"

    /// What a font's chart shows.
    private struct ChartKey: Hashable {
        let platform: Platform
        let kind: InventoryGrowth.Kind
        let sizes: [Double?]
    }

    private static let chartWidth = 200.0, chartHeight = 96.0, chartLeft = 4.0, chartBottom = 12.0

    /// The polyline points of `sizes` in a chart whose vertical axis ends at `top`.
    private static func chartPoints(_ sizes: [(category: ContentSizeCategory, size: Double?)], top: Double,
                                    to html: inout HTMLWriter) {
        let count = sizes.count
        var first = true
        for (index, entry) in sizes.enumerated() {
            guard let size = entry.size else { continue }
            let x = chartLeft + Double(index) * (chartWidth - 2 * chartLeft) / Double(max(count - 1, 1))
            let y = (chartHeight - chartBottom) - size / top * (chartHeight - chartBottom - 4)
            if !first { html.raw(" ") }
            first = false
            html.number(x, decimals: 1)
            html.raw(",")
            html.number(y, decimals: 1)
        }
    }

    /// A small inline SVG: the sizes as a line over the categories, Body dotted behind it (its
    /// points kept in `references`, where they were first written, by platform).
    private static func chart(_ growth: InventoryGrowth, platform: Platform, references: inout [Platform: Range<Int>],
                              top: Double, to html: inout HTMLWriter) {
        let width = chartWidth, height = chartHeight, left = chartLeft, bottom = chartBottom
        let count = growth.sizes.count
        func x(_ index: Int) -> Double { left + Double(index) * (width - 2 * left) / Double(max(count - 1, 1)) }
        func y(_ size: Double) -> Double { (height - bottom) - size / top * (height - bottom - 4) }
        if let firstAX = growth.sizes.firstIndex(where: { $0.category.isAccessibilityCategory }) {
            let start = x(firstAX) - (x(1) - x(0)) / 2
            html.raw("<rect x=\"")
            html.number(start, decimals: 1)
            html.raw("\" y=\"0\" width=\"")
            html.number(width - start, decimals: 1)
            html.raw("\" height=\"")
            html.number(height - bottom)
            html.raw("\" fill=\"#fff4e0\"/>")
        }
        html.raw("<line x1=\"0\" y1=\"")
        html.number(height - bottom)
        html.raw("\" x2=\"")
        html.number(width)
        html.raw("\" y2=\"")
        html.number(height - bottom)
        html.raw("\" stroke=\"#d2d2d7\"/>")
        html.raw("<polyline points=\"")
        if let reference = references[platform] {
            html.repeatBytes(reference)
        } else {
            let start = html.bytes.count
            chartPoints(InventoryGrowth(bodyOn: platform).sizes, top: top, to: &html)
            references[platform] = start..<html.bytes.count
        }
        html.raw("\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>")
        let color: StaticString = growth.kind == .flat ? "#c9184a" : growth.kind == .capped ? "#b25000" : "#0066cc"
        html.raw("<polyline points=\"")
        chartPoints(growth.sizes, top: top, to: &html)
        html.raw("\" fill=\"none\" stroke=\"")
        html.raw(color)
        html.raw("\" stroke-width=\"2\"/>")
        if let last = growth.sizes.indices.last, let size = growth.sizes[last].size {
            html.raw("<text x=\"")
            html.number(width - 2)
            html.raw("\" y=\"")
            html.number(max(y(size) - 4, 10), decimals: 1)
            html.raw("\" text-anchor=\"end\" font-size=\"10\" fill=\"")
            html.raw(color)
            html.raw("\">")
            html.number(size)
            html.raw("</text>")
        }
        if let first = growth.sizes.first?.size {
            html.raw("<text x=\"2\" y=\"")
            html.number(max(y(first) - 4, 10), decimals: 1)
            html.raw("\" font-size=\"10\" fill=\"")
            html.raw(color)
            html.raw("\">")
            html.number(first)
            html.raw("</text>")
        }
        html.raw("<text x=\"2\" y=\"")
        html.number(height - 1)
        html.raw("\" font-size=\"9\" fill=\"#6e6e73\">")
        html.text(growth.sizes.first?.category.higName ?? "")
        html.raw("</text><text x=\"")
        html.number(width - 2)
        html.raw("\" y=\"")
        html.number(height - 1)
        html.raw("\" font-size=\"9\" text-anchor=\"end\" fill=\"#6e6e73\">")
        html.text(growth.sizes.last?.category.higName ?? "")
        html.raw("</text></svg>")
    }

    // MARK: Families and uses

    private static func families(_ inventory: Inventory) -> String {
        guard !inventory.customFamilies.isEmpty else { return "" }
        var html = "<h2>Custom families</h2>\n<div class=\"scroll\"><table>\n<tr><th>Family</th><th class=\"num\">Uses</th><th class=\"num\">Scaling uses</th></tr>\n"
        for family in inventory.customFamilies {
            html += "<tr><td style=\"\(HTML.escape("font-family: " + CSSFontStack.custom(family.name)))\">\(HTML.escape(family.name))</td>"
            html += "<td class=\"num\">\(family.uses)</td><td class=\"num\">\(family.scalingUses)</td></tr>\n"
        }
        return html + "</table></div>\n"
    }

    private static func uses(_ inventory: Inventory, to html: inout HTMLWriter) {
        html.raw("<h2>Where each font is used</h2>\n")
        for entry in inventory.entries {
            html.raw("<details><summary><strong>")
            html.text(entry.label)
            // Fonts of one label differ by platform or scaling: both shown, as in the list of fonts.
            html.raw("</strong> <span class=\"muted\">")
            useCount(entry.uses.count, to: &html)
            html.raw(" · ")
            html.text(entry.font.platform.displayName)
            html.raw("</span> ")
            html.raw(scalingBadge(entry))
            html.raw("</summary><ul>")
            for group in entry.usesByScreen {
                html.raw("<li><strong>")
                html.text(group.screen)
                html.raw("</strong>: ")
                for (index, use) in group.uses.enumerated() {
                    html.raw(index == 0 ? "<code>" : ", <code>")
                    html.text(use.path)
                    html.raw(":")
                    html.number(use.line)
                    html.raw("</code> ")
                    html.text(use.view)
                }
                html.raw("</li>")
            }
            html.raw("</ul></details>\n")
        }
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
        table.screens .moves { font-size: 12px; white-space: normal; max-width: 28em; }
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
        .legend { list-style: none; padding: 0; margin: 4px 0 10px; display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 12.5px; }
        .legend .swatch { display: inline-block; width: 18px; height: 0; border-top: 2px solid; vertical-align: middle; margin-right: 6px; }
        .legend .swatch.dotted { border-top: 2px dashed #1d1d1f; }
        .legend .swatch.band { height: 10px; border: 1px solid var(--line); background: #fff4e0; }
        details { margin: 2px 0; }
        details ul { margin: 4px 0 8px; }

        """
}

extension InventoryGrowth {
    /// Whether two or more sizes are known: a line to draw.
    var hasLine: Bool { sizes.lazy.filter { $0.size != nil }.prefix(2).count == 2 }

    /// Body's sizes on a platform: the reference line of the charts.
    init(bodyOn platform: Platform) {
        self.init(InventoryFont(family: .textStyle(.body, isDefault: false), platform: platform,
                                size: TextStyle.body.pointSize(on: platform), weight: .regular, scaling: .curve(.body)))
    }
}
