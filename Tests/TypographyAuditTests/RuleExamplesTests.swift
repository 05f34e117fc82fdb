import Testing
import TypographyAudit

/// Every registered rule's examples are its tests: triggering examples report exactly at their `↓`
/// markers, non-triggering ones report nothing, corrections produce the expected text and are
/// idempotent.
@Suite struct RuleExamplesTests {
    static let ruleIDs = RuleRegistry.descriptions.map(\.id)

    @Test(arguments: ruleIDs)
    func triggeringExamplesReportAtMarkers(_ id: String) throws {
        let description = try #require(RuleRegistry.rule(id).map { type(of: $0).description })
        #expect(!description.triggeringExamples.isEmpty, "\(id) has no triggering example")
        for example in description.triggeringExamples {
            let (text, expected) = RuleExamples.markers(in: example)
            #expect(!expected.isEmpty, "\(id): a triggering example without ↓")
            let found = RuleExamples.findings(of: id, in: text)
                .map { RuleExamples.Position(line: $0.location.line, column: $0.location.column) }
            #expect(found.sorted() == expected.sorted(), "\(id) in:\n\(text)")
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesReportNothing(_ id: String) throws {
        let description = try #require(RuleRegistry.rule(id).map { type(of: $0).description })
        for example in description.nonTriggeringExamples {
            let findings = RuleExamples.findings(of: id, in: example)
            #expect(findings.isEmpty, "\(id) reported \(findings.map(\.message)) in:\n\(example)")
        }
    }

    @Test(arguments: ruleIDs)
    func correctionsApplyAndAreIdempotent(_ id: String) throws {
        let description = try #require(RuleRegistry.rule(id).map { type(of: $0).description })
        for (before, after) in description.corrections {
            let corrected = try RuleExamples.corrected(before, by: id)
            #expect(corrected == after, "\(id) corrected:\n\(corrected)")
            #expect(try RuleExamples.corrected(after, by: id) == after, "\(id): the fix is not idempotent")
        }
    }

    @Test func ruleIDsAreUniqueKebabCase() {
        let ids = RuleRegistry.all.map { type(of: $0).description.id }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
        }
    }
}
