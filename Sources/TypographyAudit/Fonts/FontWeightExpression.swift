import SwiftSource
import Typography

/// Where a font's weight is written, so that a rule can point at it or change it.
public enum FontWeightExpression {
    /// The expression that gives the font built by `chain` its weight: the last `weight:` argument
    /// or `.weight(…)` modifier of the chain, looking into the font that `scaledFont(for:)` wraps.
    /// Nil when the weight is not written in the chain (a text style's own, a helper's default).
    public static func of(_ chain: ChainID, in tree: SyntaxTree) -> ExpressionID? {
        var found: ExpressionID?
        for component in tree.components(of: chain) {
            let name = tree.knownName(of: component)
            if name == .weight, tree[component].isCalled, let argument = tree.argument(nil, of: component) {
                found = tree[argument].value ?? found
            } else if let argument = tree.argument("weight", of: component) {
                found = tree[argument].value ?? found
            } else if name == .scaledFont, let argument = tree.argument("for", of: component),
                      let value = tree[argument].value, let inner = tree.valueChains(of: value).first {
                found = of(inner, in: tree) ?? found
            }
        }
        return found
    }

    /// The weight an expression names (`.light`, `UIFont.Weight.light`), with its name token.
    public static func weight(of expression: ExpressionID, in tree: SyntaxTree) -> (weight: FontWeight, token: TokenID)? {
        guard let chain = tree.singleChain(of: expression), let last = tree.components(of: chain).last,
              !tree[last].isCalled, let token = tree[last].name,
              let weight = FontWeight(rawValue: tree.text(of: token)) else { return nil }
        return (weight, token)
    }

    /// An edit that replaces the weight an expression names with `weight` (`.light` → `.regular`).
    public static func replacement(of expression: ExpressionID, with weight: FontWeight, in tree: SyntaxTree) -> FixEdit? {
        guard let (_, token) = self.weight(of: expression, in: tree) else { return nil }
        return FixEdit(range: tree.byteRange(of: token), replacement: weight.rawValue)
    }
}
