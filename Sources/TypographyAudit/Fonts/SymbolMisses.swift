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

    /// The misses by their names' hashes, sorted, each once: what ``ProjectSymbols/answersAny(of:)``
    /// is asked when the tree is no longer at hand.
    func named(in tree: SyntaxTree) -> [NamedMiss] {
        Set(misses.map { miss -> NamedMiss in
            switch miss {
            case .font(let token): NamedMiss(.font, tree.nameHash(of: token))
            case .typeFont(let token, let owner): NamedMiss(.typeFont, tree.nameHash(of: token), owner: tree.nameHash(of: owner))
            case .typeFontNamed(let token, let owner): NamedMiss(.typeFont, tree.nameHash(of: token), owner: fnv1a(owner))
            case .namespace(let token): NamedMiss(.namespace, tree.nameHash(of: token))
            case .modifier(let token): NamedMiss(.modifier, tree.nameHash(of: token))
            case .modifierType(let name): NamedMiss(.modifier, fnv1a(name))
            case .number(let token): NamedMiss(.number, tree.nameHash(of: token))
            case .familyName(let token): NamedMiss(.familyName, tree.nameHash(of: token))
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

/// A miss of ``SymbolMisses`` by the hashes of its names (``fnv1a(_:)``, as ``NameIndex`` hashes
/// them): the name asked for, as what, and for a type's font the type it was asked of. A run holds
/// each file's misses until its symbols are built, so they hold no text; two names of one hash
/// would only have a file read again for nothing, which gives what the first reading gave.
struct NamedMiss: Hashable, Comparable, Sendable {
    /// What a name was asked as: the table of ``ProjectSymbols`` that answers it.
    enum Kind: UInt8, Comparable, Sendable {
        /// A font; `typeFont` also a static font member of the type ``NamedMiss/owner``.
        case font, typeFont, namespace, modifier, number, familyName

        static func < (left: Kind, right: Kind) -> Bool { left.rawValue < right.rawValue }
    }

    let kind: Kind
    /// The hash of the name asked for.
    let name: UInt64
    /// The hash of the type a ``Kind/typeFont`` was asked of (0 for the other kinds).
    let owner: UInt64

    init(_ kind: Kind, _ name: UInt64, owner: UInt64 = 0) {
        (self.kind, self.name, self.owner) = (kind, name, owner)
    }

    static func < (left: NamedMiss, right: NamedMiss) -> Bool {
        (left.name, left.kind, left.owner) < (right.name, right.kind, right.owner)
    }
}
