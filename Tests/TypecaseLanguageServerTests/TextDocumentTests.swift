import Testing
@testable import TypecaseLanguageServer

@Suite struct TextDocumentTests {
    // "a☕️咖😀b": a (1 byte, 1 unit), ☕ (3, 1), VS16 (3, 1), 咖 (3, 1), 😀 (4, 2), b (1, 1).
    let line = "a☕️咖😀b"

    @Test func positionsCountUTF16UnitsAndOffsetsCountUTF8Bytes() {
        let document = TextDocument(uri: "file:///x.swift", version: 1, text: "first\n" + line + "\nlast")
        let starts = [(0, 0), (1, 1), (4, 2), (7, 3), (10, 4), (14, 6), (15, 7)]
        for (byte, unit) in starts {
            #expect(document.position(of: 6 + byte) == Position(line: 1, character: unit), "byte \(byte)")
            #expect(document.offset(of: Position(line: 1, character: unit)) == 6 + byte, "unit \(unit)")
        }
    }

    @Test func halfASurrogatePairIsTheCharactersStartAndPastTheEndIsTheLineEnd() {
        let document = TextDocument(uri: "file:///x.swift", version: 1, text: line + "\r\nnext")
        #expect(document.offset(of: Position(line: 0, character: 5)) == 10)
        #expect(document.offset(of: Position(line: 0, character: 99)) == 15)
        #expect(document.offset(of: Position(line: 1, character: 0)) == 17)
        #expect(document.offset(of: Position(line: 9, character: 0)) == document.bytes.count)
    }

    @Test func incrementalChangesReplaceTheirRangeAndFullChangesTheText() {
        var document = TextDocument(uri: "file:///x.swift", version: 1, text: "let 咖 = 1\nlet 😀 = 2\n")
        document.apply("coffee", in: TextRange(start: Position(line: 0, character: 4), end: Position(line: 0, character: 5)), version: 2)
        document.apply("grin", in: TextRange(start: Position(line: 1, character: 4), end: Position(line: 1, character: 6)), version: 3)
        #expect(document.text == "let coffee = 1\nlet grin = 2\n")
        #expect(document.version == 3)
        document.apply("\n", in: TextRange(start: Position(line: 2, character: 0), end: Position(line: 2, character: 0)), version: 4)
        #expect(document.text == "let coffee = 1\nlet grin = 2\n\n")
        document.apply("whole", in: nil, version: 5)
        #expect(document.text == "whole")
        #expect(document.position(of: 5) == Position(line: 0, character: 5))
    }
}
