/// Statements, blocks and control flow.
extension StructureParser {
    /// Parses statements up to the region's end (or the next `case`/`default` label).
    mutating func parseStatements(members: Bool, stopAtCase: Bool) -> IDRange<Statement> {
        let mark = statementStack.count
        while pos < end {
            if sig[pos].kind == .semicolon {
                pos += 1
                continue
            }
            if stopAtCase && isAtCaseLabel() { break }
            let before = pos
            parseStatement(members: members)
            if pos == before {
                skipOne()
                pushStatement(.unknown, from: before)
            }
            // A top-level statement never reads the tokens before its own: those of the statements
            // before the one just read are not needed again.
            if currentBlock == 0 { sig.release(before: before) }
        }
        return flushStatements(from: mark)
    }

    @inline(__always) func isAtCaseLabel() -> Bool {
        switch sig[pos].keyword {
        case .case, .default: return true
        default: return sig[pos].kind == .atSign && keyword(at: pos + 1) == .unknown
        }
    }

    /// A statement with no sub-nodes other than those given.
    mutating func pushStatement(_ kind: StatementKind, from start: Int, expression: Int32 = -1, target: Int32 = -1,
                                declaration: Int32 = -1, conditions: IDRange<Condition> = .empty,
                                body: Int32 = -1, elseBody: Int32 = -1, label: Int32 = -1,
                                pattern: TokenRange = .empty) {
        let statement = Statement(kind: kind, firstToken: TokenID(raw(start)), lastToken: TokenID(lastRaw(since: start)),
                                  block: BlockID(currentBlock), expressionRaw: expression, targetRaw: target,
                                  declarationRaw: declaration, conditions: conditions, bodyRaw: body,
                                  elseBodyRaw: elseBody, labelRaw: label)
        statementStack.append(StatementDraft(statement: statement, patternTokens: pattern))
    }

    mutating func parseStatement(members: Bool) {
        let start = pos
        var label: Int32 = -1
        if sig[pos].kind == .identifier && sig[pos].keyword == .none && kind(at: pos + 1) == .colon {
            switch keyword(at: pos + 2) {
            case .for, .while, .repeat, .do, .if, .switch:
                label = raw(pos)
                pos += 2
            default:
                break
            }
        }
        switch sig[pos].keyword {
        case .if: parseIf(from: start, label: label)
        case .switch: parseSwitch(from: start, label: label)
        case .guard: parseGuard(from: start)
        case .for: parseFor(from: start, label: label)
        case .while: parseWhile(from: start, label: label)
        case .repeat where kind(at: pos + 1) == .leftBrace: parseRepeat(from: start, label: label)
        case .do where kind(at: pos + 1) == .leftBrace || keyword(at: pos + 1) == .throws:
            parseDo(from: start, label: label)
        case .catch: parseCatch(from: start)
        case .defer where kind(at: pos + 1) == .leftBrace:
            pos += 1
            let body = parseBlock(.code)
            pushStatement(.defer, from: start, body: body)
        case .return, .throw:
            let kind: StatementKind = sig[pos].keyword == .return ? .return : .throw
            pos += 1
            var value: Int32 = -1
            if pos < end && canStartValue(at: pos) { value = parseExpression([]) }
            pushStatement(kind, from: start, expression: value)
        case .break, .continue:
            let kind: StatementKind = sig[pos].keyword == .break ? .break : .continue
            pos += 1
            var target: Int32 = -1
            if pos < end && sig[pos].kind == .identifier && sig[pos].keyword == .none && !sig[pos].atLineStart {
                target = raw(pos)
                pos += 1
            }
            pushStatement(kind, from: start, label: target)
        case .fallthrough:
            pos += 1
            pushStatement(.fallthrough, from: start)
        default:
            if parseDeclarationIfPresent(members: members) { return }
            parseExpressionStatement(from: start)
        }
    }

    /// Whether a value for `return`/`throw` starts here.
    mutating func canStartValue(at position: Int) -> Bool {
        let token = sig[position]
        switch token.kind {
        case .identifier:
            switch token.keyword {
            case .if, .switch, .try, .await, .true, .false, .nil: return true
            default: return !token.keyword.endsExpression && !isDeclarationStart(at: position)
            }
        case .rightBrace, .rightParen, .rightSquare, .semicolon, .comma, .colon, .poundElse, .poundEndif:
            return false
        default:
            return true
        }
    }

    mutating func isDeclarationStart(at position: Int) -> Bool {
        declarationKeywordPosition(from: position, members: false) != nil
    }

    mutating func parseExpressionStatement(from start: Int) {
        let target = parseExpression([.stopAtEqual])
        guard target >= 0 else { return }
        if pos < end && sig[pos].kind == .equal {
            pos += 1
            let value = parseExpression([])
            pushStatement(.assignment, from: start, expression: value, target: target)
        } else {
            pushStatement(.expression, from: start, expression: target)
        }
    }

    /// Parses a `{ … }` body at `pos` (which must be `{`), or returns -1 when there is none.
    mutating func parseBlock(_ kind: BlockKind, members: Bool = false) -> Int32 {
        guard pos < end, sig[pos].kind == .leftBrace else { return -1 }
        return parseBraces(kind) { parser, _ in
            switch kind {
            case .accessors: parser.parseAccessors()
            case .switchCases: parser.parseSwitchCases()
            default: parser.parseStatements(members: members, stopAtCase: false)
            }
        }
    }

    /// The framing every `{ … }` body shares: reserves the block at `pos` (a `{`), parses its
    /// contents with `contents` inside the braces (past the nesting limit the block is skipped),
    /// records its statements and close token, and leaves `pos` after the `}`.
    @inline(__always)
    mutating func parseBraces(_ kind: BlockKind,
                              contents: (inout StructureParser, Int32) -> IDRange<Statement>) -> Int32 {
        let open = pos
        let close = closer(of: open)
        let block = reserveBlock(kind, open: raw(open))
        let regionEnd = end
        if depth >= Self.maxDepth {
            blocks[Int(block)].kind = .skipped
        } else {
            depth += 1
            let savedBlock = currentBlock
            currentBlock = block
            end = close
            pos = open + 1
            blocks[Int(block)].statements = contents(&self, block)
            end = regionEnd
            currentBlock = savedBlock
            depth -= 1
        }
        pos = after(close, regionEnd: regionEnd)
        blocks[Int(block)].closeToken = TokenID(lastRaw(since: open))
        return block
    }

    /// Parses one `if`/`switch` statement into a block of its own (for `else if` and statement
    /// expressions).
    mutating func parseWrappedStatement(_ kind: BlockKind) -> Int32 {
        let start = pos
        let block = reserveBlock(kind, open: raw(start))
        let savedBlock = currentBlock
        currentBlock = block
        let mark = statementStack.count
        if sig[pos].keyword == .switch { parseSwitch(from: start, label: -1) } else { parseIf(from: start, label: -1) }
        blocks[Int(block)].statements = flushStatements(from: mark)
        blocks[Int(block)].closeToken = TokenID(lastRaw(since: start))
        currentBlock = savedBlock
        return block
    }

    mutating func parseIf(from start: Int, label: Int32) {
        pos += 1
        guard depth < Self.maxDepth else { return pushStatement(.unknown, from: start) }
        depth += 1
        defer { depth -= 1 }
        let conditions = parseConditions()
        let body = parseBlock(.code)
        var elseBody: Int32 = -1
        if keyword(at: pos) == .else {
            pos += 1
            if keyword(at: pos) == .if {
                elseBody = parseWrappedStatement(.elseIf)
            } else {
                elseBody = parseBlock(.code)
            }
        }
        pushStatement(.if, from: start, conditions: conditions, body: body, elseBody: elseBody, label: label)
    }

    mutating func parseGuard(from start: Int) {
        pos += 1
        let conditions = parseConditions()
        var elseBody: Int32 = -1
        if keyword(at: pos) == .else {
            pos += 1
            elseBody = parseBlock(.code)
        }
        pushStatement(.guard, from: start, conditions: conditions, elseBody: elseBody)
    }

    mutating func parseWhile(from start: Int, label: Int32) {
        pos += 1
        let conditions = parseConditions()
        let body = parseBlock(.code)
        pushStatement(.while, from: start, conditions: conditions, body: body, label: label)
    }

    mutating func parseRepeat(from start: Int, label: Int32) {
        pos += 1
        let body = parseBlock(.code)
        var condition: Int32 = -1
        if keyword(at: pos) == .while {
            pos += 1
            condition = parseExpression([])
        }
        pushStatement(.repeat, from: start, expression: condition, body: body, label: label)
    }

    mutating func parseDo(from start: Int, label: Int32) {
        pos += 1
        skipEffects()
        let body = parseBlock(.code)
        pushStatement(.do, from: start, body: body, label: label)
    }

    mutating func parseCatch(from start: Int) {
        pos += 1
        let patternStart = pos
        let mark = conditionStack.count
        let patternExpression = parseExpression([.pattern, .noTrailingClosure])
        if patternExpression >= 0 { pushCondition(.casePattern, from: patternStart, patternExpression: patternExpression) }
        while pos < end && sig[pos].kind != .leftBrace && sig[pos].keyword != .where { skipOne() }
        let pattern = tokenRange(from: patternStart)
        parseWhereClause()
        let conditions = flushConditions(from: mark)
        let body = parseBlock(.code)
        pushStatement(.catch, from: start, conditions: conditions, body: body, pattern: pattern)
    }

    mutating func parseFor(from start: Int, label: Int32) {
        pos += 1
        while keyword(at: pos) == .try || keyword(at: pos) == .await || keyword(at: pos) == .case { pos += 1 }
        let patternStart = pos
        while pos < end && sig[pos].keyword != .in && sig[pos].kind != .leftBrace { skipOne() }
        let pattern = tokenRange(from: patternStart)
        var sequence: Int32 = -1
        if keyword(at: pos) == .in {
            pos += 1
            sequence = parseExpression([.noTrailingClosure])
        }
        let mark = conditionStack.count
        parseWhereClause()
        let conditions = flushConditions(from: mark)
        let body = parseBlock(.code)
        pushStatement(.for, from: start, expression: sequence, conditions: conditions, body: body, label: label,
                      pattern: pattern)
    }

    /// `where expression` as a condition on the condition stack.
    mutating func parseWhereClause() {
        guard keyword(at: pos) == .where else { return }
        let start = pos
        pos += 1
        let expression = parseExpression([.noTrailingClosure])
        pushCondition(.whereClause, from: start, expression: expression)
    }

    mutating func pushCondition(_ kind: ConditionKind, from start: Int, pattern: TokenRange = .empty,
                                patternExpression: Int32 = -1, expression: Int32 = -1) {
        conditionStack.append(Condition(kind: kind, firstToken: TokenID(raw(start)),
                                        lastToken: TokenID(lastRaw(since: start)), patternTokens: pattern,
                                        patternRaw: patternExpression, expressionRaw: expression,
                                        statement: StatementID(Int32(-1))))
    }

    /// The tokens from `start` up to the current position (empty when nothing was consumed).
    @inline(__always) func tokenRange(from start: Int) -> TokenRange {
        pos > start ? TokenRange(first: raw(start), last: raw(pos - 1)) : .empty
    }

    /// The comma-separated conditions of `if`, `guard`, `while`.
    mutating func parseConditions() -> IDRange<Condition> {
        let mark = conditionStack.count
        while pos < end {
            let start = pos
            switch sig[pos].keyword {
            case .let, .var:
                pos += 1
                let patternStart = pos
                if pos < end {
                    if sig[pos].kind == .leftParen { skipOne() } else if sig[pos].kind == .identifier { pos += 1 }
                }
                if pos < end && sig[pos].kind == .colon {
                    pos += 1
                    parseType()
                }
                let pattern = tokenRange(from: patternStart)
                var value: Int32 = -1
                if pos < end && sig[pos].kind == .equal {
                    pos += 1
                    value = parseExpression([.noTrailingClosure])
                }
                pushCondition(.optionalBinding, from: start, pattern: pattern, expression: value)
            case .case:
                pos += 1
                let pattern = parseExpression([.pattern, .stopAtEqual, .noTrailingClosure])
                var value: Int32 = -1
                if pos < end && sig[pos].kind == .equal {
                    pos += 1
                    value = parseExpression([.noTrailingClosure])
                }
                pushCondition(.casePattern, from: start, patternExpression: pattern, expression: value)
            default:
                let value = parseExpression([.noTrailingClosure])
                guard value >= 0 else { return flushConditions(from: mark) }
                pushCondition(.expression, from: start, expression: value)
            }
            guard pos < end, sig[pos].kind == .comma else { break }
            pos += 1
        }
        return flushConditions(from: mark)
    }

    mutating func parseSwitch(from start: Int, label: Int32) {
        pos += 1
        guard depth < Self.maxDepth else { return pushStatement(.unknown, from: start) }
        depth += 1
        defer { depth -= 1 }
        let subject = parseExpression([.noTrailingClosure])
        let body = parseBlock(.switchCases)
        pushStatement(.switch, from: start, expression: subject, body: body, label: label)
    }

    /// The `case`/`default` labels of a switch body, each a statement with its own body.
    mutating func parseSwitchCases() -> IDRange<Statement> {
        let mark = statementStack.count
        while pos < end {
            if sig[pos].kind == .semicolon {
                pos += 1
                continue
            }
            let before = pos
            if isAtCaseLabel() { parseCaseLabel() } else { parseStatement(members: false) }
            if pos == before {
                skipOne()
                pushStatement(.unknown, from: before)
            }
        }
        return flushStatements(from: mark)
    }

    mutating func parseCaseLabel() {
        let start = pos
        if sig[pos].kind == .atSign { pos = min(pos + 2, end) }
        let mark = conditionStack.count
        if keyword(at: pos) == .case {
            pos += 1
            while pos < end {
                let patternStart = pos
                let pattern = parseExpression([.pattern])
                if pattern >= 0 { pushCondition(.casePattern, from: patternStart, patternExpression: pattern) }
                parseWhereClause()
                guard pos < end, sig[pos].kind == .comma else { break }
                pos += 1
            }
        } else if keyword(at: pos) == .default {
            pos += 1
        }
        while pos < end && sig[pos].kind != .colon && !isAtCaseLabel() { skipOne() }
        if pos < end && sig[pos].kind == .colon { pos += 1 }
        let conditions = flushConditions(from: mark)
        let body = reserveBlock(.caseBody, open: raw(start))
        let savedBlock = currentBlock
        currentBlock = body
        blocks[Int(body)].statements = parseStatements(members: false, stopAtCase: true)
        blocks[Int(body)].closeToken = TokenID(lastRaw(since: start))
        currentBlock = savedBlock
        pushStatement(.switchCase, from: start, conditions: conditions, body: body)
    }
}
