extension LexerScanner {
    /// Whether the previous token leaves the lexer expecting an expression, so that `/` would start
    /// a regex literal rather than divide.
    func isInRegexLiteralPosition() -> Bool {
        guard let token = previousToken else { return true }
        switch token.kind {
        case .leftParen, .leftBrace, .leftSquare, .leftAngle, .binaryOperator, .equal, .semicolon, .comma,
             .colon, .unknown, .poundIf, .poundElse, .poundElseif, .poundEndif:
            return true
        case .prefixOperator:
            // A key-path backslash does not start an expression.
            return base[Int(token.start)] != UInt8(ascii: "\\")
        case .identifier:
            guard LexerKeywords.isLexerKeyword(token, in: base) else { return false }
            return !LexerKeywords.expressionKeywords.contains(LexerKeywords.bytes(of: token, in: base))
        default:
            return false
        }
    }

    /// For a `/` inside an operator token: the end of the regex literal it starts, if the compiler's
    /// heuristics make it one.
    mutating func operatorRegexEnd(slash: Int, operatorStart: Int, operatorEnd: Int, preferRegex: Bool) -> Int? {
        guard !isLeftBound(operatorStart) else { return nil }
        // `func /(…)` and `operator /^/` declare operators.
        if previousIs("func") || previousIs("operator") { return nil }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: false) {
            mustBeRegex = preferRegex
            if !mustBeRegex && !isInRegexLiteralPosition() { return nil }
            if let token = previousToken, token.kind == .equal
                || (token.kind == .binaryOperator && !LexerKeywords.text(of: token, in: base, equals: "?")) {
                mustBeRegex = true
            }
        }
        return scanRegex(at: slash, mustBeRegex: mustBeRegex)
    }

    /// Scans a regex literal `/…/` or `#…#/…/#…#` starting at `start`; returns its end, or nil when
    /// these bytes are not a regex literal (only possible when `mustBeRegex` is false).
    mutating func scanRegex(at start: Int, mustBeRegex: Bool) -> Int? {
        let openPounds = poundRun(from: start)
        var index = start + openPounds
        guard byte(index, is: "/") else { return nil }
        index += 1
        if openPounds == 0 && index < count {
            let next = base[index]
            if (next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")) && !mustBeRegex { return nil }
            if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
        }
        var firstNewline: Int?
        if openPounds > 0 {
            var scan = index
            while scan < count && (base[scan] == UInt8(ascii: " ") || base[scan] == UInt8(ascii: "\t")) { scan += 1 }
            if scan < count && (base[scan] == UInt8(ascii: "\n") || base[scan] == UInt8(ascii: "\r")) {
                if openPounds >= unterminatedMultiLineRegexPounds { return mustBeRegex ? scan : nil }
                firstNewline = scan
                index = scan
            }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        var escaped = false
        while true {
            if !escaped && byte(index, is: "/") {
                var end = index + 1
                var closePounds = 0
                if openPounds > 0 {
                    while byte(end, is: "#") { closePounds += 1; end += 1 }
                }
                if closePounds >= openPounds {
                    if closePounds == 0 {
                        if end < count && (base[end] == UInt8(ascii: "*") || base[end] == UInt8(ascii: "/")) {
                            return mustBeRegex ? index : nil
                        }
                        if lastSpace >= 0 && lastSpace + 1 == index && !mustBeRegex { return nil }
                    }
                    return end
                }
            }
            guard index < count else {
                if firstNewline != nil { unterminatedMultiLineRegexPounds = min(unterminatedMultiLineRegexPounds, openPounds) }
                return mustBeRegex ? (firstNewline ?? index) : nil
            }
            let current = base[index]
            let length = current < 0x80 ? 1 : LexerCharacters.decode(base, index, count).length
            let wasEscaped = escaped
            escaped = false
            switch current {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard firstNewline != nil else { return mustBeRegex ? index : nil }
            case UInt8(ascii: "\\") where !wasEscaped:
                escaped = true
            case UInt8(ascii: "(") where !wasEscaped && classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where !wasEscaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "[") where !wasEscaped:
                classDepth += 1
            case UInt8(ascii: "]") where !wasEscaped:
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if !wasEscaped { lastSpace = index }
            default:
                break
            }
            index += length
        }
    }
}
