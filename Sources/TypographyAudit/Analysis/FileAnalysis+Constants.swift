import SwiftSource

extension FileAnalysis {
    /// The number an expression is when it is written into the code: a number literal, or the name
    /// of a constant declared in the file with one (`Metrics.rowHeight` for
    /// `static let rowHeight: CGFloat = 44`). Nil for anything else, `@ScaledMetric` properties
    /// (they follow the text size) and `var`s.
    public func fixedNumber(_ expression: ExpressionID) -> Double? {
        if let number = tree.numberValue(of: expression) { return number }
        guard let chain = tree.singleChain(of: expression), let last = tree.components(of: chain).last,
              !tree[last].isCalled, tree[last].kind == .identifier || tree[last].kind == .member,
              let name = tree[last].name else { return nil }
        for id in tree.declarationIDs where tree[id].kind == .let {
            guard let declared = tree[id].name, tree.token(declared, is: tree.text(of: name)),
                  let initializer = tree[id].initializer, tree.attribute("ScaledMetric", on: id) == nil else { continue }
            return tree.numberValue(of: initializer)
        }
        // A constant of a type in another file of the run (`Metrics.rowHeight`); a plain name is the
        // file's own (an `@ScaledMetric` or a `var` of the view), never another file's constant.
        let components = tree.components(of: chain)
        guard components.count > 1, let receiver = tree[components[components.count - 2]].name,
              tree.startsUppercase(receiver) else { return nil }
        return project.numbers.value(named: name, in: tree)?.value
    }
}
