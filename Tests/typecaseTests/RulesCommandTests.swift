import Testing

/// `typecase rules` lists the rules and shows one rule's examples.
@Suite struct RulesCommandTests {
    @Test func listsEveryRuleWithSeverityAndRationale() throws {
        let result = try TypographyCommandRunner.run(["rules"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("fixed-font-size"))
        #expect(result.stdout.contains("custom-font-not-scaled"))
        #expect(result.stdout.contains("warning"))
    }

    @Test func showsOneRulesExamples() throws {
        let result = try TypographyCommandRunner.run(["rules", "fixed-font-size"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("↓"))
        #expect(result.stdout.contains("Not reported"))
        #expect(result.stdout.contains("Fixes"))
    }

    @Test func unknownRuleIsAUsageError() throws {
        let result = try TypographyCommandRunner.run(["rules", "no-such-rule"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown rule 'no-such-rule'"))
    }
}
