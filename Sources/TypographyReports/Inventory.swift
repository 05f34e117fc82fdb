import Typography

/// An app's type inventory: every distinct font value with its uses grouped by screen, the type
/// levels of each screen, the custom families, the share of text sites that scale, a proposed
/// simplified scale (each raw size mapped to its nearest text style) and how each font grows across
/// the platform's Dynamic Type sizes (``InventoryGrowth``). Built from ``InventoryFile``s.
public struct Inventory: Sendable {
    /// A distinct font value and where it is used.
    public struct Entry: Sendable {
        public let font: InventoryFont
        /// Uses in path and line order.
        public let uses: [FontUse]
        /// The text style the nearest-style rule maps a system or custom size to; nil for text
        /// styles and fonts of unknown size.
        public let proposal: NearestTextStyle?
        public let growth: InventoryGrowth

        /// The uses grouped by screen, screens in name order.
        public var usesByScreen: [(screen: String, uses: [FontUse])] {
            Dictionary(grouping: uses, by: \.screenName).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        /// The size at the default category after the proposal (the style's size), else the size.
        public var proposedSize: Double? { proposal?.stylePointSize ?? font.size }

        /// Whether the proposal makes a font that does not scale follow Dynamic Type.
        public var startsScaling: Bool { proposal != nil && !font.scales && font.platform.supportsDynamicType }
    }

    /// A fixed size overtaken by text around it that grows: bigger at the default size, smaller at
    /// the largest one.
    public struct Overtaking: Sendable {
        /// Indices into ``Inventory/entries``.
        public let fixed: Int
        public let growing: Int
        /// The first category where the growing text is the larger.
        public let from: ContentSizeCategory
        /// The sizes at the platform's largest category.
        public let fixedSize: Double
        public let growingSize: Double
        public let largest: ContentSizeCategory
    }

    /// One screen's type.
    public struct Screen: Sendable {
        public let name: String
        /// Indices into ``Inventory/entries`` of the fonts the screen uses, largest first.
        public let entries: [Int]
        public let useCount: Int
        /// Distinct sizes at the default category, largest first: now and after the proposal. As
        /// `too-many-type-levels` counts them: text apart from the screen (``FontUse/isApart``) is
        /// none, and of the branches and sides of a choice that never show together (``FontUse/branch``,
        /// ``FontUse/choice``) the busiest counts.
        public let levels: [Double]
        public let proposedLevels: [Double]
        /// The uses of its levels set in Interface Builder documents (``FontUse/isInDocument``): the
        /// levels count them, `too-many-type-levels` does not.
        public let documentUses: Int
        /// Fonts of the screen that would start scaling.
        public let startScaling: Int
        public let overtakings: [Overtaking]
        /// Whether some file declares it as a screen (a SwiftUI `View` type or a view controller);
        /// other groups are views that are not screens (a cell, an `NSView`) and text outside any type.
        public let isScreen: Bool
    }

    /// A custom family and how it is used.
    public struct CustomFamily: Sendable {
        public let name: String
        public let uses: Int
        public let scalingUses: Int
    }

    /// Distinct fonts, largest size first (unknown sizes last), then by label.
    public let entries: [Entry]
    /// Screens by name; text outside any screen is grouped by file.
    public let screens: [Screen]
    public let customFamilies: [CustomFamily]
    /// Files (Swift sources and Interface Builder documents) with at least one font use.
    public let files: Int
    public let textSites: Int
    public let scalingTextSites: Int

    /// The share of text sites whose font follows the user's text size, 0…1 (nil without text sites).
    public var scalingShare: Double? { textSites == 0 ? nil : Double(scalingTextSites) / Double(textSites) }

    public init(files: [InventoryFile]) {
        let files = Inventory.resolvingExtensions(Inventory.disambiguatingScreens(files))
        var usesByFont: [InventoryFont: [FontUse]] = [:]
        for file in files {
            for use in file.uses { usesByFont[use.font, default: []].append(use) }
        }
        let fonts = Inventory.ordered(usesByFont.keys)
        // Uses in path and line order, compared as the paths' ranks (a String comparison per step costs).
        let paths = Set(files.flatMap { file in file.uses.map(\.path) }).sorted()
        let rank = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
        entries = fonts.map { font in
            let uses = usesByFont[font]!.map { (rank: rank[$0.path]!, use: $0) }
                .sorted { ($0.rank, $0.use.line) < ($1.rank, $1.use.line) }.map(\.use)
            var proposal: NearestTextStyle?
            if font.textStyle == nil, let size = font.size, font.family != .unknown {
                proposal = nearestTextStyle(size: size, weight: font.weight ?? .regular, design: font.design ?? .default,
                                            platform: font.platform)
            }
            return Entry(font: font, uses: uses, proposal: proposal, growth: InventoryGrowth(font))
        }
        // Each use with its entry's index, by screen.
        var screenUses: [String: [(entry: Int, use: FontUse)]] = [:]
        for (index, entry) in entries.enumerated() {
            for use in entry.uses { screenUses[use.screenName, default: []].append((index, use)) }
        }
        let entries = self.entries
        let declared = Set(files.flatMap(\.screens))
        screens = screenUses.keys.sorted().map { name in
            let uses = screenUses[name]!
            let members = Set(uses.map(\.entry)).sorted()
            let shown = uses.filter { !$0.use.isApart }
            let states = Inventory.states(shown)
            return Screen(name: name, entries: members, useCount: uses.count,
                          levels: Inventory.busiest(states) { entries[$0].font.size },
                          proposedLevels: Inventory.busiest(states) { entries[$0].proposedSize },
                          documentUses: shown.filter(\.use.isInDocument).count,
                          startScaling: members.filter { entries[$0].startsScaling }.count,
                          overtakings: Inventory.overtakings(Set(states.joined()).sorted(), entries),
                          isScreen: declared.contains(name))
        }

        var families: [String: (uses: Int, scaling: Int)] = [:]
        for entry in entries {
            guard case .custom(let name) = entry.font.family else { continue }
            let key = name ?? "(name not a literal)"
            families[key, default: (0, 0)].uses += entry.uses.count
            if entry.font.scales { families[key, default: (0, 0)].scaling += entry.uses.count }
        }
        customFamilies = families.keys.sorted().map { CustomFamily(name: $0, uses: families[$0]!.uses, scalingUses: families[$0]!.scaling) }
        self.files = files.filter { !$0.uses.isEmpty }.count
        textSites = files.reduce(0) { $0 + $1.textSites }
        scalingTextSites = files.reduce(0) { $0 + $1.scalingTextSites }
    }

    /// Screens of one name declared in several files (private types) are told apart by file, each with
    /// its own file's texts as `too-many-type-levels` takes them: `Row (BrewList.swift)`.
    private static func disambiguatingScreens(_ files: [InventoryFile]) -> [InventoryFile] {
        var declaring: [String: Set<String>] = [:]
        for file in files { for name in file.screens { declaring[name, default: []].insert(file.path) } }
        let ambiguous = declaring.filter { $0.value.count > 1 }
        guard !ambiguous.isEmpty else { return files }
        return files.map { file in
            var file = file
            let place = { (name: String) -> String in
                let fileName = InventoryFile.fileName(of: file.path)
                let clashes = ambiguous[name]!.contains { $0 != file.path && InventoryFile.fileName(of: $0) == fileName }
                return "\(name) (\(clashes ? file.path : fileName))"
            }
            file.screens = file.screens.map { ambiguous[$0] == nil ? $0 : place($0) }
            for index in file.uses.indices {
                if let screen = file.uses[index].screen, ambiguous[screen] != nil { file.uses[index].screen = place(screen) }
            }
            return file
        }
    }

    /// Uses built in an extension of a screen declared in any file go to that screen.
    private static func resolvingExtensions(_ files: [InventoryFile]) -> [InventoryFile] {
        let screens = Set(files.flatMap(\.screens))
        guard !screens.isEmpty, files.contains(where: { $0.uses.contains { $0.ownerType != nil } }) else { return files }
        return files.map { file in
            var file = file
            for index in file.uses.indices where file.uses[index].screen == nil {
                if let type = file.uses[index].ownerType, screens.contains(type) { file.uses[index].screen = type }
            }
            return file
        }
    }

    /// What a screen can show at once, as entry indices, as `too-many-type-levels` takes its states:
    /// the uses outside every branch and choice, with each branch's (or none; branches in name order)
    /// and each side of a choice (or none; by condition, then side). Sides of different conditions are
    /// not combined.
    private static func states(_ uses: [(entry: Int, use: FontUse)]) -> [Set<Int>] {
        var common = Set<Int>()
        var branches: [String: Set<Int>] = [:]
        var choices: [FontUse.Choice: Set<Int>] = [:]
        var branchChoices: [String: [FontUse.Choice: Set<Int>]] = [:]
        for (entry, use) in uses {
            switch (use.branch, use.choice) {
            case (let branch?, let choice?): branchChoices[branch, default: [:]][choice, default: []].insert(entry)
            case (let branch?, nil): branches[branch, default: []].insert(entry)
            case (nil, let choice?): choices[choice, default: []].insert(entry)
            case (nil, nil): common.insert(entry)
            }
        }
        let branchKeys: [String?] = [nil] + Set(branches.keys).union(branchChoices.keys).sorted()
        let choiceKeys: [FontUse.Choice?] = [nil] + Set(choices.keys).union(branchChoices.values.flatMap(\.keys)).sorted()
        guard branchKeys.count > 1 || choiceKeys.count > 1 else { return [common] }
        var result: [Set<Int>] = []
        for branch in branchKeys {
            for choice in choiceKeys {
                var state = common
                if let branch { state.formUnion(branches[branch] ?? []) }
                if let choice { state.formUnion(choices[choice] ?? []) }
                if let branch, let choice { state.formUnion(branchChoices[branch]?[choice] ?? []) }
                result.append(state)
            }
        }
        return result
    }

    /// The distinct sizes of the busiest state (the first of the most sizes), largest first.
    private static func busiest(_ states: [Set<Int>], size: (Int) -> Double?) -> [Double] {
        states.map { Set($0.compactMap(size)).sorted(by: >) }.max { $0.count < $1.count } ?? []
    }

    /// Larger sizes first, unknown sizes last, then by label, platform and scaling (labels built
    /// once per font, not once per comparison).
    private static func ordered(_ fonts: some Sequence<InventoryFont>) -> [InventoryFont] {
        fonts.map { (font: $0, size: $0.size ?? -1, label: $0.label, scaling: $0.scalingLabel) }
            .sorted { a, b in
                if a.size != b.size { return a.size > b.size }
                if a.label != b.label { return a.label < b.label }
                if a.font.platform != b.font.platform { return a.font.platform.rawValue < b.font.platform.rawValue }
                return a.scaling < b.scaling
            }
            .map(\.font)
    }

    /// For each fixed font of a screen, the growing font that overtakes it by the largest margin.
    private static func overtakings(_ members: [Int], _ entries: [Entry]) -> [Overtaking] {
        var result: [Overtaking] = []
        for fixed in members where entries[fixed].growth.kind == .flat {
            let font = entries[fixed].font
            guard let base = font.size, font.platform.supportsDynamicType else { continue }
            var best: Overtaking?
            for growing in members where growing != fixed && entries[growing].font.platform == font.platform {
                let growth = entries[growing].growth
                guard growth.kind == .grows || growth.isCapped, let otherBase = entries[growing].font.size, otherBase <= base,
                      let last = growth.sizes.last, let otherLargest = last.size, otherLargest > base,
                      let from = growth.sizes.first(where: { ($0.size ?? 0) > base })?.category else { continue }
                if best.map({ otherLargest > $0.growingSize }) ?? true {
                    best = Overtaking(fixed: fixed, growing: growing, from: from, fixedSize: base,
                                      growingSize: otherLargest, largest: last.category)
                }
            }
            if let best { result.append(best) }
        }
        return result
    }
}

/// How a font's size changes across the platform's content size categories, computed with the
/// `Typography` model: text styles from the published tables; custom and system sizes along a curve
/// with `UIFontMetrics` (``Typography/FontMetrics``: the measured multipliers, whole points,
/// `maximumPointSize`); fixed sizes flat; `.dynamicTypeSize` and `maximumContentSizeCategory`
/// limits hold the size from their category on.
public struct InventoryGrowth: Sendable {
    public enum Kind: Sendable, Hashable {
        /// It grows up to the largest category.
        case grows
        /// The same size at every category.
        case flat
        /// It grows, then stops at ``InventoryGrowth/stopsAt`` (a point or category cap).
        case capped
        /// The platform has no Dynamic Type (macOS, tvOS).
        case noDynamicType
        /// Sizes beyond the default are not known (unknown font or curve, or not published).
        case unknown
    }

    public let kind: Kind
    /// The size at each of the platform's categories, nil where not known or not published.
    public let sizes: [(category: ContentSizeCategory, size: Double?)]
    /// For capped fonts, the first category at the final size.
    public let stopsAt: ContentSizeCategory?

    public var isCapped: Bool { kind == .capped }

    init(_ font: InventoryFont) {
        let platform = font.platform
        let sizes = platform.categories.map { ($0, InventoryGrowth.size(of: font, at: $0, capped: true)) }
        self.sizes = sizes
        (kind, stopsAt) = InventoryGrowth.classify(font, sizes)
    }

    private static func classify(_ font: InventoryFont, _ sizes: [(category: ContentSizeCategory, size: Double?)])
        -> (Kind, ContentSizeCategory?) {
        let platform = font.platform
        guard platform.supportsDynamicType else { return (font.size == nil ? .unknown : .noDynamicType, nil) }
        let values = sizes.compactMap(\.size)
        guard values.count == sizes.count, let first = values.first, let last = values.last else { return (.unknown, nil) }
        if last == first { return (.flat, nil) }
        let uncapped = platform.categories.last.flatMap { size(of: font, at: $0, capped: false) }
        if let uncapped, uncapped > last { return (.capped, sizes.first { $0.size == last }?.category) }
        return (.grows, nil)
    }

    /// The size of `font` at `category`; `capped: false` ignores its limits.
    static func size(of font: InventoryFont, at category: ContentSizeCategory, capped: Bool) -> Double? {
        guard let base = font.size else { return nil }
        let platform = font.platform
        let limited = capped ? min(category, font.categoryLimit ?? category) : category
        if limited == platform.defaultCategory || !platform.supportsDynamicType { return base }
        switch font.scaling {
        case .fixed, .setOnce:
            return base
        case .curve(let style):
            if font.textStyle == style { return style.pointSize(on: platform, at: limited) }
            guard platform == .ios || platform == .ipados else { return nil }  // multipliers are iOS's only
            return FontMetrics(forTextStyle: style).scaledFontSize(
                for: base, at: limited, maximumPointSize: capped ? font.maximumPointSize : nil)
        case .scaledSize, .unknown:
            return nil
        }
    }
}
