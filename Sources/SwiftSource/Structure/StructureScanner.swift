#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A token the structure parser reads: comments and `#if` directive lines are left out.
struct SignificantToken {
    /// Index into the full token array.
    var token: Int32
    /// For `(`, `[`, `{` and their closers: the significant index of the matching bracket, else -1.
    var match: Int32
    var kind: TokenKind
    var keyword: Keyword
    /// Whether a line break separates this token from the previous significant token.
    var atLineStart: Bool
}

/// The significant tokens of a file, stored in two arrays: the links (token index, matching bracket)
/// and the classification (kind with the line-start flag in its top bit, keyword), 10 bytes a token
/// instead of 12 for ``SignificantToken``. For a generated file of 50 MB that is 20 MB less while
/// the parser runs. Owned by `SyntaxTree.init`, which frees it after the parse.
struct SignificantTokens {
    struct Link {
        var token: Int32
        var match: Int32
    }

    struct Classification {
        /// `TokenKind.rawValue`, with ``lineStartFlag`` set for a token at the start of a line.
        var kindAndLineStart: UInt8
        var keyword: Keyword
    }

    static let lineStartFlag: UInt8 = 0x80

    let links: UnsafeMutablePointer<Link>
    let classifications: UnsafeMutablePointer<Classification>
    /// The number of significant tokens (the memory has room for every token).
    var count = 0
    /// The tokens before this position were given back to the system (``release(before:)``).
    private var released = 0

    /// Tokens released at a time: 2 MB of links. A file under about 1 MB never releases any.
    private static let releaseStep = 1 << 18

    init(capacity: Int) {
        links = .allocate(capacity: max(1, capacity))
        classifications = .allocate(capacity: max(1, capacity))
    }

    @inline(__always) subscript(position: Int) -> SignificantToken {
        let link = links[position]
        let classification = classifications[position]
        return SignificantToken(token: link.token, match: link.match,
                                // The scanner stored a kind's raw value: a bit cast, not the checked (and
                                // out-of-line) `init(rawValue:)`.
                                kind: unsafeBitCast(classification.kindAndLineStart & ~Self.lineStartFlag, to: TokenKind.self),
                                keyword: classification.keyword,
                                atLineStart: classification.kindAndLineStart & Self.lineStartFlag != 0)
    }

    /// Gives the memory of the tokens before `position` back to the system (their pages read as
    /// zeros afterwards), once a step's worth accumulated. The parser calls it between top-level
    /// statements, which never read the tokens of the statements before them, so a large file's
    /// significant tokens are not all held at the end of its parse.
    mutating func release(before position: Int) {
        guard position - released >= Self.releaseStep else { return }
        Self.discard(UnsafeMutableRawPointer(links), from: released, to: position, stride: MemoryLayout<Link>.stride)
        Self.discard(UnsafeMutableRawPointer(classifications), from: released, to: position,
                     stride: MemoryLayout<Classification>.stride)
        released = position
    }

    /// Discards the whole pages of the elements `start..<end` of the array at `base` (the page
    /// holding `start` is discarded too when it lies after the array's first page: the elements
    /// before `start` were discarded already).
    private static func discard(_ base: UnsafeMutableRawPointer, from start: Int, to end: Int, stride: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let first = (Int(bitPattern: base) + page - 1) & -page
        let lower = max(first, (Int(bitPattern: base) + start * stride) & -page)
        let upper = (Int(bitPattern: base) + end * stride) & -page
        guard upper > lower, let address = UnsafeMutableRawPointer(bitPattern: lower) else { return }
        #if canImport(Darwin)
        _ = madvise(address, upper - lower, MADV_FREE)
        #else
        _ = madvise(address, upper - lower, MADV_DONTNEED)
        #endif
    }

    func deallocate() {
        links.deallocate()
        classifications.deallocate()
    }
}

/// The pass before parsing: drops comments and `#if` directives (recording the clauses), classifies
/// keywords, marks line starts, and matches brackets (mismatched ones resynchronise a few levels up).
struct StructureScanner {
    private(set) var significant: SignificantTokens
    private(set) var clauses: [IfConfigClause] = []

    private static let maxBracketSearch = 16

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
        var openClauses: [Int32] = []
        significant = SignificantTokens(capacity: tokens.count)
        do {
            let output = significant
            guard let tokenBase = tokens.baseAddress, let byteBase = bytes.baseAddress else { return }
            let brackets = UnsafeMutablePointer<OpenBracket>.allocate(capacity: tokens.count)
            defer { brackets.deallocate() }
            let keywords = KeywordTable.entries
            var state = ScanState()
            while true {
                Self.scanUntilDirective(&state, tokenBase, tokens.count, byteBase, bytes.count, output, brackets, keywords)
                guard state.index < tokens.count else { break }
                let next = directive(at: state.index, tokens: tokens, bytes: bytes, open: &openClauses)
                let skippedEnd = Int(tokenBase[next - 1].end)
                if !state.newline { state.newline = Self.hasNewline(byteBase, from: state.scanned, to: min(skippedEnd, bytes.count)) }
                state.scanned = max(state.scanned, skippedEnd)
                state.index = next
            }
            significant.count = state.count
        }
        let count = Int32(tokens.count)
        for open in openClauses { clauses[Int(open)].body = TokenRange(clauses[Int(open)].body.lowerBound, count) }
    }

    /// Where the scan is.
    private struct ScanState {
        /// The next token.
        var index = 0
        /// Significant tokens written.
        var count = 0
        /// The bytes before this offset were scanned for `\n` (line starts are found by scanning
        /// only the gaps between tokens).
        var scanned = 0
        /// Whether a `\n` lies between the last significant token and `scanned` (true for the first).
        var newline = true
        var openBrackets = 0
    }

    /// The scan's inner loop, up to a directive (handled by the caller) or the end: few live values,
    /// so they stay in registers, and rare work (closing brackets) out of line.
    @inline(never)
    private static func scanUntilDirective(_ state: inout ScanState, _ tokens: UnsafePointer<Token>, _ tokenCount: Int,
                                           _ bytes: UnsafePointer<UInt8>, _ byteCount: Int,
                                           _ output: SignificantTokens,
                                           _ brackets: UnsafeMutablePointer<OpenBracket>, _ keywords: KeywordTable) {
        var index = state.index
        var count = state.count
        var scanned = state.scanned
        var newline = state.newline
        var openBrackets = state.openBrackets
        while index < tokenCount {
            let token = tokens[index]
            let kind = token.kind
            if kind.rawValue &- TokenKind.lineComment.rawValue < 4 {
                // A line comment ends before its line break: only the gap before it can hold one.
                let limit = kind == .lineComment || kind == .docLineComment ? token.start : token.end
                if !newline { newline = hasNewline(bytes, from: scanned, to: min(Int(limit), byteCount)) }
                scanned = max(scanned, Int(token.end))
                index += 1
                continue
            }
            if kind.rawValue &- TokenKind.poundIf.rawValue < 4 { break }
            if !newline { newline = hasNewline(bytes, from: scanned, to: min(Int(token.start), byteCount)) }
            let atLineStart = newline
            newline = false
            scanned = max(scanned, Int(token.end))
            var keyword = Keyword.none
            var match: Int32 = -1
            let position = Int32(truncatingIfNeeded: count)
            let bracket = kind.rawValue &- TokenKind.leftParen.rawValue
            if kind == .identifier {
                keyword = Keyword.classify(bytes, Int(token.start), min(Int(token.end), byteCount), byteCount, in: keywords)
            } else if bracket < 6 {
                if bracket & 1 == 0 {
                    brackets[openBrackets] = OpenBracket(position: position, kind: kind)
                    openBrackets += 1
                } else {
                    match = matchCloser(kind, at: position, brackets, &openBrackets, output)
                }
            }
            output.links[count] = SignificantTokens.Link(token: Int32(truncatingIfNeeded: index), match: match)
            output.classifications[count] = SignificantTokens.Classification(
                kindAndLineStart: kind.rawValue | (atLineStart ? SignificantTokens.lineStartFlag : 0), keyword: keyword)
            count += 1
            index += 1
        }
        state = ScanState(index: index, count: count, scanned: scanned, newline: newline, openBrackets: openBrackets)
    }

    /// Pairs the closer `kind` at `position` with the nearest open bracket of its kind within
    /// `maxBracketSearch` levels (dropping the unmatched ones above it); returns its position or -1.
    @inline(never)
    private static func matchCloser(_ kind: TokenKind, at position: Int32, _ brackets: UnsafeMutablePointer<OpenBracket>,
                                    _ openBrackets: inout Int, _ output: SignificantTokens) -> Int32 {
        let opener: TokenKind = kind == .rightParen ? .leftParen : kind == .rightSquare ? .leftSquare : .leftBrace
        var depth = openBrackets - 1
        let lowest = max(0, openBrackets - maxBracketSearch)
        while depth >= lowest && brackets[depth].kind != opener { depth -= 1 }
        guard depth >= lowest else { return -1 }
        let open = brackets[depth].position
        output.links[Int(open)].match = position
        openBrackets = depth
        return open
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
