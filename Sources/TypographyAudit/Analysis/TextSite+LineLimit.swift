import SwiftSource

/// How many lines a text can show, from its line limit.
public enum LineCapacity: Sendable, Hashable {
    /// No limit: no `.lineLimit`, `.lineLimit(nil)`, or a range without an upper bound (`2...`).
    case unbounded
    /// At most this many lines: `.lineLimit(2)`, `.lineLimit(1...2)`, `.lineLimit(...3)`,
    /// `.lineLimit(2, reservesSpace: true)`.
    case atMost(Int)
    /// A limit the audit cannot read (a variable, arithmetic).
    case unknown

    /// Whether the text can show `lines` lines or more (false when unknown).
    public func canShow(_ lines: Int) -> Bool {
        switch self {
        case .unbounded: true
        case .atMost(let limit): limit >= lines
        case .unknown: false
        }
    }

    /// Whether the text shows at most `lines` lines (false when unknown).
    public func isAtMost(_ lines: Int) -> Bool {
        if case .atMost(let limit) = self { limit <= lines } else { false }
    }
}

extension TextSite {
    /// The most lines the text can show, from the nearest `.lineLimit(…)` (own before inherited).
    /// Without one, SwiftUI text wraps without limit.
    public func lineCapacity(in tree: SyntaxTree) -> LineCapacity {
        guard let lineLimit = nearestModifier(.lineLimit) else { return .unbounded }
        guard let value = tree.argument(nil, of: lineLimit).flatMap({ tree[$0].value }) else { return .unknown }
        return LineCapacity(lineLimit: value, in: tree)
    }
}

extension LineCapacity {
    /// Reads a line limit argument: `3`, `nil`, `1...2`, `1..<3`, `...2`, `2...`, `flag ? nil : 2`.
    init(lineLimit value: ExpressionID, in tree: SyntaxTree) {
        if let number = tree.numberValue(of: value) {
            self = .atMost(Int(number))
            return
        }
        if tree[value].elements.contains(where: { tree[$0].kind == .ternaryQuestion }) {
            self = LineCapacity(branches: tree.valueChains(of: value), in: tree)
            return
        }
        var bounds: [Double?] = []
        var rangeOperator: TokenID?
        var isUnknown = false
        for id in tree[value].elements {
            let element = tree[id]
            switch element.kind {
            case .chain:
                guard let chain = element.chain else { isUnknown = true; continue }
                let components = tree.components(of: chain)
                let base = tree[tree.base(of: chain)]
                if components.count == 1, base.kind == .nilLiteral {
                    self = .unbounded
                    return
                }
                if components.count == 2, base.kind == .numberLiteral, tree[components[1]].kind == .postfixOperator {
                    // `2...`: no upper bound.
                    self = .unbounded
                    return
                }
                guard components.count == 1, base.kind == .numberLiteral else { isUnknown = true; continue }
                bounds.append(tree.numberValue(of: base.token))
            case .binaryOperator, .prefixOperator:
                if tree.token(element.token, is: "...") || tree.token(element.token, is: "..<") {
                    rangeOperator = element.token
                } else {
                    isUnknown = true
                }
            default:
                isUnknown = true
            }
        }
        guard !isUnknown, let rangeOperator, let upper = bounds.last.flatMap({ $0 }) else {
            self = .unknown
            return
        }
        self = .atMost(Int(upper) - (tree.token(rangeOperator, is: "..<") ? 1 : 0))
    }

    /// The largest capacity of a ternary's branches (`expanded ? nil : 3` can show any number of
    /// lines); unknown when a branch is not a number or `nil`.
    private init(branches: [ChainID], in tree: SyntaxTree) {
        var result = LineCapacity.atMost(0)
        for chain in branches {
            let components = tree.components(of: chain)
            let base = tree[tree.base(of: chain)]
            guard components.count == 1 else {
                self = .unknown
                return
            }
            switch base.kind {
            case .nilLiteral:
                result = .unbounded
            case .numberLiteral:
                if case .atMost(let limit) = result, let lines = tree.numberValue(of: base.token) {
                    result = .atMost(max(limit, Int(lines)))
                }
            default:
                self = .unknown
                return
            }
        }
        self = branches.count >= 2 ? result : .unknown
    }
}
