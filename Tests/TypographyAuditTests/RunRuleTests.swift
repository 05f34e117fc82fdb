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

    /// A fact holds what the facts of its rule in its file share (rule, path, severity, settings,
    /// project) by one reference and its location in 32-bit fields: a dense file contributes a
    /// million facts. Its text sites' fonts and font occurrences are as many.
    @Test func aFactIsSmall() {
        #expect(MemoryLayout<RunFact>.stride <= 64)
        #expect(MemoryLayout<FontValue>.stride <= 72)
        #expect(MemoryLayout<TextSiteFont>.stride <= 72)
        #expect(MemoryLayout<FontOccurrence>.stride <= 112)
    }

    /// Setting the project of facts of several rules and files keeps each fact's own origin.
    @Test func settingTheProjectKeepsEachFactsOrigin() {
        let origins = [("too-many-typefaces", "A.swift", Severity.warning), ("too-many-type-levels", "A.swift", .note),
                       ("too-many-typefaces", "B.swift", .error)]
        var facts = [0, 0, 1, 2, 2, 0].enumerated().map { position, origin in
            RunFact(ruleID: origins[origin].0, key: "k\(position)", detail: "", value: Double(position), path: origins[origin].1,
                    location: SourceLocation(line: position + 1, column: 1, offset: position), severity: origins[origin].2,
                    configuration: RuleConfiguration())
        }
        facts.setProject(ProjectRoot(path: "/App", isPartial: false))
        #expect(facts.map(\.ruleID) == ["too-many-typefaces", "too-many-typefaces", "too-many-type-levels", "too-many-typefaces",
                                        "too-many-typefaces", "too-many-typefaces"])
        #expect(facts.map(\.path) == ["A.swift", "A.swift", "A.swift", "B.swift", "B.swift", "A.swift"])
        #expect(facts.map(\.severity) == [.warning, .warning, .note, .error, .error, .warning])
        #expect(facts.map(\.key) == (0..<6).map { "k\($0)" })
        #expect(facts.allSatisfy { $0.project.path == "/App" })
    }
}
