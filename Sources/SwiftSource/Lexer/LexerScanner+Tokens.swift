extension LexerScanner {
    /// Lexes one token starting at `pos` (not trivia). Words, one-byte punctuation and a lone `.`
    /// (nine tokens in ten) are read here, in a small function; the rest by `lexOtherToken`.
    mutating func lexToken() {
        let start = pos
        let current = base[start]
        if has(current, LexerCharacters.identifierStart) {
            preferRegex = false
            pos = identifierEnd(from: start + 1)
            emit(.identifier, start, pos)
            return
        }
        if mode == .normal {
            let kind = punctuationKinds[Int(current)]
            if kind != .unknown {
                preferRegex = false
                punctuation(kind)
                return
            }
        }
        if current == UInt8(ascii: "."), byte(start + 1) < 0x80, !has(byte(start + 1), LexerCharacters.operatorCharacter) {
            // A `.` before anything but operator characters is a one-byte operator, always `.period`.
            preferRegex = false
            punctuation(.period)
            return
        }
        lexOtherToken()
    }

    /// Lexes a token that `lexToken` does not read itself.
    @inline(never) private mutating func lexOtherToken() {
        let start = pos
        let current = base[pos]
        let preferRegexHere = preferRegex
        preferRegex = false
        switch current {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "("):
            if mode != .normal, case .interpolation(var frame)? = frames.last {
                frame.parenDepth += 1
                replaceTopFrame(.interpolation(frame))
            }
            punctuation(.leftParen)
        case UInt8(ascii: ")"):
            if mode != .normal, case .interpolation(var frame)? = frames.last {
                if frame.parenDepth == 0 {
                    popFrame()
                } else {
                    frame.parenDepth -= 1
                    replaceTopFrame(.interpolation(frame))
                }
            }
            punctuation(.rightParen)
        case UInt8(ascii: "{"): punctuation(.leftBrace)
        case UInt8(ascii: "}"): punctuation(.rightBrace)
        case UInt8(ascii: "["): punctuation(.leftSquare)
        case UInt8(ascii: "]"): punctuation(.rightSquare)
        case UInt8(ascii: ","): punctuation(.comma)
        case UInt8(ascii: ":"): punctuation(.colon)
        case UInt8(ascii: ";"): punctuation(.semicolon)
        case UInt8(ascii: "@"):
            resolverCandidates.append(tokens.count)
            punctuation(.atSign)
        case UInt8(ascii: "\\"):
            // A key path `\Type.member` (interpolation backslashes are handled in strings).
            punctuation(.prefixOperator)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexStringOpen(pounds: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "$"):
            pos = identifierEnd(from: start + 1)
            emit(.identifier, start, pos)
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(start) {
                preferRegex = previousIs("try")
                punctuation(.postfixOperator)
                return
            }
            lexOperator(preferRegex: preferRegexHere)
        case UInt8(ascii: "<"):
            if byte(start + 1) == UInt8(ascii: "#"), let end = editorPlaceholderEnd() {
                pos = end
                emit(.identifier, start, end)
                return
            }
            lexOperator(preferRegex: preferRegexHere)
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "."):
            lexOperator(preferRegex: preferRegexHere)
        default:
            lexNonASCII(preferRegex: preferRegexHere)
        }
    }

    @inline(__always) mutating func punctuation(_ kind: TokenKind) {
        emit(kind, pos, pos + 1)
        pos += 1
    }

    /// The end of identifier-continuation characters starting at `index`. Inlined: called as a
    /// method of the (large) scanner, it made each identifier copy the whole scanner.
    @inline(__always) func identifierEnd(from index: Int) -> Int {
        var end = index
        while end < count {
            let current = base[end]
            if has(current, LexerCharacters.identifierContinuation) {
                end += 1
                continue
            }
            guard current >= 0x80 else { return end }
            let (scalar, length) = LexerCharacters.decode(base, end, count)
            guard let value = scalar, LexerCharacters.isIdentifierContinuation(value) else { return end }
            end += length
        }
        return end
    }

    /// A token starting with a byte >= 0x80 (or a stray control byte): identifier, operator, curly
    /// quote, or unknown.
    mutating func lexNonASCII(preferRegex: Bool) {
        let start = pos
        let (scalar, length) = LexerCharacters.decode(base, start, count)
        guard let value = scalar else {
            pos += length
            emitTrivia(.unknown, start, pos)
            return
        }
        if LexerCharacters.isIdentifierContinuation(value) {
            // Identifier start, or (recovering like the compiler) a continuation character.
            pos = identifierEnd(from: start + length)
            emit(.identifier, start, pos)
        } else if LexerCharacters.isOperatorStart(value) {
            lexOperator(preferRegex: preferRegex)
        } else if value == 0x201C {
            pos = curlyQuotedStringEnd(from: start + length)
            emit(.identifier, start, pos)
        } else {
            pos += length
            if value == 0x201D {
                emit(.unknown, start, pos)
            } else {
                emitTrivia(.unknown, start, pos)
            }
        }
    }

    /// After an opening curly quote: the end of a fuzzy-matched string up to `"` or `”` on the line.
    func curlyQuotedStringEnd(from index: Int) -> Int {
        var end = index
        while end < count {
            let current = base[end]
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { return index }
            if current == UInt8(ascii: "\\") && byte(end + 1) == UInt8(ascii: "(") { return index }
            if current == UInt8(ascii: "\"") { return end + 1 }
            if current == UInt8(ascii: "\\") { end += 2; continue }
            if current == 0xE2 && byte(end + 1) == 0x80 && byte(end + 2) == 0x9D { return end + 3 }
            end += 1
        }
        return index
    }

    /// `` `name` ``, a raw identifier `` `any text` ``, `` `$` ``, or a lone backtick.
    mutating func lexBacktick() {
        let start = pos
        var end = start + 1
        while end < count {
            let current = base[end]
            if current == UInt8(ascii: "`") {
                if end > start + 1 {
                    pos = end + 1
                    emit(.identifier, start, pos)
                    return
                }
                break
            }
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") || current == 0 { break }
            end += 1
        }
        punctuation(.backtick)
    }

    /// `<#placeholder#>` on one line: its end.
    func editorPlaceholderEnd() -> Int? {
        var index = pos + 2
        while index < count {
            let current = base[index]
            if current == UInt8(ascii: "\n") { return nil }
            if current == UInt8(ascii: "<") && byte(index + 1) == UInt8(ascii: "#") { return nil }
            if current == UInt8(ascii: "#") && byte(index + 1) == UInt8(ascii: ">") { return index + 2 }
            index += 1
        }
        return nil
    }

    /// `#`: shebang, raw string, `#/regex/#`, pound keyword, or a lone `#` (macros, `#selector`).
    mutating func lexPound() {
        let start = pos
        if byte(start + 1) == UInt8(ascii: "!") && (start == 0 || base[start - 1] == 0) {
            while pos < count && base[pos] != UInt8(ascii: "\n") && base[pos] != UInt8(ascii: "\r") { pos += 1 }
            emit(.shebang, start, pos)
            return
        }
        let pounds = poundRun(from: start)
        if byte(start + pounds) == UInt8(ascii: "\"") {
            lexStringOpen(pounds: pounds)
            return
        }
        if byte(start + pounds) == UInt8(ascii: "/"), let end = scanRegex(at: start, mustBeRegex: true) {
            pos = end
            emit(.regexLiteral, start, end)
            return
        }
        var wordEnd = start + 1
        while wordEnd < count, has(base[wordEnd], LexerCharacters.identifierStart) { wordEnd += 1 }
        let kind: TokenKind
        if matches(start + 1, wordEnd, "if") {
            kind = .poundIf
        } else if matches(start + 1, wordEnd, "elseif") {
            kind = .poundElseif
        } else if matches(start + 1, wordEnd, "else") {
            kind = .poundElse
        } else if matches(start + 1, wordEnd, "endif") {
            kind = .poundEndif
        } else if matches(start + 1, wordEnd, "sourceLocation") || matches(start + 1, wordEnd, "available")
            || matches(start + 1, wordEnd, "unavailable") {
            kind = .poundDirective
        } else {
            punctuation(.pound)
            return
        }
        pos = wordEnd
        emit(kind, start, wordEnd)
        if kind == .poundDirective { resolverCandidates.append(tokens.count - 1) }
    }
}
