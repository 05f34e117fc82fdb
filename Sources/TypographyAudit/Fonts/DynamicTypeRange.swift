import SwiftSource
import Typography

/// The range of a SwiftUI `.dynamicTypeSize(…)` argument: `...X`, `A...X`, `..<X`, `A...`, or a
/// single size `X` (the text is shown at that size only).
public struct DynamicTypeRange: Sendable, Hashable {
    /// The largest size allowed; nil when open above (`A...`).
    public var upperBound: ContentSizeCategory?

    /// Reads the argument; nil when it names no size the audit knows (a variable).
    public init?(_ expression: ExpressionID, in tree: SyntaxTree) {
        var lastChain: ChainID?
        var isHalfOpen = false
        for element in tree[expression].elements {
            let node = tree[element]
            switch node.kind {
            case .chain:
                lastChain = node.chain
            case .prefixOperator, .binaryOperator:
                if tree.token(node.token, is: "...") || tree.token(node.token, is: "..<") {
                    isHalfOpen = tree.token(node.token, is: "..<")
                    lastChain = nil
                }
            default:
                continue
            }
        }
        guard let chain = lastChain else { return nil }
        let components = tree.components(of: chain)
        if components.contains(where: { tree[$0].kind == .postfixOperator }) {
            upperBound = nil
            return
        }
        guard let last = components.last, let token = tree[last].name,
              let category = ContentSizeCategory(name: tree.text(of: token)) else { return nil }
        if isHalfOpen {
            guard category.index > 0 else { return nil }
            upperBound = ContentSizeCategory.allCases[category.index - 1]
        } else {
            upperBound = category
        }
    }
}
