/// Types (read as token spans, not trees), generic angle brackets and closure signatures.
extension StructureParser {
    /// Skips a type: `Int`, `[String: Int]`, `(Int) async throws -> Void`, `some View`,
    /// `any P & Q`, `Foo<Bar>.Baz?`, `@escaping @Sendable () -> Void`, `inout T`, `T.Type`, `~Copyable`.
    mutating func parseType() {
        var expectingAtom = true
        while pos < end {
            let token = sig[pos]
            if expectingAtom {
                switch token.kind {
                case .identifier:
                    pos += 1
                    switch token.keyword {
                    case .some, .any, .inout, .consuming, .borrowing, .each, .repeat: continue
                    default: expectingAtom = false
                    }
                case .leftParen, .leftSquare:
                    skipOne()
                    expectingAtom = false
                case .atSign:
                    skipAttribute()
                case .prefixOperator:
                    pos += 1
                default:
                    return
                }
            } else {
                switch token.kind {
                case .period:
                    pos += 1
                    expectingAtom = true
                case .leftAngle:
                    guard skipAngles() else { return }
                case .postfixOperator where !text(at: pos, is: "..."):
                    pos += 1
                case .arrow:
                    pos += 1
                    expectingAtom = true
                case .binaryOperator where isByte(at: pos, UInt8(ascii: "&")):
                    pos += 1
                    expectingAtom = true
                case .identifier where token.keyword == .async || token.keyword == .throws || token.keyword == .rethrows:
                    skipEffects()
                default:
                    return
                }
            }
        }
    }

    /// Skips `<…>` at `pos` when it closes before anything that cannot be in a generic clause.
    /// Returns whether anything was skipped.
    mutating func skipAngles() -> Bool {
        guard pos < end, sig[pos].kind == .leftAngle else { return false }
        var depth = 0
        var at = pos
        while at < end {
            switch sig[at].kind {
            case .leftAngle:
                depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 {
                    pos = at + 1
                    return true
                }
            case .leftParen, .leftSquare:
                at = closer(of: at) + 1
                continue
            case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightSquare, .equal:
                return false
            default:
                break
            }
            at += 1
        }
        return false
    }

    /// Skips generic arguments written after a name into `range`.
    mutating func parseGenericArguments() -> TokenRange {
        let start = pos
        guard pos < end, sig[pos].kind == .leftAngle, !sig[pos].atLineStart, skipAngles() else { return .empty }
        return tokenRange(from: start)
    }

    /// When the closure body starting at `pos` opens with a signature (`[weak self] value in`,
    /// `(a, b) -> Int in`, `@MainActor in`), the position of its `in`.
    ///
    /// The look-ahead gives up at the first token that cannot be in a signature: a new line, a
    /// literal, a statement keyword, or a call (`(` right after a name), so closure bodies are not
    /// scanned.
    mutating func closureSignatureEnd() -> Int? {
        var at = pos
        let limit = min(end, pos + 512)
        while at < limit {
            let token = sig[at]
            if at > pos && token.atLineStart && token.keyword != .in { return nil }
            switch token.kind {
            case .identifier:
                switch token.keyword {
                case .in: return at > pos ? at : nil
                case .none, .underscore, .throws, .rethrows, .async, .some, .any, .inout, .weak, .unowned,
                     .each, .consuming, .borrowing:
                    break
                default:
                    return nil
                }
            case .comma, .colon, .period, .arrow, .postfixOperator, .atSign, .ellipsis, .leftAngle, .rightAngle:
                break
            case .binaryOperator where isByte(at: at, UInt8(ascii: "&")):
                break
            case .leftParen:
                if at > pos && sig[at - 1].kind == .identifier && sig[at - 1].keyword != .throws
                    && !(at - 2 >= pos && sig[at - 2].kind == .atSign) {
                    return nil
                }
                at = closer(of: at)
            case .leftSquare:
                at = closer(of: at)
            default:
                return nil
            }
            at += 1
        }
        return nil
    }

    /// Whether the `{` at `position` opens property observers or accessors rather than a closure.
    @inline(__always) func isAccessorBlockStart(_ position: Int) -> Bool {
        let inside = position + 1
        guard inside < end else { return false }
        switch sig[inside].keyword {
        case .willSet, .didSet:
            return true
        case .get, .set:
            guard inside + 1 < end else { return false }
            let next = sig[inside + 1]
            return next.kind == .leftBrace || next.kind == .leftParen || next.kind == .rightBrace
                || next.keyword == .set || next.keyword == .get
        default:
            return false
        }
    }
}
