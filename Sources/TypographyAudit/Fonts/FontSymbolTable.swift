import SwiftSource
import Typography

/// The names a file's font expressions can refer to: fonts, number constants and family names
/// declared in the file, and the project's `extension Font/UIFont/NSFont` members and type
/// constants. Looked up by token bytes.
struct FontSymbolTable: Sendable {
    private(set) var fonts = NameIndex<FontSymbol>()
    private(set) var numbers = NameIndex<NumberSymbol>()
    /// Family names by the name of the constant or enum case holding them.
    private(set) var familyNames = NameIndex<String>()
    /// The View/Text extension modifiers of the file and what they do to the font.
    private(set) var modifierFonts = NameIndex<ModifierFont>()
    /// The types of the instances the file's static properties hold (``FontNamespaceSymbol``).
    private(set) var fontNamespaces: [String: [String]] = [:]
    let project: ProjectSymbols
    /// Which (length, first byte, last byte) signatures font symbol names have; a filter before hashing.
    private var fontNameFilter: NameFilter

    /// Whether a modifier of the file or the run gives the digits one width (most runs have none,
    /// and then no text's modifiers are looked up for it).
    private(set) var hasDigitModifiers: Bool
    /// The names asked for and not found, when recorded (a table without the run's symbols, see
    /// ``recordingMisses()``).
    private let misses: SymbolMisses?

    /// Whether the run declares fonts (read once: ``hasFonts`` is asked for every chain, and
    /// reading it from `project` each time copied the project's symbols).
    private let projectHasFonts: Bool

    init(project: ProjectSymbols) {
        self.project = project
        fontNameFilter = project.nameFilter
        hasDigitModifiers = project.hasDigitModifiers
        projectHasFonts = !project.isEmpty
        misses = nil
    }

    private init(misses: SymbolMisses) {
        project = ProjectSymbols()
        fontNameFilter = NameFilter()
        hasDigitModifiers = false
        projectHasFonts = false
        self.misses = misses
    }

    /// A table without the run's symbols (the first pass of a run) that records the names it is
    /// asked for and does not hold, so that ``includingRun(_:in:)`` can tell whether the run's
    /// symbols would have answered otherwise.
    static func recordingMisses() -> FontSymbolTable {
        FontSymbolTable(misses: SymbolMisses())
    }

    /// This table's own symbols with the run's, when every question it was asked while recording
    /// its misses gets the same answer from them: none of the names it did not hold is the run's
    /// (a name of the file's own exports looked up before its declaration is). Nil when one is, or
    /// when the table did not record.
    func includingRun(_ run: ProjectSymbols, in tree: SyntaxTree) -> FontSymbolTable? {
        guard let misses, !misses.anyAnswered(by: run, in: tree) else { return nil }
        var table = FontSymbolTable(project: run)
        table.fonts = fonts
        table.numbers = numbers
        table.familyNames = familyNames
        table.modifierFonts = modifierFonts
        table.fontNamespaces = fontNamespaces
        table.fontNameFilter.formUnion(fontNameFilter)
        table.hasDigitModifiers = hasDigitModifiers || run.hasDigitModifiers
        return table
    }

    /// The names asked for and not found (see ``SymbolMisses/named(in:)``); empty when not recorded.
    func missedNames(in tree: SyntaxTree) -> [NamedMiss] {
        misses?.named(in: tree) ?? []
    }

    private var hasFonts: Bool { !fonts.isEmpty || projectHasFonts }

    /// Whether `token` could name a font symbol (a cheap filter, no hashing).
    private func mayName(_ token: TokenID, in tree: SyntaxTree) -> Bool {
        fontNameFilter.mayContain(token, in: tree)
    }

    /// Whether `token` names a font symbol: the filter, then the lookup. Deciding this before
    /// interpreting a chain spares the interpreter the many names the filter lets through.
    func names(_ token: TokenID, in tree: SyntaxTree) -> Bool {
        let found = hasFonts && mayName(token, in: tree)
            && (fonts.contains(named: token, in: tree) || project.fonts.contains(named: token, in: tree))
        if !found { misses?.record(.font(token)) }
        return found
    }

    mutating func add(_ symbol: FontSymbol) {
        fontNameFilter.insert(symbol.name)
        fonts.insert(symbol, name: symbol.name)
    }

    mutating func add(_ number: NumberSymbol) {
        numbers.insert(number, name: number.name)
    }

    mutating func add(_ familyName: FamilyNameSymbol) {
        familyNames.insert(familyName.family, name: familyName.name)
    }

    mutating func add(_ namespace: FontNamespaceSymbol) {
        fontNamespaces[namespace.name, default: []].append(namespace.type)
    }

    /// The types of the instances the static properties named by `token` hold (`BrandFonts` of
    /// `static let brand = BrandFonts()`): the file's and the run's; empty for none.
    func namespaceTypes(named token: TokenID, in tree: SyntaxTree) -> [String] {
        let own = fontNamespaces.isEmpty ? [] : fontNamespaces[tree.text(of: token)] ?? []
        let found = own + (project.fontNamespaces.value(named: token, in: tree) ?? [])
        if found.isEmpty { misses?.record(.namespace(token)) }
        return found
    }

    /// The font `member` names in the app type named `owner` (a namespace's type, a nested type): a
    /// symbol of the file or a project extension member, else a font member of that type in another file.
    func font(named member: TokenID, ofTypeNamed owners: [String], in tree: SyntaxTree) -> FontSymbol? {
        guard hasFonts, mayName(member, in: tree) else { return nil }
        if let found = font(named: member, in: tree) { return found }
        for owner in owners {
            if let found = project.typeFont(named: member, ofTypeNamed: owner, in: tree) { return found }
            misses?.record(.typeFontNamed(member, owner: owner))
        }
        return nil
    }

    /// The font named by `token` (file symbols first, then the project's).
    func font(named token: TokenID, in tree: SyntaxTree) -> FontSymbol? {
        let found = hasFonts && mayName(token, in: tree)
            ? fonts.value(named: token, in: tree) ?? project.fonts.value(named: token, in: tree) : nil
        if found == nil { misses?.record(.font(token)) }
        return found
    }

    /// The font `member` names after the app type `owner` (`BrandFont.heavy`): a symbol of the file or
    /// a project extension member, else a static member of that type declared in another file.
    func font(named member: TokenID, of owner: TokenID, in tree: SyntaxTree) -> FontSymbol? {
        let found = hasFonts && mayName(member, in: tree)
            ? font(named: member, in: tree) ?? project.typeFont(named: member, of: owner, in: tree) : nil
        if found == nil { misses?.record(.typeFont(member, owner: owner)) }
        return found
    }

    mutating func add(_ modifier: ModifierFont) {
        modifierFonts.insert(modifier, name: modifier.name)
        if modifier.setsMonospacedDigits { hasDigitModifiers = true }
    }

    /// What the project's View modifier or style named by `token` does to the font (the file's, then
    /// the run's), with the modifiers and styles it applies followed; nil when it is not the project's,
    /// or applies one that is not.
    func modifierFont(named token: TokenID, in tree: SyntaxTree) -> ModifierFont? {
        guard let modifier = modifierFonts.value(named: token, in: tree) ?? project.modifierFonts.value(named: token, in: tree)
        else {
            misses?.record(.modifier(token))
            return nil
        }
        return resolved(modifier, depth: 0)
    }

    /// A modifier that sets no font itself takes the font of the first type it applies that sets one.
    private func resolved(_ modifier: ModifierFont, depth: Int) -> ModifierFont? {
        guard modifier.value == nil, !modifier.appliedTypes.isEmpty else { return modifier }
        // A few levels at most (`cardTitle()` → `CardTitle`): a cycle cannot be told apart from unknown.
        guard depth < 4 else { return nil }
        for type in modifier.appliedTypes {
            guard let found = modifierFonts.value(named: type) ?? project.modifierFonts.value(named: type) else {
                misses?.record(.modifierType(type))
                return nil
            }
            guard let applied = resolved(found, depth: depth + 1) else { return nil }
            if let value = applied.value {
                var result = ModifierFont(name: modifier.name, value: value, reach: applied.reach,
                                          setsMonospacedDigits: modifier.setsMonospacedDigits || applied.setsMonospacedDigits)
                if !applied.slots.isEmpty {
                    result.value = Self.passedParts(of: applied, value: value, by: modifier)
                    if !modifier.forwarding.isEmpty {
                        result.parameters = modifier.parameters
                        result.slots = applied.slots.forwarded(from: applied.parameters, through: modifier.forwarding)
                    }
                }
                if !applied.alternatives.isEmpty {
                    let alternatives = FontAlternative.forwarded(applied.alternatives, from: applied.parameters,
                                                                 through: modifier.forwarding, cases: modifier.fixedCases)
                    if let first = alternatives.first, first.tests.isEmpty {
                        // Decided by the cases the function passes (`static var quiet: PillStyle { PillStyle(kind: .plain) }`).
                        result.value = first.value
                    } else {
                        (result.parameters, result.alternatives) = (modifier.parameters, alternatives)
                    }
                }
                return result
            }
        }
        return ModifierFont(name: modifier.name, value: nil, setsMonospacedDigits: modifier.setsMonospacedDigits)
    }

    /// The font of a modifier with parameters (`applied`) as another modifier's body applies it: the
    /// parts it passes a number or a case (`.appFont(size: 18, weight: .semibold)`), else the
    /// parameters' defaults; the parts it passes its own parameters stay open (see ``ModifierFont/forwarding``).
    private static func passedParts(of applied: ModifierFont, value: FontValue, by modifier: ModifierFont) -> FontValue {
        let parameters = applied.parameters
        func closed(_ slot: Int?) -> Int? {
            guard let slot, slot < parameters.count else { return nil }
            return parameters[slot].label.map { modifier.forwarding[$0] == nil } ?? true ? slot : nil
        }
        func written(_ slot: Int?) -> String? { closed(slot).flatMap { parameters[$0].label }.flatMap { modifier.fixedCases[$0] } }
        var slots = applied.slots
        slots.size = closed(slots.size)
        slots.weight = closed(slots.weight)
        slots.style = closed(slots.style)
        slots.curve = closed(slots.curve)
        if slots.size == nil { slots.sizeDefaultsToStyle = false }
        let size = slots.size.flatMap { slot in
            (parameters[slot].label.flatMap { modifier.fixedNumbers[$0] } ?? parameters[slot].defaultSize).map { ($0, SizeOrigin.literal) }
        }
        let weight = written(slots.weight).flatMap { FontWeight(rawValue: $0) } ?? slots.weight.flatMap { parameters[$0].defaultWeight }
        let style = written(slots.style).flatMap { TextStyle(rawValue: $0) } ?? slots.style.flatMap { parameters[$0].defaultStyle }
        let curve = written(slots.curve).flatMap { TextStyle(rawValue: $0) } ?? slots.curve.flatMap { parameters[$0].defaultStyle }
        return value.instantiated(slots: slots, size: size, weight: weight, style: style, curve: curve)
    }

    /// The number constant named by `token`: the file's, then, for a member of a type
    /// (`Metrics.titleSize`), the project's type constants. A bare name (`fontSize`) never means
    /// another type's constant: Swift sees a local or a member of its own type there.
    func number(named token: TokenID, ofType: Bool, in tree: SyntaxTree) -> NumberSymbol? {
        if let found = numbers.value(named: token, in: tree) { return found }
        guard ofType else { return nil }
        let found = project.numbers.value(named: token, in: tree)
        if found == nil { misses?.record(.number(token)) }
        return found
    }

    /// The family name held by the constant or enum case named by `token`: the file's, then, for a
    /// member of a type (`FontName.brand`), the project's type constants.
    func familyName(named token: TokenID, ofType: Bool, in tree: SyntaxTree) -> String? {
        if let found = familyNames.value(named: token, in: tree) { return found }
        guard ofType else { return nil }
        let found = project.familyNames.value(named: token, in: tree)
        if found == nil { misses?.record(.familyName(token)) }
        return found
    }
}
