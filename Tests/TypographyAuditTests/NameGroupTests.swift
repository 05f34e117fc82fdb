import Testing
import SwiftSource
@testable import TypographyAudit

@Suite struct NameGroupTests {
    @Test func everyKnownNameCodeIsItsPositionInAllCases() {
        for (index, name) in KnownName.allCases.enumerated() {
            #expect(NameCode.of(name) == index, "\(name)")
        }
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
}
