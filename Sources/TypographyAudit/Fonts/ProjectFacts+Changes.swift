/// How two readings of one file's declarations differ, for `typecase fix`: a fix that changes what
/// a file declares for the others (a style's font now scales) changes what the files that use it find.
extension ProjectFacts {
    /// The names whose declarations differ between these facts and `other`'s (where a declaration is
    /// in its file aside: an edit before it moves it).
    func changedNames(comparedWith other: ProjectFacts) -> Set<String> {
        var names = Set<String>()
        func compare<Item, Key: Equatable>(_ mine: [Item], _ theirs: [Item], name: (Item) -> String, key: (Item) -> Key) {
            let before = Dictionary(grouping: mine, by: name).mapValues { $0.map(key) }
            let after = Dictionary(grouping: theirs, by: name).mapValues { $0.map(key) }
            for name in Set(before.keys).union(after.keys) where before[name] != after[name] { names.insert(name) }
        }
        func same<Item: Equatable>(_ item: Item) -> Item { item }
        compare(fonts, other.fonts, name: \.name, key: FontSymbolMeaning.init)
        compare(typeFonts, other.typeFonts, name: \.name, key: FontSymbolMeaning.init)
        compare(models, other.models, name: \.name, key: same)
        compare(modifierFonts, other.modifierFonts, name: \.name, key: same)
        compare(numbers, other.numbers, name: \.name, key: same)
        compare(familyNames, other.familyNames, name: \.name, key: same)
        compare(placements, other.placements, name: \.name, key: same)
        compare(fontAppliers, other.fontAppliers, name: \.name, key: same)
        compare(adjustingTextViews, other.adjustingTextViews, name: \.name, key: same)
        compare(typesRebuiltOnSizeChange, other.typesRebuiltOnSizeChange, name: { $0 }, key: same)
        return names
    }
}

/// What a font symbol means to the files that use it: all of it but where it is declared.
private struct FontSymbolMeaning: Equatable {
    let value: FontValue
    let isFunction: Bool
    let parameters: [HelperParameter]
    let slots: FontSlots
    let owner: String?

    init(_ symbol: FontSymbol) {
        value = symbol.value
        isFunction = symbol.isFunction
        parameters = symbol.parameters
        slots = symbol.slots
        owner = symbol.owner
    }
}
