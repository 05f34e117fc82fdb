import SwiftSource

extension FileAnalysis {
    /// The views a loop over a list of them stands for, when `assignment` is made to the loop's
    /// element: `[titleLabel, detailLabel].forEach { $0.font = … }`, `for label in [a, b] { label.font = … }`,
    /// also through `.compactMap { $0 }` and a local list (`let buttons = [left, right]; for button in buttons`).
    /// Each name is written as the receiver is, with the list's element in place of the loop's
    /// (`leftButton.titleLabel` for `button.titleLabel`) and without `self.`; nil when the receiver is no
    /// loop's element.
    public func listedViews(of view: PlatformTextView, at assignment: PropertyAssignment) -> [String]? {
        let tree = self.tree
        let root = view.name.prefix { $0 != "." }
        let rest = view.name.dropFirst(root.count)
        var list: ChainID?
        switch tree[tree[assignment.statement].block].owner {
        case .component(let closure) where root == "$0":
            guard let call = tree.enclosingCall(of: tree[closure].chain), tree.component(call, isNamed: "forEach") else { return nil }
            list = tree[call].chain
        case .statement(let loop) where tree[loop].kind == .for:
            guard tree.text(of: tree.patternTokens(of: loop)) == root, let sequence = tree[loop].expression else { return nil }
            list = tree.singleChain(of: sequence)
        default:
            return nil
        }
        guard var base = list.map({ tree.base(of: $0) }) else { return nil }
        // A local list: `let buttons = [leftButton, rightButton].compactMap { $0 }`.
        if tree[base].kind == .identifier, !tree[base].isCalled, let name = tree[base].name,
           let local = tree.localBinding(of: name), let initializer = tree[local].initializer,
           let chain = tree.singleChain(of: initializer) {
            base = tree.base(of: chain)
        }
        guard tree[base].kind == .array else { return nil }
        var names: [String] = []
        for element in tree[base].arguments {
            guard let value = tree[element].value, let chain = tree.singleChain(of: value) else { continue }
            let parts = tree.components(of: chain).filter { tree.knownName(of: $0) != .`self` }
            guard !parts.isEmpty, parts.allSatisfy({ tree[$0].name != nil && !tree[$0].isCalled }) else { continue }
            names.append(parts.map { tree.text(of: tree[$0].token) }.joined(separator: ".") + rest)
        }
        return names
    }
}
