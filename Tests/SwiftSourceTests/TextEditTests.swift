import Testing
@testable import SwiftSource

@Suite struct TextEditTests {
    let source = Array("Text(\"a\").font(.system(size: 17))".utf8)

    @Test func appliesSeveralEditsInAnyOrder() throws {
        let edits = [
            TextEdit(range: 15..<32, replacement: ".headline"),
            TextEdit(range: 0..<4, replacement: "Label"),
        ]
        let result = try applyEdits(edits, to: source)
        #expect(String(decoding: result, as: UTF8.self) == "Label(\"a\").font(.headline)")
    }

    @Test func insertionsAndAdjacentReplacements() throws {
        let edits = [
            TextEdit(range: 33..<33, replacement: ".monospacedDigit()"),
            TextEdit(range: 9..<9, replacement: "\n"),
            TextEdit(range: 9..<14, replacement: ".fontX"),
        ]
        let result = try applyEdits(edits, to: source)
        #expect(String(decoding: result, as: UTF8.self) == "Text(\"a\")\n.fontX(.system(size: 17)).monospacedDigit()")
    }

    @Test func noEditsKeepsTheBytes() throws {
        #expect(try applyEdits([], to: source) == source)
    }

    @Test func overlappingEditsAreRejected() {
        let first = TextEdit(range: 0..<10, replacement: "x")
        let second = TextEdit(range: 5..<12, replacement: "y")
        #expect(throws: TextEditError.overlapping(first, second)) { try applyEdits([second, first], to: source) }
        let insertA = TextEdit(range: 3..<3, replacement: "a")
        let insertB = TextEdit(range: 3..<3, replacement: "b")
        #expect(throws: TextEditError.overlapping(insertA, insertB)) { try applyEdits([insertA, insertB], to: source) }
    }

    @Test func outOfBoundsEditsAreRejected() {
        let edit = TextEdit(range: 30..<40, replacement: "")
        #expect(throws: TextEditError.outOfBounds(edit, fileSize: source.count)) { try applyEdits([edit], to: source) }
    }

    @Test func editsAtTokenRangesOfTheTree() throws {
        let tree = parseTree("Text(\"a\").kerning(2).font(.system(size: 17))")
        let kerning = try #require(tree.firstComponent(named: "kerning"))
        let system = try #require(tree.firstComponent(named: "system"))
        let edits = [
            TextEdit(range: tree.byteRange(of: tree[kerning].token), replacement: "tracking"),
            TextEdit(range: tree.byteRange(of: tree[system]), replacement: ".body"),
        ]
        let result = try applyEdits(edits, to: tree.file.bytes)
        #expect(String(decoding: result, as: UTF8.self) == "Text(\"a\").tracking(2).font(.body)")
    }
}
