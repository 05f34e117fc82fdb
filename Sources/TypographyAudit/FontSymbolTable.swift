import SwiftSource

/// The names a file's font expressions can refer to: fonts and number constants declared in the
/// file, and the project's `extension Font/UIFont/NSFont` members. Looked up by token bytes.
struct FontSymbolTable: Sendable {
    private(set) var fonts: [UInt64: [FontSymbol]] = [:]
    private(set) var numbers: [UInt64: [NumberSymbol]] = [:]
    let project: ProjectSymbols

    init(project: ProjectSymbols) {
        self.project = project
    }

    var hasFonts: Bool { !fonts.isEmpty || !project.isEmpty }

    mutating func add(_ symbol: FontSymbol) {
        fonts[fnv1a(Array(symbol.name.utf8)[...]), default: []].append(symbol)
    }

    mutating func add(_ number: NumberSymbol) {
        numbers[fnv1a(Array(number.name.utf8)[...]), default: []].append(number)
    }

    /// The font named by `token` (file symbols first, then the project's).
    func font(named token: TokenID, in tree: SyntaxTree) -> FontSymbol? {
        guard hasFonts else { return nil }
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
