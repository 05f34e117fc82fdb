import SwiftSource
import Testing
import TypographyAudit

/// Where findings point: UTF-8 byte columns, UTF-16 columns beside them, BOM and CR line endings.
@Suite struct PositionTests {
    static func findings(_ bytes: [UInt8]) -> [Finding] {
        FileAuditor().audit(SourceFile(path: "A.swift", bytes: bytes))
    }

    @Test func utf16ColumnIsGivenWhereTheLineHasNonASCIIText() throws {
        let text = "import SwiftUI\nlet v = Text(\"☕️ 𝒜\").font(.system(size: 12))\nlet w = Font.system(size: 12)\n"
        let found = Self.findings(Array(text.utf8)).filter { $0.ruleID == "fixed-font-size" }
        try #require(found.count == 2)
        // `☕️ 𝒜` (U+2615 U+FE0F, space, U+1D49C) is 3 + 3 + 1 + 4 = 11 bytes but 1 + 1 + 1 + 2 = 5 UTF-16 units.
        #expect(found[0].location.column == 34)
        #expect(found[0].location.utf16Column == 28)
        #expect(found[1].location.column == 9)
        #expect(found[1].location.utf16Column == nil)
    }

    @Test func byteOrderMarkDoesNotShiftLineOneColumns() throws {
        let text = "import SwiftUI; let f = Font.system(size: 12)\n"
        let plain = Self.findings(Array(text.utf8))
        let marked = Self.findings([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        try #require(!plain.isEmpty)
        #expect(marked.map(\.location.column) == plain.map(\.location.column))
        #expect(marked.map(\.location.offset) == plain.map { $0.location.offset + 3 })
    }

    @Test func loneCarriageReturnsSeparateLines() throws {
        let text = "import SwiftUI\rlet a = 1\rlet f = Font.system(size: 12)\r"
        let found = Self.findings(Array(text.utf8)).filter { $0.ruleID == "fixed-font-size" }
        #expect(found.map(\.location.line) == [3])
        #expect(found.map(\.location.column) == [9])
    }
}
