import Testing
import SwiftSource
@testable import TypographyAudit

@Suite struct NameGroupTests {
    @Test func everyKnownNameCodeIsItsPositionInAllCases() {
        for (index, name) in KnownName.allCases.enumerated() {
            #expect(NameCode.of(name) == index, "\(name)")
        }
    }

    @Test func theNamesFitTheTable() {
        #expect(KnownName.allCases.count <= KnownName.capacity)
        #expect(Set(KnownName.allCases.map(\.rawValue)).count == KnownName.allCases.count)
    }

    @Test func everyNameIsFoundFromItsSpelling() {
        let source = KnownName.allCases.map { "x.\($0.rawValue)" }.joined(separator: "\n")
        let tree = SyntaxTree.parse(SourceFile(path: "T.swift", text: source))
        let found = tree.tokens.indices.compactMap { tree.knownName(of: TokenID($0)) }
        #expect(Set(found) == Set(KnownName.allCases))
        #expect(tree.knownName(of: TokenID(0)) == nil)
    }

    @Test func nameSetHoldsExactlyItsNames() {
        let set: NameSet = [.font, .CADisplayLink, .Timer]
        for name in KnownName.allCases {
            #expect(set.contains(name) == [.font, .CADisplayLink, .Timer].contains(name), "\(name)")
        }
        #expect(set.names == [.font, .Timer, .CADisplayLink])
    }

    @Test func componentsAreGroupedByNameInSourceOrder() {
        let source = """
            import SwiftUI
            let a = Text("A").kerning(1).font(.title)
            let b = Text("B").kerning(2)
            let c = attributes[.kern]
            """
        let file = FileAnalysis(file: SourceFile(path: "T.swift", text: source))
        let tree = file.tree
        let kerning = file.components(named: .kerning)
        #expect(kerning.count == 2)
        #expect(kerning.allSatisfy { tree.component($0, isNamed: "kerning") })
        #expect(kerning.first.map { tree[$0].token } ?? TokenID(0) < kerning.last.map { tree[$0].token } ?? TokenID(0))
        #expect(file.components(named: .Text).count == 2)
        #expect(file.components(named: .kern).count == 1)
        #expect(file.components(named: .lineSpacing).isEmpty)
    }

    /// A rule that searches for a name it did not declare stops a debug build: the engine would skip
    /// files by its names and miss the findings.
    @Test func aQueryByAnUndeclaredNameStopsADebugBuild() async {
        #if DEBUG
        await #expect(processExitsWith: .failure) {
            struct Forgetful: Rule {
                static let names: [KnownName] = [.font]
                static let description = RuleDescription(id: "forgetful", name: "Forgetful", defaultSeverity: .note,
                                                         rationale: "", triggeringExamples: [], nonTriggeringExamples: [])
                func check(_ context: inout RuleContext) {
                    _ = context.file.components(named: .kerning)
                }
            }
            _ = FileAuditor(rules: [Forgetful()]).audit(SourceFile(path: "T.swift", text: "let x = Text(\"a\").kerning(1)\n"))
        }
        #endif
    }

    @Test func aQueryByADeclaredNamePasses() {
        struct Careful: Rule {
            static let names: [KnownName] = [.kerning]
            static let description = RuleDescription(id: "careful", name: "Careful", defaultSeverity: .note,
                                                     rationale: "", triggeringExamples: [], nonTriggeringExamples: [])
            func check(_ context: inout RuleContext) {
                for component in context.file.components(named: .kerning) {
                    context.report(at: context.tree[component].token, "kerning")
                }
            }
        }
        let findings = FileAuditor(rules: [Careful()]).audit(SourceFile(path: "T.swift", text: "let x = Text(\"a\").kerning(1)\n"))
        #expect(findings.map(\.message) == ["kerning"])
    }
}
