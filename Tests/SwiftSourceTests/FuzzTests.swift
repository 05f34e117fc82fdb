import Foundation
import SwiftSource
import Testing

/// A small deterministic generator (SplitMix64) so fuzz inputs are the same on every run.
struct FuzzRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }
}

/// Inputs that stress the lexer where it has state: literals, comments, interpolations, regexes.
enum FuzzInputs {
    static let fragments: [String] = [
        "\"", "\"\"\"", "#\"", "\"#", "##\"", "\\(", "\\#(", ")", "(", "{", "}", "[", "]", "/", "/*", "*/", "//",
        "#/", "/#", "#", "#if", "#endif", "<", ">", ">>", "'", "`", "\\", "\n", "\r\n", " ", "\t", "0x", "0b1",
        "1.5e", "_", "$0", "x", "Text", ".font", "?", "!", "&", "=", "->", "...", "..<", "@", "é", "👋",
        "\u{0}", "\u{FEFF}", "let", "func", "try?", "}\"", "\"\\(\"", "#!", ":", ",", ";", "/x/", "#/a/#",
    ]

    /// Random bytes, including invalid UTF-8 and NUL.
    static func randomBytes(_ random: inout FuzzRandom) -> [UInt8] {
        (0..<random.below(400)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    /// Random sequences of Swift-like fragments.
    static func soup(_ random: inout FuzzRandom) -> [UInt8] {
        var text = ""
        for _ in 0..<random.below(120) { text += fragments[random.below(fragments.count)] }
        return Array(text.utf8)
    }

    /// A prefix of a corpus file.
    static func truncation(of file: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
        Array(file.prefix(random.below(file.count + 1)))
    }

    /// A corpus file with a few bytes replaced, inserted or removed.
    static func mutation(of file: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
        var bytes = file
        for _ in 0..<(1 + random.below(8)) {
            let index = random.below(bytes.count + 1)
            let byte = random.below(2) == 0
                ? Array("\"\\()#/*<>'`{}\n".utf8)[random.below(14)]
                : UInt8(truncatingIfNeeded: random.next())
            switch random.below(3) {
            case 0 where index < bytes.count: bytes[index] = byte
            case 1: bytes.insert(byte, at: index)
            default: if index < bytes.count { bytes.remove(at: index) }
            }
        }
        return bytes
    }
}

@Suite struct FuzzTests {
    static func corpusFiles() throws -> [[UInt8]] {
        let corpus = try #require(Bundle.module.url(forResource: "Corpus", withExtension: nil))
        return try FileManager.default.subpathsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { try [UInt8](Data(contentsOf: corpus.appendingPathComponent($0))) }
    }

    /// Whether tokens are non-empty, in order, non-overlapping and inside the input.
    static func isWellFormed(_ tokens: [Token], count: Int) -> Bool {
        var previousEnd: Int32 = 0
        for token in tokens {
            guard token.start >= previousEnd, token.end > token.start, Int(token.end) <= count else { return false }
            previousEnd = token.end
        }
        return true
    }

    /// Several thousand hostile inputs: the lexer terminates on each with well-formed tokens, and the
    /// structure parser terminates on those tokens with a tree that has its file block.
    @Test func lexerAndStructureSurviveHostileInput() throws {
        let files = try Self.corpusFiles()
        try #require(!files.isEmpty)
        var random = FuzzRandom(state: 0x7E57_CA5E)
        var inputs = 0
        var malformed: [[UInt8]] = []
        var unparsed = 0
        for round in 0..<4_000 {
            let bytes: [UInt8]
            switch round % 4 {
            case 0: bytes = FuzzInputs.randomBytes(&random)
            case 1: bytes = FuzzInputs.soup(&random)
            case 2: bytes = FuzzInputs.truncation(of: files[random.below(files.count)], &random)
            default: bytes = FuzzInputs.mutation(of: files[random.below(files.count)], &random)
            }
            inputs += 1
            let tokens = Lexer.tokenize(bytes)
            if !Self.isWellFormed(tokens, count: bytes.count) { malformed.append(bytes) }
            let tree = SyntaxTree(file: SourceFile(path: "fuzz.swift", bytes: bytes), tokens: tokens)
            if tree.blocks.isEmpty || tree.tokens.count != tokens.count { unparsed += 1 }
        }
        #expect(inputs == 4_000)
        #expect(malformed.isEmpty, "first malformed input: \(malformed.first.map { String(decoding: $0, as: UTF8.self).debugDescription } ?? "")")
        #expect(unparsed == 0)
    }

    /// Deep nesting that a recursive lexer or parser would overflow the stack on.
    @Test func deepNestingDoesNotRecurse() {
        let depth = 20_000
        let interpolations = Array((String(repeating: "\"\\(", count: depth) + "x").utf8)
        let comments = Array(String(repeating: "/*", count: depth).utf8)
        let brackets = Array((String(repeating: "f(x: [{ ", count: depth) + "a").utf8)
        #expect(Self.isWellFormed(Lexer.tokenize(interpolations), count: interpolations.count))
        #expect(Lexer.tokenize(comments).map(\.kind) == [.blockComment])
        // Inputs that would make a naive lookahead or back-scan quadratic or recurse per token.
        for text in [String(repeating: "Foo<", count: 5_000), String(repeating: "f(a < b, ", count: 5_000),
                     String(repeating: "a...\n", count: 20_000), String(repeating: "#/\n", count: 5_000),
                     String(repeating: "<<<<<<< x\n", count: 5_000)] {
            let bytes = Array(text.utf8)
            #expect(Self.isWellFormed(Lexer.tokenize(bytes), count: bytes.count))
        }
        for bytes in [interpolations, brackets] {
            let tree = SyntaxTree.parse(SourceFile(path: "deep.swift", bytes: bytes))
            #expect(!tree.blocks.isEmpty)
        }
    }
}
