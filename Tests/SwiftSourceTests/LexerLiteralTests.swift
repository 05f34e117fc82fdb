import Testing
@testable import SwiftSource

/// Numbers, regex literals, raw and multi-line strings, and what happens when they never end.
@Suite struct LexerLiteralTests {
    @Test func numbersOfEveryForm() {
        #expect(lexed("0x1.8p3 0b1010 0o17 1_000 6.02e23 0xFFp-2") == [
            "floatLiteral:0x1.8p3", "integerLiteral:0b1010", "integerLiteral:0o17", "integerLiteral:1_000",
            "floatLiteral:6.02e23", "floatLiteral:0xFFp-2",
        ])
        #expect(lexed("5.description") == ["integerLiteral:5", "period:.", "identifier:description"])
        #expect(lexed("t.0.1") == ["identifier:t", "period:.", "integerLiteral:0", "period:.", "integerLiteral:1"])
    }

    @Test func regexLiteralOrDivision() {
        #expect(lexed("let r = /a+b/") == ["identifier:let", "identifier:r", "equal:=", "regexLiteral:/a+b/"])
        #expect(lexed("a / b / c") == ["identifier:a", "binaryOperator:/", "identifier:b", "binaryOperator:/", "identifier:c"])
        #expect(lexed("w/2") == ["identifier:w", "binaryOperator:/", "integerLiteral:2"])
        #expect(lexed("f(/x/)") == ["identifier:f", "leftParen:(", "regexLiteral:/x/", "rightParen:)"])
        #expect(lexed("reduce(0, /)") == ["identifier:reduce", "leftParen:(", "integerLiteral:0", "comma:,", "binaryOperator:/", "rightParen:)"])
        #expect(lexed("#/a/b/#") == ["regexLiteral:#/a/b/#"])
        #expect(lexed("try? /x/.match") == [
            "identifier:try", "postfixOperator:?", "regexLiteral:/x/", "period:.", "identifier:match",
        ])
    }

    @Test func rawAndMultiLineStrings() {
        #expect(lexed(##"#"a "b" \n"#"##) == ["stringOpen:#\"", "stringText:a \"b\" \\n", "stringClose:\"#"])
        // The line break after `"""` and the closing line's indentation are not text.
        #expect(lexed("\"\"\"\n  hi\n  \"\"\"") == ["stringOpen:\"\"\"", "stringText:  hi", "stringClose:\"\"\""])
        #expect(lexed("'a'") == ["stringOpen:'", "stringText:a", "stringClose:'"])
    }

    @Test func unterminatedLiteralsEndAndLexingGoesOn() {
        #expect(lexed("\"abc\nlet x") == ["stringOpen:\"", "stringText:abc", "identifier:let", "identifier:x"])
        #expect(lexed("\"a\\(b\nc") == [
            "stringOpen:\"", "stringText:a", "interpolationBackslash:\\", "leftParen:(", "identifier:b", "identifier:c",
        ])
        #expect(lexed("x /* never closed") == ["identifier:x", "blockComment:/* never closed"])
        #expect(lexed("#/abc") == ["regexLiteral:#/abc"])
    }

    @Test func bytesThatAreNotSwift() {
        let bytes: [UInt8] = [UInt8(ascii: "a"), 0xFF, 0x00, UInt8(ascii: "b")]
        #expect(Lexer.tokenize(bytes).map(\.kind) == [.identifier, .unknown, .unknown, .identifier])
        #expect(lexed("\u{FEFF}let") == ["identifier:let"])
        #expect(lexed("#!/usr/bin/swift\nx") == ["shebang:#!/usr/bin/swift", "identifier:x"])
    }
}

/// Decisions SwiftParser makes on top of the lexer: generic angles, variadic `...`, version numbers,
/// pound keywords, backticks.
@Suite struct LexerParserDecisionTests {
    @Test func genericArgumentsInExpressionsAndTypes() {
        #expect(lexed("Set<Int>([])") == [
            "identifier:Set", "leftAngle:<", "identifier:Int", "rightAngle:>", "leftParen:(", "leftSquare:[",
            "rightSquare:]", "rightParen:)",
        ])
        #expect(lexed("a < b") == ["identifier:a", "binaryOperator:<", "identifier:b"])
        #expect(lexed("if a < b, c > d {}") == [
            "identifier:if", "identifier:a", "binaryOperator:<", "identifier:b", "comma:,", "identifier:c",
            "binaryOperator:>", "identifier:d", "leftBrace:{", "rightBrace:}",
        ])
        #expect(lexed("var x: Array<Array<Int>>=[]") == [
            "identifier:var", "identifier:x", "colon::", "identifier:Array", "leftAngle:<", "identifier:Array",
            "leftAngle:<", "identifier:Int", "rightAngle:>", "rightAngle:>", "equal:=", "leftSquare:[", "rightSquare:]",
        ])
        #expect(lexed("let o: Box<Int>? = nil")[3...7] == [
            "identifier:Box", "leftAngle:<", "identifier:Int", "rightAngle:>", "postfixOperator:?",
        ])
        #expect(lexed("func f<T: P>(x: T)")[2...6] == ["leftAngle:<", "identifier:T", "colon::", "identifier:P", "rightAngle:>"])
    }

    @Test func genericParametersOfInitializersAndOperators() {
        #expect(lexed("init?<T>(x: T)")[0...5] == [
            "identifier:init", "postfixOperator:?", "leftAngle:<", "identifier:T", "rightAngle:>", "leftParen:(",
        ])
        #expect(lexed("static func == <T>(a: T, b: T)")[3...5] == ["leftAngle:<", "identifier:T", "rightAngle:>"])
        #expect(lexed("associatedtype S = Array<Self>")[3...6] == [
            "identifier:Array", "leftAngle:<", "identifier:Self", "rightAngle:>",
        ])
        #expect(lexed("let a: Array<Array<Int>?> = []")[5...10] == [
            "identifier:Array", "leftAngle:<", "identifier:Int", "rightAngle:>", "postfixOperator:?", "rightAngle:>",
        ])
    }

    @Test func negativeIntegerGenericArgument() {
        #expect(lexed("Fixed<-1>()") == [
            "identifier:Fixed", "leftAngle:<", "prefixOperator:-", "integerLiteral:1", "rightAngle:>", "leftParen:(",
            "rightParen:)",
        ])
        #expect(lexed("x <- y") == ["identifier:x", "binaryOperator:<-", "identifier:y"])
    }

    @Test func variadicParametersAndRanges() {
        #expect(lexed("func f(_ x: Int...)").contains("ellipsis:..."))
        #expect(lexed("a[1...]").contains("postfixOperator:..."))
        #expect(lexed("0...5").contains("binaryOperator:..."))
    }

    @Test func versionNumbersInAvailability() {
        #expect(lexed("@available(iOS 17.0, *)") == [
            "atSign:@", "identifier:available", "leftParen:(", "identifier:iOS", "integerLiteral:17", "period:.",
            "integerLiteral:0", "comma:,", "binaryOperator:*", "rightParen:)",
        ])
        #expect(lexed("let x = 17.0") == ["identifier:let", "identifier:x", "equal:=", "floatLiteral:17.0"])
    }

    @Test func poundKeywordsAndMacros() {
        #expect(lexed("#if os(iOS)\n#elseif DEBUG\n#else\n#endif").map { $0.split(separator: ":")[0] } == [
            "poundIf", "identifier", "leftParen", "identifier", "rightParen", "poundElseif", "identifier",
            "poundElse", "poundEndif",
        ])
        #expect(lexed("#selector(f) #Preview") == [
            "pound:#", "identifier:selector", "leftParen:(", "identifier:f", "rightParen:)", "pound:#", "identifier:Preview",
        ])
        #expect(lexed("#available(iOS 17, *)").first == "poundDirective:#available")
    }

    @Test func backticksAndDollarNames() {
        #expect(lexed("`class` `two words` $0 $name `") == [
            "identifier:`class`", "identifier:`two words`", "identifier:$0", "identifier:$name", "backtick:`",
        ])
        #expect(lexed("café π 日本") == ["identifier:café", "identifier:π", "identifier:日本"])
    }
}
