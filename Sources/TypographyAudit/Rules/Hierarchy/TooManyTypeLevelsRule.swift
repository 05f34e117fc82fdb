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
        for screen in file.screens {
            guard let name = tree[screen.declaration].name, !file.isInPreview(name) else { continue }
            // The body size of the screen's platform: the secondary level is proposed near it.
            let body = DefaultStyleMetrics.metrics(.body, on: file.platform(at: name)).pointSize ?? 17
            context.contribute(screen.name, detail: Self.screenRole, value: body, at: name)
        }
        // The owner's name by type: a type's texts share one string.
        var owners: [Int32: String?] = [:]
        for site in file.textSites where !site.isInPreview && !file.isApartFromScreen(site) {
            guard let type = tree.enclosingType(of: site.anchor) else { continue }
            if owners[type.raw] == nil { owners[type.raw] = .some(file.screenOwner(of: site.anchor)) }
            guard var owner = owners[type.raw] ?? nil else { continue }
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
        var declarations: [String: [RunFact]] = [:]
        var uses: [String: ScreenUses] = [:]
        // A file's facts come in runs of one key (the texts of one type): each run is keyed once.
        var start = facts.startIndex
        while start < facts.endIndex {
            let key = facts[start].key
            let isScreen = facts[start].detail == screenRole
            var end = start + 1
            while end < facts.endIndex, facts[end].key == key, (facts[end].detail == screenRole) == isScreen { end += 1 }
            let run = facts[start..<end]
            start = end
            if isScreen {
                declarations[key, default: []].append(contentsOf: run)
                continue
            }
            // On the bytes: a search by Character breaks every key into graphemes.
            let bytes = key.utf8
            guard let separator = bytes.firstIndex(where: { $0 == 1 || $0 == 2 }) else {
                uses[key, default: ScreenUses()].common.append(contentsOf: run)
                continue
            }
            let choiceStart = bytes[separator...].firstIndex(of: 2)
            let branch = bytes[separator] == 1 ? String(key[separator..<(choiceStart ?? bytes.endIndex)]) : nil
            let choice = choiceStart.map { String(key[$0...]) }
            uses[String(key[..<separator]), default: ScreenUses()].add(run, branch: branch, choice: choice)
        }
        var findings: [Finding] = []
        for (name, screens) in declarations.sorted(by: { $0.key < $1.key }) {
            for screen in screens {
                // Two screens of one name (private types in two files): each keeps its own file's texts.
                let all = (uses[name] ?? ScreenUses()).states
                let states = screens.count == 1 ? all : all.map { state in state.filter { $0.path == screen.path } }
                let limit = max(1, screen.configuration.integer("maxLevels") ?? 3)
                // The busiest of the states the screen can show.
                let levels = states.map { Level.levels(of: $0) }.max { $0.count < $1.count } ?? []
                guard levels.count > limit else { continue }
                findings.append(Finding(at: screen, message: .tooMany(name, levels: levels, limit: limit, body: screen.value)))
            }
        }
        return findings
    }
}

/// The uses of one screen's texts: those always shown, and those shown only in one branch (a `case`,
/// an `#if` clause), on one side of a choice, or both.
private struct ScreenUses {
    var common: [RunFact] = []
    var branches: [String: [RunFact]] = [:]
    var choices: [String: [RunFact]] = [:]
    /// By branch, then by choice.
    var branchChoices: [String: [String: [RunFact]]] = [:]

    mutating func add(_ facts: ArraySlice<RunFact>, branch: String?, choice: String?) {
        switch (branch, choice) {
        case (let branch?, let choice?): branchChoices[branch, default: [:]][choice, default: []].append(contentsOf: facts)
        case (let branch?, nil): branches[branch, default: []].append(contentsOf: facts)
        case (nil, let choice?): choices[choice, default: []].append(contentsOf: facts)
        case (nil, nil): common.append(contentsOf: facts)
        }
    }

    /// The uses of each state the screen can be in: each branch (or none) with each side of a choice
    /// (or none). Sides of different conditions are not combined: the audit does not know which
    /// conditions hold together.
    var states: [[RunFact]] {
        let branchKeys: [String?] = [nil] + (Set(branches.keys).union(branchChoices.keys)).sorted()
        let choiceKeys: [String?] = [nil] + Set(choices.keys).union(branchChoices.values.flatMap(\.keys)).sorted()
        var result: [[RunFact]] = []
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
}

/// One type level of a screen: a size with its uses.
private struct Level {
    var size: Double
    var uses: Int
    /// The spellings of the uses, in order of first use.
    var spellings: [String]

    static func levels(of facts: [RunFact]) -> [Level] {
        var bySize: [Double: Level] = [:]
        for fact in facts {
            var level = bySize[fact.value] ?? Level(size: fact.value, uses: 0, spellings: [])
            level.uses += 1
            if !level.spellings.contains(fact.detail) { level.spellings.append(fact.detail) }
            bySize[fact.value] = level
        }
        return bySize.values.sorted { $0.size > $1.size }
    }
}

fileprivate extension String {
    static func tooMany(_ screen: String, levels: [Level], limit: Int, body: Double) -> String {
        let list = levels.map { "\(PointSize($0.size)) pt \($0.spellings.joined(separator: "/")) ×\($0.uses)" }
            .joined(separator: ", ")
        var message = "\(screen) uses \(levels.count) type levels (\(list)); keep to \(limit)"
        // Tertiary: the smallest level that is still readable (below 11 pt the minimum-size rule speaks).
        guard limit == 3, let primary = levels.first,
              let tertiary = levels.dropFirst().last(where: { $0.size >= 11 }) ?? levels.last else { return message }
        // Secondary: the level between them nearest the body size (the reading text), the most used among equals.
        let middle = levels.dropFirst().filter { $0.size > tertiary.size }
        guard let secondary = middle.min(by: { (abs($0.size - body), -$0.uses) < (abs($1.size - body), -$1.uses) }) else {
            return message
        }
        let targets = [primary, secondary, tertiary]
        let moves = levels.filter { level in !targets.contains { $0.size == level.size } }.map { level -> String in
            let target = targets.min { abs($0.size - level.size) < abs($1.size - level.size) } ?? secondary
            return "\(PointSize(level.size)) → \(PointSize(target.size))"
        }
        message += ": primary \(PointSize(primary.size)) pt, secondary \(PointSize(secondary.size)) pt, tertiary "
            + "\(PointSize(tertiary.size)) pt (\(moves.joined(separator: ", ")))"
        return message
    }
}
