import SwiftSource
import Synchronization
import Typography

/// Everything the rules know about one file, computed once: the syntax tree, every font
/// expression with its value (``fonts``), the SwiftUI text sites with their modifiers
/// (``textSites``), the UIKit/AppKit text views with their property assignments (``textViews``),
/// the screens, and the platform of each place.
///
/// Rules read it through ``RuleContext/file``; the engine builds it, runs the rules, and drops it.
public final class FileAnalysis: Sendable {
    /// The path as named in the run (used in findings).
    public let path: String
    public let tree: SyntaxTree
    /// The platform of the file outside `#if os(…)` clauses.
    public let filePlatform: Platform
    /// The framework of `UIFont`-like code in the file: AppKit when it imports AppKit and not UIKit.
    public let platformFramework: FontFramework
    /// Every font expression, in source order.
    public let fonts: [FontOccurrence]
    /// SwiftUI views that show text, in source order.
    public let textSites: [TextSite]
    /// UIKit/AppKit views that show text, by first assignment.
    public let textViews: [PlatformTextView]
    /// View types and view controllers.
    public let screens: [Screen]
    /// Fonts declared in the file (properties, computed properties, helpers).
    public let declaredFonts: [FontSymbol]
    /// The declared fonts that are members of `extension Font/UIFont/NSFont` (visible to other files).
    public let exportedFonts: [FontSymbol]

    /// What the other files of the run declare (models, number constants, fonts).
    let project: ProjectSymbols
    private let platforms: PlatformResolver
    private let previewRanges: [TokenRange]
    /// The chain of each font expression, ascending (fonts are collected in chain order).
    private let fontChains: [Int32]
    let names: ComponentNames
    /// What the view contexts are built from, when a rule first asks for one (most rules never do).
    private let contextBuilder: FileAnalysisBuilder
    /// The view contexts the first pass built for the tree, without the run's placements.
    private let unplacedViewContexts: ViewContextMap?
    /// The model classes the first pass read in the tree, if it did.
    private let firstPassModels: [ObservableModel]?
    private let viewContexts = Mutex<ViewContextMap?>(nil)

    /// Analyses a file. `configuredPlatform` is the configuration's platform for the file (nil:
    /// infer from imports); `project` holds the `extension Font/UIFont/NSFont` members of the run.
    public convenience init(file: SourceFile, configuredPlatform: Platform? = nil, project: ProjectSymbols = ProjectSymbols()) {
        self.init(tree: SyntaxTree.parse(file), configuredPlatform: configuredPlatform, project: project)
    }

    /// Analyses an already parsed file.
    public convenience init(tree: SyntaxTree, configuredPlatform: Platform? = nil, project: ProjectSymbols = ProjectSymbols()) {
        self.init(tree: tree, configuredPlatform: configuredPlatform, project: project, firstPass: nil)
    }

    /// Analyses an already parsed file, starting from what the first pass of a run computed for it
    /// under the same configured platform, if it did (a tree kept from the first pass, see
    /// ``KeptTree`` and ``projectFacts(of:names:configuredPlatform:readsPlacements:)``).
    init(tree: SyntaxTree, configuredPlatform: Platform?, project: ProjectSymbols, firstPass: FirstPassAnalysis?) {
        unplacedViewContexts = firstPass?.unplacedViewContexts
        firstPassModels = firstPass?.models
        path = tree.file.path
        self.tree = tree
        self.project = project
        let platforms = firstPass?.platforms.inRun(platform: project.runPlatform)
            ?? PlatformResolver(tree: tree, configured: configuredPlatform, runPlatform: project.runPlatform)
        self.platforms = platforms
        filePlatform = platforms.filePlatform
        let names = firstPass?.names ?? ComponentNames(tree)
        var builder = FileAnalysisBuilder(tree: tree, path: tree.file.path, platforms: platforms, project: project,
                                          names: names)
        platformFramework = builder.platformFramework
        builder.collectSymbols(from: firstPass?.symbols)
        builder.collectPreviews()
        builder.collectScreens()
        builder.collectFonts()
        builder.collectTextSites()
        builder.collectTextViews()
        fonts = builder.fonts
        textSites = builder.textSites
        textViews = builder.textViews
        screens = builder.screens
        declaredFonts = builder.declaredFonts
        exportedFonts = builder.exportedFonts
        previewRanges = builder.previewRanges
        fontChains = builder.fontChains
        self.names = names
        contextBuilder = builder
    }

    /// The known name of a named component (`Text`, `.font`, `.lineLimit`), read from a table
    /// computed once per file; prefer it to ``SwiftSource/SyntaxTree/knownName(of:)-(ComponentID)``.
    public func knownName(of component: ComponentID) -> KnownName? {
        names[component]
    }

    /// The components with a known name (`.kerning`, `.lineSpacing`), in source order: a rule looking
    /// for one modifier reads this instead of scanning every component. The rule lists `name` in its
    /// ``Rule/names``.
    public func components(named name: KnownName) -> ArraySlice<ComponentID> {
        DeclaredNames.check(name)
        return names.components(named: name)
    }

    /// The fonts a file declares as members of `extension Font/UIFont/NSFont` (the first pass of a
    /// run: only the declarations are read).
    public static func exportedFonts(of tree: SyntaxTree, configuredPlatform: Platform? = nil) -> [FontSymbol] {
        let platforms = PlatformResolver(tree: tree, configured: configuredPlatform)
        var builder = FileAnalysisBuilder(tree: tree, path: tree.file.path, platforms: platforms, project: ProjectSymbols(),
                                          names: ComponentNames(tree))
        builder.collectSymbols()
        return builder.exportedFonts
    }

    /// What a file declares for the other files of a run (the first pass): its `extension
    /// Font/UIFont/NSFont` members, observable models, the number constants of its types, and, when
    /// `readsPlacements`, where it places views (``ViewPlacement``).
    public static func projectFacts(of tree: SyntaxTree, configuredPlatform: Platform? = nil,
                                    readsPlacements: Bool = false) -> ProjectFacts {
        projectFacts(of: tree, names: ComponentNames(tree), configuredPlatform: configuredPlatform,
                     readsPlacements: readsPlacements).facts
    }

    /// ``projectFacts(of:configuredPlatform:readsPlacements:)`` with the tree's component names
    /// computed, and what the second pass's analysis of the tree starts from (the first pass keeps
    /// it with the tree): the names, the platforms of the tree's places, the symbols it declares,
    /// its models and, when `readsPlacements`, the view contexts built to find the places.
    /// `project`: the run's symbols as the first pass found them, when a file is read again because
    /// what it declares uses them (a modifier whose font is a design system's in another file).
    static func projectFacts(of tree: SyntaxTree, names: ComponentNames, configuredPlatform: Platform?,
                             readsPlacements: Bool, project: ProjectSymbols? = nil)
        -> (facts: ProjectFacts, firstPass: FirstPassAnalysis) {
        let platforms = PlatformResolver(tree: tree, configured: configuredPlatform)
        var builder = FileAnalysisBuilder(tree: tree, path: tree.file.path, platforms: platforms, project: project ?? ProjectSymbols(),
                                          names: names)
        if project == nil { builder.symbols = .recordingMisses() }
        builder.collectSymbols()
        let symbols = builder.collectedSymbols
        var facts = ProjectFacts()
        var viewContexts: ViewContextMap?
        if readsPlacements {
            builder.collectScreens()
            let contexts = builder.viewContextMap()
            facts.placements = builder.viewPlacements(in: contexts)
            viewContexts = contexts
        }
        facts.fonts = builder.exportedFonts
        facts.typeFonts = builder.exportedTypeFonts
        facts.models = ObservableModel.models(in: tree)
        facts.numbers = builder.exportedNumbers
        facts.familyNames = builder.exportedFamilyNames
        facts.fontNamespaces = builder.exportedFontNamespaces
        facts.modifierFonts = builder.exportedModifierFonts
        facts.fontAppliers = FontApplier.appliers(in: tree, names: builder.names)
        facts.adjustingTextViews = AdjustingTextView.declared(in: tree, names: names)
        facts.typesRebuiltOnSizeChange = ReapplyPaths(tree: tree, names: names).typesToldToRebuild
        let firstPass = FirstPassAnalysis(names: names, unplacedViewContexts: viewContexts,
                                          platforms: platforms, symbols: symbols, models: facts.models)
        return (facts, firstPass)
    }

    /// The model classes the file declares (read by the first pass of a run, when it read them).
    var declaredModels: [ObservableModel] {
        firstPassModels ?? ObservableModel.models(in: tree)
    }

    /// The platform code at `token` is judged for.
    public func platform(at token: TokenID) -> Platform {
        platforms.platform(at: token)
    }

    /// Whether `token` is inside `#Preview { … }` or a `PreviewProvider` type.
    public func isInPreview(_ token: TokenID) -> Bool {
        previewRanges.contains { $0.contains(token) }
    }

    /// The font expression a chain is, if it is one.
    public func font(of chain: ChainID) -> FontOccurrence? {
        fontIndex(of: chain).map { fonts[$0] }
    }

    /// The index in ``fonts`` of the font expression a chain is.
    public func fontIndex(of chain: ChainID) -> Int? {
        fontChains.binarySearch(chain.raw)
    }

    /// The font candidates an expression can produce (each branch of a ternary, both sides of `??`).
    public func fontIndices(of expression: ExpressionID) -> [Int] {
        tree.valueChains(of: expression).compactMap { fontIndex(of: $0) }
    }

    /// The containers around a token that change how its text is judged (see ``ViewContext``).
    /// Built for the whole file when first asked for.
    public func context(at token: TokenID) -> ViewContext {
        viewContexts.withLock { map in
            if let map { return map[token] }
            let built = contextBuilder.viewContextMap(unplaced: unplacedViewContexts)
            map = built
            return built[token]
        }
    }

    /// The containers around a text site (see ``ViewContext``).
    public func context(of site: TextSite) -> ViewContext {
        context(at: site.anchor)
    }

    /// The screen a token is in (the innermost View type or view controller around it).
    public func screen(containing token: TokenID) -> Screen? {
        screens.innermost(containing: token, in: tree)
    }

    /// Byte offset of a token (for ``RuleContext/report(at:_:severity:fix:)``).
    public func offset(of token: TokenID) -> Int { Int(tree[token].start) }
}

extension Array where Element == Int32 {
    /// The index of `value` in this ascending array, if present.
    func binarySearch(_ value: Int32) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value ? low : nil
    }
}
