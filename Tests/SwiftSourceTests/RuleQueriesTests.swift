import Testing
import SwiftSource

/// The one-call questions rules ask of a tree.
@Suite struct RuleQueriesTests {
    @Test func argumentValueByLabelOrFirstUnlabelled() throws {
        let tree = parseTree("Text(\"a\").font(.system(size: 17, weight: .bold)).lineLimit(2)")
        let system = try #require(tree.firstComponent(named: "system"))
        let size = try #require(tree.argumentValue("size", of: system))
        #expect(tree.text(of: tree[size]) == "17")
        #expect(tree.argumentValue("design", of: system) == nil)
        let lineLimit = try #require(tree.firstComponent(named: "lineLimit"))
        #expect(tree.argumentValue(nil, of: lineLimit).map { tree.text(of: tree[$0]) } == "2")
        #expect(tree.argumentValue(nil, of: system) == nil)
    }

    @Test func lastMemberOfASingleChain() throws {
        let tree = parseTree("label.maximumContentSizeCategory = UIContentSizeCategory.accessibilityLarge\nx = a ? .b : .c")
        let statements = tree.statementIDs.filter { tree[$0].kind == .assignment }
        let value = try #require(tree[statements[0]].expression)
        #expect(tree.lastMemberName(of: value) == "accessibilityLarge")
        #expect(tree.lastComponent(of: value).map { tree.component($0, isNamed: "accessibilityLarge") } == true)
        let ternary = try #require(tree[statements[1]].expression)
        #expect(tree.lastMemberName(of: ternary) == nil)
    }

    @Test func componentAfterAComponentStaysInItsChain() throws {
        let tree = parseTree("label.heightAnchor.constraint(equalToConstant: 30)\nother.heightAnchor")
        let anchors = tree.componentIDs.filter { tree.component($0, isNamed: "heightAnchor") }
        #expect(anchors.count == 2)
        let next = try #require(tree.component(after: anchors[0]))
        #expect(tree.isCall(next, named: "constraint"))
        #expect(tree.component(after: anchors[1]) == nil)
    }

    @Test func enclosingCallsInnermostFirst() throws {
        let tree = parseTree("ViewThatFits { HStack { Button(action: go) { Text(\"a\") } } }")
        let text = try #require(tree.firstChain(named: "Text"))
        let names = tree.enclosingCalls(of: text).map { tree.name(of: $0.call) }
        #expect(names == ["Button", "HStack", "ViewThatFits"])
        let outer = try #require(tree.firstChain(named: "ViewThatFits"))
        #expect(Array(tree.enclosingCalls(of: outer)).isEmpty)
    }

    @Test func significantTokensSkipComments() throws {
        let tree = parseTree("a . /* note */ b // end\nc")
        let b = try #require(tree.tokens.indices.map { TokenID($0) }.first { tree.token($0, is: "b") })
        let before = try #require(tree.previousSignificantToken(before: b))
        #expect(tree.token(before, is: "."))
        let after = try #require(tree.nextSignificantToken(after: b))
        #expect(tree.token(after, is: "c"))
        #expect(tree.previousSignificantToken(before: TokenID(0)) == nil)
    }

    @Test func compactTextAndSpelling() throws {
        let tree = parseTree("var counts: [ Int ]? = nil\nlet x: Timer\nlet y: Timer")
        let declarations = tree.declarationIDs.filter { !tree[$0].typeTokens.isEmpty }
        #expect(tree.compactText(of: tree[declarations[0]].typeTokens, dropping: "?!") == "[Int]")
        #expect(tree.compactText(of: tree[declarations[0]].typeTokens) == "[Int]?")
        let timers = tree.tokens.indices.map { TokenID($0) }.filter { tree.token($0, is: "Timer") }
        #expect(timers.count == 2 && tree.token(timers[0], spellsLike: timers[1]))
        #expect(!tree.token(timers[0], spellsLike: TokenID(0)))
    }

    @Test func tokenComparedWithAStringByItsBytes() throws {
        let tree = parseTree("let größe = Timer")
        let name = try #require(tree.tokens.indices.map { TokenID($0) }.first { tree[$0].kind == .identifier && tree[$0].range.count > 3 })
        let spelling = "größe"
        #expect(tree.token(name, is: spelling))
        #expect(!tree.token(name, is: String(spelling.dropLast())))
        #expect(!tree.token(name, is: spelling + "n"))
        #expect(!tree.token(name, is: ""))
    }

    /// Plain decimals are read from the bytes; every literal gets the value `Double(String)` gives.
    @Test func numberLiteralsHaveTheirDecimalValue() throws {
        let literals = ["17", "0", "007", "0.1", "2.5", "123.456", "0.30000000000000004", "99999999999999",
                        "1_000", "1e3", "2.5e-2", "0x1F", "0o17", "0b101", "12345678901234567890", "3.14159265358979"]
        let tree = parseTree(literals.map { "x = \($0)" }.joined(separator: "\n"))
        let values = tree.statementIDs.compactMap { tree[$0].kind == .assignment ? tree[$0].expression : nil }
        #expect(values.count == literals.count)
        for (literal, value) in zip(literals, values) {
            let digits = literal.filter { $0 != "_" }
            let expected = digits.hasPrefix("0x") ? 31 : digits.hasPrefix("0o") ? 15 : digits.hasPrefix("0b") ? 5 : Double(digits)
            #expect(tree.numberValue(of: value) == expected, "\(literal)")
        }
    }
}
