import Testing
@testable import TypographyAudit

/// The run-level rules are known by ``Rule/runLevel``, without a cast.
@Suite struct RunRuleTests {
    @Test func runLevelIsTheRuleForRunRulesOnly() {
        let ids = RuleRegistry.all.filter { type(of: $0).runLevel != nil }.map { type(of: $0).description.id }.sorted()
        #expect(ids == ["too-many-type-levels", "too-many-typefaces"])
        for rule in RuleRegistry.all {
            #expect((type(of: rule).runLevel != nil) == (rule is any RunRule), "\(type(of: rule).description.id)")
        }
    }
}
