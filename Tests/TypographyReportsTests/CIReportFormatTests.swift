import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TypographyAudit
import TypographyReports

/// The JUnit, Checkstyle and GitLab Code Quality reports have the published shapes: the elements
/// and attributes CI systems read, well-formed XML whatever the paths and messages hold, and the
/// fields GitLab requires.
@Suite struct CIReportFormatTests {
    /// The fixture's findings plus one with quotes, a percent sign, a line break and a tab.
    static let report = Report(findings: ReportFixtures.findings + [ReporterEscapingTests.awkward], rules: ReportFixtures.rules,
                               metadata: RunMetadata(toolVersion: "1", filesAudited: 3))

    static func xml(_ text: String) throws -> XMLElement {
        try #require(try XMLDocument(xmlString: text, options: []).rootElement())
    }

    @Test func junitHasAFailedTestCasePerFinding() throws {
        let root = try Self.xml(JUnitReporter.render(Self.report))
        #expect(root.name == "testsuites")
        let suite = try #require(root.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "name")?.stringValue == "typecase")
        #expect(suite.attribute(forName: "tests")?.stringValue == "4")
        #expect(suite.attribute(forName: "failures")?.stringValue == "4")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue } == Self.report.findings.map(\.path))
        #expect(cases[1].attribute(forName: "name")?.stringValue == "below-minimum-size at 4:7")
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "note")
        #expect(failure.attribute(forName: "message")?.stringValue == "Size 9 pt is below 11 pt")
        #expect(failure.stringValue == "Sources/A.swift:4:7: note: Size 9 pt is below 11 pt [below-minimum-size]")
        let empty = try Self.xml(JUnitReporter.render(Report(findings: [], rules: [], metadata: RunMetadata(toolVersion: "1", filesAudited: 1))))
        #expect(empty.elements(forName: "testsuite").first?.attribute(forName: "tests")?.stringValue == "0")
    }

    @Test func checkstyleGroupsErrorsByFile() throws {
        let root = try Self.xml(CheckstyleReporter.render(Self.report))
        #expect(root.name == "checkstyle")
        let files = root.elements(forName: "file")
        #expect(files.map { $0.attribute(forName: "name")?.stringValue } == ["My App/Views, Old/A:B 100%.swift", "Sources/A.swift", "Sources/B.swift"])
        let errors = files[1].elements(forName: "error")
        #expect(errors.map { $0.attribute(forName: "severity")?.stringValue } == ["info", "error"])
        #expect(errors[1].attribute(forName: "line")?.stringValue == "12")
        #expect(errors[1].attribute(forName: "column")?.stringValue == "18")
        #expect(errors[1].attribute(forName: "source")?.stringValue == "typecase.fixed-font-size")
        #expect(errors[1].attribute(forName: "message")?.stringValue == "Fixed size 17 pt does not scale; use .body")
        let awkward = try #require(files[0].elements(forName: "error").first?.attribute(forName: "message")?.stringValue)
        #expect(awkward.hasPrefix("50% \"thin\""))
        #expect(!awkward.contains("\n"))
    }

    @Test func gitlabIssuesHaveTheRequiredFields() throws {
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(GitLabReporter.render(Self.report).utf8)) as? [[String: Any]])
        #expect(issues.count == 4)
        for issue in issues {
            #expect(Set(issue.keys) == ["description", "check_name", "fingerprint", "severity", "location"])
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] is String)
            #expect((location["lines"] as? [String: Any])?["begin"] is Int)
            #expect((issue["fingerprint"] as? String)?.count == 32)
        }
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 4)
        #expect(issues[1]["check_name"] as? String == "typecase/below-minimum-size")
        #expect(issues[2]["severity"] as? String == "critical")
        // The same findings give the same fingerprints in every run.
        #expect(GitLabReporter.render(Self.report) == GitLabReporter.render(Self.report))
        #expect(GitLabReporter.render(Report(findings: [], rules: [], metadata: RunMetadata(toolVersion: "1", filesAudited: 1))) == "[]\n")
    }
}
