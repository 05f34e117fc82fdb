import Testing
import SwiftSource

/// Line starts and locations, checked against a plain byte-by-byte count.
@Suite struct SourceFileTests {
    /// Line starts computed the obvious way: after LF, and after a CR not followed by LF.
    static func expectedLineStarts(_ bytes: [UInt8]) -> [Int] {
        [0] + bytes.indices.filter { index in
            bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
        }.map { $0 + 1 }
    }

    @Test(arguments: ["", "\n", "a", "a\n", "\n\n\n", "let x = 1\r\nlet y = 2", "12345678\n", "1234567\n89",
                      "é\nü\n", String(repeating: "abcdefg\n", count: 9), String(repeating: "x", count: 17) + "\n"])
    func lineStartsOfSmallTexts(_ text: String) {
        let file = SourceFile(path: "t.swift", text: text)
        #expect(file.lineStarts.map(Int.init) == Self.expectedLineStarts(Array(text.utf8)))
    }

    @Test func lineStartsOfRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let length = Int.random(in: 0..<200, using: &generator)
            // Newlines are frequent so that words with several of them, and at every offset, occur.
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator) ? [0x0A, 0x0D].randomElement(using: &generator)!
                    : UInt8.random(in: 0...255, using: &generator)
            }
            let file = SourceFile(path: "r.swift", bytes: bytes)
            #expect(file.lineStarts.map(Int.init) == Self.expectedLineStarts(bytes), "\(bytes)")
        }
    }

    @Test func locationsCountBytesFromOne() {
        let file = SourceFile(path: "t.swift", text: "ab\nécd\n\nx")
        #expect(file.location(of: 0) == (1, 1))
        #expect(file.location(of: 2) == (1, 3))
        #expect(file.location(of: 3) == (2, 1))
        #expect(file.location(of: 6) == (2, 4))
        #expect(file.location(of: 8) == (3, 1))
        #expect(file.location(of: 9) == (4, 1))
        #expect(file.lineCount == 4)
    }

    @Test func loneCarriageReturnsEndLines() {
        let file = SourceFile(path: "t.swift", text: "let a = 1\rlet b = 2\r\nlet c = 3\rx")
        #expect(file.lineStarts == [0, 10, 21, 31])
        #expect(file.location(of: 14) == (2, 5))
        #expect(file.location(of: 31) == (4, 1))
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let file = SourceFile(path: "t.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("let x = 1\nlet y".utf8))
        #expect(file.location(of: 3) == (1, 1))
        #expect(file.location(of: 7) == (1, 5))
        #expect(file.location(of: 13) == (2, 1))
    }
}
