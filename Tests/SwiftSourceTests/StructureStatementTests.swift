import Testing
@testable import SwiftSource

@Suite struct StructureStatementTests {
    @Test func controlFlowInAFunctionBody() throws {
        let tree = parseTree("""
            func setUp() {
                super.viewDidLoad()
                label.font = UIFont.preferredFont(forTextStyle: .body)
                guard let view = self.view else { return }
                if let x = foo, x > 1 { print(x) } else if flag { reset() } else { stop() }
                for (index, item) in items.enumerated() where index > 0 { show(item) }
                while queue.isEmpty == false { queue.removeFirst() }
                repeat { tick() } while running
                do { try load() } catch let error as URLError { log(error) } catch { fail() }
                defer { cleanUp() }
                outer: for row in rows { for cell in row { if cell.isEmpty { continue outer } } }
                return
            }
            """)
        let body = try #require(tree.declarations[0].body)
        let kinds = tree[body].statements.map { tree[$0].kind }
        #expect(kinds == [.expression, .assignment, .guard, .if, .for, .while, .repeat, .do, .catch, .catch, .defer,
                          .for, .return])
        let statements = tree[body].statements.map { tree[$0] }
        #expect(statements[1].target.map { tree.describe(expression: $0) } == "label.font")
        #expect(statements[1].expression.map { tree.describe(expression: $0) }
            == "UIFont.preferredFont(forTextStyle: .body)")
        let guardCondition = tree[statements[2].conditions[0]]
        #expect(guardCondition.kind == .optionalBinding && tree.text(of: guardCondition.patternTokens) == "view")
        #expect(statements[2].elseBody != nil)

        let ifStatement = statements[3]
        #expect(ifStatement.conditions.map { tree[$0].kind } == [.optionalBinding, .expression])
        let elseIf = try #require(ifStatement.elseBody)
        #expect(tree[elseIf].kind == .elseIf)
        let nested = tree[tree[elseIf].statements[0]]
        #expect(nested.kind == .if && nested.elseBody != nil)

        #expect(tree.text(of: tree.patternTokens(of: tree[body].statements[4])) == "(index, item)")
        #expect(statements[4].expression.map { tree.describe(expression: $0) } == "items.enumerated()")
        #expect(statements[4].conditions.map { tree[$0].kind } == [.whereClause])
        #expect(statements[6].expression.map { tree.describe(expression: $0) } == "running")
        #expect(tree.text(of: tree.patternTokens(of: tree[body].statements[8])) == "let error as URLError")
        #expect(statements[8].conditions.map { tree[$0].pattern.map { tree.describe(expression: $0) } }
            == ["binding(let) error cast(as URLError)"])
        #expect(statements[11].label.map { tree.text(of: $0) } == "outer")
        let continueStatement = tree.statements.first { $0.kind == .continue }
        #expect(continueStatement?.label.map { tree.text(of: $0) } == "outer")
        #expect(tree.outerChainDescriptions.contains("show(item)"))
    }

    @Test func switchInAViewBuilder() throws {
        let tree = parseTree("""
            var body: some View {
                switch style {
                case .large, .extraLarge:
                    Text("big").font(.largeTitle)
                case .custom(let size) where size > 20:
                    Text("custom")
                @unknown default:
                    EmptyView()
                }
            }
            """)
        let getter = try #require(tree.declarations[0].body)
        let switchStatement = tree[tree[getter].statements[0]]
        #expect(switchStatement.kind == .switch)
        #expect(switchStatement.expression.map { tree.describe(expression: $0) } == "style")
        let cases = try #require(switchStatement.body)
        #expect(tree[cases].kind == .switchCases)
        let labels = tree[cases].statements.map { tree[$0] }
        #expect(labels.map(\.kind) == [.switchCase, .switchCase, .switchCase])
        #expect(labels[0].conditions.map { tree.describe(expression: tree[$0].pattern!) } == [".large", ".extraLarge"])
        #expect(labels[1].conditions.map { tree[$0].kind } == [.casePattern, .whereClause])
        #expect(tree.describe(expression: tree[labels[1].conditions[0]].pattern!) == ".custom(binding(let) size)")
        #expect(labels[2].conditions.isEmpty)
        let firstBody = try #require(labels[0].body)
        #expect(tree[firstBody].statements.map { tree.describe(expression: tree[$0].expression!) }
            == ["Text(\"big\").font(.largeTitle)"])
        let text = try #require(tree.firstChain(named: "Text"))
        #expect(tree.enclosingBlock(of: tree[text].firstToken) == firstBody)
    }

    @Test func ifAndSwitchExpressions() throws {
        let tree = parseTree("""
            let font: Font = if compact { .body } else { .title }
            let size = switch category { case .large: 20 default: 17 }
            """)
        let first = try #require(tree.declarations[0].initializer.flatMap { tree.singleChain(of: $0) })
        let component = tree[tree.base(of: first)]
        #expect(component.kind == .statementExpression)
        let holder = try #require(component.block)
        #expect(tree[tree[holder].statements[0]].kind == .if)
        #expect(tree.chainIDs.map { tree.describe(chain: $0) }.contains(".title"))
        let second = try #require(tree.declarations[1].initializer.flatMap { tree.singleChain(of: $0) })
        #expect(tree[tree.base(of: second)].kind == .statementExpression)
    }

    @Test func tryAwaitAndClosuresInStatements() throws {
        let tree = parseTree("""
            Task { @MainActor in
                let data = try await client.fetch(url)
                self.items = try JSONDecoder().decode([Item].self, from: data)
            }
            """)
        let closureID = try #require(tree.blockIDs.first { tree[$0].kind == .closure })
        let closure = tree[closureID]
        #expect(tree.text(of: tree.closureSignature(of: closureID)) == "@MainActor in")
        let statements = closure.statements.map { tree[$0] }
        #expect(statements.map(\.kind) == [.declaration, .assignment])
        let initializer = try #require(tree[statements[0].declaration!].initializer)
        #expect(tree[initializer].elements.map { tree[$0].kind } == [.try, .await, .chain])
        #expect(tree.valueChains(of: initializer).map { tree.describe(chain: $0) } == ["client.fetch(url)"])
    }

    @Test func returnTakesTheValueOnItsLine() {
        let tree = parseTree("func f() -> Int {\n return\n}\nfunc g() -> Font { return .body }")
        let returns = tree.statements.filter { $0.kind == .return }
        #expect(returns.map { $0.expression.map { tree.describe(expression: $0) } } == [nil, ".body"])
    }
}
