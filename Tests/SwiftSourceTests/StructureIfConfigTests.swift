import Testing
@testable import SwiftSource

@Suite struct StructureIfConfigTests {
    static let source = """
        #if os(macOS)
        import AppKit
        #elseif os(iOS) || os(visionOS)
        import UIKit
        #else
        import Foundation
        #endif

        struct V: View {
            var body: some View {
                VStack {
                    #if os(macOS)
                    Text("mac").font(.body)
                    #else
                    Text("other").font(.title)
                    #endif
                }
                #if os(iOS)
                .padding()
                #endif
                .frame(maxWidth: 300)
            }
        }
        """

    @Test func clausesAndConditions() throws {
        let tree = parseTree(Self.source)
        let clauses = tree.ifConfigClauses
        #expect(clauses.map(\.kind) == [.if, .elseif, .else, .if, .else, .if])
        #expect(clauses.map { tree.text(of: $0.condition) } == ["os(macOS)", "os(iOS) || os(visionOS)", "", "os(macOS)", "", "os(iOS)"])
        #expect(clauses[1].previous == IfConfigClauseID(Int32(0)))
        #expect(clauses[2].previous == IfConfigClauseID(Int32(1)))
        #expect(clauses[0].parent == nil)
    }

    @Test func declarationsOfEveryClauseAreParsed() throws {
        let tree = parseTree(Self.source)
        let imports = tree.declarations.filter { $0.kind == .import }
        #expect(imports.map { tree.text(of: $0.name!) } == ["AppKit", "UIKit", "Foundation"])
        let uikit = imports[1]
        #expect(tree.ifConfigClauses(containing: uikit.keyword) == [IfConfigClauseID(Int32(1))])
        #expect(tree.declarations.contains { $0.kind == .struct })
    }

    @Test func statementsInsideABodyKeepTheirClause() throws {
        let tree = parseTree(Self.source)
        let mac = try #require(tree.chainIDs.first { tree.describe(chain: $0) == "Text(\"mac\").font(.body)" })
        let other = try #require(tree.chainIDs.first { tree.describe(chain: $0) == "Text(\"other\").font(.title)" })
        #expect(tree.ifConfigClauses(containing: tree[mac].firstToken) == [IfConfigClauseID(Int32(3))])
        #expect(tree.ifConfigClauses(containing: tree[other].firstToken) == [IfConfigClauseID(Int32(4))])
    }

    @Test func postfixMembersInsideIfConfigContinueTheChain() throws {
        let tree = parseTree(Self.source)
        let stack = try #require(tree.firstChain(named: "VStack"))
        #expect(tree.describe(chain: stack) == "VStack() {2}.padding().frame(maxWidth: 300)")
        let padding = try #require(tree.firstComponent(named: "padding"))
        #expect(tree.ifConfigClauses(containing: tree[padding].token) == [IfConfigClauseID(Int32(5))])
        let frame = try #require(tree.firstComponent(named: "frame"))
        #expect(tree.ifConfigClauses(containing: tree[frame].token).isEmpty)
    }

    @Test func nestedAndUnbalancedDirectives() {
        let tree = parseTree("#if A\n#if B\nlet x = 1\n#endif\n#endif\n#endif\n#else\nlet y = 2\n#if C\nlet z = 3")
        #expect(tree.ifConfigClauses.map(\.kind) == [.if, .if, .if])
        let z = tree.declarations.last!
        #expect(tree.ifConfigClauses(containing: z.keyword) == [IfConfigClauseID(Int32(2))])
        let x = tree.declarations.first!
        #expect(tree.ifConfigClauses(containing: x.keyword) == [IfConfigClauseID(Int32(1)), IfConfigClauseID(Int32(0))])
    }
}

@Suite struct StructureIfConfigEvaluationTests {
    @Test func clausesActiveForAnOperatingSystem() {
        let tree = parseTree(StructureIfConfigTests.source)
        let clauses = tree.ifConfigClauseIDs.map { $0 }
        #expect(clauses.map { tree.isClause($0, activeFor: "macOS") } == [true, false, false, true, false, false])
        #expect(clauses.map { tree.isClause($0, activeFor: "iOS") } == [false, true, false, false, true, true])
        #expect(clauses.map { tree.isClause($0, activeFor: "watchOS") } == [false, false, true, false, true, false])
    }

    @Test func unknownConditionsStayUnknown() {
        let tree = parseTree("""
            #if os(iOS) && DEBUG
            let a = 1
            #elseif !os(macOS) || canImport(UIKit)
            let b = 2
            #else
            let c = 3
            #endif
            #if (os(tvOS) || os(watchOS)) && !targetEnvironment(simulator)
            let d = 4
            #endif
            """)
        let keywords = tree.declarations.map(\.keyword)
        #expect(keywords.map { tree.isCode(at: $0, activeFor: "iOS") } == [nil, nil, false, false])
        #expect(keywords.map { tree.isCode(at: $0, activeFor: "macOS") } == [false, nil, nil, false])
        #expect(keywords.map { tree.isCode(at: $0, activeFor: "watchOS") } == [false, true, false, nil])
    }

    @Test func codeOutsideAnyIfIsActive() {
        let tree = parseTree("let x = 1")
        #expect(tree.isCode(at: tree.declarations[0].keyword, activeFor: "iOS") == true)
    }
}
