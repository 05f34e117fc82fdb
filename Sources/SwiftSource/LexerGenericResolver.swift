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
    /// directives, in increasing order) and returns the final tokens.
    mutating func resolve(candidates: [Int], hasEmptyTokens: Bool) -> [Token] {
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
        guard !splits.isEmpty || !versionSplits.isEmpty || hasEmptyTokens else { return tokens.array() }
        return rebuilt()
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
        for index in pendingLeft { tokens[index].kind = .leftAngle }
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

    // MARK: Lookahead over the cursor

    /// The first byte of the (possibly split) token at the cursor, or 0 at the end.
    func firstByte(_ cursor: Cursor) -> UInt8 {
        guard cursor.index < tokens.count else { return 0 }
        return base[Int(tokens[cursor.index].start) + cursor.offset]
    }

    func kind(_ cursor: Cursor) -> TokenKind? {
        guard cursor.index < tokens.count else { return nil }
        return cursor.offset > 0 ? .binaryOperator : tokens[cursor.index].kind
    }

    func at(_ cursor: Cursor, word: StaticString) -> Bool {
        cursor.offset == 0 && isWord(cursor.index, word)
    }

    func at(_ cursor: Cursor, _ kind: TokenKind) -> Bool {
        cursor.offset == 0 && cursor.index < tokens.count && tokens[cursor.index].kind == kind
    }

    func isOperatorToken(_ cursor: Cursor) -> Bool {
        guard let kind = kind(cursor) else { return false }
        return kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator
    }

    /// Whether the token at the cursor is exactly the operator `text`.
    func atOperator(_ cursor: Cursor, _ text: StaticString) -> Bool {
        cursor.offset == 0 && isOperatorToken(cursor) && self.text(tokens[cursor.index], is: text)
    }

    func advanced(_ cursor: Cursor) -> Cursor {
        Cursor(index: significant(after: cursor.index))
    }

    /// Consumes a `>` at the start of the operator at the cursor (splitting `>>`, `>=`, `>?`).
    mutating func consumeRightAngle(_ cursor: inout Cursor) -> Bool {
        guard isOperatorToken(cursor) && firstByte(cursor) == UInt8(ascii: ">") else { return false }
        pendingRight.append((cursor.index, cursor.offset))
        let token = tokens[cursor.index]
        if Int(token.start) + cursor.offset + 1 < Int(token.end) {
            cursor.offset += 1
        } else {
            cursor = advanced(cursor)
        }
        return true
    }

    /// `<` type, … `>` (types or integer literals), as SwiftParser's `consumeGenericArguments`.
    mutating func consumeGenericArguments(_ cursor: inout Cursor) -> Bool {
        guard atOperator(cursor, "<") else { return false }
        pendingLeft.append(cursor.index)
        cursor = advanced(cursor)
        if isOperatorToken(cursor) && firstByte(cursor) == UInt8(ascii: ">") {
            return consumeRightAngle(&cursor)
        }
        repeat {
            if atOperator(cursor, "-") { cursor = advanced(cursor) }
            if at(cursor, .integerLiteral) {
                cursor = advanced(cursor)
            } else if !canParseType(&cursor) {
                return false
            }
        } while consumeIf(&cursor, .comma)
        return consumeRightAngle(&cursor)
    }

    /// `<` parameter, … `>` of a declaration: `T`, `T: P & Q<R>`, `each T`, `let N: Int`.
    mutating func consumeGenericParameters(_ cursor: inout Cursor) -> Bool {
        guard atOperator(cursor, "<") else { return false }
        pendingLeft.append(cursor.index)
        cursor = advanced(cursor)
        repeat {
            while at(cursor, .atSign) { skipAttribute(&cursor) }
            guard at(cursor, .identifier) else { return false }
            while at(cursor, .identifier) { cursor = advanced(cursor) }
            if consumeIf(&cursor, .colon) && !canParseType(&cursor) { return false }
        } while consumeIf(&cursor, .comma)
        if at(cursor, word: "where") {
            cursor = advanced(cursor)
            while !(isOperatorToken(cursor) && firstByte(cursor) == UInt8(ascii: ">")) {
                guard cursor.index < tokens.count, at(cursor, .identifier) || at(cursor, .period) || at(cursor, .colon)
                        || at(cursor, .comma) || atOperator(cursor, "==") || atOperator(cursor, "&") else { return false }
                cursor = advanced(cursor)
            }
        }
        return consumeRightAngle(&cursor)
    }

    func consumeIf(_ cursor: inout Cursor, _ kind: TokenKind) -> Bool {
        guard at(cursor, kind) else { return false }
        cursor = advanced(cursor)
        return true
    }

    /// `@name` or `@name(…)`.
    func skipAttribute(_ cursor: inout Cursor) {
        cursor = advanced(cursor)
        if at(cursor, .identifier) { cursor = advanced(cursor) }
        if at(cursor, .leftParen) && !startsLine(cursor.index) { skipBalanced(&cursor) }
    }

    /// Skips from an opening bracket to after its match.
    func skipBalanced(_ cursor: inout Cursor) {
        var depth = 0
        repeat {
            guard let kind = kind(cursor) else { return }
            switch kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            cursor = advanced(cursor)
        } while depth > 0
    }

    /// Whether a type can be read at the cursor (SwiftParser's `canParseType`, reduced to the
    /// forms real code writes); advances past it.
    mutating func canParseType(_ cursor: inout Cursor) -> Bool {
        guard typeDepth < Self.maximumTypeDepth else { return false }
        typeDepth += 1
        defer { typeDepth -= 1 }
        while at(cursor, .atSign) { skipAttribute(&cursor) }
        if cursor.offset == 0 && isAnyWord(cursor.index, Self.typeSpecifiers) {
            let next = advanced(cursor)
            if at(next, .identifier) || at(next, .leftParen) || at(next, .leftSquare) { cursor = next }
        }
        guard canParseSimpleType(&cursor) else { return false }
        while atOperator(cursor, "&") {
            cursor = advanced(cursor)
            guard canParseSimpleType(&cursor) else { return false }
        }
        var arrow = cursor
        if at(arrow, word: "async") { arrow = advanced(arrow) }
        if at(arrow, word: "throws") {
            arrow = advanced(arrow)
            if at(arrow, .leftParen) { skipBalanced(&arrow) }
        } else if at(arrow, word: "rethrows") {
            arrow = advanced(arrow)
        }
        if at(arrow, word: "async") { arrow = advanced(arrow) }
        if at(arrow, .arrow) {
            cursor = advanced(arrow)
            return canParseType(&cursor)
        }
        return true
    }

    mutating func canParseSimpleType(_ cursor: inout Cursor) -> Bool {
        if atOperator(cursor, "~") { cursor = advanced(cursor) }
        if at(cursor, .identifier) {
            let token = tokens[cursor.index]
            if LexerKeywords.isLexerKeyword(token, in: base) && !text(token, is: "Self") && !text(token, is: "Any") {
                return false
            }
            cursor = advanced(cursor)
            if atOperator(cursor, "<") && !consumeGenericArguments(&cursor) { return false }
        } else if at(cursor, .leftSquare) {
            cursor = advanced(cursor)
            guard canParseType(&cursor) else { return false }
            if consumeIf(&cursor, .colon) && !canParseType(&cursor) { return false }
            guard consumeIf(&cursor, .rightSquare) else { return false }
        } else if at(cursor, .leftParen) {
            guard canParseTupleType(&cursor) else { return false }
        } else {
            return false
        }
        while true {
            if at(cursor, .period) {
                let member = advanced(cursor)
                guard at(member, .identifier) else { return false }
                cursor = advanced(member)
                if atOperator(cursor, "<") && !consumeGenericArguments(&cursor) { return false }
            } else if cursor.offset == 0, at(cursor, .postfixOperator),
                      tokens[cursor.index].end - tokens[cursor.index].start == 1,
                      firstByte(cursor) == UInt8(ascii: "?") || firstByte(cursor) == UInt8(ascii: "!") {
                cursor = advanced(cursor)
            } else if cursor.offset > 0, firstByte(cursor) == UInt8(ascii: "?") || firstByte(cursor) == UInt8(ascii: "!") {
                // `?` / `!` re-read after a split `>`: `Box<Int>?>`.
                let token = tokens[cursor.index]
                if Int(token.start) + cursor.offset + 1 < Int(token.end) { cursor.offset += 1 } else { cursor = advanced(cursor) }
            } else {
                return true
            }
        }
    }

    /// `( [label:] Type [...] , … )`.
    mutating func canParseTupleType(_ cursor: inout Cursor) -> Bool {
        cursor = advanced(cursor)
        if consumeIf(&cursor, .rightParen) { return true }
        repeat {
            if at(cursor, word: "inout") { cursor = advanced(cursor) }
            if at(cursor, .identifier) {
                let second = advanced(cursor)
                if at(second, .colon) {
                    cursor = advanced(second)
                } else if at(second, .identifier), case let third = advanced(second), at(third, .colon) {
                    cursor = advanced(third)
                }
            }
            guard canParseType(&cursor) else { return false }
            if atOperator(cursor, "...") { cursor = advanced(cursor) }
        } while consumeIf(&cursor, .comma)
        return consumeIf(&cursor, .rightParen)
    }

    // MARK: Version numbers

    /// For `@available`, `@backDeployed`, `@_originallyDefinedIn`, `@_specialize`, `#available` or
    /// `#unavailable` at `index`: the `(` that opens its version list.
    func versionListParen(after index: Int) -> Int? {
        var name = index
        if tokens[index].kind == .atSign {
            name = significant(after: index)
            guard name < tokens.count, tokens[name].kind == .identifier,
                  text(tokens[name], is: "available") || text(tokens[name], is: "backDeployed")
                    || text(tokens[name], is: "_originallyDefinedIn") || text(tokens[name], is: "_specialize") else { return nil }
        } else if !(text(tokens[index], is: "#available") || text(tokens[index], is: "#unavailable")) {
            return nil
        }
        let paren = significant(after: name)
        return paren < tokens.count && tokens[paren].kind == .leftParen ? paren : nil
    }

    /// Records the `digits.digits` float literals inside the parentheses opening at `index`.
    mutating func collectVersions(from index: Int) {
        var depth = 0
        var scan = index
        while scan < tokens.count {
            let token = tokens[scan]
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return }
            case .floatLiteral:
                var dots = 0
                var digitsOnly = true
                for offset in Int(token.start)..<Int(token.end) {
                    let byte = base[offset]
                    if byte == UInt8(ascii: ".") { dots += 1 } else if byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") { digitsOnly = false }
                }
                if dots == 1 && digitsOnly { versionSplits.append(scan) }
            default: break
            }
            scan += 1
        }
    }

    // MARK: Variadic parameters

    /// A postfix `...` directly inside the parameter list of a declaration, closure or function type.
    func isVariadicEllipsis(_ index: Int) -> Bool {
        guard tokens[index].kind == .postfixOperator else { return false }
        let next = significant(after: index)
        guard next < tokens.count, tokens[next].kind == .rightParen || tokens[next].kind == .comma else { return false }
        var depth = 0
        var open = index - 1
        // A parameter list is short; the bound keeps files with thousands of ranges linear.
        let limit = max(0, index - 500)
        scan: while open >= limit {
            switch tokens[open].kind {
            case .rightParen, .rightSquare, .rightBrace:
                depth += 1
            case .leftParen, .leftSquare, .leftBrace:
                if depth == 0 { break scan }
                depth -= 1
            default:
                break
            }
            open -= 1
        }
        guard open >= limit, tokens[open].kind == .leftParen else { return false }
        var owner = significant(before: open)
        while owner >= 0 && tokens[owner].kind == .postfixOperator { owner = significant(before: owner) }
        if isWord(owner, "init") || isWord(owner, "subscript") || isWord(significant(before: owner), "func")
            || isWord(significant(before: owner), "macro")
            || parameterClauseEnds.contains(owner) {
            return true
        }
        var cursor = Cursor(index: open)
        skipBalanced(&cursor)
        return at(cursor, .arrow) || at(cursor, word: "in") || at(cursor, word: "throws")
            || at(cursor, word: "async") || at(cursor, word: "rethrows")
    }

    // MARK: Output

    /// The tokens with each split `>` prefix as `.rightAngle` and the rest of its operator re-read,
    /// and empty tokens dropped.
    func rebuilt() -> [Token] {
        let ordered = splits.sorted { ($0.index, $0.offset) < ($1.index, $1.offset) }
        var next = 0
        var nextVersion = 0
        var out: [Token] = []
        out.reserveCapacity(tokens.count + ordered.count)
        for index in 0..<tokens.count {
            let token = tokens[index]
            guard token.end > token.start else { continue }
            if nextVersion < versionSplits.count && versionSplits[nextVersion] == index {
                nextVersion += 1
                var dot = token.start
                while base[Int(dot)] != UInt8(ascii: ".") { dot += 1 }
                out.append(Token(kind: .integerLiteral, start: token.start, end: dot))
                out.append(Token(kind: .period, start: dot, end: dot + 1))
                out.append(Token(kind: .integerLiteral, start: dot + 1, end: token.end))
                continue
            }
            guard next < ordered.count && ordered[next].index == index else {
                out.append(token)
                continue
            }
            var position = Int(token.start)
            while next < ordered.count && ordered[next].index == index {
                let angle = Int(token.start) + ordered[next].offset
                if position < angle { appendRemainder(from: position, to: angle, into: &out) }
                out.append(Token(kind: .rightAngle, start: Int32(angle), end: Int32(angle + 1)))
                position = angle + 1
                next += 1
            }
            appendRemainder(from: position, to: Int(token.end), into: &out)
        }
        return out
    }

    /// Re-reads what follows a split-off `>` as the compiler's lexer does after a split.
    func appendRemainder(from start: Int, to end: Int, into out: inout [Token]) {
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
