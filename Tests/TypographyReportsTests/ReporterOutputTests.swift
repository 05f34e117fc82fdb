import Foundation
import Testing
import TypographyAudit
@testable import TypographyReports

@Suite struct ReporterOutputTests {
    @Test(arguments: [
        (ReportFormat.xcode, ExpectedReports.xcode),
        (.json, ExpectedReports.json),
        (.sarif, ExpectedReports.sarif),
        (.github, ExpectedReports.github),
        (.markdown, ExpectedReports.markdown),
    ])
    func exactOutput(format: ReportFormat, expected: String) {
        #expect(format.render(ReportFixtures.report) == expected)
    }

    @Test(arguments: ReportFormat.allCases)
    func outputDoesNotDependOnInputOrder(format: ReportFormat) {
        let shuffled = Report(findings: ReportFixtures.findings.reversed(), rules: ReportFixtures.rules.reversed(),
                              metadata: ReportFixtures.report.metadata)
        #expect(format.render(shuffled) == format.render(ReportFixtures.report))
    }

    /// The JSON report lists the warnings about inputs after the summary; without any, no key.
    @Test func jsonNotifications() throws {
        var report = ReportFixtures.report
        #expect(!JSONReporter.render(report).contains("notifications"))
        report.notifications = ReportFixtures.notifications
        let object = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter.render(report).utf8)) as? [String: Any])
        let notifications = try #require(object["notifications"] as? [[String: Any]])
        #expect(notifications.count == 2)
        #expect(notifications[0]["path"] as? String == "App/Card.swift")
        #expect(notifications[0]["line"] as? Int == 3)
        #expect(notifications[0]["column"] as? Int == 5)
        #expect(notifications[0]["level"] as? String == "warning")
        #expect(notifications[0]["kind"] as? String == "ineffectiveSuppression")
        #expect(notifications[1]["level"] as? String == "error")
        #expect(notifications[1]["line"] == nil)
    }

    @Test func emptyReports() {
        let empty = Report(findings: [], rules: [], metadata: RunMetadata(toolVersion: "1.0", filesAudited: 2))
        #expect(XcodeReporter.render(empty) == "")
        #expect(GitHubReporter.render(empty) == "")
        #expect(MarkdownReporter.render(empty) == "# typecase audit\n\n0 findings in 0 files (2 audited): 0 errors, 0 warnings, 0 notes.\n")
        #expect(JSONReporter.render(empty).contains("\"findings\": [],\n"))
        #expect(SARIFReporter.render(empty).contains("\"results\": []\n"))
    }

    @Test func markdownRuleTableListsMostFrequentFirstWithEverySeverity() {
        let location = SourceLocation(line: 1, column: 1, offset: 0)
        let findings = [
            Finding(ruleID: "b-rule", severity: .warning, path: "x.swift", location: location, message: "m"),
            Finding(ruleID: "b-rule", severity: .note, path: "y.swift", location: location, message: "m"),
            Finding(ruleID: "a-rule", severity: .error, path: "x.swift", location: location, message: "m"),
        ]
        let text = MarkdownReporter.render(Report(findings: findings, rules: [],
                                                  metadata: RunMetadata(toolVersion: "1", filesAudited: 2)))
        #expect(text.contains("| `b-rule` | warning, note | 2 |\n| `a-rule` | error | 1 |\n"))
    }
}
