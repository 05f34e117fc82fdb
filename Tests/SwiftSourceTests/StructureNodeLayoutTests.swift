import Testing
@testable import SwiftSource

/// The tree's most numerous nodes share places between fields no node has together (a dictionary
/// key and a label, a statement's declaration, target and label), and components' generic
/// arguments live in a table: a large generated file's tree is sized by these nodes.
@Suite struct StructureNodeLayoutTests {
    @Test func nodesKeepTheirCompactSizes() {
        #expect(MemoryLayout<Token>.stride == 8)
        #expect(MemoryLayout<ChainComponent>.stride == 32)
        #expect(MemoryLayout<Argument>.stride == 24)
        #expect(MemoryLayout<Statement>.stride == 40)
        #expect(MemoryLayout<Declaration>.stride == 80)
        #expect(MemoryLayout<Block>.stride == 32)
    }

    @Test func closuresHaveABlockAndCallsArguments() throws {
        let tree = parseTree("""
            VStack(spacing: 4) { Text("a") }
            let f = { 1 }
            """)
        let stack = try #require(tree.firstComponent(named: "VStack"))
        #expect(tree[stack].block == nil)
        #expect(tree[stack].arguments.count == 2)
        let closures = tree.componentIDs.filter { tree[$0].kind == .closure }
        #expect(closures.count == 2)
        for closure in closures {
            #expect(tree[closure].arguments.isEmpty)
            let block = try #require(tree[closure].block)
            #expect(tree[block].owner == .component(closure))
            #expect(tree[block].statements.count == 1)
        }
    }

    @Test func ifExpressionHasABlockAndNoArguments() throws {
        let tree = parseTree("let x = if flag { 1 } else { 2 }")
        let component = try #require(tree.componentIDs.first { tree[$0].kind == .statementExpression })
        #expect(tree[component].arguments.isEmpty)
        #expect(tree[component].block != nil)
    }

    @Test func dictionaryEntriesHaveKeysAndCallArgumentsLabels() throws {
        let tree = parseTree(#"let d = ["a": 1, "b": f(size: 2)]"#)
        let dictionary = try #require(tree.componentIDs.first { tree[$0].kind == .dictionary })
        let entries = tree[dictionary].arguments.map { tree[$0] }
        #expect(entries.count == 2)
        #expect(entries.allSatisfy { $0.label == nil && $0.key != nil && $0.value != nil })
        #expect(entries.compactMap(\.key).map { tree.describe(expression: $0) } == [#""a""#, #""b""#])
        let call = try #require(tree.firstComponent(named: "f"))
        let argument = tree[tree[call].arguments[0]]
        #expect(argument.key == nil)
        #expect(argument.label.map { tree.text(of: $0) } == "size")
    }

    @Test func statementsKeepTheirDeclarationTargetOrLabel() throws {
        let tree = parseTree("""
            func f() {
                var a = 1
                a = 2
                outer: for x in xs { break outer }
            }
            """)
        let body = try #require(tree.declarations.first { tree.token($0.keyword, is: "func") }?.body)
        let statements = tree[body].statements.map { tree[$0] }
        #expect(statements.map(\.kind) == [.declaration, .assignment, .for])
        #expect(statements[0].declaration != nil && statements[0].target == nil && statements[0].label == nil)
        #expect(statements[1].target.map { tree.describe(expression: $0) } == "a")
        #expect(statements[1].declaration == nil && statements[1].label == nil)
        #expect(statements[2].label.map { tree.text(of: $0) } == "outer")
        #expect(statements[2].declaration == nil && statements[2].target == nil)
    }

    @Test func genericArgumentsAreLookedUpByComponent() throws {
        let tree = parseTree("let y = Foo<Bar>.make<Int>(a < b)")
        let foo = try #require(tree.firstComponent(named: "Foo"))
        let make = try #require(tree.firstComponent(named: "make"))
        #expect(tree.text(of: tree.genericArguments(of: foo)) == "<Bar>")
        #expect(tree.text(of: tree.genericArguments(of: make)) == "<Int>")
        let a = try #require(tree.firstComponent(named: "a"))
        #expect(tree.genericArguments(of: a).isEmpty)
    }
}
