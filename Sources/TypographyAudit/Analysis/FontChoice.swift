import SwiftSource

/// A font that is a choice between two (`.font(compact ? .caption : .title)`,
/// `.system(size: compact ? 13 : 17)`): the two sides of one condition never show together, so a
/// screen's type levels take one side at a time (`too-many-type-levels` and the inventory count them so).
public enum FontChoice: Sendable, Equatable {
    /// The font's own size is the choice (`.system(size: compact ? 13 : 17)`): side 0 shows the font's
    /// size, side 1 `other`.
    case sizes(condition: String, other: Double)
    /// The font is one side of the choice: 0 before the `:`, 1 after (`.caption` in
    /// `.font(compact ? .caption : .title)` is side 0).
    case side(condition: String, side: Int)
}

extension FileAnalysis {
    /// The choice that the font `value` of the occurrence `fonts[occurrence]` belongs to, if any. The
    /// condition is as written, without spaces (`sizeClass==.compact`): choices on one condition go together.
    public func choice(of value: FontValue, occurrence: Int) -> FontChoice? {
        let chain = fonts[occurrence].chain
        if let other = value.alternativeSize, let condition = sizeChoiceCondition(in: chain) {
            return .sizes(condition: condition, other: other)
        }
        let expression = tree[chain].expression
        guard let condition = choiceCondition(of: expression),
              let side = tree.valueChains(of: expression).firstIndex(of: chain) else { return nil }
        return .side(condition: condition, side: side)
    }

    /// The condition of a choice of two sizes in a font's arguments (`compact` in `.system(size: compact ? 13 : 17)`).
    private func sizeChoiceCondition(in chain: ChainID) -> String? {
        for component in tree.components(of: chain) {
            for argument in tree[component].arguments {
                if let value = tree[argument].value, let condition = choiceCondition(of: value) { return condition }
            }
        }
        return nil
    }

    /// The condition of a ternary expression as written, without spaces (`isCompact`), or nil.
    private func choiceCondition(of expression: ExpressionID) -> String? {
        guard let question = tree[expression].elements.first(where: { tree[$0].kind == .ternaryQuestion }) else { return nil }
        let first = tree[expression].firstToken
        let end = tree[question].token
        guard first < end else { return nil }
        return tree.compactText(of: TokenRange(first.raw, end.raw))
    }
}
