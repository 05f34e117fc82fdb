import Testing
import TypographyAudit
@testable import TypographyReports

@Suite struct ReporterEscapingTests {
    static let awkward = Finding(
        ruleID: "thin-weight", severity: .warning, path: "My App/Views, Old/A:B 100%.swift",
        location: SourceLocation(line: 2, column: 4, offset: 10),
        message: "50% \"thin\"\r\nweight | on a\\b\ttab")

    static func report(_ finding: Finding) -> Report {
        Report(findings: [finding], rules: ReportFixtures.rules, metadata: RunMetadata(toolVersion: "1", filesAudited: 1))
    }

    @Test func githubEscapesPropertiesAndMessage() {
        #expect(GitHubReporter.render(Self.report(Self.awkward)) ==
            "::warning file=My App/Views%2C Old/A%3AB 100%25.swift,line=2,col=4,title=Thin weight (thin-weight)"
            + "::50%25 \"thin\"%0D%0Aweight | on a\\b\ttab\n")
    }

    @Test func githubEscapeFunctions() {
        #expect(GitHubReporter.escapeData("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad:e,f")
        #expect(GitHubReporter.escapeProperty("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad%3Ae%2Cf")
    }

    @Test func xcodeKeepsOneLinePerFinding() {
        #expect(XcodeReporter.render(Self.report(Self.awkward)) ==
            "My App/Views, Old/A:B 100%.swift:2:4: warning: 50% \"thin\" weight | on a\\b\ttab [thin-weight]\n")
    }

    @Test func jsonEscapesStrings() {
        var bytes: [UInt8] = []
        JSONValue.writeString("q\"b\\n\nr\rt\tc\u{1}\u{1f}é↓", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #""q\"b\\n\nr\rt\tc\u0001\u001fé↓""#)
        #expect(JSONReporter.render(Self.report(Self.awkward))
            .contains(#""message": "50% \"thin\"\r\nweight | on a\\b\ttab""#))
    }

    @Test func markdownEscapesTableCells() {
        let text = MarkdownReporter.render(Self.report(Self.awkward))
        #expect(text.contains("| My App/Views, Old/A:B 100%.swift | 0 | 1 | 0 | 1 |"))
        #expect(text.contains("`thin-weight`: 50% \"thin\" weight | on a\\b\ttab\n"))
        #expect(MarkdownReporter.cell("a|b\nc") == "a\\|b c")
    }

    @Test func sarifURIs() {
        #expect(SARIFReporter.artifactLocation("./My App/A%.swift") ==
            .object([("uri", .string("My%20App/A%25.swift")), ("uriBaseId", .string("%SRCROOT%"))]))
        #expect(SARIFReporter.artifactLocation("/tmp/é.swift") == .object([("uri", .string("file:///tmp/%C3%A9.swift"))]))
    }

    /// A file name that is not UTF-8 is encoded from its bytes (`%E9`), not from the name findings
    /// show (`\xE9`) nor from the scalar that carries the byte.
    @Test func sarifURIOfANameThatIsNotUTF8EncodesItsBytes() {
        let name = SystemPath.string(bytes: Array("My App/Caf".utf8) + [0xE9] + Array(".swift".utf8))
        #expect(SARIFReporter.artifactLocation(name) ==
            .object([("uri", .string("My%20App/Caf%E9.swift")), ("uriBaseId", .string("%SRCROOT%"))]))
        let shown = SystemPath.display(name)
        let finding = Finding(ruleID: "thin-weight", severity: .warning, path: shown,
                              location: SourceLocation(line: 1, column: 1, offset: 0), message: "m")
        let report = Report(findings: [finding], rules: [],
                            metadata: RunMetadata(toolVersion: "1", filesAudited: 1, systemPaths: [shown: name]))
        let text = SARIFReporter.render(report)
        #expect(text.contains("\"uri\": \"My%20App/Caf%E9.swift\""))
        #expect(!text.contains("%5CxE9"))
    }

    @Test func sarifURIOfAPathWithColonsCannotReadAsAScheme() {
        #expect(SARIFReporter.artifactLocation("a:1:2.swift") ==
            .object([("uri", .string("a%3A1%3A2.swift")), ("uriBaseId", .string("%SRCROOT%"))]))
    }

    @Test func sarifGivesUTF16ColumnsAndTheSourceRoot() {
        let finding = Finding(ruleID: "thin-weight", severity: .warning, path: "A.swift",
                              location: SourceLocation(line: 1, column: 14, offset: 13, utf16Column: 9), message: "m")
        let report = Report(findings: [finding], rules: [],
                            metadata: RunMetadata(toolVersion: "1", filesAudited: 1, sourceRoot: "/work/My App"))
        let text = SARIFReporter.render(report)
        #expect(text.contains("\"startColumn\": 9"))
        #expect(text.contains("\"columnKind\": \"utf16CodeUnits\""))
        #expect(text.contains("\"originalUriBaseIds\": {\n        \"%SRCROOT%\": {\n          \"uri\": \"file:///work/My%20App/\""))
    }
}
