/// SwiftParser's lookahead for generic argument and parameter lists, over a cursor that can stand
/// inside an operator token whose leading `>` were split off.
extension LexerGenericResolver {
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

    /// Whether the cursor is at an operator that can open generic arguments: `<`, or `<-` before a
    /// negative integer argument.
    func atGenericOpen(_ cursor: Cursor) -> Bool {
        guard cursor.offset == 0, isOperatorToken(cursor), firstByte(cursor) == UInt8(ascii: "<") else { return false }
        let token = tokens[cursor.index]
        return token.end - token.start == 1
            || (token.end - token.start == 2 && base[Int(token.start) + 1] == UInt8(ascii: "-"))
    }

    /// `<` type, … `>` (types or integer literals), as SwiftParser's `consumeGenericArguments`.
    mutating func consumeGenericArguments(_ cursor: inout Cursor) -> Bool {
        guard atGenericOpen(cursor) else { return false }
        let signed = tokens[cursor.index].end - tokens[cursor.index].start == 2
        pendingLeft.append(cursor.index)
        cursor = advanced(cursor)
        // `<-1`: the `<` is split off, the `-` signs an integer argument.
        if signed && !at(cursor, .integerLiteral) { return false }
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
            if atGenericOpen(cursor) && !consumeGenericArguments(&cursor) { return false }
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
                if atGenericOpen(cursor) && !consumeGenericArguments(&cursor) { return false }
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
}
