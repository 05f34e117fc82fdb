/// The parser-level decisions SwiftParser makes on top of the lexer's tokens, applied to the token
/// array: which `<` / `>` delimit generic argument or parameter lists (splitting `>>`, `>?`, `>=`
/// where a list closes), and which `...` mark a variadic parameter.
///
/// Generic arguments follow SwiftParser's rule: after a name, `<` starts a generic argument list if
/// the tokens up to a matching `>` parse as types and, in an expression, the token after `>` is one
/// that can follow a type (`(`, `.`, `)`, `,`, …; see `isDisambiguating`).
struct LexerGenericResolver {
    let base: UnsafePointer<UInt8>
    let count: Int
    var tokens: LexerTokenBuffer

    /// A place in the token stream: a token, and how many of its leading `>` bytes were consumed as
    /// closing angles.
    struct Cursor {
        var index: Int
        var offset: Int = 0
    }

    /// Angles found by the lookahead in progress; committed only if the whole list parses.
    var pendingLeft: [Int] = []
    /// Committed `<` that share their token with a `-` (`Vector<-1>`): split when rebuilding.
    var splitLeftAngles = 0
    var pendingRight: [(index: Int, offset: Int)] = []
    /// How deeply the lookahead is nested in types; past `maximumTypeDepth` it gives up, which
    /// keeps the work per `<` bounded (and the stack shallow) on hostile input.
    var typeDepth = 0
    static let maximumTypeDepth = 16
    /// Committed `>` that share a token with more operator characters: split when rebuilding.
    var splits: [(index: Int, offset: Int)] = []
    /// Float literals that are version numbers (`17.0` in `@available(iOS 17.0, *)`): SwiftParser
    /// reads them as integer, `.`, integer.
    var versionSplits: [Int] = []
    var parameterClauseEnds: Set<Int> = []

    init(base: UnsafePointer<UInt8>, count: Int, tokens: LexerTokenBuffer) {
        self.base = base
        self.count = count
        self.tokens = tokens
    }

    /// Applies the decisions to the candidate tokens (`<` and `...` operators, `@`, pound
    /// directives, in increasing order): in place, or (when tokens split or vanish) returns the
    /// final tokens as a new array.
    mutating func resolve(candidates: [Int], hasEmptyTokens: Bool) -> [Token]? {
        var ellipses: [Int] = []
        for index in candidates {
            let token = tokens[index]
            switch token.kind {
            case .atSign, .poundDirective:
                if let paren = versionListParen(after: index) { collectVersions(from: paren) }
            case .binaryOperator, .prefixOperator, .postfixOperator:
                if base[Int(token.start)] == UInt8(ascii: "<") {
                    resolveAngle(at: index)
                } else if text(token, is: "...") {
                    ellipses.append(index)
                }
            default:
                break
            }
        }
        for index in ellipses where isVariadicEllipsis(index) { tokens[index].kind = .ellipsis }
        guard !splits.isEmpty || !versionSplits.isEmpty || splitLeftAngles > 0 || hasEmptyTokens else { return nil }
        return rebuilt(hasEmptyTokens: hasEmptyTokens)
    }

    // MARK: Token access

    func text(_ token: Token, is word: StaticString) -> Bool {
        LexerKeywords.text(of: token, in: base, equals: word)
    }

    /// The next token after `index` that is not a comment or stray bytes.
    func significant(after index: Int) -> Int {
        var next = index + 1
        while next < tokens.count && (tokens[next].kind.isComment || tokens[next].kind == .unknown) { next += 1 }
        return next
    }

    /// The last token before `index` that is not a comment or stray bytes, or -1.
    func significant(before index: Int) -> Int {
        var previous = index - 1
        while previous >= 0 && (tokens[previous].kind.isComment || tokens[previous].kind == .unknown) { previous -= 1 }
        return previous
    }

    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier && text(tokens[index], is: word)
    }

    func isAnyWord(_ index: Int, _ words: [StaticString]) -> Bool {
        for word in words where isWord(index, word) { return true }
        return false
    }

    /// Declarations whose name a generic parameter clause follows.
    static let genericDeclarationKeywords: [StaticString] = ["func", "struct", "class", "enum", "actor", "protocol", "typealias", "macro"]
    /// Words after which a name is a type.
    static let typeIntroducers: [StaticString] = ["as", "is", "some", "any", "extension", "inout", "each", "consuming", "borrowing"]
    /// Specifiers that may precede a type.
    static let typeSpecifiers: [StaticString] = ["inout", "some", "any", "each", "repeat", "sending", "consuming", "borrowing"]

    // MARK: Generic lists

    mutating func resolveAngle(at index: Int) {
        let name = significant(before: index)
        guard name >= 0 else { return }
        let before = significant(before: name)
        if startsGenericParameters(name: name, before: before) {
            var cursor = Cursor(index: index)
            if consumeGenericParameters(&cursor) {
                parameterClauseEnds.insert(cursor.offset > 0 ? cursor.index : significant(before: cursor.index))
                commit()
            } else {
                discard()
            }
            return
        }
        let nameToken = tokens[name]
        guard nameToken.kind == .identifier else { return }
        if LexerKeywords.isLexerKeyword(nameToken, in: base) && !text(nameToken, is: "Self") && !text(nameToken, is: "Any") {
            return
        }
        var cursor = Cursor(index: index)
        if consumeGenericArguments(&cursor) && (isTypeContext(name) || isDisambiguating(cursor)) {
            commit()
        } else {
            discard()
        }
    }

    /// Whether a `<` after the token `name` opens a declaration's generic parameters: after `init`,
    /// `init?`, `init!`, `subscript`, or the name of a `func` (an operator too), type, `typealias`.
    func startsGenericParameters(name: Int, before: Int) -> Bool {
        switch tokens[name].kind {
        case .identifier:
            return isWord(name, "init") || isWord(name, "subscript") || isAnyWord(before, Self.genericDeclarationKeywords)
        case .postfixOperator:
            return isWord(before, "init")
        case .binaryOperator, .prefixOperator, .equal:
            return isWord(before, "func")
        default:
            return false
        }
    }

    mutating func commit() {
        for index in pendingLeft {
            tokens[index].kind = .leftAngle
            if tokens[index].end - tokens[index].start > 1 { splitLeftAngles += 1 }
        }
        for (index, offset) in pendingRight {
            if offset == 0 && tokens[index].end - tokens[index].start == 1 {
                tokens[index].kind = .rightAngle
            } else {
                splits.append((index, offset))
            }
        }
        discard()
    }

    mutating func discard() {
        pendingLeft.removeAll(keepingCapacity: true)
        pendingRight.removeAll(keepingCapacity: true)
    }

    /// Whether the type expression ending at the name `index` sits where only a type can be: after
    /// `:`, `->`, `as`, `is`, `some`, `any`, `extension`, `inout`, `&` or `typealias X =`.
    func isTypeContext(_ index: Int) -> Bool {
        var start = index
        while true {
            let dot = significant(before: start)
            guard dot >= 0, tokens[dot].kind == .period else { break }
            let owner = significant(before: dot)
            guard owner >= 0, tokens[owner].kind == .identifier else { break }
            start = owner
        }
        var before = significant(before: start)
        guard before >= 0 else { return false }
        let token = tokens[before]
        switch token.kind {
        case .colon, .arrow:
            return true
        case .binaryOperator:
            return text(token, is: "&")
        case .postfixOperator:
            let keyword = significant(before: before)
            return isWord(keyword, "as")
        case .equal:
            // `typealias Name = …` or `typealias Name<T: P> = …`.
            before = significant(before: before)
            while before >= 0 && [.identifier, .leftAngle, .rightAngle, .comma, .colon, .period].contains(tokens[before].kind) {
                if isWord(before, "typealias") || isWord(before, "associatedtype") { return true }
                before = significant(before: before)
            }
            return false
        case .identifier:
            return isAnyWord(before, Self.typeIntroducers)
        default:
            return false
        }
    }

    /// SwiftParser's follow set for a generic argument list in an expression.
    func isDisambiguating(_ cursor: Cursor) -> Bool {
        guard cursor.index < tokens.count else { return true }
        let token = tokens[cursor.index]
        if cursor.offset > 0 {
            // What follows the split `>`, re-read: a postfix `?` / `!`, or a binary `&`.
            let start = Int(token.start) + cursor.offset
            let first = base[start]
            if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") { return true }
            return first == UInt8(ascii: "&") && start + 1 == Int(token.end) && remainderKind(from: start, to: start + 1) == .binaryOperator
        }
        switch token.kind {
        case .rightParen, .rightSquare, .leftBrace, .rightBrace, .period, .comma, .semicolon, .colon:
            return true
        case .postfixOperator:
            return token.end - token.start == 1
                && (base[Int(token.start)] == UInt8(ascii: "?") || base[Int(token.start)] == UInt8(ascii: "!"))
        case .binaryOperator:
            return text(token, is: "&")
        case .leftParen, .leftSquare:
            return !startsLine(cursor.index)
        default:
            return false
        }
    }

    /// Whether a line break separates token `index` from the token before it.
    func startsLine(_ index: Int) -> Bool {
        let end = index > 0 ? Int(tokens[index - 1].end) : 0
        var scan = Int(tokens[index].start) - 1
        while scan >= end {
            if base[scan] == UInt8(ascii: "\n") || base[scan] == UInt8(ascii: "\r") { return true }
            scan -= 1
        }
        return false
    }

    // MARK: Output

    /// The tokens with each split `>` prefix as `.rightAngle` and the rest of its operator re-read,
    /// `<-` of a generic list as `<` and a prefix `-`, version numbers in three pieces, and empty
    /// tokens dropped.
    func rebuilt(hasEmptyTokens: Bool) -> [Token] {
        let ordered = splits.sorted { ($0.index, $0.offset) < ($1.index, $1.offset) }
        // The tokens are written straight into the result's storage, sized for the most there can
        // be: a split token becomes at most one token per byte, a version number three, a `<-` two.
        var splitBytes = 0
        var lastSplit = -1
        for split in ordered where split.index != lastSplit {
            splitBytes += Int(tokens[split.index].end - tokens[split.index].start) - 1
            lastSplit = split.index
        }
        let capacity = tokens.count + splitBytes + 2 * versionSplits.count + splitLeftAngles
        return [Token](unsafeUninitializedCapacity: max(1, capacity)) { storage, initialized in
            var out = LexerTokenBuffer(storage: storage)
            write(ordered, findingOthers: splitLeftAngles > 0 || hasEmptyTokens, into: &out)
            precondition(!out.overflowed, "rebuilt tokens exceed their bound")
            initialized = out.count
        }
    }

    /// The loop of ``rebuilt(hasEmptyTokens:)``: the runs of tokens that stay as they are copied at
    /// once, the others split where `ordered` (the sorted splits) and the version splits say, a
    /// `<-` of a generic list in two and an empty token dropped (those are looked for only when
    /// `findingOthers`).
    private func write(_ ordered: [(index: Int, offset: Int)], findingOthers: Bool, into out: inout LexerTokenBuffer) {
        var next = 0
        var nextVersion = 0
        var index = 0
        while index < tokens.count {
            var changed = min(nextVersion < versionSplits.count ? versionSplits[nextVersion] : tokens.count,
                              next < ordered.count ? ordered[next].index : tokens.count)
            if findingOthers {
                var scan = index
                while scan < changed && tokens[scan].end > tokens[scan].start
                        && !(tokens[scan].kind == .leftAngle && tokens[scan].end - tokens[scan].start > 1) {
                    scan += 1
                }
                changed = scan
            }
            out.append(copying: index..<changed, of: tokens)
            guard changed < tokens.count else { return }
            index = changed + 1
            let token = tokens[changed]
            guard token.end > token.start else { continue }
            if nextVersion < versionSplits.count && versionSplits[nextVersion] == changed {
                nextVersion += 1
                var dot = token.start
                while base[Int(dot)] != UInt8(ascii: ".") { dot += 1 }
                out.append(Token(kind: .integerLiteral, start: token.start, end: dot))
                out.append(Token(kind: .period, start: dot, end: dot + 1))
                out.append(Token(kind: .integerLiteral, start: dot + 1, end: token.end))
                continue
            }
            if token.kind == .leftAngle && token.end - token.start > 1 {
                out.append(Token(kind: .leftAngle, start: token.start, end: token.start + 1))
                out.append(Token(kind: .prefixOperator, start: token.start + 1, end: token.end))
                continue
            }
            var position = Int(token.start)
            while next < ordered.count && ordered[next].index == changed {
                let angle = Int(token.start) + ordered[next].offset
                if position < angle { appendRemainder(from: position, to: angle, into: &out) }
                out.append(Token(kind: .rightAngle, start: Int32(angle), end: Int32(angle + 1)))
                position = angle + 1
                next += 1
            }
            appendRemainder(from: position, to: Int(token.end), into: &out)
        }
    }

    /// Re-reads what follows a split-off `>` as the compiler's lexer does after a split.
    func appendRemainder(from start: Int, to end: Int, into out: inout LexerTokenBuffer) {
        var position = start
        while position < end {
            let first = base[position]
            if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
                out.append(Token(kind: .postfixOperator, start: Int32(position), end: Int32(position + 1)))
                position += 1
                continue
            }
            out.append(Token(kind: remainderKind(from: position, to: end), start: Int32(position), end: Int32(end)))
            position = end
        }
    }

    /// The kind of the operator `start..<end` that follows a split `>` (so it is left-bound).
    func remainderKind(from start: Int, to end: Int) -> TokenKind {
        if end - start == 1 && base[start] == UInt8(ascii: "=") { return .equal }
        let next = end < count ? base[end] : 0
        let rightBound = !(next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
            || next == UInt8(ascii: "\t") || next == UInt8(ascii: ")") || next == UInt8(ascii: "]")
            || next == UInt8(ascii: "}") || next == UInt8(ascii: ",") || next == UInt8(ascii: ";")
            || next == UInt8(ascii: ":") || next == 0 || next == UInt8(ascii: "."))
        return rightBound ? .binaryOperator : .postfixOperator
    }
}
