import Typography
import TypographyAudit

/// An app's type inventory: every distinct font value with its uses grouped by screen, the type
/// levels of each screen, the custom families, the share of text sites that scale, a proposed
/// simplified scale (each raw size mapped to its nearest text style) and how each font grows across
/// the platform's Dynamic Type sizes (``InventoryGrowth``). Built from ``InventoryFile``s.
public struct Inventory: Sendable {
    /// A distinct font value and where it is used.
    public struct Entry: Sendable {
        public let font: InventoryFont
        /// The font's ``InventoryFont/label``, built once.
        public let label: String
        /// The font's ``InventoryFont/scalingLabel``, built once.
        public let scalingLabel: String
        /// Uses in path and line order.
        public let uses: [FontUse]
        /// The uses grouped by screen, screens in name order (uses in path and line order).
        public let usesByScreen: [(screen: String, uses: [FontUse])]
        /// The text style the nearest-style rule maps a system or custom size to; nil for text
        /// styles and fonts of unknown size.
        public let proposal: NearestTextStyle?
        /// Whether the proposal keeps the size and scales it along the style: a display size, farther
        /// from every style than an approximate fix moves a size (a 64 pt timer stays 64 pt, relative
        /// to `.largeTitle`).
        public let keepsSize: Bool
        public let growth: InventoryGrowth
        /// What the page sets the font in: the words of its first use written as a literal, else neutral text.
        public var sample: String {
            let text = uses.lazy.compactMap(\.text).first { $0.contains { !$0.isWhitespace } }
            return text.map { $0.count > 28 ? String($0.prefix(27)) + "…" : $0 } ?? Inventory.neutralSample
        }

        /// The size at the default category after the proposal (the style's size, or its own when
        /// it keeps it), else the size.
        public var proposedSize: Double? { keepsSize ? font.size : proposal?.stylePointSize ?? font.size }

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
        /// After the proposal: each font's proposed size, and on a screen with more levels than the
        /// maximum, each level moved to the one ``TypographyAudit/TypeLevelProposal`` keeps nearest it.
        public let proposedLevels: [Double]
        /// The levels the proposal merges into others, largest first: `20 → 17`.
        public let moves: [(from: Double, to: Double)]
        /// Why the proposal leaves more levels than the maximum, when it does.
        public let proposalNote: String?
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

    /// The share of text sites on platforms with Dynamic Type whose font follows the user's text
    /// size, 0…1 (nil without such text sites).
    public var scalingShare: Double? { textSites == 0 ? nil : Double(scalingTextSites) / Double(textSites) }
    /// The sample of a font no use of which writes its words: neutral text with capitals, lower case and digits.
    public static let neutralSample = "Quick brown fox 123"

    /// The most levels a screen should have (`too-many-type-levels`' `maxLevels`).
    public let maxLevels: Int

    /// The inventory of `files`; a screen's proposed scale keeps at most `maxLevels` levels.
    public init(files: [InventoryFile], maxLevels: Int = TypeLevelProposal.defaultMaximum) {
        self.maxLevels = maxLevels
        let files = Inventory.resolvingExtensions(Inventory.disambiguatingScreens(files))
        let uses = Inventory.numberedUses(files)
        let fonts = Inventory.ordered(uses.fonts)
        // Screens in name order: each screen number's rank.
        let screenOrder = uses.screenNames.indices.sorted { uses.screenNames[$0] < uses.screenNames[$1] }
        var screenRank = [Int](repeating: 0, count: screenOrder.count)
        for (rank, screen) in screenOrder.enumerated() { screenRank[screen] = rank }

        // Fonts that differ only in weight, design or family grow alike: each growth computed once.
        var growths: [InventoryGrowth.Inputs: InventoryGrowth] = [:]
        // Each screen's uses, in entry order: the entry's index and the use's place in its uses.
        var screenUses = [[(entry: Int, use: Int)]](repeating: [], count: screenOrder.count)
        var entries: [Entry] = []
        entries.reserveCapacity(fonts.count)
        for (number, label, scalingLabel) in fonts {
            let font = uses.fonts[number], numbered = uses.byFont[number]
            // In path and line order (uses of one line in file order).
            let order = numbered.indices.sorted { a, b in
                (numbered[a].rank, numbered[a].use.line, a) < (numbered[b].rank, numbered[b].use.line, b)
            }
            // By screen rank, then path and line: the groups of `usesByScreen` in a row.
            let byScreen = order.indices.sorted { a, b in
                let rankA = screenRank[numbered[order[a]].screen], rankB = screenRank[numbered[order[b]].screen]
                return rankA != rankB ? rankA < rankB : a < b
            }
            var groups: [(screen: String, uses: [FontUse])] = []
            var groupScreen = -1
            for position in byScreen {
                let item = order[position], screen = numbered[item].screen
                if screen != groupScreen {
                    groups.append((uses.screenNames[screen], []))
                    groupScreen = screen
                }
                groups[groups.count - 1].uses.append(numbered[item].use)
            }
            var proposal: NearestTextStyle?
            var keepsSize = false
            if font.textStyle == nil, let size = font.size, font.family != .unknown {
                proposal = nearestTextStyle(size: size, weight: font.weight ?? .regular, design: font.design ?? .default,
                                            platform: font.platform)
                // Display sizes keep their size and scale; below the platform's minimum a size moves anyway.
                keepsSize = proposal.map { size >= font.platform.minimumTextSize
                    && abs($0.sizeDelta) > FontFixes.approximateLimit(for: size) } ?? false
            }
            let inputs = InventoryGrowth.Inputs(font)
            let growth = growths[inputs] ?? InventoryGrowth(font)
            growths[inputs] = growth
            for (position, item) in order.enumerated() { screenUses[numbered[item].screen].append((entries.count, position)) }
            entries.append(Entry(font: font, label: label, scalingLabel: scalingLabel, uses: order.map { numbered[$0].use },
                                 usesByScreen: groups, proposal: proposal, keepsSize: keepsSize, growth: growth))
        }
        self.entries = entries
        // Each entry's sizes, read once: a screen's states ask for them many times.
        let sizes = entries.map { $0.font.size }, proposedSizes = entries.map { $0.proposedSize }
        let starts = entries.map { $0.startsScaling }
        let declared = Set(files.flatMap { $0.screens })
        screens = screenOrder.map { number in
            let name = uses.screenNames[number], uses = screenUses[number]
            // Uses come in entry order: their entries, sorted, without repeats.
            let members = Inventory.distinct(uses.map { $0.entry })
            let shown = uses.filter { !entries[$0.entry].uses[$0.use].isApart }
            let states = Inventory.states(shown, entries)
            let isScreen = declared.contains(name)
            let proposed = isScreen ? Inventory.merged(states, entries, sizes: sizes, proposed: proposedSizes, limit: maxLevels)
                : (levels: Inventory.busiest(states, sizes: proposedSizes), moves: [], note: nil)
            return Screen(name: name, entries: members, useCount: uses.count,
                          levels: Inventory.busiest(states, sizes: sizes),
                          proposedLevels: proposed.levels, moves: proposed.moves, proposalNote: proposed.note,
                          documentUses: shown.reduce(0) { $0 + (entries[$1.entry].uses[$1.use].isInDocument ? 1 : 0) },
                          startScaling: members.reduce(0) { $0 + (starts[$1] ? 1 : 0) },
                          overtakings: Inventory.overtakings(Inventory.distinct(shown.map { $0.entry }), entries),
                          isScreen: isScreen)
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

    /// Every use with the rank of its path (paths in order) and the numbers of its font and its
    /// screen, fonts and screens numbered as first met: each hashed once per use, and compared as
    /// numbers from then on (a String comparison per step of a sort costs).
    private struct NumberedUses {
        /// By font number.
        var fonts: [InventoryFont] = []
        /// Per font number, its uses in file order.
        var byFont: [[(rank: Int, screen: Int, use: FontUse)]] = []
        /// ``FontUse/screenName`` by screen number.
        var screenNames: [String] = []
    }

    private static func numberedUses(_ files: [InventoryFile]) -> NumberedUses {
        // A file's uses are nearly always all in the file: its path's rank is looked up once.
        var paths = Set<String>()
        for file in files {
            var last: String?
            for use in file.uses where use.path != last {
                paths.insert(use.path)
                last = use.path
            }
        }
        let ranks = Dictionary(uniqueKeysWithValues: paths.sorted().enumerated().map { ($1, $0) })
        var numbered = NumberedUses()
        var fontNumbers: [InventoryFont: Int] = [:], screenNumbers: [String: Int] = [:]
        for file in files {
            let fileRank = ranks[file.path] ?? 0
            for use in file.uses {
                let name = use.screenName
                let screen = screenNumbers[name] ?? numbered.screenNames.count
                if screen == numbered.screenNames.count {
                    screenNumbers[name] = screen
                    numbered.screenNames.append(name)
                }
                let font = fontNumbers[use.font] ?? numbered.fonts.count
                if font == numbered.fonts.count {
                    fontNumbers[use.font] = font
                    numbered.fonts.append(use.font)
                    numbered.byFont.append([])
                }
                numbered.byFont[font].append((use.path == file.path ? fileRank : ranks[use.path]!, screen, use))
            }
        }
        return numbered
    }

    /// Ascending numbers without repeats, from numbers in ascending order.
    private static func distinct(_ ascending: [Int]) -> [Int] {
        var result: [Int] = []
        for number in ascending where number != result.last { result.append(number) }
        return result
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
            let fileName = InventoryFile.fileName(of: file.path)
            // Each name placed once per file.
            var placed: [String: String] = [:]
            let place = { (name: String) -> String? in
                guard let declaring = ambiguous[name] else { return nil }
                if let known = placed[name] { return known }
                let clashes = declaring.contains { $0 != file.path && InventoryFile.fileName(of: $0) == fileName }
                let place = "\(name) (\(clashes ? file.path : fileName))"
                placed[name] = place
                return place
            }
            file.screens = file.screens.map { place($0) ?? $0 }
            for index in file.uses.indices {
                if let screen = file.uses[index].screen, let place = place(screen) { file.uses[index].screen = place }
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

    /// What a screen can show at once, as entry indices (repeats allowed), as `too-many-type-levels`
    /// takes its states: the uses outside every branch and choice, with each branch's (or none;
    /// branches in name order) and each side of a choice (or none; by condition, then side). Sides of
    /// different conditions are not combined.
    private static func states(_ uses: [(entry: Int, use: Int)], _ entries: [Entry]) -> [[Int]] {
        guard uses.contains(where: { entries[$0.entry].uses[$0.use].branch != nil || entries[$0.entry].uses[$0.use].choice != nil })
        else { return [uses.map { $0.entry }] }
        var common: [Int] = []
        var branches: [String: [Int]] = [:]
        var choices: [FontUse.Choice: [Int]] = [:]
        var branchChoices: [String: [FontUse.Choice: [Int]]] = [:]
        for (entry, position) in uses {
            let use = entries[entry].uses[position]
            switch (use.branch, use.choice) {
            case (let branch?, let choice?): branchChoices[branch, default: [:]][choice, default: []].append(entry)
            case (let branch?, nil): branches[branch, default: []].append(entry)
            case (nil, let choice?): choices[choice, default: []].append(entry)
            case (nil, nil): common.append(entry)
            }
        }
        let branchKeys: [String?] = [nil] + Set(branches.keys).union(branchChoices.keys).sorted().map { $0 }
        let choiceKeys: [FontUse.Choice?] = [nil] + Set(choices.keys).union(branchChoices.values.flatMap { $0.keys }).sorted().map { $0 }
        var result: [[Int]] = []
        for branch in branchKeys {
            for choice in choiceKeys {
                var state = common
                if let branch { state += branches[branch] ?? [] }
                if let choice { state += choices[choice] ?? [] }
                if let branch, let choice { state += branchChoices[branch]?[choice] ?? [] }
                result.append(state)
            }
        }
        return result
    }

    /// A screen's levels after the proposal. Within `limit`: the proposed sizes of its busiest state.
    /// Past it, as `too-many-type-levels` proposes: each level (the sizes as written) moved to the
    /// level ``TypographyAudit/TypeLevelProposal`` keeps nearest it (display sizes kept), then
    /// proposed as that level is; with the moves, and why more than `limit` are left when they are.
    private static func merged(_ states: [[Int]], _ entries: [Entry], sizes: [Double?], proposed: [Double?], limit: Int)
        -> (levels: [Double], moves: [(from: Double, to: Double)], note: String?) {
        let levels = busiest(states, sizes: sizes)
        let proposedLevels = busiest(states, sizes: proposed)
        guard levels.count > limit || proposedLevels.count > limit else { return (proposedLevels, [], nil) }
        guard limit >= 3 else {
            return (proposedLevels, [], "the proposal keeps a primary, a secondary and a tertiary level: maxLevels \(limit) is below 3")
        }
        // The busiest state: its levels' uses, their proposed sizes, the display sizes (which keep their
        // size) and the body size of the platform most of its uses are on (the secondary is kept near it).
        let busiestState = states.first { Set($0.compactMap { sizes[$0] }).count == levels.count } ?? []
        var uses: [Double: Int] = [:], proposedSize: [Double: Double] = [:], platforms: [Platform: Int] = [:]
        var display = Set<Double>()
        for entry in busiestState {
            guard let size = sizes[entry] else { continue }
            uses[size, default: 0] += 1
            if proposedSize[size] == nil { proposedSize[size] = proposed[entry] }
            if entries[entry].keepsSize { display.insert(size) }
            platforms[entries[entry].font.platform, default: 0] += 1
        }
        let platform = platforms.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key ?? .ios
        let body = TextStyle.body.pointSize(on: platform) ?? 17
        guard let kept = TypeLevelProposal.kept(levels.map { TypeLevelProposal.Level(size: $0, uses: uses[$0] ?? 0) },
                                                limit: limit, body: body, keeping: display)
        else { return (proposedLevels, [], nil) }
        let moves = levels.filter { !kept.contains($0) }.map { (from: $0, to: TypeLevelProposal.target(of: $0, in: kept)) }
        let moved = sizes.indices.map { entry in
            sizes[entry].map { size in
                let target = TypeLevelProposal.target(of: size, in: kept)
                return target == size ? proposed[entry] ?? size : proposedSize[target] ?? target
            }
        }
        let result = busiest(states, sizes: moved)
        guard result.count > limit else { return (result, moves, nil) }
        let displayList = display.sorted(by: >).map { numberText($0) }.joined(separator: ", ")
        return (result, moves, "display sizes keep their size (\(displayList) pt): \(result.count) levels, more than \(limit)")
    }

    /// The distinct sizes of the busiest state (the first of the most sizes), largest first.
    private static func busiest(_ states: [[Int]], sizes: [Double?]) -> [Double] {
        var busiest: [Double] = []
        for (index, state) in states.enumerated() {
            var values: [Double] = []
            values.reserveCapacity(state.count)
            for entry in state { if let size = sizes[entry] { values.append(size) } }
            values.sort(by: >)
            var distinct: [Double] = []
            distinct.reserveCapacity(values.count)
            for value in values where value != distinct.last { distinct.append(value) }
            if index == 0 || distinct.count > busiest.count { busiest = distinct }
        }
        return busiest
    }

    /// The numbers of `fonts`, larger sizes first, unknown sizes last, then by label, platform and
    /// scaling (labels built once per font, not once per comparison), with their labels.
    private static func ordered(_ fonts: [InventoryFont]) -> [(number: Int, label: String, scalingLabel: String)] {
        fonts.enumerated().map { (number: $0, size: $1.size ?? -1, platform: $1.platform, label: $1.label, scaling: $1.scalingLabel) }
            .sorted { a, b in
                if a.size != b.size { return a.size > b.size }
                if a.label != b.label { return a.label < b.label }
                if a.platform != b.platform { return a.platform.rawValue < b.platform.rawValue }
                return a.scaling < b.scaling
            }
            .map { ($0.number, $0.label, $0.scaling) }
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

    /// What a font's growth depends on: fonts that differ only in weight, design, width or family
    /// grow alike.
    struct Inputs: Hashable {
        let platform: Platform
        let size: Double?
        let textStyle: TextStyle?
        let scaling: InventoryFont.Scaling
        let maximumPointSize: Double?
        let categoryLimit: ContentSizeCategory?
        let isScaledTwice: Bool

        init(_ font: InventoryFont) {
            isScaledTwice = font.isScaledTwice
            platform = font.platform
            size = font.size
            textStyle = font.textStyle
            scaling = font.scaling
            maximumPointSize = font.maximumPointSize
            categoryLimit = font.categoryLimit
        }
    }

    init(_ font: InventoryFont) {
        let platform = font.platform
        let sizes = platform.categories.map { (category: $0, size: InventoryGrowth.size(of: font, at: $0, capped: true)) }
        self.sizes = sizes
        (kind, stopsAt) = InventoryGrowth.classify(font, sizes)
    }

    private static func classify(_ font: InventoryFont, _ sizes: [(category: ContentSizeCategory, size: Double?)])
        -> (Kind, ContentSizeCategory?) {
        let platform = font.platform
        guard platform.supportsDynamicType else { return (font.size == nil ? .unknown : .noDynamicType, nil) }
        let values = sizes.compactMap { $0.size }
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
            if font.textStyle == style, !font.isScaledTwice { return style.pointSize(on: platform, at: limited) }
            guard platform == .ios || platform == .ipados else { return nil }  // multipliers are iOS's only
            let metrics = FontMetrics(forTextStyle: style)
            let cap = capped ? font.maximumPointSize : nil
            guard font.isScaledTwice else { return metrics.scaledFontSize(for: base, at: limited, maximumPointSize: cap) }
            // Scaled twice, as it renders: its own curve (a text style's, else the same curve), then `style`'s again.
            guard let once = font.textStyle.flatMap({ $0.pointSize(on: platform, at: limited) })
                    ?? metrics.scaledFontSize(for: base, at: limited, maximumPointSize: nil) else { return nil }
            return metrics.scaledFontSize(for: once, at: limited, maximumPointSize: cap)
        case .scaledSize, .unknown:
            return nil
        }
    }
}
