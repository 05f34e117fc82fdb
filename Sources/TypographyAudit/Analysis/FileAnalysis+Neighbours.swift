import SwiftSource

extension FileAnalysis {
    /// The text sites beside a view: the texts of the same `HStack`, `Label`, or control label
    /// (`Button`, `Link`, `NavigationLink`, `Toggle`, `Menu`), directly or through vertical stacks
    /// in it (an icon beside a `VStack` of title and subtitle). Empty when the view is not in one.
    public func neighbourSites(of chain: ChainID) -> [TextSite] {
        guard let container = tree.enclosingCall(of: chain), isNeighbourContainer(container) else { return [] }
        return sites(inside: container).filter { $0.chain != chain && reaches(container, from: $0.chain) }
    }

    /// The text sites inside a component's tokens (its arguments and closures), in source order.
    public func sites(inside component: ComponentID) -> ArraySlice<TextSite> {
        sites(in: tree[component].tokens)
    }

    /// The text sites whose anchor lies in a token span, in source order.
    public func sites(in span: TokenRange) -> ArraySlice<TextSite> {
        // Sites are sorted by anchor: the ones inside the component are one run.
        var low = 0
        var high = textSites.count
        while low < high {
            let middle = (low + high) / 2
            if textSites[middle].anchor.raw < span.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < textSites.count, span.contains(textSites[end].anchor) { end += 1 }
        return textSites[low..<end]
    }

    /// The nearest control around a chain whose label it is in (`Button`, `Link`, `Toggle`,
    /// `Menu`, `NavigationLink`), through stacks and groups.
    public func enclosingControl(of chain: ChainID) -> ComponentID? {
        var current = chain
        var depth = 0
        while depth < 16, let call = tree.enclosingCall(of: current) {
            switch knownName(of: call) {
            case .Button?, .Link?, .Toggle?, .Menu?, .NavigationLink?: return call
            default: break
            }
            current = tree[call].chain
            depth += 1
        }
        return nil
    }

    private func isNeighbourContainer(_ component: ComponentID) -> Bool {
        guard tree[component].kind == .identifier else { return false }
        switch knownName(of: component) {
        case .Label?, .Button?, .Link?, .NavigationLink?, .Toggle?, .Menu?, .LabeledContent?: return true
        default: return tree.component(component, isNamed: "HStack")
        }
    }

    /// Whether `container` holds `chain` directly or through `VStack`s and `Group`s only.
    private func reaches(_ container: ComponentID, from chain: ChainID) -> Bool {
        var current = chain
        var depth = 0
        while depth < 16, let call = tree.enclosingCall(of: current) {
            if call == container { return true }
            guard tree.component(call, isNamed: "VStack") || tree.component(call, isNamed: "Group") else { return false }
            current = tree[call].chain
            depth += 1
        }
        return false
    }
}
