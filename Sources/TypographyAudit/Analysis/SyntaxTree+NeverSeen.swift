import SwiftSource

extension SyntaxTree {
    /// Whether a view chain is never seen: `.hidden()` or `.opacity(0)` in it (a placeholder that only
    /// reserves room: `Text("10").font(.caption2).opacity(0)`, `Text(speed.widest).hidden()`).
    func isNeverSeen(_ chain: ChainID) -> Bool {
        components(of: chain).contains { component in
            isCall(component, named: "hidden")
                || isCall(component, named: "opacity") && argumentValue(nil, of: component).flatMap { numberValue(of: $0) } == 0
        }
    }

    /// Whether a text's chain is never on screen: it, or a view around it (`VStack { … }.hidden()`), is
    /// never seen, or it is in a computed view property of its type whose every use in the type is
    /// (`placeholderContent.hidden()`, the property a sizing placeholder). `hiddenMembers` remembers
    /// the properties already judged.
    func isNeverOnScreen(_ chain: ChainID, hiddenMembers: inout [DeclarationID: Bool]) -> Bool {
        var current = chain
        var depth = 0
        while true {
            if isNeverSeen(current) { return true }
            guard depth < 32, let call = enclosingCall(of: current) else { break }
            current = self[call].chain
            depth += 1
        }
        guard let member = enclosingDeclaration(of: self[current].firstToken), self[member].kind == .var,
              let name = self[member].name, let type = self[member].parent, self[type].isTypeLike,
              !token(name, is: "body") else { return false }
        if let known = hiddenMembers[member] { return known }
        var uses = 0
        var hidden = true
        for use in chains(in: self[type].tokens) {
            let components = components(of: use)
            let named = components.count > 1 && self[components[0]].name.map { token($0, is: "self") } == true
                ? components[1] : components[0]
            guard self[named].kind == .identifier || named != components[0], !self[named].isCalled,
                  let usedName = self[named].name, token(usedName, spellsLike: name), usedName != name else { continue }
            uses += 1
            if !isNeverSeen(use) { hidden = false; break }
        }
        let result = uses > 0 && hidden
        hiddenMembers[member] = result
        return result
    }
}
