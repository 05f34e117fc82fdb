import SwiftSource
import Typography

/// Builds a ``FileAnalysis`` in passes: symbols, previews, fonts, text sites, text views, screens.
struct FileAnalysisBuilder {
    let tree: SyntaxTree
    let path: String
    let platforms: PlatformResolver
    let platformFramework: FontFramework
    var symbols: FontSymbolTable
    let names: ComponentNames
    /// Where the run's other files place views (see ``ViewPlacement``), by name.
    let placements: NameIndex<[ViewPlacement]>
    /// The run's functions that scale a font they are given (see ``FontApplier``), by name.
    let fontAppliers: NameIndex<[FontApplier]>

    var fonts: [FontOccurrence] = []
    /// The chain of each font, ascending.
    var fontChains: [Int32] = []
    var textSites: [TextSite] = []
    var textViews: [PlatformTextView] = []
    var screens: [Screen] = []
    var declaredFonts: [FontSymbol] = []
    var exportedFonts: [FontSymbol] = []
    /// The file's static font members of app types, for the other files (``ProjectFacts/typeFonts``).
    var exportedTypeFonts: [FontSymbol] = []
    /// The number constants of types (`static let rowHeight: CGFloat = 22`), visible to other files.
    var exportedNumbers: [NumberSymbol] = []
    /// The family names of types (`static let brand = "Inter-Regular"`, enum raw values), visible to other files.
    var exportedFamilyNames: [FamilyNameSymbol] = []
    /// Its static properties holding an instance of an app type (``FontNamespaceSymbol``).
    var exportedFontNamespaces: [FontNamespaceSymbol] = []
    /// The file's View/Text extension modifiers and the fonts they set, visible to other files.
    var exportedModifierFonts: [ModifierFont] = []
    var previewRanges: [TokenRange] = []
    /// The first use of the subview each outermost chain builds (see ``SyntaxTree/uses(ofSubviewBuiltBy:)``),
    /// per chain, filled as text sites are collected: 0 when not looked up yet, -1 for none, else 1 +
    /// the use's chain.
    var subviewUses: [Int32] = []
    /// The inherited modifiers each container call's chain applies after it and the call around
    /// that chain, filled as text sites are collected.
    var containers = ContainerModifiers()

    /// `names`: the known names of the tree's components (``ComponentNames``).
    init(tree: SyntaxTree, path: String, platforms: PlatformResolver, project: ProjectSymbols, names: ComponentNames) {
        self.tree = tree
        self.path = path
        self.platforms = platforms
        symbols = FontSymbolTable(project: project)
        placements = project.placements
        fontAppliers = project.fontAppliers
        self.names = names
        var importsUIKit = false
        var importsAppKit = false
        for declaration in tree.declarations where declaration.kind == .import {
            for token in declaration.nameTokens {
                if tree.token(token, is: "UIKit") { importsUIKit = true }
                if tree.token(token, is: "AppKit") { importsAppKit = true }
            }
        }
        platformFramework = importsAppKit && !importsUIKit ? .appKit : .uiKit
    }

    var interpreter: FontInterpreter {
        FontInterpreter(tree: tree, symbols: symbols, names: names, platformFramework: platformFramework)
    }

    // MARK: Previews and screens

    /// `#Preview { … }` bodies and `PreviewProvider` types.
    mutating func collectPreviews() {
        for component in names.components(named: .Preview) where tree[component].kind == .macro {
            previewRanges.append(tree[tree[component].chain].tokens)
        }
        for declaration in tree.declarations where declaration.isTypeLike {
            if declaration.inheritance.contains(where: { tree.knownName(of: tree[$0].name) == .PreviewProvider }) {
                previewRanges.append(declaration.tokens)
            }
        }
        if !previewRanges.isEmpty { collectPreviewOnlyHelpers() }
    }

    /// A file's private helpers that only its previews use (`private extension View { func layout(title:) }`
    /// called from a `PreviewProvider`, a private wrapper view a `#Preview` shows): preview code too.
    /// A helper is one when its name is written at least once and every use is inside a preview.
    private mutating func collectPreviewOnlyHelpers() {
        // The helpers by name (declarations of one name together), and by the length of the name.
        var helpers: [(name: TokenID, declarations: [DeclarationID], uses: [TokenID])] = []
        var byLength = [[Int]](repeating: [], count: Self.longestHelperName + 1)
        for id in tree.declarationIDs {
            let declaration = tree[id]
            switch declaration.kind {
            case .function, .var, .let, .struct, .class, .enum: break
            default: continue
            }
            guard let name = declaration.name, case let length = tree.tokens[name.index].range.count, length <= Self.longestHelperName,
                  isFilePrivate(id), !previewRanges.contains(where: { $0.contains(name) }) else { continue }
            if let same = byLength[length].first(where: { tree.token(helpers[$0].name, spellsLike: name) }) {
                helpers[same].declarations.append(id)
            } else {
                byLength[length].append(helpers.count)
                helpers.append((name, [id], []))
            }
        }
        guard !helpers.isEmpty else { return }
        // Every other token spelling a helper's name is a use (the lengths and first bytes rule out most).
        let bytes = tree.file.bytes
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            let range = tree.tokens[index].range
            guard range.count <= Self.longestHelperName, !byLength[range.count].isEmpty else { continue }
            let token = TokenID(Int32(index))
            for helper in byLength[range.count] where bytes[range.lowerBound] == bytes[tree.tokens[helpers[helper].name.index].range.lowerBound]
                && tree.token(token, spellsLike: helpers[helper].name) {
                if !helpers[helper].declarations.contains(where: { tree[$0].name == token }) { helpers[helper].uses.append(token) }
            }
        }
        // A helper that only preview-only helpers use is one too: repeat until none is added.
        var remaining = Array(helpers.indices)
        var added = true
        while added {
            added = false
            remaining.removeAll { helper in
                let uses = helpers[helper].uses
                guard !uses.isEmpty, uses.allSatisfy({ token in previewRanges.contains { $0.contains(token) } }) else { return false }
                previewRanges += helpers[helper].declarations.map { tree[$0].tokens }
                added = true
                return true
            }
        }
    }

    /// The longest helper name looked for: a helper of a longer name is not followed (it stays shown).
    private static let longestHelperName = 48

    /// Whether a declaration is seen only in its file: `private`/`fileprivate`, or a member of a
    /// private extension or type.
    private func isFilePrivate(_ id: DeclarationID) -> Bool {
        var current: DeclarationID? = id
        while let declaration = current.map({ tree[$0] }) {
            if declaration.modifiers.contains(.private) || declaration.modifiers.contains(.fileprivate) { return true }
            current = declaration.parent
        }
        return false
    }

    /// Types conforming to `View` and view controller subclasses.
    mutating func collectScreens() {
        for id in tree.declarationIDs {
            let declaration = tree[id]
            guard declaration.kind == .struct || declaration.kind == .class || declaration.kind == .enum,
                  let name = declaration.name else { continue }
            var kind: Screen.Kind?
            for reference in declaration.inheritance {
                let token = tree[reference].name
                if tree.knownName(of: token) == .View { kind = .swiftUIView }
                if Self.endsInViewController(tree.file.bytes[tree[token].range]) { kind = .viewController }
            }
            if let kind { screens.append(Screen(kind: kind, declaration: id, name: tree.text(of: name))) }
        }
    }

    /// Whether a type name ends in `ViewController` (compared as bytes: no string per name).
    private static func endsInViewController(_ name: ArraySlice<UInt8>) -> Bool {
        let suffix: StaticString = "ViewController"
        guard name.count >= suffix.utf8CodeUnitCount else { return false }
        return suffix.withUTF8Buffer { name.suffix($0.count).elementsEqual($0) }
    }

    // MARK: Contexts

    /// What the code around a chain says it must be.
    func context(of chain: ChainID) -> FontContext {
        let expression = tree[chain].expression
        switch tree[expression].owner {
        case .argument(let argument):
            guard case .component(let owner) = tree[argument].owner else { return .unknown }
            switch names[owner] {
            case .font?: return .swiftUI
            case .scaledFont?: return .platform(platformFramework)
            default: return .unknown
            }
        case .initializer(let declaration):
            return context(ofDeclaration: declaration)
        case .statement(let statement):
            let node = tree[statement]
            if node.kind == .assignment, let target = node.target, let chain = tree.singleChain(of: target),
               let last = tree.components(of: chain).last, names[last] == .font {
                return .platform(platformFramework)
            }
            guard node.kind == .return || node.kind == .expression,
                  let declaration = tree[node.block].declaration else { return .unknown }
            return context(ofDeclaration: declaration)
        default:
            return .unknown
        }
    }

    /// The font type a declaration's type (or its property's, for an accessor) names.
    func context(ofDeclaration id: DeclarationID) -> FontContext {
        var declaration = tree[id]
        if declaration.kind == .accessor, let parent = declaration.parent { declaration = tree[parent] }
        for token in declaration.typeTokens {
            switch tree.knownName(of: token) {
            case .Font?: return .swiftUI
            case .UIFont?: return .platform(.uiKit)
            case .NSFont?: return .platform(.appKit)
            default: continue
            }
        }
        return .unknown
    }

    /// Whether a chain can start a font: a known font name, or the name of a font symbol (looked up
    /// here, not only filtered: most chains the filter lets through are not fonts).
    func mayBeFont(_ chain: ChainID) -> Bool {
        let baseID = tree.base(of: chain)
        let base = tree[baseID]
        switch base.kind {
        case .implicitMember:
            if names[baseID]?.canStartFont == true || symbols.names(base.token, in: tree) { return true }
            // `.brand.title`: a font of the instance a static property holds.
            return !base.isCalled && namesFont(chain, at: 1, ofTypeNamed: symbols.namespaceTypes(named: base.token, in: tree))
        case .identifier:
            switch names[baseID] {
            case .Font?, .UIFont?, .NSFont?, .UIFontMetrics?, .SwiftUI?, .UIKit?, .AppKit?: return true
            case nil:
                if !base.isCalled, tree.isGeneratedFontFamily(base.token) { return true }
                let components = tree.components(of: chain)
                // `metrics.scaledFont(for: …)` of a `UIFontMetrics` bound to a name.
                if !base.isCalled, components.count > 1, names[components[1]] == .scaledFont { return true }
                if symbols.names(base.token, in: tree) { return true }
                // `Theme.title`: the member after a type name may name a declared font.
                guard !base.isCalled, components.count > 1, tree.startsUppercase(base.token), tree[components[1]].kind == .member
                else { return false }
                if symbols.font(named: tree[components[1]].token, of: base.token, in: tree) != nil { return true }
                // `Theme.Fonts.title`, `Theme.fonts.title`: a font of a nested type, or of an instance a static property holds.
                let member = tree[components[1]].token
                guard !tree[components[1]].isCalled else { return false }
                let types = symbols.namespaceTypes(named: member, in: tree)
                return namesFont(chain, at: 2, ofTypeNamed: types.isEmpty && tree.startsUppercase(member) ? [tree.text(of: member)] : types)
            default: return false
            }
        default:
            return false
        }
    }

    /// Whether the component at `index` of `chain` is a member naming a font of one of the app types `types`.
    private func namesFont(_ chain: ChainID, at index: Int, ofTypeNamed types: [String]) -> Bool {
        let components = tree.components(of: chain)
        guard !types.isEmpty, index < components.count, tree[components[index]].kind == .member else { return false }
        return symbols.font(named: tree[components[index]].token, ofTypeNamed: types, in: tree) != nil
    }
}
