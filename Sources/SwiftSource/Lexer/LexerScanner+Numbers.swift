extension LexerScanner {
    @inline(__always) func isDigit(_ index: Int) -> Bool {
        index < count && has(base[index], LexerCharacters.digit)
    }

    @inline(__always) func isHexDigit(_ index: Int) -> Bool {
        index < count && has(base[index], LexerCharacters.hexDigit)
    }

    /// The end of a run of digits of class `flag` (`LexerCharacters.digit` or `.hexDigit`) and `_`.
    func digitsEnd(from index: Int, _ flag: UInt8) -> Int {
        var end = index
        while end < count && (has(base[end], flag) || base[end] == UInt8(ascii: "_")) { end += 1 }
        return end
    }

    /// The end of a run of `0`…`highest` and `_` (octal or binary digits).
    func digitsEnd(from index: Int, upTo highest: UInt8) -> Int {
        var end = index
        while end < count && ((base[end] >= UInt8(ascii: "0") && base[end] <= highest) || base[end] == UInt8(ascii: "_")) {
            end += 1
        }
        return end
    }

    /// An integer or floating-point literal; malformed ones keep the identifier characters that
    /// follow, as the compiler's lexer does.
    mutating func lexNumber() {
        let start = pos
        if base[start] == UInt8(ascii: "0") && byte(start + 1, is: "x") {
            lexHexNumber()
            return
        }
        if base[start] == UInt8(ascii: "0") && (byte(start + 1, is: "o") || byte(start + 1, is: "b")) {
            let highest = byte(start + 1, is: "o") ? UInt8(ascii: "7") : UInt8(ascii: "1")
            var end = start + 2
            if end < count && !(base[end] >= UInt8(ascii: "0") && base[end] <= highest) {
                end = identifierEnd(from: end)
            } else {
                end = identifierEnd(from: digitsEnd(from: end, upTo: highest))
            }
            finishNumber(.integerLiteral, start, end)
            return
        }
        let isDecimal = LexerCharacters.digit
        var end = digitsEnd(from: start, isDecimal)
        if byte(end, is: ".") {
            // `4.x` is an integer then a member; `x.0.1` is a tuple index then another.
            if !isDigit(end + 1) || previousToken?.kind == .period {
                finishNumber(.integerLiteral, start, end)
                return
            }
        } else if !(byte(end, is: "e") || byte(end, is: "E")) {
            finishNumber(.integerLiteral, start, identifierEnd(from: end))
            return
        }
        if byte(end, is: ".") {
            end = digitsEnd(from: end + 1, isDecimal)
        }
        if byte(end, is: "e") || byte(end, is: "E") {
            end += 1
            if byte(end, is: "-") || byte(end, is: "+") { end += 1 }
            if !isDigit(end) {
                finishNumber(.floatLiteral, start, identifierEnd(from: end))
                return
            }
            end = digitsEnd(from: end, isDecimal)
            end = identifierEnd(from: end)
        }
        finishNumber(.floatLiteral, start, end)
    }

    @inline(__always) mutating func finishNumber(_ kind: TokenKind, _ start: Int, _ end: Int) {
        emit(kind, start, end)
        pos = end
    }

    /// `0x…` integers and hexadecimal floats (`0x1p-2`, `0x1.8p3`).
    mutating func lexHexNumber() {
        let start = pos
        var end = start + 2
        let isHex = LexerCharacters.hexDigit
        let isDecimal = LexerCharacters.digit
        guard end < count else { return finishNumber(.integerLiteral, start, end) }
        guard isHexDigit(end) else { return finishNumber(.integerLiteral, start, identifierEnd(from: end)) }
        end = digitsEnd(from: end, isHex)
        if !(byte(end, is: ".") || byte(end, is: "p") || byte(end, is: "P")) {
            return finishNumber(.integerLiteral, start, identifierEnd(from: end))
        }
        var dot: Int?
        if byte(end, is: ".") {
            dot = end
            if end + 1 < count && !isHexDigit(end + 1) { return finishNumber(.integerLiteral, start, end) }
            end = digitsEnd(from: end + 1, isHex)
            if !(byte(end, is: "p") || byte(end, is: "P")) {
                if end + 1 < count && !isDigit(end + 1) { return finishNumber(.integerLiteral, start, dot!) }
                return finishNumber(.integerLiteral, start, end)
            }
        }
        end += 1  // p or P
        var signed = false
        if byte(end, is: "+") || byte(end, is: "-") {
            end += 1
            signed = true
        }
        if end < count && !isDigit(end) {
            if let dot, dot + 1 < count, !isDigit(dot + 1), !signed {
                return finishNumber(.integerLiteral, start, dot)
            }
            return finishNumber(.floatLiteral, start, identifierEnd(from: end))
        }
        end = identifierEnd(from: digitsEnd(from: end, isDecimal))
        finishNumber(.floatLiteral, start, end)
    }
}
