/// Whitespace, comments, conflict markers and bytes that are not Swift, between tokens.
extension LexerScanner {
    /// Skips whitespace, emitting comments and bytes that are not Swift; stops at a token start.
    /// Inlined into the main loop, its one caller.
    @inline(__always) mutating func skipTrivia(stopAtNewline: Bool) {
        while pos < count {
            let current = base[pos]
            // Fast paths for the common bytes before the full switch: a space, or a token start.
            if current == UInt8(ascii: " ") {
                pos += 1
                skipSpaceRuns()
                continue
            }
            if has(current, LexerCharacters.tokenStart) { return }
            switch current {
            case UInt8(ascii: "\t"), 0x0B, 0x0C:
                pos += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if stopAtNewline { return }
                pos += 1
                skipSpaceRuns()
            case UInt8(ascii: "/"):
                let next = byte(pos + 1)
                if next == UInt8(ascii: "/") {
                    lexLineComment()
                } else if next == UInt8(ascii: "*") {
                    lexBlockComment()
                } else {
                    return
                }
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                guard let end = conflictMarkerEnd() else { return }
                emitTrivia(.unknown, pos, end)
                pos = end
            case 0xEF where byte(pos + 1) == 0xBB && byte(pos + 2) == 0xBF:
                pos += 3
            default:
                guard skipUnknownTrivia() else { return }
            }
        }
    }

    /// Indentation: skips eight spaces at a time.
    @inline(__always) mutating func skipSpaceRuns() {
        while pos + 8 <= count && UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
            pos += 8
        }
    }

    mutating func lexLineComment() {
        let start = pos
        pos += 2
        while pos < count && base[pos] != UInt8(ascii: "\n") && base[pos] != UInt8(ascii: "\r") { pos += 1 }
        let isDoc = byte(start + 2) == UInt8(ascii: "/") && byte(start + 3) != UInt8(ascii: "/")
        emitTrivia(isDoc ? .docLineComment : .lineComment, start, pos)
    }

    mutating func lexBlockComment() {
        let start = pos
        pos += 2
        var depth = 1
        while pos < count {
            let current = base[pos]
            pos += 1
            if current == UInt8(ascii: "*") && byte(pos) == UInt8(ascii: "/") {
                pos += 1
                depth -= 1
                if depth == 0 { break }
            } else if current == UInt8(ascii: "/") && byte(pos) == UInt8(ascii: "*") {
                pos += 1
                depth += 1
            }
        }
        let isDoc = byte(start + 2) == UInt8(ascii: "*") && pos - start > 4
            && byte(start + 3) != UInt8(ascii: "*") && byte(start + 3) != UInt8(ascii: "/")
        emitTrivia(isDoc ? .docBlockComment : .blockComment, start, pos)
    }

    /// At a byte that is neither printable ASCII nor whitespace: consumes it as trivia when the
    /// compiler's lexer would (invalid UTF-8, NUL, control characters, no-break spaces, symbols that
    /// are not Swift) and returns true; returns false when a token starts here.
    mutating func skipUnknownTrivia() -> Bool {
        let (scalar, length) = LexerCharacters.decode(base, pos, count)
        guard let value = scalar else {
            emitTrivia(.unknown, pos, pos + length)
            pos += length
            return true
        }
        if LexerCharacters.isIdentifierContinuation(value) || LexerCharacters.isOperatorStart(value)
            || value == 0x201C || value == 0x201D {
            return false
        }
        var end = pos + length
        if value == 0xA0 {
            while byte(end) == 0xC2 && byte(end + 1) == 0xA0 { end += 2 }
            pos = end
            return true
        }
        emitTrivia(.unknown, pos, end)
        pos = end
        return true
    }

    /// A version-control conflict marker (`<<<<<<< ` … `>>>>>>> ` or `>>>> ` … `<<<<\n`) starting at
    /// a line start: the end of its last line.
    mutating func conflictMarkerEnd() -> Int? {
        guard pos == 0 || base[pos - 1] == UInt8(ascii: "\n") || base[pos - 1] == UInt8(ascii: "\r") else { return nil }
        let introducer: [UInt8], terminator: [UInt8]
        let isGit = startsWith(Array("<<<<<<< ".utf8), at: pos)
        if isGit && !gitConflictUnterminated {
            (introducer, terminator) = (Array("<<<<<<< ".utf8), Array(">>>>>>> ".utf8))
        } else if !isGit && !perforceConflictUnterminated && startsWith(Array(">>>> ".utf8), at: pos) {
            (introducer, terminator) = (Array(">>>> ".utf8), Array("<<<<\n".utf8))
        } else {
            return nil
        }
        var index = pos + introducer.count
        while index < count {
            if startsWith(terminator, at: index) && (base[index - 1] == UInt8(ascii: "\n") || base[index - 1] == UInt8(ascii: "\r")) {
                var end = index + terminator.count
                while end < count && base[end] != UInt8(ascii: "\n") && base[end] != UInt8(ascii: "\r") { end += 1 }
                return end
            }
            index += 1
        }
        if isGit { gitConflictUnterminated = true } else { perforceConflictUnterminated = true }
        return nil
    }

    func startsWith(_ prefix: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= count else { return false }
        for offset in 0..<prefix.count where base[index + offset] != prefix[offset] { return false }
        return true
    }
}
