import SwiftSource

extension SyntaxTree {
    /// Where the subview built by `chain` is used, when `chain` is the whole body of a computed view
    /// property or view function of a type (`private var header: some View { VStack { … } }`): the
    /// chains of that type that start with its name (`header.frame(height: 24)`), whose modifiers
    /// apply to the texts inside. Empty for any other chain.
    func uses(ofSubviewBuiltBy chain: ChainID) -> [ChainID] {
        guard case .statement(let statementID) = self[self[chain].expression].owner else { return [] }
        let statement = self[statementID]
        guard statement.kind == .expression || statement.kind == .return, statement.expression == self[chain].expression,
              case .declaration = self[statement.block].owner, var declaration = self[statement.block].declaration
        else { return [] }
        if self[declaration].kind == .accessor, let property = self[declaration].parent { declaration = property }
        return uses(ofViewMember: declaration)
    }

    /// The chains of its type that start with the name of a computed property or function of the type
    /// (`header.frame(height: 24)`, `self.header`, `header()` for a function), outside its own body.
    /// Empty for any other declaration.
    func uses(ofViewMember declaration: DeclarationID) -> [ChainID] {
        let node = self[declaration]
        guard node.kind == .var || node.kind == .function, let name = node.name, let type = node.parent,
              self[type].isTypeLike else { return [] }
        let isFunction = node.kind == .function
        // The name's length rules out almost every chain before its bytes are compared.
        let length = self[name].range.count
        var result: [ChainID] = []
        for use in chains(in: self[type].tokens) {
            var base = self.base(of: use)
            let components = self.components(of: use)
            // `self.header` (the name is compared first: it rules out almost every chain).
            if components.count > 1, case let second = self[components[1]].token, self[second].range.count == length,
               token(second, spellsLike: name), knownName(of: base) == .`self` {
                base = components[1]
            }
            let component = self[base]
            guard component.kind == .identifier || component.kind == .member, component.isCalled == isFunction,
                  self[component.token].range.count == length, !node.tokens.contains(component.token),
                  token(component.token, spellsLike: name)
            else { continue }
            result.append(use)
        }
        return result
    }
}
