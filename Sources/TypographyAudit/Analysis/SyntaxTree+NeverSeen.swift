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
}
