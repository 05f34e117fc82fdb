import SwiftSource
import Typography

/// `too-many-type-levels`: a screen with more type levels than a hierarchy needs.
///
/// Lint, once per run: a screen — a SwiftUI `View` type with its `some View` members, extensions of
/// it in any file of the run included, or a view controller with the fonts it and its extensions give
/// its labels — whose texts use more than `maxLevels` (default 3) distinct sizes at the platform's default
/// category. Weight-only emphasis is the same level (`.body.bold()` is `.body`; `.headline` and
/// `.body` are both 17 pt on iOS). Texts whose font is unknown, previews, accessibility-only text and
/// text the system lays out apart from the screen (navigation titles, toolbar items, menu items, alerts,
/// popovers, help tooltips) do not count; the cases of a `switch`, the clauses of an `#if` and the two sides of a
/// choice (`.system(size: compact ? 13 : 17)`, `.font(compact ? .caption : .title)`; choices on one
/// condition go together) never show together, so the busiest of them counts. Reported at the screen's name; the message lists the levels with
/// their uses and proposes three (primary: the largest, tertiary: the smallest of 11 pt or more,
/// secondary: the one between them nearest the body size, the most used among equals) with where
/// each other level goes. No fix.
struct TooManyTypeLevelsRule: RunRule {
    /// A screen's levels come from its texts and the fonts of its labels.
    static let names: [KnownName] = [.Text, .Label, .Button, .Toggle, .font, .Font]
    static let options: [String: ConfigurationOptionType] = ["maxLevels": .integer]

    static let description = RuleDescription(
        id: "too-many-type-levels",
        name: "Too many type levels",
        defaultSeverity: .warning,
        rationale: "A clear hierarchy needs few levels; past three, readers stop telling them apart (HIG "
            + "Typography: \"use a limited number of sizes and weights\").",
        triggeringExamples: [
            """
            import SwiftUI
            struct ↓RecipeDetail: View {
                let recipe: Recipe
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(recipe.name).font(.largeTitle)
                        Text(recipe.method).font(.title2)
                        Text(recipe.notes)
                        footer
                    }
                }
            }
            extension RecipeDetail {
                var footer: some View {
                    Text(recipe.roaster).font(.footnote)
                }
            }
            """,
            """
            import UIKit
            final class ↓CardViewController: UIViewController {
                let titleLabel = UILabel()
                let subtitleLabel = UILabel()
                let bodyLabel = UILabel()
                let footnoteLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = .preferredFont(forTextStyle: .title1)
                    subtitleLabel.font = .preferredFont(forTextStyle: .title3)
                    bodyLabel.font = .preferredFont(forTextStyle: .body)
                    footnoteLabel.font = .preferredFont(forTextStyle: .footnote)
                }
            }
            """,
            """
            import SwiftUI
            // Regular width shows 34, 20, 17 and 13 pt together: the choice's second size is a fourth level.
            struct ↓BrewTimer: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                let step: BrewStep
                var body: some View {
                    let compact = sizeClass == .compact
                    VStack {
                        Text(step.remaining, style: .timer).font(.system(size: 34, weight: .bold).monospacedDigit())
                        Text(step.name).font(.system(size: compact ? 13 : 20, weight: .semibold))
                        Text(step.instructions)
                        Text(step.hint).font(.footnote)
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            struct Row: View {
                let brew: Brew
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(brew.title).font(.headline)
                        Text(brew.notes).font(.body)
                        Text(brew.grind).font(.body.bold())
                        Text(brew.date, style: .relative).font(.caption)
                        Text(brew.roaster).font(.caption).fontWeight(.semibold)
                    }
                    .accessibilityLabel(Text("Brew").font(.largeTitle))
                }
            }
            """,
            """
            import SwiftUI
            struct Sidebar: View {
                var body: some View {
                    VStack {
                        Text("Beans").font(.title)
                        Text("Ethiopia").font(.headline)
                        Text("Washed").font(.subheadline)
                    }
                }
            }
            struct Detail: View {
                var body: some View {
                    VStack {
                        Text("Guji").font(.largeTitle)
                        Text("Notes").font(.footnote)
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct Player: View {
                let episode: Episode
                var body: some View {
                    VStack {
                        Text(episode.title).font(.title2)
                        Text(episode.show).font(.subheadline)
                        #if os(macOS)
                        Text(episode.date, style: .date).font(.system(size: 11))
                        #else
                        Text(episode.date, style: .date).font(.caption)
                        #endif
                        Menu {
                            Button("Half speed") { }
                        } label: {
                            Text("Speed").font(.subheadline)
                        }
                    }
                    .toolbar {
                        ToolbarItem { Text("\\(episode.queued)").font(.caption2) }
                    }
                }
            }
            """,
            """
            import SwiftUI
            // The navigation bar sets the title in its own font, not .body: three levels.
            struct Conversation: View {
                let thread: ChatThread
                var body: some View {
                    VStack {
                        Text(thread.topic).font(.title2)
                        Text(thread.lastMessage).font(.subheadline)
                        Text(thread.updated, style: .relative).font(.caption)
                    }
                    .navigationTitle(thread.name)
                }
            }
            """,
            """
            import SwiftUI
            // A choice shows one side at a time: compact width has 20, 17 and 13 pt, regular 28, 17 and 13 pt.
            struct BrewDashboard: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                let brew: Brew
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(brew.title).font(sizeClass == .compact ? .title3 : .title)
                        Text(brew.notes)
                        Text(brew.roaster).font(.system(size: sizeClass == .compact ? 13 : 17))
                        Text(brew.date, style: .relative).font(.footnote)
                    }
                }
            }
            """,
        ]
    )

    /// The role of the fact that declares a screen (others are uses, valued by their size).
    static let screenRole = "\u{1}screen"

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        // About a fact per screen and per text: room for them at once, not by doubling (a dense file's
        // facts are most of its audit's memory).
        context.facts.reserveCapacity(context.facts.count + file.screens.count + file.textSites.count)
        for screen in file.screens {
            guard let name = tree[screen.declaration].name, !file.isInPreview(name) else { continue }
            // The body size of the screen's platform: the secondary level is proposed near it.
            let body = DefaultStyleMetrics.metrics(.body, on: file.platform(at: name)).pointSize ?? 17
            context.contribute(screen.name, detail: Self.screenRole, value: body, at: name)
        }
        // The owner's name of the last type met: the sites are in source order, so a type's texts
        // (mostly one run) share one string without a table of every type (a dense file's was 5% of
        // its audit's memory).
        var last: (type: DeclarationID, owner: String?)?
        for site in file.textSites where !site.isInPreview && !file.isApartFromScreen(site) {
            guard let type = tree.enclosingType(of: site.anchor) else { continue }
            // The screen owner of the site (``FileAnalysis/screenOwner(of:)``), from the type already found.
            if last?.type != type { last = (type, tree.name(ofType: type)) }
            guard var owner = last?.owner else { continue }
            // The cases of a `switch` and the clauses of an `#if` never show together.
            if let branch = file.screenBranch(around: site.anchor) { owner += Self.branchSeparator + branch }
            for font in site.fonts {
                guard let size = font.value.resolvedSize(on: site.platform) else { continue }
                Self.contribute(font.value, size: size, occurrence: font.occurrence, owner: owner, at: site.anchor, to: &context)
            }
        }
        for view in file.textViews {
            guard let owner = file.screenOwner(of: view) else { continue }
            for assignment in view.assignments(of: .font) {
                for index in assignment.fonts {
                    let font = file.fonts[index]
                    guard !font.isInPreview, let size = font.value.resolvedSize(on: font.platform) else { continue }
                    Self.contribute(font.value, size: size, occurrence: index, owner: owner, at: assignment.propertyToken, to: &context)
                }
            }
        }
    }

    /// Contributes a use of a font: its size, or, for one side of a choice, that side's size keyed by the
    /// choice (a choice of two written sizes is both sides at once).
    private static func contribute(_ value: FontValue, size: Double, occurrence: Int?, owner: String, at token: TokenID,
                                   to context: inout RuleContext) {
        let spelling = spelling(of: value, size: size)
        switch occurrence.flatMap({ context.file.choice(of: value, occurrence: $0) }) {
        case .sizes(let condition, let other)?:
            context.contribute(owner + choiceSeparator + condition + sideSeparator + "0", detail: spelling, value: size, at: token)
            context.contribute(owner + choiceSeparator + condition + sideSeparator + "1", detail: spelling, value: other, at: token)
        case .side(let condition, let side)?:
            context.contribute(owner + choiceSeparator + condition + sideSeparator + String(side), detail: spelling,
                               value: size, at: token)
        case nil:
            context.contribute(owner, detail: spelling, value: size, at: token)
        }
    }

    /// Separates a type's name from the branch a use is in, in a fact's key.
    static let branchSeparator = "\u{1}"
    /// Separates the choice a use is a side of (its condition, then the side) in a fact's key.
    static let choiceSeparator = "\u{2}"
    static let sideSeparator = "\u{3}"

    /// How a use is named in the message: `.headline`, `'Didot'`, `system`.
    private static func spelling(of value: FontValue, size: Double) -> String {
        if let style = value.textStyle {
            return "." + ((value.framework == .swiftUI ? style.swiftUIName : style.uiKitName) ?? style.rawValue)
        }
        if case .custom(let family?) = value.source { return "'\(family)'" }
        return "system"
    }

    static func findings(from facts: [RunFact]) -> [Finding] {
        screens(in: facts, overLimitOnly: true).compactMap { screen in
            let fact = facts[screen.fact]
            let limit = limit(of: fact)
            guard screen.levels.count > limit else { return nil }
            return Finding(at: fact, message: .tooMany(screen.name, levels: screen.levels, limit: limit, body: fact.value,
                                                       filesRead: fact.project.filesReadPhrase))
        }
    }

    /// The most levels a screen declared by `fact` may have (`maxLevels`, at least 1).
    private static func limit(of fact: RunFact) -> Int {
        max(1, fact.configuration.integer("maxLevels") ?? TypeLevelProposal.defaultMaximum)
    }

    /// The levels of each screen the facts declare, as this rule counts them (the sizes of the
    /// busiest state, largest first), with where the screen is declared: what the fix summary shows.
    /// Only the screens declared in the files at `paths` (and any other screen of their names) as
    /// declared in `declaring` are read: a screen's levels come from the facts keyed by its name
    /// alone, so the other facts are left out before they are grouped.
    static func levels(from facts: [RunFact], ofScreensIn paths: Set<String>, declaredIn declaring: [RunFact])
        -> [(screen: String, path: String, sizes: [Double])] {
        let names = Set(declaring.lazy.filter { $0.detail == screenRole && $0.ruleID == description.id && paths.contains($0.path) }.map(\.key))
        guard !names.isEmpty else { return [] }
        return levels(ofOwn: facts.filter { $0.ruleID == description.id && names.contains(screenName(ofKey: $0.key)) })
    }

    /// The screen a fact's key counts for: the key up to its branch or choice.
    private static func screenName(ofKey key: String) -> String {
        let bytes = key.utf8
        guard let separator = bytes.firstIndex(where: { $0 == 1 || $0 == 2 }) else { return key }
        return String(key[..<separator])
    }

    /// The levels of each screen of facts that are all this rule's.
    private static func levels(ofOwn facts: [RunFact]) -> [(screen: String, path: String, sizes: [Double])] {
        RunRules.byProject(facts).flatMap { own in
            screens(in: own).sorted { ($0.name, $0.fact) < ($1.name, $1.fact) }
                .map { (screen: $0.name, path: own[$0.fact].path, sizes: $0.levels.map(\.size)) }
        }
    }

    /// Each declared screen, in the order of the facts: its name, the index of its declaration's fact,
    /// and the levels of the busiest state it can show (the first among equals). With `overLimitOnly`,
    /// without the screens of one state whose uses are no more than their limit (their levels are
    /// fewer still: no finding, and most screens of a dense file).
    private static func screens(in facts: [RunFact], overLimitOnly: Bool = false) -> [(name: String, fact: Int, levels: [Level])] {
        // Facts by index: the judgement groups and counts them without copying one.
        var declarations: [(name: String, fact: Int)] = []
        var uses: [String: ScreenUses] = [:]
        // Room for every declared screen at once, not by doubling and hashing each key again (a
        // dense file declares tens of thousands).
        let declared = facts.reduce(0) { $1.detail == screenRole ? $0 + 1 : $0 }
        declarations.reserveCapacity(declared)
        uses.reserveCapacity(declared)
        // A file's facts come in runs of one key (the texts of one type): each run is keyed once.
        var start = facts.startIndex
        while start < facts.endIndex {
            let key = facts[start].key
            let isScreen = facts[start].detail == screenRole
            var end = start + 1
            while end < facts.endIndex, facts[end].key == key, (facts[end].detail == screenRole) == isScreen { end += 1 }
            let run = start..<end
            start = end
            if isScreen {
                for index in run { declarations.append((key, index)) }
                uses[key, default: ScreenUses()].declarations += run.count
                continue
            }
            // On the bytes: a search by Character breaks every key into graphemes.
            let bytes = key.utf8
            guard let separator = bytes.firstIndex(where: { $0 == 1 || $0 == 2 }) else {
                uses[key, default: ScreenUses()].common.append(run)
                continue
            }
            let choiceStart = bytes[separator...].firstIndex(of: 2)
            let branch = bytes[separator] == 1 ? String(key[separator..<(choiceStart ?? bytes.endIndex)]) : nil
            let choice = choiceStart.map { String(key[$0...]) }
            uses[String(key[..<separator]), default: ScreenUses()].add(run, branch: branch, choice: choice)
        }
        return declarations.compactMap { name, index in
            let screen = uses[name] ?? ScreenUses()
            if overLimitOnly, !screen.hasStates, screen.common.reduce(0, { $0 + $1.count }) <= limit(of: facts[index]) { return nil }
            // Two screens of one name (private types in two files): each keeps its own file's texts.
            let reader = UseReader(facts: facts, path: screen.declarations == 1 ? nil : facts[index].path)
            // One state (no branch, no choice: most screens) is the busiest without counting.
            guard screen.hasStates else { return (name, index, reader.levels(of: [screen.common])) }
            let states = screen.states
            var busiest = states[0]
            var most = reader.sizeCount(of: busiest)
            for state in states.dropFirst() {
                let count = reader.sizeCount(of: state)
                if count > most { (busiest, most) = (state, count) }
            }
            return (name, index, reader.levels(of: busiest))
        }
    }
}

/// The uses of one screen's texts, as runs of indices of their facts: those always shown, and those
/// shown only in one branch (a `case`, an `#if` clause), on one side of a choice, or both.
private struct ScreenUses {
    /// How many facts declare a screen of this name.
    var declarations = 0
    var common: [Range<Int>] = []
    var branches: [String: [Range<Int>]] = [:]
    var choices: [String: [Range<Int>]] = [:]
    /// By branch, then by choice.
    var branchChoices: [String: [String: [Range<Int>]]] = [:]

    mutating func add(_ facts: Range<Int>, branch: String?, choice: String?) {
        switch (branch, choice) {
        case (let branch?, let choice?): branchChoices[branch, default: [:]][choice, default: []].append(facts)
        case (let branch?, nil): branches[branch, default: []].append(facts)
        case (nil, let choice?): choices[choice, default: []].append(facts)
        case (nil, nil): common.append(facts)
        }
    }

    /// Whether the screen can be in more than one state (it has a branch or a choice).
    var hasStates: Bool { !branches.isEmpty || !choices.isEmpty || !branchChoices.isEmpty }

    /// The uses of each state the screen can be in, each as the lists it joins: each branch (or
    /// none) with each side of a choice (or none). Sides of different conditions are not combined:
    /// the audit does not know which conditions hold together.
    var states: [[[Range<Int>]]] {
        let branchKeys: [String?] = [nil] + (Set(branches.keys).union(branchChoices.keys)).sorted()
        let choiceKeys: [String?] = [nil] + Set(choices.keys).union(branchChoices.values.flatMap(\.keys)).sorted()
        var result: [[[Range<Int>]]] = []
        result.reserveCapacity(branchKeys.count * choiceKeys.count)
        for branch in branchKeys {
            for choice in choiceKeys {
                var state = [common]
                if let branch, let uses = branches[branch] { state.append(uses) }
                if let choice, let uses = choices[choice] { state.append(uses) }
                if let branch, let choice, let uses = branchChoices[branch]?[choice] { state.append(uses) }
                result.append(state)
            }
        }
        return result
    }
}

/// Reads the levels of a screen's state from the facts of its uses (those of one file, when
/// `path` is set).
private struct UseReader {
    let facts: [RunFact]
    let path: String?

    /// The number of distinct sizes of a state: what its levels count.
    func sizeCount(of state: [[Range<Int>]]) -> Int {
        var sizes: [Double] = []
        for uses in state {
            for index in uses.joined() where counts(index) && !sizes.contains(facts[index].value) {
                sizes.append(facts[index].value)
            }
        }
        return sizes.count
    }

    /// The levels of a state, largest first.
    func levels(of state: [[Range<Int>]]) -> [Level] {
        var levels: [Level] = []
        for uses in state {
            for index in uses.joined() where counts(index) {
                let fact = facts[index]
                guard let level = levels.firstIndex(where: { $0.size == fact.value }) else {
                    levels.append(Level(size: fact.value, uses: 1, spellings: [fact.detail]))
                    continue
                }
                levels[level].uses += 1
                if !levels[level].spellings.contains(fact.detail) { levels[level].spellings.append(fact.detail) }
            }
        }
        return levels.sorted { $0.size > $1.size }
    }

    private func counts(_ index: Int) -> Bool {
        path.map { facts[index].path == $0 } ?? true
    }
}

/// One type level of a screen: a size with its uses.
private struct Level {
    var size: Double
    var uses: Int
    /// The spellings of the uses, in order of first use.
    var spellings: [String]
}

fileprivate extension String {
    /// `filesRead`: the ``ProjectRoot/filesReadPhrase`` of a run on part of the project, where the
    /// screen's extensions and views in the files not read are not counted.
    static func tooMany(_ screen: String, levels: [Level], limit: Int, body: Double, filesRead: String?) -> String {
        // Built as bytes: a run has a message per screen, each of many pieces.
        var message = MessageText(capacity: 256)
        message.append(screen)
        message.append(" uses ")
        message.append(String(levels.count))
        message.append(" type levels (")
        for (index, level) in levels.enumerated() {
            if index > 0 { message.append(", ") }
            message.append(PointSize(level.size))
            message.append(" pt ")
            for (position, spelling) in level.spellings.enumerated() {
                if position > 0 { message.append("/") }
                message.append(spelling)
            }
            message.append(" ×")
            message.append(String(level.uses))
        }
        message.append(")")
        if let filesRead {
            message.append(" in ")
            message.append(filesRead)
        }
        message.append("; keep to ")
        message.append(String(limit))
        // Primary, secondary and tertiary: the levels TypeLevelProposal keeps.
        guard limit == 3, let kept = TypeLevelProposal.kept(levels.map { TypeLevelProposal.Level(size: $0.size, uses: $0.uses) },
                                                             limit: limit, body: body), kept.count == 3 else { return message.text }
        for (name, size) in zip([": primary ", " pt, secondary ", " pt, tertiary "], kept) {
            message.append(name)
            message.append(PointSize(size))
        }
        message.append(" pt (")
        var moved = 0
        for level in levels where !kept.contains(level.size) {
            if moved > 0 { message.append(", ") }
            message.append(PointSize(level.size))
            message.append(" → ")
            message.append(PointSize(TypeLevelProposal.target(of: level.size, in: kept)))
            moved += 1
        }
        message.append(")")
        return message.text
    }
}
