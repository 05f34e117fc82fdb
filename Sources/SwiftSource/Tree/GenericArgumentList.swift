/// The `<…>` generic arguments written after one component's name (`Foo<Bar>`, `.init<T>`): kept
/// in a table of the tree apart from the components, since few components have any.
struct GenericArgumentList: Sendable {
    var component: ComponentID
    /// The arguments, brackets included.
    var tokens: TokenRange
}

extension SyntaxTree {
    /// `<…>` generic arguments written after the name of `component` (`Foo<Bar>`), brackets
    /// included; else empty.
    public func genericArguments(of component: ComponentID) -> TokenRange {
        // The table is in component order (runs are flushed in increasing component IDs).
        var low = 0
        var high = genericArgumentLists.count
        while low < high {
            let middle = (low + high) / 2
            if genericArgumentLists[middle].component < component { low = middle + 1 } else { high = middle }
        }
        guard low < genericArgumentLists.count, genericArgumentLists[low].component == component else { return .empty }
        return genericArgumentLists[low].tokens
    }
}
