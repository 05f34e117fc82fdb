import SwiftSource
import Typography

/// `too-many-type-levels`: a screen with more type levels than a hierarchy needs.
///
/// Lint, once per run: a screen — a SwiftUI `View` type with its `some View` members, extensions of
/// it in any file of the run included, or a view controller with the fonts it gives its labels —
/// whose texts use more than `maxLevels` (default 3) distinct sizes at the platform's default
/// category. Weight-only emphasis is the same level (`.body.bold()` is `.body`; `.headline` and
/// `.body` are both 17 pt on iOS). Texts whose font is unknown, previews, accessibility-only text and
/// text the system lays out apart from the screen (toolbar items, menu items, alerts, popovers, help
/// tooltips) do not count; the cases of a `switch` and the clauses of an `#if` never show together,
/// so the busiest of them counts. Reported at the screen's name; the message lists the levels with
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
        for site in file.textSites where !site.isInPreview && file.context(of: site).isDisjoint(with: Self.apart) {
            guard var owner = Self.owner(of: site.anchor, in: file) else { continue }
            // The cases of a `switch` (a widget's families, a loading state) and the clauses of an `#if`
            // (a platform's variant) never show together.
            if let branch = Self.branch(around: site.anchor, in: tree) { owner += Self.branchSeparator + branch }
            for font in site.fonts {
                guard let size = font.value.resolvedSize(on: site.platform) else { continue }
                context.contribute(owner, detail: Self.spelling(of: font.value, size: size), value: size, at: site.anchor)
            }
        }
        for view in file.textViews {
            guard let type = view.type, file.screens.contains(where: { $0.declaration == type && $0.kind == .viewController })
            else { continue }
            for assignment in view.assignments(of: .font) {
                for index in assignment.fonts {
                    let font = file.fonts[index]
                    guard !font.isInPreview, let size = font.value.resolvedSize(on: font.platform) else { continue }
                    context.contribute(tree.text(of: tree[type].name ?? tree[type].keyword),
                                       detail: Self.spelling(of: font.value, size: size), value: size, at: assignment.propertyToken)
                }
            }
        }
    }

    /// Text the system lays out apart from the screen's own hierarchy.
    private static let apart: ViewContext = [.accessibilityOnly, .menuItems, .toolbar, .alert, .popover, .help]

    /// Separates a type's name from the branch a use is in, in a fact's key.
    static let branchSeparator = "\u{1}"

    /// The branch of the screen a token is shown in, if any: the innermost `case` body of a `switch`
    /// around it, else the innermost `#if` clause.
    private static func branch(around token: TokenID, in tree: SyntaxTree) -> String? {
        var block: BlockID? = tree.enclosingBlock(of: token)
        search: while let current = block {
            switch tree[current].kind {
            case .caseBody: return "case " + String(current.raw)
            case .members, .file: break search
            default: block = tree[current].parent
            }
        }
        return tree.ifConfigClauses(containing: token).first.map { "#if " + String($0.raw) }
    }

    /// The type a text belongs to: the innermost type or extension around it (by name).
    private static func owner(of token: TokenID, in file: FileAnalysis) -> String? {
        let tree = file.tree
        guard let type = tree.enclosingType(of: token) else { return nil }
        let declaration = tree[type]
        if declaration.kind == .extension {
            return declaration.nameTokens.last.map { tree.text(of: $0) }
        }
        return declaration.name.map { tree.text(of: $0) }
    }

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
        var uses: [String: [RunFact]] = [:]
        var branches: [String: [String: [RunFact]]] = [:]
        for fact in facts {
            if fact.detail == screenRole {
                declarations[fact.key, default: []].append(fact)
            } else if let separator = fact.key.utf8.firstIndex(of: 1) {
                // On the bytes: a search by Character breaks every key into graphemes.
                branches[String(fact.key[..<separator]), default: [:]][fact.key, default: []].append(fact)
            } else {
                uses[fact.key, default: []].append(fact)
            }
        }
        var findings: [Finding] = []
        for (name, screens) in declarations.sorted(by: { $0.key < $1.key }) {
            for screen in screens {
                // Two screens of one name (private types in two files): each keeps its own file's texts.
                func own(_ facts: [RunFact]) -> [RunFact] { facts.filter { screens.count == 1 || $0.path == screen.path } }
                let common = own(uses[name] ?? [])
                let alternatives = (branches[name] ?? [:]).sorted { $0.key < $1.key }.map { common + own($0.value) }
                let limit = max(1, screen.configuration.integer("maxLevels") ?? 3)
                // The busiest of the states the screen can show.
                let levels = (alternatives.isEmpty ? [common] : alternatives).map { Level.levels(of: $0) }
                    .max { $0.count < $1.count } ?? []
                guard levels.count > limit else { continue }
                findings.append(Finding(at: screen, message: .tooMany(name, levels: levels, limit: limit, body: screen.value)))
            }
        }
        return findings
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
