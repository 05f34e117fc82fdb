import Testing
@testable import SwiftSource

/// Kinds and texts of the tokens of `source`, as `kind:text` strings.
func lexed(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).map { token in
        "\(token.kind):\(String(decoding: bytes[token.range], as: UTF8.self))"
    }
}

@Suite struct LexerTests {
    @Test func identifiersKeywordsAndPunctuation() {
        #expect(lexed("let x = foo.bar(1, y: $0)") == [
            "identifier:let", "identifier:x", "equal:=", "identifier:foo", "period:.", "identifier:bar",
            "leftParen:(", "integerLiteral:1", "comma:,", "identifier:y", "colon::", "identifier:$0",
            "rightParen:)",
        ])
    }

    /// The lexer first reserves room for a typical token density; a denser file (here a token per
    /// byte) must still come out whole.
    @Test func filesDenserInTokensThanTypicalLexCompletely() {
        let source = String(repeating: "[(", count: 300) + String(repeating: ")]", count: 300)
        let tokens = lexed(source)
        #expect(tokens.count == 1200)
        #expect(tokens.prefix(2) == ["leftSquare:[", "leftParen:("])
        #expect(tokens.suffix(2) == ["rightParen:)", "rightSquare:]"])
    }


    /// A file a little denser than typical (a token per 3 bytes, as a file of many small views) is
    /// lexed again with room for its density, not for a token per byte: four times the memory for a
    /// 50 MB file. One sparse at first and dense later still comes out whole.
    @Test func aDenserFileIsLexedAgainWithRoomForItsDensity() {
        let bytes = Array(String(repeating: "ab ", count: 3000).utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.count == 3000)
        #expect(tokens.allSatisfy { $0.kind == .identifier && $0.range.count == 2 })
        #expect(tokens.capacity < bytes.count / 2)
        let uneven = String(repeating: "abcdefghijklmnopqrstuvwxyz ", count: 100) + String(repeating: "(", count: 3000)
        let unevenTokens = lexed(uneven)
        #expect(unevenTokens.count == 3100)
        #expect(unevenTokens.suffix(1) == ["leftParen:("])
    }
    /// A token holds its length in 24 bits: a longer comment or string text (a generated file's 17 MB
    /// literal) comes out as consecutive tokens of its kind, each ending before a UTF-8 lead byte.
    @Test func tokensLongerThanTheMaximumAreSplitIntoWholeText() {
        let text = String(repeating: "é", count: Token.maximumLength / 2 + 1)
        let bytes = Array("let s = \"\(text)\" // \(text)\nx".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [
            .identifier, .identifier, .equal, .stringOpen, .stringText, .stringText, .stringClose,
            .lineComment, .lineComment, .identifier,
        ])
        for (token, next) in zip(tokens, tokens.dropFirst()) where token.kind == next.kind && token.kind != .identifier {
            #expect(token.end == next.start)
            #expect(token.end - token.start <= Token.maximumLength)
            #expect(bytes[Int(next.start)] & 0xC0 != 0x80)
        }
        #expect(String(decoding: bytes[Int(tokens[4].start)..<Int(tokens[5].end)], as: UTF8.self) == text)
        #expect(tokens.last.map { bytes[Int($0.start)] } == UInt8(ascii: "x"))
    }

    @Test func operatorFixityFollowsWhitespace() {
        #expect(lexed("a + -b") == ["identifier:a", "binaryOperator:+", "prefixOperator:-", "identifier:b"])
        #expect(lexed("x! y?.z") == [
            "identifier:x", "postfixOperator:!", "identifier:y", "postfixOperator:?", "period:.", "identifier:z",
        ])
        #expect(lexed("f() -> Int") == ["identifier:f", "leftParen:(", "rightParen:)", "arrow:->", "identifier:Int"])
    }

    @Test func stringInterpolationContentsAreTokens() {
        #expect(lexed(#""a\(n + 1)b""#) == [
            "stringOpen:\"", "stringText:a", "interpolationBackslash:\\", "leftParen:(", "identifier:n",
            "binaryOperator:+", "integerLiteral:1", "rightParen:)", "stringText:b", "stringClose:\"",
        ])
        #expect(lexed(##"#"x\#(y)"#"##) == [
            "stringOpen:#\"", "stringText:x", "interpolationBackslash:\\", "interpolationPounds:#",
            "leftParen:(", "identifier:y", "rightParen:)", "stringClose:\"#",
        ])
    }

    @Test func commentsAreKeptNested() {
        #expect(lexed("a /* b /* c */ d */ e // f\n/// g") == [
            "identifier:a", "blockComment:/* b /* c */ d */", "identifier:e", "lineComment:// f",
            "docLineComment:/// g",
        ])
    }

    @Test func oracleFormatMergesStringPieces() {
        let lines = Lexer.oracleLines(path: "f.swift", bytes: Array(#"s = "a\(b)c""#.utf8))
        #expect(lines.split(separator: "\n").count == 10)
        #expect(Lexer.mergingStringPieces(lines) == [
            "f.swift\t0\t1\tword", "f.swift\t2\t3\toperator", "f.swift\t4\t6\tstring", "f.swift\t6\t7\tinterp",
            "f.swift\t7\t8\tpunct", "f.swift\t8\t9\tword", "f.swift\t9\t10\tpunct", "f.swift\t10\t12\tstring",
        ])
    }

    @Test func kindHelpers() {
        #expect(TokenKind.docLineComment.isTrivia && !TokenKind.identifier.isTrivia)
        #expect(TokenKind.interpolationPounds.isStringPiece && !TokenKind.leftParen.isStringPiece)
        #expect(TokenKind.arrow.isOperator && TokenKind.equal.isOperator && !TokenKind.period.isOperator)
    }
}
