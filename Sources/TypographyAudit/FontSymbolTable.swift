import SwiftSource

/// The names a file's font expressions can refer to: fonts and number constants declared in the
/// file, and the project's `extension Font/UIFont/NSFont` members. Looked up by token bytes.
struct FontSymbolTable: Sendable {
    private(set) var fonts: [UInt64: [FontSymbol]] = [:]
    private(set) var numbers: [UInt64: [NumberSymbol]] = [:]
    let project: ProjectSymbols
    /// Bit n set: some font symbol's name is n bytes long (n < 64); a cheap filter before hashing.
    private var fontNameLengths: UInt64 = 0

    init(project: ProjectSymbols) {
        self.project = project
        fontNameLengths = project.nameLengths
    }

    /// Whether `token` could name a font symbol (its length matches one); no hashing.
    func mayName(_ token: TokenID, in tree: SyntaxTree) -> Bool {
        fontNameLengths & lengthBit(tree[token].range.count) != 0
    }

    var hasFonts: Bool { !fonts.isEmpty || !project.isEmpty }

    mutating func add(_ symbol: FontSymbol) {
        fontNameLengths |= lengthBit(symbol.name.utf8.count)
        fonts[fnv1a(Array(symbol.name.utf8)[...]), default: []].append(symbol)
    }

    mutating func add(_ number: NumberSymbol) {
        numbers[fnv1a(Array(number.name.utf8)[...]), default: []].append(number)
    }

    /// The font named by `token` (file symbols first, then the project's).
    func font(named token: TokenID, in tree: SyntaxTree) -> FontSymbol? {
        guard hasFonts, mayName(token, in: tree) else { return nil }
        let hash = tree.nameHash(of: token)
        if let local = fonts[hash]?.first(where: { tree.token(token, is: $0.name) }) { return local }
        return project.fonts[hash]?.first { tree.token(token, is: $0.name) }
    }

    /// The number constant named by `token`.
    func number(named token: TokenID, in tree: SyntaxTree) -> NumberSymbol? {
        guard !numbers.isEmpty else { return nil }
        return numbers[tree.nameHash(of: token)]?.first { tree.token(token, is: $0.name) }
    }
}
