import SwiftSource
import Typography

/// A font declared once under a name and used elsewhere: a property (`static let brewTitle =
/// Font.system(size: 28)`, a computed property, an `extension UIFont` member) or a helper function
/// (`static func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }`).
///
/// Its ``value`` is what the declaration builds; for a helper, the parts taken from parameters are
/// ``slots`` filled at each call site (``FontValue/instantiated(slots:size:weight:style:curve:)``).
///
/// A class: every font expression that names the symbol carries it, and a reference is cheaper to
/// copy than the value with its strings.
public final class FontSymbol: Sendable {
    /// The declared name (`brewTitle`, `appFont`).
    public let name: String
    public let value: FontValue
    /// The file that declares it, as named in the run.
    public let path: String
    /// Byte offset of the font expression in that file.
    public let offset: Int
    /// Whether it is a function (used with a call).
    public let isFunction: Bool
    /// The function's parameters (empty for properties).
    public let parameters: [HelperParameter]
    /// Which parameters feed which part of the value.
    public let slots: FontSlots
    /// The app type it is a static member of (`BrandFont` of `BrandFont.heavy(22)`): the other files
    /// of the run name it through that type. Nil for `extension Font/UIFont/NSFont` members and locals.
    public let owner: String?

    public init(name: String, value: FontValue, path: String, offset: Int, isFunction: Bool,
                parameters: [HelperParameter], slots: FontSlots, owner: String? = nil) {
        self.name = name
        self.owner = owner
        self.value = value
        self.path = path
        self.offset = offset
        self.isFunction = isFunction
        self.parameters = parameters
        self.slots = slots
    }
}

extension FontValue {
    /// The value of a helper or modifier whose parameters feed `slots`, at a call site whose
    /// arguments gave these parts (nil: not passed, and no default).
    func instantiated(slots: FontSlots, size: (Double?, SizeOrigin)?, weight: FontWeight?, style: TextStyle?,
                      curve: TextStyle?) -> FontValue {
        var result = self
        if slots.size != nil, let size {
            result.size = size.0
            result.sizeOrigin = size.1
            if size.1.isAlreadyScaled, result.scaling.curve != nil { result.doubleScaling = .scaledSize(size.1) }
        }
        if slots.weight != nil, let weight { result.weight = weight }
        if slots.style != nil, let style {
            switch result.source {
            case .textStyle: result.source = .textStyle(style)
            case .preferred: result.source = .preferred(style)
            default: break
            }
            if case .curve = result.scaling { result.scaling = .curve(style, isExplicit: true) }
        }
        // A growth the audit cannot follow (bounded on the way, see ``SizeEvaluation/isBounded``) stays unknown.
        if slots.curve != nil, let curve, result.scaling != .unknown { result.scaling = .curve(curve, isExplicit: true) }
        // `size ?? UIFont.pointSize(for: style, …)` without a size: the style's own, as the style is.
        if slots.size != nil, size == nil, slots.sizeDefaultsToStyle,
           let style = (slots.curve != nil ? curve : nil) ?? result.scaling.curve, result.source == .systemSize {
            result.source = framework == .swiftUI ? .textStyle(style) : .preferred(style)
            result.sizeOrigin = .unknown
        }
        return result
    }
}

/// A helper function's parameter as call sites see it.
public struct HelperParameter: Sendable, Hashable {
    /// The argument label; nil for `_`.
    public var label: String?
    /// The default value, when written and understood.
    public var defaultSize: Double?
    public var defaultWeight: FontWeight?
    public var defaultStyle: TextStyle?
    /// The enum case of a default written as one (`size: Size = .large`).
    public var defaultCase: String?

    /// Reads a default value: a number is a size, a member name a weight, a text style or a case.
    mutating func setDefault(_ value: ExpressionID, in tree: SyntaxTree) {
        defaultSize = tree.numberValue(of: value)
        if let chain = tree.singleChain(of: value), let last = tree.components(of: chain).last,
           let token = tree[last].name {
            defaultWeight = FontWeight(rawValue: tree.text(of: token))
            defaultStyle = tree.knownName(of: token).flatMap { $0.uiKitTextStyle ?? $0.swiftUITextStyle }
            if tree[last].kind != .identifier, !tree[last].isCalled { defaultCase = tree.text(of: token) }
        }
    }
}

/// Positions (in the helper's parameter list) of the parameters that give a font its size, weight,
/// text style and scaling curve.
public struct FontSlots: Sendable, Hashable {
    // Stored as Int32 (-1: none) rather than `Int?`: every font value and occurrence carries the
    // slots, and four optionals would quadruple their size.
    private var sizeRaw: Int32 = -1
    private var weightRaw: Int32 = -1
    private var styleRaw: Int32 = -1
    private var curveRaw: Int32 = -1
    /// Whether the font takes its text style's own size when the size parameter is not passed
    /// (`size ?? UIFont.pointSize(for: style, …)`).
    public var sizeDefaultsToStyle = false

    public var size: Int? {
        get { Self.slot(sizeRaw) }
        set { sizeRaw = Self.raw(newValue) }
    }
    public var weight: Int? {
        get { Self.slot(weightRaw) }
        set { weightRaw = Self.raw(newValue) }
    }
    /// The text style of `.system(style, …)` / `preferredFont(forTextStyle: style)`.
    public var style: Int? {
        get { Self.slot(styleRaw) }
        set { styleRaw = Self.raw(newValue) }
    }
    /// The text style of `UIFontMetrics(forTextStyle: style)` / `relativeTo: style`.
    public var curve: Int? {
        get { Self.slot(curveRaw) }
        set { curveRaw = Self.raw(newValue) }
    }

    public init() {}

    public var isEmpty: Bool { sizeRaw < 0 && weightRaw < 0 && styleRaw < 0 && curveRaw < 0 }

    /// The slots of an applied type (`ScaledFont`, whose `parameters` are its properties) as the
    /// parameters of a function that applies it (`forwarding`: the label of each property it passes,
    /// and the function's parameter passed there); a part the function does not pass keeps no slot.
    func forwarded(from parameters: [HelperParameter], through forwarding: [String: Int]) -> FontSlots {
        func outer(_ slot: Int?) -> Int? {
            guard let slot, slot < parameters.count, let label = parameters[slot].label else { return nil }
            return forwarding[label]
        }
        var result = FontSlots()
        result.size = outer(size)
        result.weight = outer(weight)
        result.style = outer(style)
        result.curve = outer(curve)
        result.sizeDefaultsToStyle = sizeDefaultsToStyle && result.size != nil
        return result
    }

    private static func slot(_ raw: Int32) -> Int? { raw < 0 ? nil : Int(raw) }
    private static func raw(_ slot: Int?) -> Int32 { slot.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
}

/// A size by name: `static let titleSize: CGFloat = 28`, `@ScaledMetric var size = 17`,
/// `let size = UIFontMetrics.default.scaledValue(for: 17)`.
struct NumberSymbol: Sendable, Equatable {
    var name: String
    /// The value at the default category, when known.
    var value: Double?
    /// ``SizeOrigin/namedConstant``, ``SizeOrigin/scaledMetric``, or another already-scaled origin.
    var origin: SizeOrigin
}

/// A static property holding an instance of a type whose members are fonts, by the property's name:
/// `static let brand = BrandFonts()` in `extension Font` (read as `.font(.brand.title)`), or in a
/// design system's own type (`Theme.fonts.title`).
struct FontNamespaceSymbol: Sendable {
    var name: String
    /// The instance's type (`BrandFonts`), whose members are the fonts.
    var type: String
}

/// A font family name by the constant's name: `static let brand = "Inter-Regular"`,
/// `case display = "PlayfairDisplay-Bold"` (read through `.rawValue`).
struct FamilyNameSymbol: Sendable, Equatable {
    var name: String
    var family: String
}

/// What one file of a run declares for the others, found in the first pass: its `extension
/// Font/UIFont/NSFont` members, the fonts its types declare as static members (a design system's
/// `enum BrandFont { static func heavy(_ size: CGFloat) -> UIFont }`), its observable model classes,
/// the number constants and family names its types declare (`static let rowHeight: CGFloat = 22`,
/// `case display = "PlayfairDisplay-Bold"`) and its functions
/// that scale a font they are given (``FontApplier``), and the types its size-change code tells to
/// rebuild (``ReapplyPaths/typesToldToRebuild``).
public struct ProjectFacts: Sendable {
    public var fonts: [FontSymbol] = []
    public var typeFonts: [FontSymbol] = []
    public var models: [ObservableModel] = []
    public var modifierFonts: [ModifierFont] = []
    var numbers: [NumberSymbol] = []
    var familyNames: [FamilyNameSymbol] = []
    var fontNamespaces: [FontNamespaceSymbol] = []
    var placements: [ViewPlacement] = []
    var fontAppliers: [FontApplier] = []
    var adjustingTextViews: [AdjustingTextView] = []
    var typesRebuiltOnSizeChange: [String] = []

    public init() {}

    /// Whether the file declares nothing for the others.
    var isEmpty: Bool {
        fonts.isEmpty && typeFonts.isEmpty && models.isEmpty && modifierFonts.isEmpty && numbers.isEmpty && familyNames.isEmpty
            && fontNamespaces.isEmpty && placements.isEmpty && fontAppliers.isEmpty && adjustingTextViews.isEmpty
            && typesRebuiltOnSizeChange.isEmpty
    }
}

/// What the files of a run declare for each other, found in a cheap first pass: fonts declared in
/// `extension Font` / `extension UIFont` / `extension NSFont` (so that `.font(.brandTitle)` resolves
/// in every file), fonts that app types declare as static members (`BrandFont.heavy(22)`), observable models (a view model's `@Published` counts), and the number constants
/// and family names of types (`Metrics.rowHeight`, `FontName.brand`).
public struct ProjectSymbols: Sendable {
    var fonts = NameIndex<FontSymbol>()
    /// Font members of app types (static, or of an instance a ``fontNamespaces`` property holds), by
    /// member name (several types may use one name).
    private(set) var typeFonts = NameIndex<[FontSymbol]>()
    /// A filter of the symbols' names (see ``FontSymbolTable/mayName(_:in:)``).
    private(set) var nameFilter = NameFilter()
    /// Observable model classes by name.
    private(set) var models: [String: ObservableModel] = [:]
    /// `static let` number constants of types; a name declared with different values is left out.
    private(set) var numbers = NameIndex<NumberSymbol>()
    /// Family names held in constants and raw values of types; a name declared with different families is left out.
    private(set) var familyNames = NameIndex<String>()
    /// The View/Text extension modifiers of the run and the fonts they set.
    private(set) var modifierFonts = NameIndex<ModifierFont>()
    /// The types of the instances static properties hold (`brand` of `static let brand = BrandFonts()`),
    /// by name (a `Font` and a `Font.TextStyle` extension may both declare `compound`): only types with
    /// font members in the run.
    private(set) var fontNamespaces = NameIndex<[String]>()
    /// Whether one of ``modifierFonts`` gives the digits one width.
    private(set) var hasDigitModifiers = false
    /// Where the run's files place views, by the name of the View type or member.
    private(set) var placements = NameIndex<[ViewPlacement]>()
    /// The run's functions that scale a font they are given, by function name.
    private(set) var fontAppliers = NameIndex<[FontApplier]>()
    /// The run's text view classes and factories whose views adjust their font by themselves.
    private(set) var adjustingTextViews: Set<AdjustingTextView> = []
    /// The types some file's size-change code tells to rebuild what they made (their caches of
    /// fonts sized once, see ``ReapplyPaths/typesToldToRebuild``).
    private(set) var typesRebuiltOnSizeChange: Set<String> = []
    /// What the run's Interface Builder documents set on outlets (read in the engine's first pass).
    public var documentOutlets = DocumentOutlets()
    /// The platform of the project's files that name none themselves: the one the platform imports of
    /// the files of the same project agree on (see ``ImportedPlatforms``, ``ProjectRoot``), nil for iOS.
    public var runPlatform: Platform?
    /// Whether the file lies in a widget extension's folder (see ``ImportedPlatforms``).
    public var isInWidgetExtension = false

    public init() {}

    /// The symbols of a run, indexed at once (the first declared wins among equal names).
    public init(_ symbols: [FontSymbol]) {
        fonts = NameIndex(symbols.map { ($0.name, $0) })
        for symbol in symbols { nameFilter.insert(symbol.name) }
    }

    /// The facts of every file of a run (read twice: an engine passes its first passes' facts lazily,
    /// not as an array of them beside the passes).
    public init(_ facts: some Collection<ProjectFacts>) {
        // Every file's facts are read once, field by field (a run has thousands of files, most
        // declaring nothing; a pass over them per field cost more than the indexing).
        var declared = (fonts: [FontSymbol](), typeFonts: [FontSymbol](), models: [ObservableModel](),
                        modifiers: [ModifierFont](), placements: [ViewPlacement](), appliers: [FontApplier](),
                        adjusting: [AdjustingTextView](), numbers: [(String, Double)](), families: [(String, String)](),
                        rebuilt: [String]())
        for fact in facts where !fact.isEmpty {
            declared.fonts += fact.fonts
            declared.typeFonts += fact.typeFonts
            declared.models += fact.models
            declared.modifiers += fact.modifierFonts
            declared.placements += fact.placements
            declared.appliers += fact.fontAppliers
            declared.adjusting += fact.adjustingTextViews
            for number in fact.numbers { if let value = number.value { declared.numbers.append((number.name, value)) } }
            for family in fact.familyNames { declared.families.append((family.name, family.family)) }
            declared.rebuilt += fact.typesRebuiltOnSizeChange
        }
        self.init(declared.fonts)
        let typeFontsByName = Self.grouped(declared.typeFonts, by: \.name)
        for (name, _) in typeFontsByName { nameFilter.insert(name) }
        typeFonts = NameIndex(typeFontsByName)
        for model in declared.models where models[model.name] == nil { models[model.name] = model }
        modifierFonts = NameIndex(declared.modifiers.map { ($0.name, $0) })
        hasDigitModifiers = declared.modifiers.contains(where: \.setsMonospacedDigits)
        placements = NameIndex(Self.grouped(declared.placements, by: \.name))
        fontAppliers = NameIndex(Self.grouped(declared.appliers, by: \.name))
        adjustingTextViews = Set(declared.adjusting)
        typesRebuiltOnSizeChange = Set(declared.rebuilt)
        numbers = NameIndex(Self.agreed(declared.numbers)
            .map { name, value in (name, NumberSymbol(name: name, value: value, origin: .namedConstant)) })
        familyNames = NameIndex(Self.agreed(declared.families))
        // A namespace leads to fonts only through its type's font members: the others (a design system's
        // thousands of `static let accountIcon = MaterialDesignIcons(named: …)`, an app's singletons) are left out.
        let fontOwners = Set(declared.typeFonts.lazy.compactMap(\.owner))
        var namespaces: [FontNamespaceSymbol] = []
        if !fontOwners.isEmpty {
            for fact in facts { namespaces += fact.fontNamespaces.lazy.filter { fontOwners.contains($0.type) } }
        }
        fontNamespaces = NameIndex(Self.grouped(namespaces, by: \.name).map { ($0.name, $0.value.map(\.type)) })
    }

    /// `items` grouped by name, each group in the items' order, the groups in the order of their
    /// first item (the run's path order: no sort of thousands of names, and each name once).
    private static func grouped<Item>(_ items: [Item], by name: (Item) -> String) -> [(name: String, value: [Item])] {
        var groups: [(name: String, value: [Item])] = []
        var positions: [String: Int] = [:]
        positions.reserveCapacity(items.count)
        for item in items {
            let key = name(item)
            if let position = positions[key] {
                groups[position].value.append(item)
            } else {
                positions[key] = groups.count
                groups.append((key, [item]))
            }
        }
        return groups
    }

    /// The names declared with one value across the run, sorted by name; a name given different
    /// values is left out.
    private static func agreed<Value: Equatable>(_ declared: some Sequence<(String, Value)>) -> [(name: String, value: Value)] {
        var values: [String: Value?] = [:]
        for (name, value) in declared {
            if let known = values[name] {
                if known != value { values[name] = .some(nil) }
            } else {
                values[name] = .some(value)
            }
        }
        return values.compactMap { name, value in value.map { (name, $0) } }.sorted { $0.name < $1.name }
    }

    /// Adds the extension members of one analysed file.
    public mutating func add(_ symbols: [FontSymbol]) {
        for symbol in symbols {
            fonts.insert(symbol, name: symbol.name)
            nameFilter.insert(symbol.name)
        }
    }

    /// The static font member `member` of the app type `owner` names (`BrandFont.heavy`).
    func typeFont(named member: TokenID, of owner: TokenID, in tree: SyntaxTree) -> FontSymbol? {
        typeFonts.value(named: member, in: tree)?.first { symbol in symbol.owner.map { tree.token(owner, is: $0) } == true }
    }

    /// The font member `member` of the app type named `owner` (a namespace's type, a nested type).
    func typeFont(named member: TokenID, ofTypeNamed owner: String, in tree: SyntaxTree) -> FontSymbol? {
        typeFonts.value(named: member, in: tree)?.first { $0.owner == owner }
    }

    /// Whether any symbol was found.
    public var isEmpty: Bool { fonts.isEmpty && typeFonts.isEmpty }

    /// Whether the run answers one of `misses`, the questions a file's first pass could not answer
    /// (``SymbolMisses/named(in:)``), as ``SymbolMisses/anyAnswered(by:in:)`` does with the tree.
    func answersAny(of misses: [NamedMiss]) -> Bool {
        misses.contains { miss in
            switch miss.kind {
            case .font: fonts.containsName(hashed: miss.name)
            case .typeFont:
                fonts.containsName(hashed: miss.name)
                    || typeFonts.containsValue(hashed: miss.name) { $0.contains { $0.owner.map(fnv1a) == miss.owner } }
            case .namespace: fontNamespaces.containsName(hashed: miss.name)
            case .modifier: modifierFonts.containsName(hashed: miss.name)
            case .number: numbers.containsName(hashed: miss.name)
            case .familyName: familyNames.containsName(hashed: miss.name)
            }
        }
    }

    /// Every symbol, sorted by path and offset.
    public var all: [FontSymbol] {
        fonts.values.sorted { ($0.path, $0.offset) < ($1.path, $1.offset) }
    }
}

/// A 4096-bit filter of names by length, first and last byte: answers "certainly not" for most
/// identifiers without hashing them. (A run declares a hundred or so font names; 256 bits let half
/// of all identifiers through.)
struct NameFilter: Sendable {
    private var bits = [UInt64](repeating: 0, count: 64)

    private static func bit(length: Int, first: UInt8, last: UInt8) -> Int {
        let shape = UInt32(truncatingIfNeeded: length) | UInt32(first) << 16 | UInt32(last) << 24
        return Int((shape &* 0x9E37_79B1) >> 20)
    }

    mutating func insert(_ name: String) {
        let bytes = name.utf8
        guard let first = bytes.first, let last = bytes.last else { return }
        let bit = Self.bit(length: bytes.count, first: first, last: last)
        bits[bit >> 6] |= UInt64(1) << UInt64(bit & 63)
    }

    /// Adds the names of `other`.
    mutating func formUnion(_ other: NameFilter) {
        for index in bits.indices { bits[index] |= other.bits[index] }
    }

    func mayContain(_ token: TokenID, in tree: SyntaxTree) -> Bool {
        let range = tree[token].range
        guard !range.isEmpty else { return false }
        // The bytes are read in place (a copy of the array would retain and release it).
        let bit = tree.file.bytes.withUnsafeBufferPointer { bytes in
            Self.bit(length: range.count, first: bytes[range.lowerBound], last: bytes[range.upperBound - 1])
        }
        return bits[bit >> 6] & (UInt64(1) << UInt64(bit & 63)) != 0
    }
}
