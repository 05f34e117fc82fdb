import BenchmarkCorpus
import Foundation
import Testing
@testable import SwiftSource

/// Checks that every link of a tree points inside its array and back to its parent.
func validateLinks(_ tree: SyntaxTree) {
    let tokenCount = Int32(tree.tokens.count)
    func valid(_ span: TokenRange) -> Bool { span.isEmpty || (span.lowerBound >= 0 && span.upperBound <= tokenCount) }
    func valid<Node>(_ id: NodeID<Node>?, _ count: Int) -> Bool { id.map { $0.raw >= 0 && $0.index < count } ?? true }
    func valid<Node>(_ run: IDRange<Node>, _ count: Int) -> Bool { run.isEmpty || Int(run.upperBound) <= count }
    var ok = true
    for (index, chain) in tree.chains.enumerated() {
        ok = ok && !chain.components.isEmpty && valid(chain.components, tree.components.count) && valid(chain.tokens)
        ok = ok && chain.components.allSatisfy { tree[$0].chain == ChainID(index) }
        ok = ok && valid(chain.expression, tree.expressions.count)
        if index > 0 { ok = ok && tree.chains[index - 1].firstToken <= chain.firstToken }
    }
    for (index, component) in tree.components.enumerated() {
        ok = ok && valid(component.arguments, tree.arguments.count) && valid(component.block, tree.blocks.count)
        ok = ok && component.arguments.allSatisfy { tree[$0].owner == .component(ComponentID(index)) }
        if let block = component.block { ok = ok && tree[block].owner == .component(ComponentID(index)) }
    }
    for (index, argument) in tree.arguments.enumerated() {
        ok = ok && valid(argument.value, tree.expressions.count) && valid(argument.key, tree.expressions.count)
        if let value = argument.value { ok = ok && tree[value].owner == .argument(ArgumentID(index)) }
    }
    for expression in tree.expressions {
        ok = ok && valid(expression.elements, tree.elements.count) && valid(expression.tokens)
    }
    for element in tree.elements { ok = ok && valid(element.chain, tree.chains.count) }
    for (index, statement) in tree.statements.enumerated() {
        ok = ok && valid(statement.body, tree.blocks.count) && valid(statement.elseBody, tree.blocks.count)
        ok = ok && valid(statement.declaration, tree.declarations.count) && valid(statement.conditions, tree.conditions.count)
        ok = ok && statement.conditions.allSatisfy { tree[$0].statement == StatementID(index) }
        if let expression = statement.expression { ok = ok && tree[expression].owner == .statement(StatementID(index)) }
        ok = ok && tree[statement.block].statements.contains(StatementID(index))
    }
    for (index, block) in tree.blocks.enumerated() {
        ok = ok && valid(block.statements, tree.statements.count) && valid(block.parent, tree.blocks.count)
        ok = ok && block.statements.allSatisfy { tree[$0].block == BlockID(index) }
    }
    for declaration in tree.declarations {
        ok = ok && valid(declaration.parent, tree.declarations.count) && valid(declaration.body, tree.blocks.count)
        ok = ok && valid(declaration.initializer, tree.expressions.count) && valid(declaration.tokens)
        ok = ok && valid(declaration.attributes, tree.attributes.count) && valid(declaration.parameters, tree.parameters.count)
    }
    #expect(ok, "tree links are inconsistent")
}

/// A deterministic random sequence (SplitMix64).
struct TestRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

@Suite struct StructureRobustnessTests {
    @Test(arguments: ["(", "[", "{", "f(", "a.b(", "{ x in ", "if x { ", "\"\\(", "[a: ", "try ", "-", "x ? y : ",
                      "else if a { } ", "#if A\n", "@A ", "case "])
    func deepNestingDoesNotOverflow(unit: String) {
        let source = String(repeating: unit, count: 100_000)
        let tree = parseTree(source)
        #expect(tree.blocks.count >= 1)
        validateLinks(tree)
    }

    @Test func randomTokenSoupParses() {
        let pieces = ["(", ")", "{", "}", "[", "]", "<", ">", ".", ",", ":", "=", "?", "!", "->", "@", "#if", "#else",
                      "#endif", "\n", " ", "\"a\\(b)\"", "x", "Text", "font", "1", "case", "let", "var", "func", "if",
                      "else", "switch", "in", "try", "await", "as", "is", "struct", "extension", "return", "/*", "//",
                      "`", "$0", "\\.", "+", "&&", "??", "default", "for", "while", "get", "set", "didSet", "static"]
        var random = TestRandom(seed: 42)
        for _ in 0..<2_000 {
            let count = Int(random.next() % 80)
            var source = ""
            for _ in 0..<count { source += pieces[Int(random.next() % UInt64(pieces.count))] + " " }
            validateLinks(parseTree(source))
        }
    }

    @Test func randomBytesParse() {
        var random = TestRandom(seed: 7)
        for _ in 0..<1_000 {
            let bytes = (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            validateLinks(SyntaxTree.parse(SourceFile(path: "r.swift", bytes: bytes)))
        }
    }

    @Test func truncatedRealFilesParse() {
        let files = CorpusGenerator.generate(seed: 9, targetLines: 3_000)
        var random = TestRandom(seed: 3)
        for file in files {
            let bytes = Array(file.text.utf8)
            for _ in 0..<10 {
                let cut = Int(random.next() % UInt64(bytes.count + 1))
                validateLinks(SyntaxTree.parse(SourceFile(path: file.path, bytes: Array(bytes[..<cut]))))
            }
        }
    }

    @Test func largeGeneratedFileParses() throws {
        let files = CorpusGenerator.generate(seed: 1, targetLines: 50_000)
        let text = files.map(\.text).joined(separator: "\n")
        let tree = parseTree(text)
        #expect(tree.file.lineCount >= 45_000)
        validateLinks(tree)
        #expect(tree.statements.filter { $0.kind == .unknown }.isEmpty)
        #expect(tree.declarations.filter { $0.isTypeLike }.count >= files.count)
    }

    /// A file large enough for the parser to give back the significant tokens behind it (262,144
    /// tokens at a time) reads exactly as its parts do: the same outline, names and chains.
    @Test func aLargeFileParsesAsItsPartsDo() throws {
        let files = CorpusGenerator.generate(seed: 3, targetLines: 60_000)
        let text = files.map(\.text).joined(separator: "\n")
        let tree = parseTree(text)
        #expect(tree.tokens.count > 300_000)
        #expect(tree.outline() == files.map { parseTree($0.text).outline() }.joined())
        validateLinks(tree)
    }
}
