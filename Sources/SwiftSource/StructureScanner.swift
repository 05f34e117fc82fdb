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

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) {
        var openClauses: [Int32] = []
        significant = [SignificantToken](unsafeUninitializedCapacity: tokens.count) { output, initialized in
            var count = 0
            var brackets = ScratchStack<OpenBracket>()
            var previousEnd = 0
            var nextLine = 1
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                let kind = token.kind
                switch kind {
                case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                    index += 1
                    continue
                case .poundIf, .poundElseif, .poundElse, .poundEndif:
                    index = directive(at: index, tokens: tokens, bytes: bytes, open: &openClauses)
                    continue
                default:
                    break
                }
                let start = Int(token.start)
                while nextLine < lineStarts.count && lineStarts[nextLine] <= previousEnd { nextLine += 1 }
                let atLineStart = count == 0 || (nextLine < lineStarts.count && lineStarts[nextLine] <= start)
                previousEnd = max(previousEnd, Int(token.end))
                let keyword: Keyword = kind == .identifier
                    ? Keyword.classify(bytes, start, min(Int(token.end), bytes.count)) : .none
                let position = Int32(count)
                var match: Int32 = -1
                switch kind {
                case .leftParen, .leftSquare, .leftBrace:
                    brackets.push(OpenBracket(position: position, kind: kind))
                case .rightParen, .rightSquare, .rightBrace:
                    let opener: TokenKind = kind == .rightParen ? .leftParen : kind == .rightSquare ? .leftSquare : .leftBrace
                    var depth = brackets.count - 1
                    let lowest = max(0, brackets.count - Self.maxBracketSearch)
                    while depth >= lowest && brackets[depth].kind != opener { depth -= 1 }
                    if depth >= lowest {
                        let open = brackets[depth].position
                        output[Int(open)].match = position
                        match = open
                        brackets.pop(to: depth)
                    }
                default:
                    break
                }
                output.initializeElement(at: count, to: SignificantToken(token: Int32(index), match: match, kind: kind,
                                                                         keyword: keyword, atLineStart: atLineStart))
                count += 1
                index += 1
            }
            initialized = count
        }
        let count = Int32(tokens.count)
        for open in openClauses { clauses[Int(open)].body = TokenRange(clauses[Int(open)].body.lowerBound, count) }
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
