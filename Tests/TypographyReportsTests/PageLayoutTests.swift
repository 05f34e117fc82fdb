import Foundation
import Testing
import Typography
import TypographyAudit
@testable import TypographyReports

/// The pages laid out by headless Chromium at a phone's width (390 px) and a desktop's (1400 px):
/// nothing scrolls the page sideways (wide tables and code scroll in their own box), and the
/// specimen's samples stay readable on a phone. Skipped with the reason where Chromium cannot run.
@Suite(.serialized, .enabled(if: Chromium.isAvailable, Comment(rawValue: Chromium.unavailableReason ?? "")))
struct PageLayoutTests {
    /// The page's layout at `width`: how wide its document is, how tall, and the elements (tag and
    /// class) that reach past the viewport without sitting in a box that scrolls or clips them.
    struct Layout: Decodable {
        let viewport: Double
        let scrollWidth: Double
        let height: Double
        let overflowing: [String]
    }

    static func layout(_ html: String, width: Int) throws -> Layout {
        let json = try Chromium.measure(html, width: width, """
            var view = win.innerWidth, out = [];
            var clipped = function (el) {
              for (var p = el.parentElement; p; p = p.parentElement) {
                var o = win.getComputedStyle(p).overflowX;
                if (o !== 'visible') return p.getBoundingClientRect().right <= view + 0.5;
              }
              return false;
            };
            doc.querySelectorAll('body *').forEach(function (el) {
              if (out.length < 8 && el.getBoundingClientRect().right > view + 0.5 && !clipped(el))
                out.push(el.tagName.toLowerCase() + (el.className && el.className.baseVal === undefined ? '.' + el.className : ''));
            });
            return { viewport: view, scrollWidth: doc.documentElement.scrollWidth,
                     height: doc.documentElement.scrollHeight, overflowing: out };
            """)
        return try JSONDecoder().decode(Layout.self, from: Data(json.utf8))
    }

    static func expectNoSidewaysScroll(_ html: String, _ page: String) throws {
        let phone = try Self.layout(html, width: 390)
        #expect(phone.viewport == 390)
        #expect(phone.scrollWidth <= phone.viewport, "\(page) is \(phone.scrollWidth) px wide at 390 px: \(phone.overflowing)")
        #expect(phone.overflowing.isEmpty, "\(page) at 390 px: \(phone.overflowing)")
        let desktop = try Self.layout(html, width: 1400)
        #expect(desktop.scrollWidth <= desktop.viewport, "\(page) is \(desktop.scrollWidth) px wide at 1400 px: \(desktop.overflowing)")
    }

    @Test func specimenFitsAPhone() throws {
        let html = SpecimenPage.render(Specimen(platform: .ios, emphasized: true))
        try Self.expectNoSidewaysScroll(html, "the specimen")
        let phone = try Self.layout(html, width: 390), desktop = try Self.layout(html, width: 1400)
        // One letter per line would make it tens of times taller.
        #expect(phone.height <= 3 * desktop.height, "specimen \(phone.height) px tall at 390 px, \(desktop.height) px at 1400 px")
    }

    @Test func inventoryFitsAPhone() throws {
        let page = String(decoding: InventoryPage.render(InventoryTests.brewlogInventory()), as: UTF8.self)
        try Self.expectNoSidewaysScroll(page, "the inventory page")
    }

    /// The audit of the example app, with its inventory: what the audit page shows.
    static func brewlogReport() -> Report {
        let (result, files) = AuditEngine.run(AuditOptions(paths: [InventoryTests.brewlog.path], jobs: 1),
                                              inspector: InventoryAdapter.inspector)
        var report = Report(findings: result.findings, rules: result.rules,
                            metadata: RunMetadata(toolVersion: "test", filesAudited: result.filesAudited))
        report.inventory = Inventory(files: files)
        return report
    }

    @Test func auditPageFitsAPhone() throws {
        try Self.expectNoSidewaysScroll(AuditPage.render(Self.brewlogReport()), "the audit page")
    }

    /// A page that sets `data-dynamic-type` on its root gets that category's sizes from the CSS
    /// tokens, though the default category's rule also matches the root.
    @Test func cssTokensFollowTheRootsCategory() throws {
        for (category, body) in [("xSmall", 14.0), ("large", 17), ("accessibility5", 53)] {
            let html = """
                <!doctype html><html data-dynamic-type="\(category)"><head><style>\(DesignTokens.css(platform: .ios))
                p { font-size: var(--body-font-size); }</style></head><body><p>Text</p></body></html>
                """
            let json = try Chromium.measure(html, width: 600, "return parseFloat(win.getComputedStyle(doc.querySelector('p')).fontSize);")
            #expect(Double(json) == TextStyle.body.resolved(on: .ios, at: ContentSizeCategory(rawValue: category)!).pointSize)
            #expect(Double(json) == body, "\(category): body is \(json) px")
        }
    }

    /// Every element that sets text, with its colour (an SVG text's fill) against the first
    /// background colour under it and the WCAG contrast ratio between them, lowest first.
    static func contrasts(_ html: String) throws -> [(text: String, ratio: Double)] {
        let json = try Chromium.measure(html, width: 1400, """
            var rgba = function (s) { var m = s.match(/[\\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
            var over = function (top, under) { var a = top[3];
              return [0, 1, 2].map(function (i) { return top[i] * a + under[i] * (1 - a); }).concat([1]); };
            var background = function (el) {
              var layers = [];
              for (var p = el; p && p.nodeType === 1; p = p.parentElement) {
                var c = rgba(win.getComputedStyle(p).backgroundColor);
                if (c[3] > 0) { layers.push(c); if (c[3] === 1) break; }
              }
              var colour = [255, 255, 255, 1];
              for (var i = layers.length - 1; i >= 0; i--) colour = over(layers[i], colour);
              return colour;
            };
            var luminance = function (c) { return [0, 1, 2].map(function (i) { var x = c[i] / 255;
              return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); })
              .reduce(function (s, x, i) { return s + x * [0.2126, 0.7152, 0.0722][i]; }, 0); };
            var out = [];
            doc.querySelectorAll('body *').forEach(function (el) {
              var own = Array.prototype.some.call(el.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
              if (!own) return;
              var style = win.getComputedStyle(el);
              if (style.visibility === 'hidden' || style.display === 'none') return;
              var isSVG = el instanceof win.SVGElement;
              var under = background(isSVG ? el.ownerSVGElement.parentElement : el);
              var colour = over(rgba(isSVG ? style.fill : style.color), under);
              var a = luminance(colour), b = luminance(under);
              var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
              out.push({ text: el.tagName.toLowerCase() + '.' + (isSVG ? '' : el.className) + ' "' + el.textContent.trim().slice(0, 30)
                         + '" ' + (isSVG ? style.fill : style.color) + ' on rgb(' + under.slice(0, 3).join(', ') + ')', ratio: ratio });
            });
            out.sort(function (x, y) { return x.ratio - y.ratio; });
            return out;
            """)
        struct Entry: Decodable { let text: String; let ratio: Double }
        return try JSONDecoder().decode([Entry].self, from: Data(json.utf8)).map { ($0.text, $0.ratio) }
    }

    /// WCAG AA for text: 4.5:1 for every text and badge of every page.
    @Test func everyTextHasContrast() throws {
        let pages = [("specimen", SpecimenPage.render(Specimen(platform: .ios, emphasized: true))),
                     ("inventory", String(decoding: InventoryPage.render(InventoryTests.brewlogInventory()), as: UTF8.self)),
                     ("audit", AuditPage.render(Self.brewlogReport()))]
        for (name, html) in pages {
            let contrasts = try Self.contrasts(html)
            #expect(contrasts.count > 20, "\(name): \(contrasts.count) texts measured")
            let low = contrasts.filter { $0.ratio < 4.5 }
            #expect(low.isEmpty, "\(name): \(low.prefix(6).map { "\($0.text) \((($0.ratio * 100).rounded() / 100))" })")
        }
    }
}
