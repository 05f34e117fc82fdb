import SwiftSource

extension SyntaxTree {
    /// The assignment whose target is exactly `chain` (`style.lineSpacing = -2` for the chain
    /// `style.lineSpacing`), if any: found from the chain, so rules that look for one property read
    /// its components' group instead of every statement.
    func assignment(to chain: ChainID) -> Statement? {
        let expression = self[chain].expression
        guard case .statement(let id) = self[expression].owner else { return nil }
        let statement = self[id]
        guard statement.kind == .assignment, statement.target == expression, singleChain(of: expression) == chain
        else { return nil }
        return statement
    }
}
