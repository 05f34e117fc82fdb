import Foundation
import Testing
import TypographyAudit
@testable import TypographyReports

@Suite struct AuditPageTests {
    @Test func summaryFindingsByRuleAndByFile() {
        let html = AuditPage.render(ReportFixtures.report)
        #expect(html.components(separatedBy: " data-finding>").count - 1 == 3)
        #expect(html.contains("<div class=\"big\">1</div><div class=\"label\">errors</div>"))
        #expect(html.contains("<section class=\"rule\" id=\"rule-fixed-font-size\">"))
        #expect(html.contains("<p class=\"rationale\">Text should scale with Dynamic Type.</p>"))
        #expect(html.contains("<span class=\"badge ok\">exact fix</span> .system(size: 17) → .body"))
        #expect(html.contains("<h3><code>Sources/A.swift</code></h3>"))
        #expect(!html.contains("id=\"inventory\""))
        #expect(!html.contains("<script"))
    }

    @Test func codeLineWithTheSpotMarkedAndEverythingEscaped() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("import SwiftUI\nlet a = Text(\"<b>&</b>\").font(.system(size: 9))\n".utf8)
            .write(to: directory.appendingPathComponent("V.swift"))
        let finding = Finding(ruleID: "below-minimum-size", severity: .error, path: "V.swift",
                              location: SourceLocation(line: 2, column: 32, offset: 46), message: "9 pt < \"11\" & more")
        let report = Report(findings: [finding], rules: [], metadata: RunMetadata(toolVersion: "1", filesAudited: 1,
                                                                                 sourceRoot: directory.path))
        let html = AuditPage.render(report)
        #expect(html.contains("<pre class=\"code\"><span class=\"ln\">2</span>let a = Text(&quot;&lt;b&gt;&amp;&lt;/b&gt;&quot;).font(.<mark>system</mark>(size: 9))</pre>"))
        #expect(html.contains("9 pt &lt; &quot;11&quot; &amp; more"))
    }

    @Test func codeLinesCountCRAndCRLFAsFindingsDo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("import SwiftUI\r// old Mac line end\rlet a = 1\r\nlet b = Text(\"\u{85}\").font(.system(size: 9))\r\n".utf8)
            .write(to: directory.appendingPathComponent("V.swift"))
        let finding = Finding(ruleID: "below-minimum-size", severity: .error, path: "V.swift",
                              location: SourceLocation(line: 4, column: 5, offset: 0), message: "m")
        let html = AuditPage.render(Report(findings: [finding], rules: [],
                                           metadata: RunMetadata(toolVersion: "1", filesAudited: 1, sourceRoot: directory.path)))
        // Line 4 after CR, CR and CR LF; the C1 control (U+0085) becomes U+FFFD.
        #expect(html.contains("<span class=\"ln\">4</span>let <mark>b</mark> = Text(&quot;&#xFFFD;&quot;)"))
    }

    @Test func inventoryBelowTheFindings() {
        var report = ReportFixtures.report
        report.inventory = InventoryTests.brewlogInventory()
        let html = ReportFormat.html.render(report)
        #expect(html.contains("<section id=\"inventory\">"))
        #expect(html.components(separatedBy: " data-inventory-entry>").count - 1 == report.inventory!.entries.count)
    }
}
