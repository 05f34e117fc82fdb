/// Declarations: attributes, modifiers, types, functions, properties, enum cases, accessors.
extension StructureParser {
    /// The position of the declaration keyword when the tokens from `position` are modifiers
    /// followed by one; `nil` when they are not a declaration.
    mutating func declarationKeywordPosition(from position: Int, members: Bool) -> Int? {
        var at = position
        while at < end {
            let word = sig[at].keyword
            if word.isModifier || (word == .async && at + 1 < end && (sig[at + 1].keyword == .let || sig[at + 1].keyword == .var)) {
                at += 1
                if at < end && sig[at].kind == .leftParen && !sig[at].atLineStart { at = closer(of: at) + 1 }
                continue
            }
            if word == .class, at + 1 < end, sig[at + 1].keyword.isModifier || isDeclarationKeyword(at + 1, members) {
                at += 1
                continue
            }
            return isDeclarationKeyword(at, members) ? at : nil
        }
        return nil
    }

    @inline(__always) func isDeclarationKeyword(_ position: Int, _ members: Bool) -> Bool {
        guard position < end else { return false }
        let followedByName = position + 1 < end && sig[position + 1].kind == .identifier
            && !sig[position + 1].keyword.endsExpression
        switch sig[position].keyword {
        case .import, .struct, .enum, .protocol, .extension, .func, .initializer, .deinit, .subscript, .var, .let,
             .typealias, .associatedtype:
            return true
        case .class, .actor, .macro, .precedencegroup: return followedByName
        case .case: return members
        case .operator:
            guard position + 1 < end else { return false }
            switch sig[position + 1].kind {
            case .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle, .rightAngle, .equal: return true
            default: return false
            }
        default: return false
        }
    }

    /// Parses a declaration (pushing one statement per declared binding) when one starts here.
    mutating func parseDeclarationIfPresent(members: Bool) -> Bool {
        let start = pos
        if sig[pos].kind != .atSign && declarationKeywordPosition(from: pos, members: members) == nil { return false }
        let mark = attributeStack.count
        while pos < end && sig[pos].kind == .atSign { parseAttribute() }
        guard let keywordPosition = declarationKeywordPosition(from: pos, members: members) else {
            _ = flushAttributes(from: mark)
            return pos > start
        }
        var modifiers: DeclarationModifiers = []
        while pos < keywordPosition {
            modifiers.formUnion(sig[pos].keyword == .class ? .class : sig[pos].keyword.modifierFlag)
            pos += 1
        }
        let attributes = flushAttributes(from: mark)
        var header = DeclarationHeader(start: start, keyword: pos, modifiers: modifiers, attributes: attributes)
        switch sig[pos].keyword {
        case .import: parseImport(&header)
        case .struct, .class, .enum, .actor, .protocol, .extension: parseTypeDeclaration(&header)
        case .func, .macro: parseFunction(&header)
        case .initializer, .deinit, .subscript: parseInitializerLike(&header)
        case .var, .let: parseBindings(&header)
        case .case: parseEnumCases(&header)
        case .typealias, .associatedtype: parseTypeAlias(&header)
        default: parseOperatorLike(&header)
        }
        return true
    }

    /// What was read before the keyword, shared by all bindings of the declaration.
    struct DeclarationHeader {
        var start: Int
        var keyword: Int
        var modifiers: DeclarationModifiers
        var attributes: IDRange<Attribute>
    }

    mutating func beginDeclaration(_ kind: DeclarationKind, _ header: DeclarationHeader, from start: Int) -> Int32 {
        let id = Int32(declarations.count)
        declarations.append(Declaration(kind: kind, modifiers: header.modifiers, firstToken: TokenID(raw(start)),
                                        lastToken: TokenID(raw(start)), keyword: TokenID(raw(header.keyword)),
                                        nameRaw: -1, nameTokens: .empty, attributes: header.attributes,
                                        inheritance: .empty, parameters: .empty,
                                        typeTokens: .empty, initializerRaw: -1, bodyRaw: -1,
                                        parentRaw: currentDeclaration, block: BlockID(currentBlock)))
        for attribute in header.attributes.range where attributes[attribute].declarationRaw < 0 {
            attributes[attribute].declarationRaw = id
        }
        return id
    }

    mutating func finishDeclaration(_ id: Int32, from start: Int) {
        declarations[Int(id)].lastToken = TokenID(lastRaw(since: start))
        pushStatement(.declaration, from: start, declaration: id)
    }

    /// Reads a name token (identifier) at `pos` into the declaration.
    mutating func parseName(_ id: Int32) {
        guard pos < end, sig[pos].kind == .identifier, !sig[pos].atLineStart || sig[pos].keyword == .none else { return }
        declarations[Int(id)].nameRaw = raw(pos)
        declarations[Int(id)].nameTokens = TokenRange(first: raw(pos), last: raw(pos))
        pos += 1
    }

    mutating func parseGenericParameters(_ id: Int32) {
        let start = pos
        if skipAngles() { genericParameterClauses.set(tokenRange(from: start), of: id) }
    }

    /// Parses a body block with the declaration as the current one.
    mutating func parseDeclarationBody(_ id: Int32, _ kind: BlockKind) {
        let saved = currentDeclaration
        currentDeclaration = id
        let body = parseBlock(kind, members: kind == .members)
        currentDeclaration = saved
        guard body >= 0 else { return }
        declarations[Int(id)].bodyRaw = body
        setOwner(ofBlock: body, .declaration, id)
    }

    mutating func parseAttribute() {
        let start = pos
        pos += 1
        var name = start
        while pos < end && sig[pos].kind == .identifier {
            name = pos
            pos += 1
            guard pos + 1 < end, sig[pos].kind == .period, sig[pos + 1].kind == .identifier,
                  !sig[pos].atLineStart else { break }
            pos += 1
        }
        let mark = argumentStack.count
        var hasArguments = false
        if pos < end && sig[pos].kind == .leftParen && !sig[pos].atLineStart && name > start {
            parseArgumentList(.regular, [])
            hasArguments = true
        }
        let list = flushArguments(from: mark)
        attributeStack.append(Attribute(atSign: TokenID(raw(start)), name: TokenID(raw(name)),
                                        lastToken: TokenID(lastRaw(since: start)), arguments: list,
                                        hasArgumentList: hasArguments, declarationRaw: -1))
    }

    /// Skips `@attr`, `@attr(…)` without recording it (parameter and type attributes).
    mutating func skipAttribute() {
        pos += 1
        if pos < end && sig[pos].kind == .identifier { pos += 1 }
        if pos < end && sig[pos].kind == .leftParen && !sig[pos].atLineStart { skipOne() }
    }

    mutating func parseImport(_ header: inout DeclarationHeader) {
        let id = beginDeclaration(.import, header, from: header.start)
        pos += 1
        switch keyword(at: pos) {
        case .struct, .class, .enum, .protocol, .func, .var, .let, .typealias: pos += 1
        default: break
        }
        let pathStart = pos
        while pos < end && (sig[pos].kind == .identifier || sig[pos].kind == .period) && (pos == pathStart || !sig[pos].atLineStart) {
            pos += 1
        }
        if pos > pathStart {
            declarations[Int(id)].nameRaw = raw(pathStart)
            declarations[Int(id)].nameTokens = tokenRange(from: pathStart)
        }
        finishDeclaration(id, from: header.start)
    }

    mutating func parseTypeDeclaration(_ header: inout DeclarationHeader) {
        let kind: DeclarationKind
        switch sig[pos].keyword {
        case .struct: kind = .struct
        case .class: kind = .class
        case .enum: kind = .enum
        case .actor: kind = .actor
        case .protocol: kind = .protocol
        default: kind = .extension
        }
        let id = beginDeclaration(kind, header, from: header.start)
        pos += 1
        if kind == .extension {
            let typeStart = pos
            parseType()
            if pos > typeStart {
                declarations[Int(id)].nameTokens = tokenRange(from: typeStart)
                declarations[Int(id)].nameRaw = typeName(from: typeStart)
            }
        } else {
            parseName(id)
            parseGenericParameters(id)
        }
        parseInheritance(id)
        skipWhereClause()
        parseDeclarationBody(id, .members)
        finishDeclaration(id, from: header.start)
    }

    /// The last identifier before any generic arguments among the tokens from `start` to `pos`.
    mutating func typeName(from start: Int) -> Int32 {
        var name: Int32 = -1
        var angles = 0
        for position in start..<pos {
            switch sig[position].kind {
            case .leftAngle: angles += 1
            case .rightAngle: angles -= 1
            case .identifier where angles == 0:
                switch sig[position].keyword {
                case .some, .any, .inout: break
                default: name = raw(position)
                }
            default: break
            }
        }
        return name
    }

    mutating func parseInheritance(_ id: Int32) {
        guard pos < end, sig[pos].kind == .colon else { return }
        pos += 1
        let lower = Int32(typeReferences.count)
        while pos < end {
            let typeStart = pos
            parseType()
            guard pos > typeStart else { break }
            let name = typeName(from: typeStart)
            typeReferences.append(TypeReference(tokens: tokenRange(from: typeStart),
                                                name: TokenID(name >= 0 ? name : raw(typeStart))))
            guard pos < end, sig[pos].kind == .comma else { break }
            pos += 1
        }
        declarations[Int(id)].inheritance = IDRange(lower, Int32(typeReferences.count))
    }

    /// Skips a generic `where` clause up to the body or the next declaration.
    mutating func skipWhereClause() {
        guard keyword(at: pos) == .where else { return }
        pos += 1
        while pos < end && sig[pos].kind != .leftBrace && sig[pos].kind != .equal {
            if sig[pos].atLineStart && (sig[pos].kind == .atSign || isDeclarationStart(at: pos)) { return }
            skipOne()
        }
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`.
    mutating func skipEffects() {
        while pos < end && sig[pos].kind == .identifier {
            switch sig[pos].keyword {
            case .async, .rethrows:
                pos += 1
            case .throws:
                pos += 1
                if pos < end && sig[pos].kind == .leftParen && !sig[pos].atLineStart { skipOne() }
            default:
                guard text(at: pos, is: "reasync") else { return }
                pos += 1
            }
        }
    }

    /// `-> Type` into the declaration's type tokens.
    mutating func parseReturnType(_ id: Int32) {
        guard pos < end, sig[pos].kind == .arrow else { return }
        pos += 1
        let typeStart = pos
        parseType()
        declarations[Int(id)].typeTokens = tokenRange(from: typeStart)
    }

    mutating func parseFunction(_ header: inout DeclarationHeader) {
        let isMacro = sig[pos].keyword == .macro
        let id = beginDeclaration(isMacro ? .macro : .function, header, from: header.start)
        pos += 1
        if pos < end {
            switch sig[pos].kind {
            case .identifier, .binaryOperator, .prefixOperator, .postfixOperator, .equal, .rightAngle:
                declarations[Int(id)].nameRaw = raw(pos)
                declarations[Int(id)].nameTokens = TokenRange(first: raw(pos), last: raw(pos))
                pos += 1
            case .leftAngle where kind(at: pos + 1) == .leftParen || kind(at: pos + 1) == .leftAngle:
                declarations[Int(id)].nameRaw = raw(pos)
                declarations[Int(id)].nameTokens = TokenRange(first: raw(pos), last: raw(pos))
                pos += 1
            default:
                break
            }
        }
        parseGenericParameters(id)
        parseParameters(id)
        skipEffects()
        parseReturnType(id)
        skipWhereClause()
        if isMacro { parseInitializer(id) }
        parseDeclarationBody(id, .code)
        finishDeclaration(id, from: header.start)
    }

    mutating func parseInitializerLike(_ header: inout DeclarationHeader) {
        let word = sig[pos].keyword
        let kind: DeclarationKind = word == .initializer ? .initializer : word == .deinit ? .deinitializer : .subscript
        let id = beginDeclaration(kind, header, from: header.start)
        pos += 1
        if kind == .initializer && pos < end && sig[pos].kind == .postfixOperator && !sig[pos].atLineStart { pos += 1 }
        parseGenericParameters(id)
        parseParameters(id)
        skipEffects()
        parseReturnType(id)
        skipWhereClause()
        if kind == .subscript {
            parseAccessorsOrGetter(id)
        } else {
            parseDeclarationBody(id, .code)
        }
        finishDeclaration(id, from: header.start)
    }

    /// `= expression` into the declaration's initializer.
    mutating func parseInitializer(_ id: Int32) {
        guard pos < end, sig[pos].kind == .equal else { return }
        pos += 1
        let saved = currentDeclaration
        currentDeclaration = id
        let value = parseExpression([])
        currentDeclaration = saved
        declarations[Int(id)].initializerRaw = value
        setOwner(ofExpression: value, .initializer, id)
    }

    /// `var a: T = v { … }, b = …`: one declaration per binding.
    mutating func parseBindings(_ header: inout DeclarationHeader) {
        let kind: DeclarationKind = sig[pos].keyword == .var ? .var : .let
        pos += 1
        var first = true
        while pos < end {
            let patternStart = pos
            let id = beginDeclaration(kind, header, from: first ? header.start : patternStart)
            if sig[pos].kind == .leftParen {
                skipOne()
                declarations[Int(id)].nameTokens = tokenRange(from: patternStart)
            } else {
                parseName(id)
            }
            if pos < end && sig[pos].kind == .colon {
                pos += 1
                let typeStart = pos
                parseType()
                declarations[Int(id)].typeTokens = tokenRange(from: typeStart)
            }
            parseInitializer(id)
            parseAccessorsOrGetter(id)
            finishDeclaration(id, from: first ? header.start : patternStart)
            first = false
            guard pos < end, sig[pos].kind == .comma else { break }
            pos += 1
        }
    }

    /// A property's or subscript's `{ … }`: a list of accessors or the statements of a getter.
    mutating func parseAccessorsOrGetter(_ id: Int32) {
        guard pos < end, sig[pos].kind == .leftBrace else { return }
        parseDeclarationBody(id, startsAccessorList(at: pos + 1) ? .accessors : .code)
    }

    /// Whether the token at `position` (just inside a `{`) starts a list of accessors.
    @inline(__always) func startsAccessorList(at position: Int) -> Bool {
        var at = position
        if at < end && sig[at].kind == .atSign { at = min(end, at + 2) }
        guard at < end else { return false }
        switch sig[at].keyword {
        case .get, .set, .willSet, .didSet, .mutating, .nonmutating: return true
        default: return isAccessorName(at)
        }
    }

    @inline(__always) func isAccessorName(_ position: Int) -> Bool {
        switch sig[position].keyword {
        case .get, .set, .willSet, .didSet: return true
        case .none: return text(at: position, is: "_read") || text(at: position, is: "_modify")
        default: return false
        }
    }

    /// The accessor declarations inside a property's braces.
    mutating func parseAccessors() -> IDRange<Statement> {
        let mark = statementStack.count
        while pos < end {
            let start = pos
            let attributeMark = attributeStack.count
            while pos < end && sig[pos].kind == .atSign { parseAttribute() }
            var modifiers: DeclarationModifiers = []
            while pos < end && sig[pos].keyword.isModifier {
                modifiers.formUnion(sig[pos].keyword.modifierFlag)
                pos += 1
            }
            let attributes = flushAttributes(from: attributeMark)
            guard pos < end, isAccessorName(pos) else {
                if pos == start {
                    skipOne()
                    pushStatement(.unknown, from: start)
                }
                continue
            }
            let header = DeclarationHeader(start: start, keyword: pos, modifiers: modifiers, attributes: attributes)
            let id = beginDeclaration(.accessor, header, from: start)
            declarations[Int(id)].nameRaw = raw(pos)
            declarations[Int(id)].nameTokens = TokenRange(first: raw(pos), last: raw(pos))
            pos += 1
            if pos < end && sig[pos].kind == .leftParen { skipOne() }
            skipEffects()
            parseDeclarationBody(id, .code)
            finishDeclaration(id, from: start)
        }
        return flushStatements(from: mark)
    }

    mutating func parseEnumCases(_ header: inout DeclarationHeader) {
        pos += 1
        var first = true
        while pos < end {
            let nameStart = pos
            let id = beginDeclaration(.enumCase, header, from: first ? header.start : nameStart)
            parseName(id)
            parseParameters(id)
            parseInitializer(id)
            finishDeclaration(id, from: first ? header.start : nameStart)
            first = false
            guard pos < end, sig[pos].kind == .comma else { break }
            pos += 1
        }
    }

    mutating func parseTypeAlias(_ header: inout DeclarationHeader) {
        let kind: DeclarationKind = sig[pos].keyword == .typealias ? .typealias : .associatedtype
        let id = beginDeclaration(kind, header, from: header.start)
        pos += 1
        parseName(id)
        parseGenericParameters(id)
        parseInheritance(id)
        if pos < end && sig[pos].kind == .equal {
            pos += 1
            let typeStart = pos
            parseType()
            declarations[Int(id)].typeTokens = tokenRange(from: typeStart)
        }
        skipWhereClause()
        finishDeclaration(id, from: header.start)
    }

    /// `operator` and `precedencegroup` declarations.
    mutating func parseOperatorLike(_ header: inout DeclarationHeader) {
        let isOperator = sig[pos].keyword == .operator
        let id = beginDeclaration(isOperator ? .operator : .precedenceGroup, header, from: header.start)
        pos += 1
        if pos < end {
            declarations[Int(id)].nameRaw = raw(pos)
            declarations[Int(id)].nameTokens = TokenRange(first: raw(pos), last: raw(pos))
            pos += 1
        }
        if isOperator {
            if pos + 1 < end && sig[pos].kind == .colon && sig[pos + 1].kind == .identifier { pos += 2 }
        } else if pos < end && sig[pos].kind == .leftBrace {
            skipOne()
        }
        finishDeclaration(id, from: header.start)
    }

    /// `(label name: Type = default, …)` into the declaration's parameters.
    mutating func parseParameters(_ id: Int32) {
        guard pos < end, sig[pos].kind == .leftParen else { return }
        let open = pos
        let close = closer(of: open)
        let regionEnd = end
        let saved = currentDeclaration
        currentDeclaration = id
        end = close
        pos = open + 1
        let mark = parameterStack.count
        while pos < end {
            let start = pos
            while pos < end && sig[pos].kind == .atSign { skipAttribute() }
            let nameStart = pos
            var firstName: Int32 = -1
            var secondName: Int32 = -1
            if pos < end && sig[pos].kind == .identifier {
                firstName = raw(pos)
                pos += 1
                if pos < end && sig[pos].kind == .identifier {
                    secondName = raw(pos)
                    pos += 1
                }
            }
            var type: TokenRange = .empty
            if pos < end && sig[pos].kind == .colon {
                pos += 1
                let typeStart = pos
                parseType()
                type = tokenRange(from: typeStart)
            } else if firstName >= 0 {
                pos = nameStart
                parseType()
                type = tokenRange(from: nameStart)
                secondName = -1
            }
            var variadic = false
            if pos < end && (sig[pos].kind == .ellipsis || text(at: pos, is: "...")) {
                variadic = true
                pos += 1
            }
            var defaultValue: Int32 = -1
            if pos < end && sig[pos].kind == .equal {
                pos += 1
                defaultValue = parseExpression([])
            }
            while pos < end && sig[pos].kind != .comma { skipOne() }
            if firstName >= 0 || !type.isEmpty {
                parameterStack.append(Parameter(firstName: TokenID(firstName >= 0 ? firstName : raw(start)),
                                                secondNameRaw: secondName, typeTokens: type,
                                                defaultValueRaw: defaultValue, isVariadic: variadic,
                                                firstToken: TokenID(raw(start)),
                                                lastToken: TokenID(lastRaw(since: start)),
                                                declaration: DeclarationID(id)))
            }
            if pos < end { pos += 1 }
        }
        declarations[Int(id)].parameters = flushParameters(from: mark)
        end = regionEnd
        currentDeclaration = saved
        pos = after(close, regionEnd: regionEnd)
    }
}
