/// A token the structure parser reads: comments and `#if` directive lines are left out.
struct SignificantToken: Sendable {
    /// Index into the full token array.
    var token: Int32
    /// For `(`, `[`, `{` and their closers: the significant index of the matching bracket, else -1.
    var match: Int32
    var kind: TokenKind
    var keyword: Keyword
    /// Whether a line break separates this token from the previous significant token.
    var atLineStart: Bool
}

/// The pass before parsing: drops comments and `#if` directives (recording the clauses), classifies
/// keywords, marks line starts, and matches brackets (mismatched ones resynchronise a few levels up).
struct StructureScanner {
    private(set) var significant: [SignificantToken] = []
    private(set) var clauses: [IfConfigClause] = []

    private static let maxBracketSearch = 16

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
        var openClauses: [Int32] = []
        significant = [SignificantToken](unsafeUninitializedCapacity: tokens.count) { output, initialized in
            guard let tokenBase = tokens.baseAddress, let byteBase = bytes.baseAddress else { return }
            let byteCount = bytes.count
            let keywords = KeywordTable.entries
            var count = 0
            // Raw storage: this loop runs once per token, and Array's uniqueness checks cost more than the work.
            let brackets = UnsafeMutablePointer<OpenBracket>.allocate(capacity: tokens.count)
            defer { brackets.deallocate() }
            var bracketCount = 0
            // A line break lies between the last significant token and `cursor` (bytes before `cursor`
            // were scanned); line starts are found by scanning only the gaps between tokens.
            var newline = false
            var cursor = 0
            var index = 0
            while index < tokens.count {
                let token = tokenBase[index]
                let kind = token.kind
                switch kind {
                case .lineComment, .docLineComment:
                    // A line comment ends before its line break: only the gap before it can hold one.
                    if !newline { newline = Self.hasNewline(byteBase, from: cursor, to: min(Int(token.start), byteCount)) }
                    cursor = max(cursor, Int(token.end))
                    index += 1
                    continue
                case .blockComment, .docBlockComment:
                    if !newline { newline = Self.hasNewline(byteBase, from: cursor, to: min(Int(token.end), byteCount)) }
                    cursor = max(cursor, Int(token.end))
                    index += 1
                    continue
                case .poundIf, .poundElseif, .poundElse, .poundEndif:
                    let next = directive(at: index, tokens: tokens, bytes: bytes, open: &openClauses)
                    let skippedEnd = Int(tokenBase[next - 1].end)
                    if !newline { newline = Self.hasNewline(byteBase, from: cursor, to: min(skippedEnd, byteCount)) }
                    cursor = max(cursor, skippedEnd)
                    index = next
                    continue
                default:
                    break
                }
                if !newline { newline = Self.hasNewline(byteBase, from: cursor, to: min(Int(token.start), byteCount)) }
                let atLineStart = count == 0 || newline
                newline = false
                cursor = max(cursor, Int(token.end))
                let keyword: Keyword = kind == .identifier
                    ? Keyword.classify(byteBase, Int(token.start), min(Int(token.end), byteCount), byteCount, in: keywords) : .none
                let position = Int32(truncatingIfNeeded: count)
                var match: Int32 = -1
                switch kind {
                case .leftParen, .leftSquare, .leftBrace:
                    brackets[bracketCount] = OpenBracket(position: position, kind: kind)
                    bracketCount += 1
                case .rightParen, .rightSquare, .rightBrace:
                    let opener: TokenKind = kind == .rightParen ? .leftParen : kind == .rightSquare ? .leftSquare : .leftBrace
                    var depth = bracketCount - 1
                    let lowest = max(0, bracketCount - Self.maxBracketSearch)
                    while depth >= lowest && brackets[depth].kind != opener { depth -= 1 }
                    if depth >= lowest {
                        let open = brackets[depth].position
                        output[Int(open)].match = position
                        match = open
                        bracketCount = depth
                    }
                default:
                    break
                }
                output.initializeElement(at: count, to: SignificantToken(token: Int32(truncatingIfNeeded: index), match: match,
                                                                         kind: kind, keyword: keyword, atLineStart: atLineStart))
                count += 1
                index += 1
            }
            initialized = count
        }
        let count = Int32(tokens.count)
        for open in openClauses { clauses[Int(open)].body = TokenRange(clauses[Int(open)].body.lowerBound, count) }
    }

    /// Whether a `\n` lies in `start..<end` (the gaps between tokens are short: usually nothing, a
    /// space, or a line break first).
    @inline(__always)
    private static func hasNewline(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") { return true }
            index += 1
        }
        return false
    }

    private struct OpenBracket {
        var position: Int32
        var kind: TokenKind
    }

    /// Records a directive and skips its condition; returns the index after it.
    private mutating func directive(at index: Int, tokens: UnsafeBufferPointer<Token>,
                                    bytes: UnsafeBufferPointer<UInt8>, open: inout [Int32]) -> Int {
        let kind = tokens[index].kind
        var next = index + 1
        if kind == .poundIf || kind == .poundElseif {
            var parens = 0
            while next < tokens.count {
                let token = tokens[next]
                if token.kind.isComment { break }
                if parens == 0 && Self.newline(between: Int(tokens[next - 1].end), and: Int(token.start), bytes) { break }
                if token.kind == .leftParen { parens += 1 }
                if token.kind == .rightParen { parens = max(0, parens - 1) }
                next += 1
            }
        }
        let here = Int32(index)
        let condition = TokenRange(Int32(index + 1), Int32(next))
        switch kind {
        case .poundIf:
            clauses.append(IfConfigClause(kind: .if, directive: TokenID(here), condition: condition,
                                          body: TokenRange(Int32(next), Int32(next)),
                                          parentRaw: open.last ?? -1, previousRaw: -1))
            open.append(Int32(clauses.count - 1))
        case .poundElseif, .poundElse:
            guard let current = open.last else { return next }
            close(current, at: here)
            let parent = clauses[Int(current)].parentRaw
            clauses.append(IfConfigClause(kind: kind == .poundElse ? .else : .elseif, directive: TokenID(here),
                                          condition: kind == .poundElse ? TokenRange(Int32(next), Int32(next)) : condition,
                                          body: TokenRange(Int32(next), Int32(next)),
                                          parentRaw: parent, previousRaw: current))
            open[open.count - 1] = Int32(clauses.count - 1)
        default:
            guard let current = open.popLast() else { return next }
            close(current, at: here)
        }
        return next
    }

    private mutating func close(_ clause: Int32, at token: Int32) {
        clauses[Int(clause)].body = TokenRange(clauses[Int(clause)].body.lowerBound, token)
    }

    private static func newline(between start: Int, and end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = max(0, start)
        let limit = min(end, bytes.count)
        while index < limit {
            if bytes[index] == 10 || bytes[index] == 13 { return true }
            index += 1
        }
        return false
    }
}
