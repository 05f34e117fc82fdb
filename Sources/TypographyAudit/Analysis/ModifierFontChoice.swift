import SwiftSource

/// One of the fonts a style or modifier type picks by its own properties (`if kind == .textLink,
/// size == .small { .footnote } else { .body }`, or a `switch size`), and when it is picked.
public struct FontAlternative: Sendable, Equatable {
    /// Every test must hold; none for the final `else` or `default`.
    public var tests: [MemberTest]
    public var value: FontValue
}

extension FontAlternative {
    /// The alternatives of an applied type (`CompoundStyle`, whose `parameters` are its properties) as
    /// those of a function that applies it: a test of a property the function passes a parameter to
    /// (`forwarding`) tests that parameter; of one it passes a case (`cases`) is decided now; of one
    /// it does not pass, by the property's default. A test left undecided makes the choice undecided
    /// (an alternative with a test of slot -1).
    static func forwarded(_ alternatives: [FontAlternative], from parameters: [HelperParameter],
                          through forwarding: [String: Int], cases: [String: String]) -> [FontAlternative] {
        var result: [FontAlternative] = []
        alternatives: for alternative in alternatives {
            var tests: [MemberTest] = []
            for test in alternative.tests {
                guard test.slot < parameters.count, let label = parameters[test.slot].label else {
                    tests.append(MemberTest(slot: -1, cases: test.cases, isEqual: test.isEqual))
                    continue
                }
                if let slot = forwarding[label] {
                    tests.append(MemberTest(slot: slot, cases: test.cases, isEqual: test.isEqual))
                } else if let passed = cases[label] ?? parameters[test.slot].defaultCase {
                    if test.holds(for: passed) { continue }
                    continue alternatives
                } else {
                    tests.append(MemberTest(slot: -1, cases: test.cases, isEqual: test.isEqual))
                }
            }
            result.append(FontAlternative(tests: tests, value: alternative.value))
        }
        return result
    }
}

extension MemberTest {
    /// Whether the test holds when the property is the case named `name`.
    func holds(for name: String) -> Bool { cases.contains(name) == isEqual }
}

/// `kind == .textLink` (or `!=`), `case .small, .medium:` of a `switch size`: a property of the type,
/// by its position among the type's ``ModifierFont/parameters``, compared with enum cases.
public struct MemberTest: Sendable, Equatable {
    public var slot: Int
    public var cases: [String]
    public var isEqual: Bool
}

extension FileAnalysisBuilder {
    /// The alternatives of a font a type's body reads from its own computed property (`.font(font)`,
    /// `private var font: Font { if kind == .textLink { … } else { … } }`), when every branch is one font
    /// the interpreter reads and every condition compares one of the type's stored properties
    /// (`members`, ``FontInterpreter/memberParameters``) with enum cases. Nil for anything else.
    func fontAlternatives(of chain: ChainID, in type: DeclarationID, interpreter: FontInterpreter) -> [FontAlternative]? {
        var components = Array(tree.components(of: chain))
        if components.count == 2, tree.knownName(of: tree[components[0]].token) == .`self` { components.removeFirst() }
        guard components.count == 1, tree[components[0]].kind == .identifier, !tree[components[0]].isCalled,
              !interpreter.memberParameters.isEmpty else { return nil }
        let name = tree[components[0]].token
        guard let property = tree.members(of: type).first(where: { id in
                  tree[id].kind == .var && tree[id].name.map { tree.token($0, spellsLike: name) } == true
              }),
              let body = tree[property].body, tree[body].kind == .code, tree[body].statements.count == 1 else { return nil }
        var alternatives: [FontAlternative] = []
        guard readAlternatives(of: tree[body].statements[0], tests: [], interpreter: interpreter, into: &alternatives),
              alternatives.count >= 2 else { return nil }
        return alternatives
    }

    /// Reads an `if`/`else if`/`else` chain or a `switch` whose branches are single fonts.
    private func readAlternatives(of statement: StatementID, tests: [MemberTest], interpreter: FontInterpreter,
                                  into alternatives: inout [FontAlternative]) -> Bool {
        let node = tree[statement]
        switch node.kind {
        case .if:
            var branchTests: [MemberTest] = []
            for condition in node.conditions {
                guard let test = memberTest(tree[condition].tokens, interpreter: interpreter) else { return false }
                branchTests.append(contentsOf: test)
            }
            guard let body = node.body, let value = branchFont(body, interpreter: interpreter) else { return false }
            alternatives.append(FontAlternative(tests: tests + branchTests, value: value))
            guard let elseBody = node.elseBody else { return false }
            if tree[elseBody].kind == .elseIf, tree[elseBody].statements.count == 1 {
                // Later branches hold only when an earlier one does not: a single test is negated;
                // after several, the later ones are not decided by the earlier ones' tests.
                let negated = branchTests.count == 1 ? [MemberTest(slot: branchTests[0].slot, cases: branchTests[0].cases,
                                                                   isEqual: !branchTests[0].isEqual)] : []
                return readAlternatives(of: tree[elseBody].statements[0], tests: tests + negated,
                                        interpreter: interpreter, into: &alternatives)
            }
            guard let value = branchFont(elseBody, interpreter: interpreter) else { return false }
            alternatives.append(FontAlternative(tests: tests, value: value))
            return true
        case .switch:
            guard let subject = node.expression, let slot = memberSlot(Array(tree[subject].tokens), interpreter: interpreter),
                  let cases = node.body else { return false }
            for caseStatement in tree[cases].statements {
                let clause = tree[caseStatement]
                guard clause.kind == .switchCase, let body = clause.body,
                      let value = branchFont(body, interpreter: interpreter) else { return false }
                var names: [String] = []
                for condition in clause.conditions {
                    guard tree[condition].kind == .casePattern, let name = caseName(Array(tree[condition].tokens)) else { return false }
                    names.append(name)
                }
                let test = names.isEmpty ? [] : [MemberTest(slot: slot, cases: names, isEqual: true)]
                alternatives.append(FontAlternative(tests: tests + test, value: value))
            }
            return true
        default:
            return false
        }
    }

    /// The font of a branch holding one font expression (or `return` of one).
    private func branchFont(_ block: BlockID, interpreter: FontInterpreter) -> FontValue? {
        guard tree[block].statements.count == 1 else { return nil }
        let statement = tree[tree[block].statements[0]]
        guard statement.kind == .expression || statement.kind == .return, let expression = statement.expression,
              let chain = tree.singleChain(of: expression) else { return nil }
        return interpreter.interpret(chain, context: .swiftUI)?.value
    }

    /// `kind == .textLink`, `self.size != .small`, tests joined by `&&`.
    private func memberTest(_ tokens: TokenRange, interpreter: FontInterpreter) -> [MemberTest]? {
        var tests: [MemberTest] = []
        for part in Array(tokens).split(whereSeparator: { tree.token($0, is: "&&") }) {
            guard let comparison = part.firstIndex(where: { tree.token($0, is: "==") || tree.token($0, is: "!=") }),
                  let slot = memberSlot(Array(part[..<comparison]), interpreter: interpreter),
                  let name = caseName(Array(part[(comparison + 1)...])) else { return nil }
            tests.append(MemberTest(slot: slot, cases: [name], isEqual: tree.token(part[comparison], is: "==")))
        }
        return tests.isEmpty ? nil : tests
    }

    /// The stored property `kind` or `self.kind` names, as a parameter position.
    private func memberSlot(_ tokens: [TokenID], interpreter: FontInterpreter) -> Int? {
        var names = tokens
        if names.count == 3, tree.token(names[0], is: "self"), tree.token(names[1], is: ".") { names.removeFirst(2) }
        guard names.count == 1, tree[names[0]].kind == .identifier else { return nil }
        return interpreter.memberParameters.firstIndex { tree.token($0, spellsLike: names[0]) }
    }

    /// The case an implicit member names: `.small` (also `Size.small`, `.small:`).
    private func caseName(_ tokens: [TokenID]) -> String? {
        var names = tokens
        if let last = names.last, tree.token(last, is: ":") { names.removeLast() }
        guard names.count == 2 || names.count == 3, tree.token(names[names.count - 2], is: "."),
              let last = names.last, tree[last].kind == .identifier else { return nil }
        return tree.text(of: last)
    }
}
