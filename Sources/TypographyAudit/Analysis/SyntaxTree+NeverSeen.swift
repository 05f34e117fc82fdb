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
              let name = self[member].name, !token(name, is: "body") else { return false }
        if let known = hiddenMembers[member] { return known }
        let uses = uses(ofViewMember: member)
        let result = !uses.isEmpty && uses.allSatisfy(isNeverSeen)
        hiddenMembers[member] = result
        return result
    }
}
