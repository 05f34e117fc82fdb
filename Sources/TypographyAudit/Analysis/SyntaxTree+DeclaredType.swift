import SwiftSource

extension SyntaxTree {
    /// The type name written for the value a name holds: a local's annotation or initializer
    /// (`let status = Status.open`), a parameter's type, a property's annotation (`let image: Image`).
    func declaredType(of name: TokenID) -> TokenID? {
        if let local = localBinding(of: name) { return typeName(of: local) }
        if let function = enclosingFunction(of: name) {
            if let parameter = self[function].parameters.first(where: { token(self[$0].localName, spellsLike: name) }) {
                return self[parameter].typeTokens.first { self[$0].kind == .identifier }
            }
            if let bound = boundType(of: name, in: self[function].tokens) { return bound }
        }
        for type in enclosingDeclarations(of: name) where self[type].isTypeLike {
            if let property = property(named: name, in: type) { return typeName(of: property) }
            // In an extension, the property may be declared in the type's own body in this file.
            guard self[type].kind == .extension, let extended = self[type].nameTokens.last else { continue }
            for declaration in declarationIDs where self[declaration].isTypeLike && self[declaration].kind != .extension {
                guard let typeName = self[declaration].name, token(typeName, spellsLike: extended),
                      let property = property(named: name, in: declaration) else { continue }
                return self.typeName(of: property)
            }
        }
        return nil
    }

    /// The type an `if let` / `guard let` before `name` in `span` binds it with: its annotation, else
    /// the cast of its value (`guard let fare = cell as? FareCell`).
    private func boundType(of name: TokenID, in span: TokenRange) -> TokenID? {
        // Conditions are in source order: those of the span start after its start, before the name.
        var low = 0, high = conditions.count
        while low < high {
            let middle = (low + high) / 2
            if conditions[middle].firstToken < name { low = middle + 1 } else { high = middle }
        }
        for condition in conditions[..<low].reversed() where condition.lastToken < name {
            guard span.contains(condition.firstToken) else { break }
            guard condition.kind == .optionalBinding, let bound = condition.patternTokens.first(where: { self[$0].kind == .identifier }),
                  token(bound, spellsLike: name) else { continue }
            if let annotated = condition.patternTokens.dropFirst().first(where: { self[$0].kind == .identifier }) { return annotated }
            return condition.expression.flatMap { castType(in: self[$0].tokens) }
        }
        return nil
    }

    /// The names before `component` in its chain, without a leading `self` and `?`/`!`
    /// (`controls` for `self.controls?.…`, empty for `self.…` or a bare name); nil for other shapes
    /// (a call, a subscript).
    func receiver(before component: ComponentID) -> [TokenID]? {
        var names: [TokenID] = []
        for part in components(of: self[component].chain) {
            if part == component { return names }
            switch self[part].kind {
            case .identifier where names.isEmpty && token(self[part].token, is: "self"):
                continue
            case .identifier, .member:
                guard !self[part].isCalled else { return nil }
                names.append(self[part].token)
            case .optionalChaining, .forceUnwrap:
                continue
            default:
                return nil
            }
        }
        return nil
    }

    /// The one name a chain is, read without `self.`: `header` of `header` or `self.header`; nil for a
    /// longer chain or one that starts with anything but a name.
    func soleName(of chain: ChainID) -> ComponentID? {
        let components = components(of: chain)
        switch components.count {
        case 1: return self[components[0]].kind == .identifier ? components[0] : nil
        case 2: return knownName(of: components[0]) == .`self` ? components[1] : nil
        default: return nil
        }
    }

    /// A type's name; an extension's by the type it extends, its last name (`Row` of `extension Brew.Row`).
    func name(ofType type: DeclarationID) -> String? {
        let name = self[type].kind == .extension ? self[type].nameTokens.last : self[type].name
        return name.map { text(of: $0) }
    }

    /// The `var` of `type`, stored or computed, that `name` spells (`header` of `private var header: some View`).
    func variable(named name: TokenID, in type: DeclarationID) -> DeclarationID? {
        members(of: type).first { member in self[member].kind == .var && self[member].name.map { token($0, spellsLike: name) } == true }
    }

    /// The stored or computed property of `type` that `name` spells.
    private func property(named name: TokenID, in type: DeclarationID) -> DeclarationID? {
        members(of: type).first { member in
            (self[member].kind == .var || self[member].kind == .let) && self[member].name.map { token($0, spellsLike: name) } == true
        }
    }

    /// The first identifier of a binding's type annotation, else the type its initializer is cast to
    /// (`… as! FareCell`, `cell as? FareCell`), else its initializer's base.
    private func typeName(of binding: DeclarationID) -> TokenID? {
        if let annotated = self[binding].typeTokens.first(where: { self[$0].kind == .identifier }) { return annotated }
        guard let initializer = self[binding].initializer else { return nil }
        if let cast = castType(in: self[initializer].tokens) { return cast }
        guard let chain = singleChain(of: initializer) else { return nil }
        return self[base(of: chain)].name
    }

    /// The type of a trailing cast in `tokens`: `FareCell` of `… as! FareCell` or `… as? FareCell`.
    private func castType(in tokens: TokenRange) -> TokenID? {
        guard tokens.count >= 3 else { return nil }
        let type = tokens[tokens.count - 1], mark = tokens[tokens.count - 2], cast = tokens[tokens.count - 3]
        guard self[type].kind == .identifier, token(mark, is: "!") || token(mark, is: "?"), token(cast, is: "as") else { return nil }
        return type
    }
}
