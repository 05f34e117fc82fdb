extension LexerScanner {
    /// Whether an operator starting at `start` is bound to what precedes it (no whitespace,
    /// opening bracket, separator or comment end before it).
    @inline(__always) func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch base[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && base[start - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(start >= 2 && base[start - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether an operator ending at `end` is bound to what follows it.
    @inline(__always) func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < count else { return false }
        switch base[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(end + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return byte(end + 1) != 0xA0
        default:
            return true
        }
    }

    /// The end of the operator characters starting at `start` (the `.` and placeholder rules of the
    /// compiler's lexer applied), not looking past `limit`.
    @inline(__always) func operatorEnd(from start: Int, limit: Int) -> Int {
        let first = base[start]
        let startsWithDot = first == UInt8(ascii: ".")
        var end = start + (first < 0x80 ? 1 : LexerCharacters.decode(base, start, count).length)
        while end < limit {
            let current = base[end]
            if current == UInt8(ascii: ".") && !startsWithDot { break }
            if current == UInt8(ascii: "<") && byte(end + 1) == UInt8(ascii: "#") && placeholderEndFollows(end) { break }
            if current < 0x80 {
                guard has(current, LexerCharacters.operatorCharacter) else { break }
                end += 1
            } else {
                let (scalar, length) = LexerCharacters.decode(base, end, count)
                guard let value = scalar, LexerCharacters.isOperatorContinuation(value) else { break }
                end += length
            }
        }
        return min(end, limit)
    }

    /// Whether a `#>` follows on the same line.
    func placeholderEndFollows(_ index: Int) -> Bool {
        var scan = index
        while scan + 1 < count {
            if base[scan] == UInt8(ascii: "\n") { return false }
            if base[scan] == UInt8(ascii: "#") && base[scan + 1] == UInt8(ascii: ">") { return true }
            scan += 1
        }
        return false
    }

    /// An operator, or a regex literal that starts inside what looks like one (`/abc/`, `!/x/`).
    mutating func lexOperator(preferRegex: Bool) {
        let start = pos
        var end = operatorEnd(from: start, limit: count)
        var slash = start
        while slash < end && base[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < end, let regexEnd = operatorRegexEnd(slash: slash, operatorStart: start, operatorEnd: end,
                                                         preferRegex: preferRegex) {
            if slash > start { emit(.prefixOperator, start, slash) }
            emit(.regexLiteral, slash, regexEnd)
            pos = regexEnd
            return
        }
        if end - start > 2 {
            // `//` or `/*` inside an operator starts a comment.
            var index = start + 1
            while index < end {
                if base[index] == UInt8(ascii: "/") && (byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*")) {
                    end = index
                    break
                }
                index += 1
            }
        }
        emit(operatorKind(start, end), start, end)
        pos = end
        let length = end - start
        if (base[start] == UInt8(ascii: "<") && (length == 1 || (length == 2 && base[start + 1] == UInt8(ascii: "-"))))
            || (length == 3 && base[start] == UInt8(ascii: ".")) {
            resolverCandidates.append(tokens.count - 1)
        }
    }

    /// The kind of the operator token `start..<end`, by its text and whitespace binding.
    /// `mutating` only so that the scanner is passed by reference, not copied.
    @inline(__always) mutating func operatorKind(_ start: Int, _ end: Int) -> TokenKind {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)
        let length = end - start
        if length == 1 {
            switch base[start] {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "."): return .period
            case UInt8(ascii: "?"): return leftBound ? .postfixOperator : .binaryOperator
            default: break
            }
        } else if length == 2 {
            if base[start] == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: ">") { return .arrow }
            if base[start] == UInt8(ascii: "*") && base[start + 1] == UInt8(ascii: "/") { return .unknown }
        } else {
            for index in start..<(end - 1) where base[index] == UInt8(ascii: "*") && base[index + 1] == UInt8(ascii: "/") {
                return .unknown
            }
        }
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }
}
