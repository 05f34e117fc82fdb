import SwiftSource

extension SyntaxTree {
    /// The type name written for the value a name holds: a local's annotation or initializer
    /// (`let status = Status.open`), a parameter's type, a property's annotation (`let image: Image`).
    func declaredType(of name: TokenID) -> TokenID? {
        if let local = localBinding(of: name) { return typeName(of: local) }
        if let function = enclosingFunction(of: name),
           let parameter = self[function].parameters.first(where: { token(self[$0].localName, spellsLike: name) }) {
            return self[parameter].typeTokens.first { self[$0].kind == .identifier }
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

    /// The stored or computed property of `type` that `name` spells.
    private func property(named name: TokenID, in type: DeclarationID) -> DeclarationID? {
        members(of: type).first { member in
            (self[member].kind == .var || self[member].kind == .let) && self[member].name.map { token($0, spellsLike: name) } == true
        }
    }

    /// The first identifier of a binding's type annotation, else of its initializer.
    private func typeName(of binding: DeclarationID) -> TokenID? {
        if let annotated = self[binding].typeTokens.first(where: { self[$0].kind == .identifier }) { return annotated }
        guard let initializer = self[binding].initializer, let chain = singleChain(of: initializer) else { return nil }
        return self[base(of: chain)].name
    }
}
