import SwiftSource

extension FileAnalysis {
    /// Whether a font is the title font of tab bar items: in the attributes of
    /// `UITabBarItem.appearance().setTitleTextAttributes(…)` / `tabBarItem.setTitleTextAttributes(…)`, or
    /// assigned to a tab bar appearance's `titleTextAttributes`
    /// (`appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.font: …]`). Tab bar titles keep
    /// their size at every text size (the large content viewer shows them enlarged) and are 10 pt by
    /// default, so the rules about scaling and minimum sizes leave them alone.
    public func isTabBarItemTitle(_ font: FontOccurrence) -> Bool {
        guard let target = titleAttributes(holding: font) else { return false }
        if tree[target].isCalled { return isTabBarItem(receiverOf: target) }
        return tree.components(of: tree[target].chain).contains { component in
            ["stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance"]
                .contains { tree.component(component, isNamed: $0) }
        }
    }

    /// The bar title attributes a font is given in: the `setTitleTextAttributes(…)` call or the
    /// `titleTextAttributes` property assigned (`appearance.titleTextAttributes = [.font: …]`), found
    /// out through the attribute dictionary and the calls around it; nil elsewhere.
    func titleAttributes(holding font: FontOccurrence) -> ComponentID? {
        var expression = tree[font.chain].expression
        for _ in 0..<8 {
            switch tree[expression].owner {
            case .argument(let argument):
                guard case .component(let owner) = tree[argument].owner else { return nil }
                if tree.component(owner, isNamed: "setTitleTextAttributes") { return owner }
                expression = tree[tree[owner].chain].expression
            case .statement(let id):
                let statement = tree[id]
                guard statement.kind == .assignment, let target = statement.target,
                      let chain = tree.singleChain(of: target),
                      let last = tree.components(of: chain).last, tree.component(last, isNamed: "titleTextAttributes")
                else { return nil }
                return last
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether the receiver of a call names a tab bar item: `UITabBarItem.appearance()`, `tabBarItem`,
    /// or a local bound to one (`let item = UITabBarItem.appearance()` earlier in the block).
    private func isTabBarItem(receiverOf call: ComponentID) -> Bool {
        let tree = self.tree
        let chain = tree[call].chain
        let namesItem = { (span: TokenRange) in
            span.contains { tree.token($0, is: "UITabBarItem") || tree.token($0, is: "tabBarItem") }
        }
        if namesItem(TokenRange(from: tree[chain].firstToken, upTo: tree[call].token)) { return true }
        let base = tree.base(of: chain)
        guard tree.components(of: chain).count == 2, tree[base].kind == .identifier, let name = tree[base].name else { return false }
        return tree.localBinding(of: name).flatMap { tree[$0].initializer }.map { namesItem(tree[$0].tokens) } ?? false
    }
}
