import SwiftSource

/// The questions a file's symbol table could not answer from the file's own symbols while it had
/// none of the run's (the first pass of a run): the names it was asked for and did not hold. When the
/// run declares none of them either, the table with the run's symbols gives every one of those
/// answers alike, so what the first pass computed from it stands in the second (see
/// ``FontSymbolTable/includingRun(_:in:)``).
///
/// A reference shared by the copies of its table (the font interpreter holds one), written on the
/// thread that analyses the file and read after that analysis.
final class SymbolMisses: @unchecked Sendable {
    /// A name the table was asked for, by what it was asked as.
    enum Miss {
        /// A font (``FontSymbolTable/names(_:in:)``, ``FontSymbolTable/font(named:in:)``).
        case font(TokenID)
        /// A font or a static font member of the app type `owner` (`BrandFont.heavy`).
        case typeFont(TokenID, owner: TokenID)
        /// A font member of the app type named `owner` (a namespace's type, a nested type).
        case typeFontNamed(TokenID, owner: String)
        /// A static property holding a namespace of fonts (``FontNamespaceSymbol``).
        case namespace(TokenID)
        /// A View modifier or style, by its token or by the name another modifier applies it with.
        case modifier(TokenID)
        case modifierType(String)
        /// A number constant.
        case number(TokenID)
        /// A family name held in a constant.
        case familyName(TokenID)
    }

    private var misses: [Miss] = []

    func record(_ miss: Miss) { misses.append(miss) }

    /// The names of the misses, sorted, each once: what ``ProjectSymbols/declaresAny(of:)`` is asked
    /// when the tree is no longer at hand.
    func names(in tree: SyntaxTree) -> [String] {
        Set(misses.map { miss in
            switch miss {
            case .font(let token), .typeFont(let token, _), .typeFontNamed(let token, _), .namespace(let token),
                 .modifier(let token), .number(let token), .familyName(let token): tree.text(of: token)
            case .modifierType(let name): name
            }
        }).sorted()
    }

    /// Whether the run's symbols answer one of the misses (its name is the run's).
    func anyAnswered(by run: ProjectSymbols, in tree: SyntaxTree) -> Bool {
        misses.contains { miss in
            switch miss {
            case .font(let token): run.fonts.contains(named: token, in: tree)
            case .typeFont(let member, let owner):
                run.fonts.contains(named: member, in: tree) || run.typeFont(named: member, of: owner, in: tree) != nil
            case .typeFontNamed(let member, let owner):
                run.fonts.contains(named: member, in: tree) || run.typeFont(named: member, ofTypeNamed: owner, in: tree) != nil
            case .namespace(let token): run.fontNamespaces.contains(named: token, in: tree)
            case .modifier(let token): run.modifierFonts.contains(named: token, in: tree)
            case .modifierType(let name): run.modifierFonts.value(named: name) != nil
            case .number(let token): run.numbers.contains(named: token, in: tree)
            case .familyName(let token): run.familyNames.contains(named: token, in: tree)
            }
        }
    }
}
