import Foundation
import Testing
import Typography
import TypographyAudit
@testable import TypographyReports

/// Each page rendered by headless Chromium: it must draw something (not a blank screenshot) and its
/// DOM must hold the expected number of entries — so escaping or a broken tag that swallows part of
/// the page shows up. Skipped with the reason where Chromium cannot run.
@Suite(.serialized, .enabled(if: Chromium.isAvailable, Comment(rawValue: Chromium.unavailableReason ?? "")))
struct PageRenderingTests {
    /// Writes `html` (or an SVG image, by `extension`) into a fresh folder, then returns its DOM and
    /// the share of inked pixels of its screenshot; the folder is removed afterwards.
    static func render(_ html: String, named name: String, extension: String = "html") throws -> (dom: String, coverage: Double) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("\(name).\(`extension`)")
        try Data(html.utf8).write(to: page)
        let png = directory.appendingPathComponent("\(name).png")
        try Chromium.screenshot(page, to: png)
        return (try Chromium.dumpDOM(page), try Chromium.inkCoverage(png))
    }

    static func count(_ marker: String, in dom: String) -> Int {
        dom.components(separatedBy: marker).count - 1
    }

    @Test func specimenRenders() throws {
        let specimen = Specimen(platform: .ios, emphasized: true)
        let (dom, coverage) = try Self.render(SpecimenPage.render(specimen), named: "specimen")
        #expect(Self.count("data-specimen-row=", in: dom) == specimen.lineCount)
        #expect(Self.count("<section class=\"category", in: dom) == 12)
        #expect(coverage > 0.01, "screenshot looks blank (\(coverage))")
    }

    @Test func svgSpecimenRenders() throws {
        let specimen = Specimen(platform: .ios)
        let (dom, coverage) = try Self.render(SpecimenSVG.render(specimen), named: "specimen", extension: "svg")
        #expect(Self.count("data-specimen-row=", in: dom) == specimen.lineCount)
        #expect(Self.count("class=\"category\"", in: dom) == 12)
        #expect(coverage > 0.01, "screenshot looks blank (\(coverage))")
    }

    @Test func inventoryRenders() throws {
        let inventory = InventoryTests.brewlogInventory()
        let (dom, coverage) = try Self.render(String(decoding: InventoryPage.render(inventory), as: UTF8.self), named: "inventory")
        #expect(Self.count("data-inventory-entry=", in: dom) == inventory.entries.count)
        #expect(Self.count("data-screen=", in: dom) == inventory.screens.count)
        // A chart per font of known size on a platform with Dynamic Type.
        #expect(Self.count("data-growth-chart=", in: dom) == inventory.entries.filter { $0.font.platform.supportsDynamicType && $0.growth.hasLine }.count)
        // The overview: one chart for the iOS fonts (the macOS ones have no Dynamic Type).
        #expect(Self.count("data-overview-chart=", in: dom) == 1)
        // The font whose sizes beyond the default are not known has no line: it is not charted.
        #expect(dom.contains("iOS</strong>: 17 grow, 20 stay flat, 3 stop at a cap of 40 fonts"))
        // A cell groups its fonts but is no screen of the audit; the proposal's changes are marked.
        #expect(dom.contains("RecipeCell</strong> <span class=\"badge\">not a screen</span>"))
        // BrewTimerView's 64 pt display size stays (no .largeTitle 34 pt), its 20 pt goes to 17 pt: three levels.
        #expect(dom.contains("<span class=\"level\" style=\"font-size: 29px\">64</span>"))
        #expect(!dom.contains("<span class=\"level new\" style=\"font-size: 25.4px\">34</span>"))
        #expect(dom.contains("<span class=\"level gone\" style=\"font-size: 17px\">20</span>"))
        #expect(dom.contains("20 → 17 pt"))
        #expect(coverage > 0.01, "screenshot looks blank (\(coverage))")
    }

    @Test func auditPageRenders() throws {
        let (result, files) = AuditEngine.run(AuditOptions(paths: [InventoryTests.brewlog.path], jobs: 1),
                                              inspector: InventoryAdapter.inspector)
        var report = Report(findings: result.findings, rules: result.rules,
                            metadata: RunMetadata(toolVersion: "test", filesAudited: result.filesAudited))
        report.inventory = Inventory(files: files)
        #expect(report.findings.count > 10)
        let (dom, coverage) = try Self.render(AuditPage.render(report), named: "audit")
        #expect(Self.count("data-finding=", in: dom) == report.findings.count)
        #expect(Self.count("data-inventory-entry=", in: dom) == report.inventory!.entries.count)
        #expect(Self.count("<pre class=\"code\">", in: dom) == report.findings.count)
        #expect(coverage > 0.01, "screenshot looks blank (\(coverage))")
    }

    @Test func blankPageIsSeenAsBlank() throws {
        let (_, coverage) = try Self.render("<!doctype html><html><body></body></html>", named: "blank")
        #expect(coverage < 0.001)
    }
}
