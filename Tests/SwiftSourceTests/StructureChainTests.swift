import Testing
@testable import SwiftSource

/// Parses Swift source text into a tree.
func parseTree(_ source: String) -> SyntaxTree {
    SyntaxTree.parse(SourceFile(path: "Test.swift", text: source))
}

extension SyntaxTree {
    /// The top-level chains (those not nested in another chain), in compact notation.
    var outerChainDescriptions: [String] {
        chainIDs.filter { enclosingArgument(of: $0) == nil }.map { describe(chain: $0) }
    }

    /// The first chain whose base is named `name`.
    func firstChain(named name: String) -> ChainID? {
        chainIDs.first { chain in
            components[base(of: chain).index].name.map { token($0, is: name) } ?? false
        }
    }

    /// The first component named `name` in any chain.
    func firstComponent(named name: String) -> ComponentID? {
        componentIDs.first { id in components[id.index].name.map { token($0, is: name) } ?? false }
    }

    /// The value chain of an argument.
    func valueChain(_ argument: ArgumentID) -> ChainID? {
        arguments[argument.index].value.flatMap { singleChain(of: $0) }
    }
}

@Suite struct StructureChainTests {
    @Test func modifierChainOnTextIsOneChain() throws {
        let tree = parseTree("Text(\"Hi \\(n)\")\n  .font(.system(size: 17, weight: .semibold))\n  .lineLimit(1)")
        #expect(tree.outerChainDescriptions == [
            "Text(\"Hi \"(n)).font(.system(size: 17, weight: .semibold)).lineLimit(1)",
        ])
        let chain = try #require(tree.firstChain(named: "Text"))
        let parts = Array(tree.components(of: chain))
        try #require(parts.count == 3)

        let text = tree[parts[0]]
        #expect(text.kind == .identifier && text.isCalled && text.arguments.count == 1)
        let stringChain = try #require(tree.valueChain(text.arguments[0]))
        let literal = tree.base(of: stringChain)
        #expect(tree[literal].kind == .stringLiteral)
        #expect(!tree.isPlainStringLiteral(literal))
        #expect(tree.stringSegments(of: literal).map { tree.text(of: $0) } == ["Hi "])
        let interpolation = try #require(tree[literal].arguments.first)
        #expect(tree[interpolation].kind == .interpolation)
        let interpolated = try #require(tree.valueChain(interpolation))
        #expect(tree.describe(chain: interpolated) == "n")

        #expect(tree.isCall(parts[1], named: "font"))
        #expect(tree[parts[1]].kind == .member)
        let fontArgument = try #require(tree.argument(nil, of: parts[1]))
        let font = try #require(tree.valueChain(fontArgument))
        let system = tree.base(of: font)
        #expect(tree[system].kind == .implicitMember && tree.isCall(system, named: "system"))
        let size = try #require(tree.argument("size", of: system))
        let sizeValue = try #require(tree[size].value)
        #expect(tree.numberValue(of: sizeValue) == 17)
        let weightArgument = try #require(tree.argument("weight", of: system))
        let weight = try #require(tree.valueChain(weightArgument))
        #expect(tree.describe(chain: weight) == ".semibold")

        #expect(tree.isCall(parts[2], named: "lineLimit"))
        #expect(tree.enclosingCall(of: font) == parts[1])
        #expect(tree.enclosingCall(of: chain) == nil)
        #expect(tree.text(of: tree[chain]).hasSuffix(".lineLimit(1)"))
    }

    @Test func callsByNameInSourceOrder() {
        let tree = parseTree("VStack { Text(\"a\").font(.title) }.font(.body)\nlet f = font\nText(\"b\").font(x.font)")
        let calls = tree.calls(named: "font")
        #expect(calls.map { tree.describe(expression: tree[tree[$0].arguments[0]].value!) } == [".title", ".body", "x.font"])
        #expect(tree.calls(named: "Text").count == 2)
    }

    @Test func trailingClosuresLabelledAndUnlabelled() throws {
        let tree = parseTree("Button { save() } label: { Text(\"x\").font(.caption) }")
        #expect(tree.outerChainDescriptions == ["Button() {1} label: {1}"])
        let button = tree.base(of: try #require(tree.firstChain(named: "Button")))
        let closures = tree.trailingClosures(of: button)
        #expect(closures.count == 2)
        #expect(tree[closures[0]].label == nil)
        #expect(tree[closures[1]].label.map { tree.text(of: $0) } == "label")
        let text = try #require(tree.firstChain(named: "Text"))
        #expect(tree.describe(chain: text) == "Text(\"x\").font(.caption)")
        #expect(tree.enclosingArgument(of: text) == closures[1])
        #expect(tree.enclosingCall(of: text) == button)
        let block = try #require(tree.closureBlock(of: closures[1]))
        #expect(tree.chains(in: tree[block].tokens).map { tree.describe(chain: $0) }
            == ["{1}", "Text(\"x\").font(.caption)", "\"x\"", ".caption"])
    }

    @Test func callWithParenthesesAndTrailingClosure() {
        let tree = parseTree("""
            Button("Save", action: save)
            list.sheet(isPresented: $shown) { Sheet() }
            items.map { $0 * 2 }.filter { $0 > 1 }
            DispatchQueue.main.async { [weak self] in self?.reload() }
            """)
        #expect(tree.outerChainDescriptions == [
            "Button(\"Save\", action: save)",
            "list.sheet(isPresented: $shown) {1}",
            "items.map() {1}.filter() {1}",
            "DispatchQueue.main.async() {1}",
        ])
        let closure = tree.blockIDs.first { !tree.closureSignature(of: $0).isEmpty }
        #expect(closure.map { tree.text(of: tree.closureSignature(of: $0)) } == "[weak self] in")
    }

    @Test func closureSignatures() {
        let tree = parseTree("""
            f { (a: Int, b: Int) -> Bool in a < b }
            f { @Sendable value in value }
            f { [weak self, count = items.count] (result: Result<Int, Error>) async throws in }
            f { _, _ in }
            f { print(x) }
            f { a.b(c) }
            f { items
                in }
            """)
        let signatures = tree.blockIDs.filter { tree[$0].kind == .closure }.map { tree.text(of: tree.closureSignature(of: $0)) }
        #expect(signatures == ["(a: Int, b: Int) -> Bool in", "@Sendable value in",
                               "[weak self, count = items.count] (result: Result<Int, Error>) async throws in",
                               "_, _ in", "", "", "items\n    in"])
    }

    @Test func ternaryGivesBothCandidateValues() throws {
        let tree = parseTree("Text(title).font(isLarge ? .title : .body)")
        let font = try #require(tree.firstComponent(named: "font"))
        let argument = try #require(tree.argument(nil, of: font))
        let value = try #require(tree[argument].value)
        #expect(tree.valueChains(of: value).map { tree.describe(chain: $0) } == [".title", ".body"])
        #expect(tree[value].elements.map { tree[$0].kind } == [.chain, .ternaryQuestion, .chain, .ternaryColon, .chain])
    }

    @Test func nilCoalescingCastsAndOperators() throws {
        let tree = parseTree("""
            let a = custom as? Font ?? .body
            let b = base + 2
            let c = try await loader.load(id)
            let d = -12.5
            """)
        let values = tree.declarations.compactMap(\.initializer)
        #expect(values.count == 4)
        #expect(tree.valueChains(of: values[0]).map { tree.describe(chain: $0) } == ["custom", ".body"])
        #expect(tree.valueChains(of: values[1]).isEmpty)
        #expect(tree.valueChains(of: values[2]).map { tree.describe(chain: $0) } == ["loader.load(id)"])
        #expect(tree[values[2]].elements.map { tree[$0].kind } == [.try, .await, .chain])
        #expect(tree.numberValue(of: values[3]) == -12.5)
    }

    @Test func genericBaseAndMembers() {
        let tree = parseTree("""
            let x = Array<Int>(repeating: 0, count: 3)
            let y = Foo<Bar>.shared.value
            let z = Request<[Invoice]>(path: "/v2")
            """)
        #expect(tree.outerChainDescriptions == ["Array<Int>(repeating: 0, count: 3)", "Foo<Bar>.shared.value",
                                                "Request<[Invoice]>(path: \"/v2\")"])
    }

    @Test func multiLineChainWithCommentsBetweenMembers() {
        let tree = parseTree("""
            Text("a") // first
                /* the font */
                .font(.headline)
                // spacing
                .padding(.horizontal, 8)
                .foregroundStyle(.secondary)
            Text("b")
            """)
        #expect(tree.outerChainDescriptions == [
            "Text(\"a\").font(.headline).padding(.horizontal, 8).foregroundStyle(.secondary)",
            "Text(\"b\")",
        ])
    }

    @Test func parenthesisOnNextLineStartsANewStatement() {
        let tree = parseTree("let a = f\n(b, c) = pair\nlet d = e\n[1].first")
        #expect(tree.outerChainDescriptions == ["f", "(b, c)", "pair", "e", "[1].first"])
    }

    @Test func alternativeClausesOfAStatementIfAreSeparateChains() {
        // A getter's `#if` that follows no expression: each clause holds its own implicit member.
        let getter = parseTree("""
            var title: Font {
                #if os(macOS)
                .system(size: 20)
                #elseif os(watchOS)
                // smaller on the wrist
                .system(size: 15)
                #else
                .system(size: 22)
                #endif
            }
            """)
        #expect(getter.outerChainDescriptions == [".system(size: 20)", ".system(size: 15)", ".system(size: 22)"])
        // So does a closure's, after its `in`.
        let closure = parseTree("""
            let pick = { compact in
                #if os(macOS)
                .system(size: 20)
                #else
                .system(size: 22)
                #endif
            }
            """)
        #expect(closure.chainIDs.map { closure.describe(chain: $0) }.filter { $0.hasPrefix(".system") }
            == [".system(size: 20)", ".system(size: 22)"])
        // After an expression the clauses hold its modifiers: the chain goes on through them.
        let modifiers = parseTree("""
            let view = Text("a")
                #if os(iOS)
                .font(.body)
                #else
                .font(.title)
                #endif
                .padding()
            """)
        #expect(modifiers.outerChainDescriptions == ["Text(\"a\").font(.body).font(.title).padding()"])
    }

    @Test func interpolationWithNestedClosureAndString() throws {
        let tree = parseTree(#"Text("Total: \(items.map { "\($0.count)" }.joined(separator: ", "))")"#)
        #expect(tree.outerChainDescriptions == [#"Text("Total: "(items.map() {1}.joined(separator: ", ")))"#])
        let inner = try #require(tree.chainIDs.first { tree.describe(chain: $0) == "$0.count" })
        let string = try #require(tree.enclosingCall(of: inner))
        #expect(tree[string].kind == .stringLiteral)
    }

    @Test func literalsAndCollections() {
        let tree = parseTree("""
            let a = [1, 2]
            let b = ["k": .title, "l": .body]
            let c = [:]
            let d = (x: 1, y: true)
            let e = nil
            let f = #selector(tap(_:))
            let g = \\.name.count
            let h = reduce(0, +)
            """)
        #expect(tree.outerChainDescriptions == [
            "[1, 2]", "[\"k\": .title, \"l\": .body]", "[]", "(x: 1, y: true)", "nil", "#selector(tap(_: ))",
            "\\.name.count", "reduce(0, +)",
        ])
        let selector = tree.chainIDs.first { tree.describe(chain: $0) == "tap(_: )" }
        #expect(selector.map { tree[tree.base(of: $0)].isCalled } == false)
        let dictionary = tree.chainIDs.first { tree[tree.base(of: $0)].kind == .dictionary }
        #expect(dictionary.map { tree[tree.base(of: $0)].arguments.count } == 2)
    }

    @Test func optionalChainingSubscriptsAndForceUnwrap() throws {
        let tree = parseTree("label?.font = fonts[0]!.withSize(12)")
        let statement = tree[tree[tree.fileBlock].statements[0]]
        #expect(statement.kind == .assignment)
        let targetExpression = try #require(statement.target)
        let target = try #require(tree.singleChain(of: targetExpression))
        #expect(tree.components(of: target).map { tree[$0].kind } == [.identifier, .optionalChaining, .member])
        let valueExpression = try #require(statement.expression)
        let value = try #require(tree.singleChain(of: valueExpression))
        #expect(tree.components(of: value).map { tree[$0].kind } == [.identifier, .subscript, .forceUnwrap, .member])
    }
}

@Suite struct StructureChainWalkTests {
    @Test func walkGivesEachChainWithItsContext() {
        let tree = parseTree("""
            struct V: View {
                var body: some View {
                    #if os(macOS)
                    Text("mac").font(.body)
                    #endif
                }
            }
            """)
        var visited: [String] = []
        tree.walkChains { chain, context in
            let type = context.enclosingType.flatMap { tree[$0].name }.map { tree.text(of: $0) } ?? "-"
            let function = context.enclosingDeclaration.flatMap { tree[$0].name }.map { tree.text(of: $0) } ?? "-"
            visited.append("\(tree.describe(chain: chain)) in \(type).\(function) mac:\(context.ifConfigActive(for: "macOS")!)")
        }
        #expect(visited == [
            "Text(\"mac\").font(.body) in V.body mac:true", "\"mac\" in V.body mac:true", ".body in V.body mac:true",
        ])
        var inBody = 0
        let body = tree.declarations[1]
        tree.walkChains(in: body.tokens) { _, _ in inBody += 1 }
        #expect(inBody == 3)
    }
}
