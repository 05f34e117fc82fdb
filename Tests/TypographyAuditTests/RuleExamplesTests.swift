import Testing
import TypographyAudit

/// Every registered rule's examples are its tests: triggering examples report exactly at their `↓`
/// markers (with the expected message, when given) and report nothing when commented out, quoted or
/// suppressed; non-triggering ones report nothing; corrections produce the expected text and are
/// idempotent. A failing example is reported at the line where it is written.
@Suite struct RuleExamplesTests {
    static let ruleIDs = RuleRegistry.descriptions.map(\.id)

    @Test(arguments: ruleIDs)
    func triggeringExamplesReportAtMarkers(_ id: String) throws {
        let description = try #require(RuleRegistry.rule(id).map { type(of: $0).description })
        #expect(!description.triggeringExamples.isEmpty, "\(id) has no triggering example")
        for example in description.triggeringExamples {
            let (text, expected) = RuleExamples.markers(in: example.code)
            #expect(!expected.isEmpty, "\(id): a triggering example without ↓", sourceLocation: example.sourceLocation)
            let findings = RuleExamples.findings(of: id, in: example)
            let found = findings.map { RuleExamples.Position(line: $0.location.line, column: $0.location.column) }
            #expect(found.sorted() == expected.sorted(), "\(id) in:\n\(text)", sourceLocation: example.sourceLocation)
            if let message = example.message {
                for finding in findings where finding.message != message {
                    Issue.record("\(id) at \(finding.location.line):\(finding.location.column): \(finding.message)",
                                 sourceLocation: example.sourceLocation)
                }
            }
        }
    }

    @Test(arguments: ruleIDs)
    func triggeringExamplesAreSilentWhenCommentedQuotedOrSuppressed(_ id: String) throws {
        let description = try #require(RuleRegistry.rule(id).map { type(of: $0).description })
        for example in description.triggeringExamples {
            for (name, variant) in RuleExamples.silentVariants(of: example, ruleID: id) {
                let findings = RuleExamples.findings(of: id, in: variant)
                #expect(findings.isEmpty, "\(id) reported \(findings.map(\.message)) \(name):\n\(variant.code)",
                        sourceLocation: example.sourceLocation)
            }
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesReportNothing(_ id: String) throws {
        let description = try #require(RuleRegistry.rule(id).map { type(of: $0).description })
        for example in description.nonTriggeringExamples {
            let findings = RuleExamples.findings(of: id, in: example)
            #expect(findings.isEmpty, "\(id) reported \(findings.map(\.message)) in:\n\(example.code)",
                    sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: ruleIDs)
    func correctionsApplyAndAreIdempotent(_ id: String) throws {
        let description = try #require(RuleRegistry.rule(id).map { type(of: $0).description })
        for (before, after) in description.corrections {
            let corrected = try RuleExamples.corrected(before, by: id)
            #expect(corrected == after.code, "\(id) corrected:\n\(corrected)", sourceLocation: before.sourceLocation)
            #expect(try RuleExamples.corrected(after, by: id) == after.code, "\(id): the fix is not idempotent",
                    sourceLocation: after.sourceLocation)
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
