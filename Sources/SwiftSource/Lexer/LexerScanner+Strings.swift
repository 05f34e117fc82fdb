extension LexerScanner {
    /// The opening delimiter of a string literal at `pos` (after `pounds` raw-string `#`s):
    /// `"`, `"""`, `'`, `#"`, `##"""` …; pushes the string frame.
    mutating func lexStringOpen(pounds: Int) {
        let start = pos
        let quote = start + pounds
        var frame = StringFrame(quote: .single, pounds: pounds)
        var end = quote + 1
        if base[quote] == UInt8(ascii: "'") {
            frame.quote = .singleQuote
        } else if byte(quote + 1, is: "\"") && byte(quote + 2, is: "\"")
                    && !(pounds > 0 && rawStringClosesOnSameLine(from: quote + 3, pounds: pounds)) {
            frame.quote = .multiLine
            end = quote + 3
        }
        emit(.stringOpen, start, end)
        pos = end
        if frame.quote == .multiLine {
            // The line break after `"""` belongs to the delimiter, not to the text.
            if byte(pos, is: "\r") { pos += 1 }
            if byte(pos, is: "\n") { pos += 1 }
        }
        pushFrame(.string(frame))
    }

    /// For `#"""`: whether a `"` followed by enough `#` closes it on the same line (then it is a
    /// single-line string starting with quotes, like `#"""#`).
    func rawStringClosesOnSameLine(from index: Int, pounds: Int) -> Bool {
        if poundRun(from: index) >= pounds { return true }
        var scan = index
        while scan < count && base[scan] != UInt8(ascii: "\n") && base[scan] != UInt8(ascii: "\r") {
            if base[scan] == UInt8(ascii: "\"") && poundRun(from: scan + 1) >= pounds { return true }
            scan += 1
        }
        return false
    }

    /// Reads string text up to the next interpolation, the closing delimiter, or the end of a line
    /// (single-line strings) or file; emits the pieces and updates the frame stack.
    mutating func lexStringContents(quote: StringFrame.Quote, pounds: Int) {
        var textStart = pos
        let afterInterpolation = quote == .multiLine && previousToken?.kind == .rightParen
        while true {
            while pos < count && !has(base[pos], LexerCharacters.stringSpecial) { pos += 1 }
            guard pos < count else {
                emitText(textStart)
                popFrame()
                return
            }
            switch base[pos] {
            case UInt8(ascii: "\\"):
                let run = poundRun(from: pos + 1)
                let delimiterMatches = pounds == 0 || run >= pounds
                let consumed = pounds == 0 ? 0 : min(run, pounds + 1)
                if delimiterMatches && byte(pos + 1 + consumed, is: "(") {
                    emitText(textStart)
                    if quote == .multiLine && pos > textStart && lineIndentationStart(before: pos) != nil {
                        multiLineCandidates[multiLineCandidates.count - 1].trailing.append(tokens.count - 1)
                    }
                    emit(.interpolationBackslash, pos, pos + 1)
                    if run > 0 && pounds > 0 { emit(.interpolationPounds, pos + 1, pos + 1 + run) }
                    let paren = pos + 1 + (pounds > 0 ? run : 0)
                    emit(.leftParen, paren, paren + 1)
                    pos = paren + 1
                    pushFrame(.interpolation(InterpolationFrame(inMultiLineString: quote == .multiLine, parenDepth: 0)))
                    return
                }
                guard delimiterMatches else {
                    pos += 1
                    continue
                }
                let escapeStart = pos
                pos = escapeEnd(from: pos + 1 + consumed, multiLine: quote == .multiLine)
                if afterInterpolation && escapeStart == textStart && (base[pos - 1] == UInt8(ascii: "\n") || base[pos - 1] == UInt8(ascii: "\r")) {
                    // An escaped line break right after an interpolation is not text, nor is the
                    // indentation of the next line (trimmed when the string closes).
                    textStart = pos
                    multiLineCandidates[multiLineCandidates.count - 1].leading.append(tokens.count)
                }
            case UInt8(ascii: "\""):
                switch quote {
                case .single:
                    let run = poundRun(from: pos + 1)
                    if run >= pounds {
                        closeString(textStart, closeEnd: pos + 1 + (pounds > 0 ? run : 0))
                        return
                    }
                    pos += 1
                case .multiLine:
                    if byte(pos + 1, is: "\"") && byte(pos + 2, is: "\"") {
                        let run = poundRun(from: pos + 3)
                        if run >= pounds {
                            closeString(textStart, closeEnd: pos + 3 + (pounds > 0 ? run : 0))
                            return
                        }
                    }
                    pos += 1
                case .singleQuote:
                    pos += 1
                }
            case UInt8(ascii: "'"):
                if quote == .singleQuote {
                    closeString(textStart, closeEnd: pos + 1)
                    return
                }
                pos += 1
            default:  // newline or carriage return
                if quote != .multiLine {
                    emitText(textStart)
                    popFrame()
                    return
                }
                pos += 1
            }
        }
    }

    /// After `\` (and its raw pounds): the end of the escape sequence as the compiler reads it. An
    /// escaped newline in a multi-line string (`\` then spaces, then the line break) is consumed.
    func escapeEnd(from index: Int, multiLine: Bool) -> Int {
        guard index < count else { return index }
        switch base[index] {
        case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "\""),
             UInt8(ascii: "'"), UInt8(ascii: "\\"):
            return index + 1
        case UInt8(ascii: "u"):
            var end = index + 1
            guard byte(end, is: "{") else { return end }
            end += 1
            while isHexDigit(end) { end += 1 }
            return byte(end, is: "}") ? end + 1 : end
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            guard multiLine else { return index }
            var end = index
            while byte(end, is: " ") || byte(end, is: "\t") { end += 1 }
            if byte(end, is: "\r") {
                return byte(end + 1, is: "\n") ? end + 2 : end + 1
            }
            return byte(end, is: "\n") ? end + 1 : index
        default:
            let current = base[index]
            let isAlphanumeric = has(current, LexerCharacters.identifierStart | LexerCharacters.digit)
                && current != UInt8(ascii: "_")
            return isAlphanumeric ? index + 1 : index
        }
    }

    @inline(__always) mutating func emitText(_ start: Int) {
        if pos > start { emit(.stringText, start, pos) }
    }

    mutating func closeString(_ textStart: Int, closeEnd: Int) {
        guard case .string(let frame)? = frames.last, frame.quote == .multiLine,
              let candidates = multiLineCandidates.last else {
            emitText(textStart)
            emit(.stringClose, pos, closeEnd)
            pos = closeEnd
            popFrame()
            return
        }
        // The closing line's indentation and the line break before it are not text; nor is that
        // indentation at the start of a line that an interpolation follows.
        let closeStart = pos
        if let lineStart = lineIndentationStart(before: closeStart), lineStart >= textStart {
            let indentation = closeStart - lineStart
            var textEnd = lineStart
            if textEnd > textStart && base[textEnd - 1] == UInt8(ascii: "\n") { textEnd -= 1 }
            if textEnd > textStart && base[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
            if textEnd > textStart { emit(.stringText, textStart, textEnd) }
            for index in candidates.leading where index < tokens.count && tokens[index].kind == .stringText {
                var start = Int(tokens[index].start)
                let limit = min(Int(tokens[index].end), start + indentation)
                while start < limit && (base[start] == UInt8(ascii: " ") || base[start] == UInt8(ascii: "\t")) { start += 1 }
                tokens[index].start = Int32(truncatingIfNeeded: start)
                hasEmptyTokens = hasEmptyTokens || tokens[index].start == tokens[index].end
            }
            for index in candidates.trailing {
                let end = Int(tokens[index].end)
                if let start = lineIndentationStart(before: end), end - start <= indentation,
                   start >= Int(tokens[index].start) {
                    tokens[index].end = Int32(truncatingIfNeeded: start)
                    hasEmptyTokens = hasEmptyTokens || tokens[index].start == tokens[index].end
                }
            }
        } else {
            emitText(textStart)
        }
        emit(.stringClose, closeStart, closeEnd)
        pos = closeEnd
        popFrame()
    }

    /// If only spaces and tabs separate `index` from the start of its line: that line start.
    func lineIndentationStart(before index: Int) -> Int? {
        var scan = index
        while scan > 0 && (base[scan - 1] == UInt8(ascii: " ") || base[scan - 1] == UInt8(ascii: "\t")) { scan -= 1 }
        guard scan > 0 && (base[scan - 1] == UInt8(ascii: "\n") || base[scan - 1] == UInt8(ascii: "\r")) else { return nil }
        return scan
    }
}
