import SwiftSource
import Typography

/// `large-type-in-compact-container`: display sizes in small surfaces.
///
/// Lint: a SwiftUI text in a `MenuBarExtra`, a `.popover`, a `.help` tooltip, a toolbar, or a small
/// widget family (`.systemSmall`, the accessory families) shown in `.largeTitle`, `.title`, the extra
/// large titles, or a resolved size of 28 pt or more; reported once per font expression. A value
/// glanceable at a size in a small widget (a count, a temperature, a timer) is what the family is
/// for and stays silent. No fix: `.title3`, the size the message names, is further from every
/// display size than an approximate fix may move one (2 pt or 15%, "Severity and fixes").
struct LargeTypeInCompactContainerRule: Rule {
    /// A large size reaches a text through a `.font(…)` in the same file.
    static let names: [KnownName] = [.font]

    static let description = RuleDescription(
        id: "large-type-in-compact-container",
        name: "Large type in a compact container",
        defaultSeverity: .warning,
        rationale: "Menu bar extras, popovers, toolbars and small widgets have room for a few lines; display sizes "
            + "crowd them out (HIG Typography: use sizes that fit the context).",
        triggeringExamples: [
            """
            import SwiftUI
            struct BrewMenu: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Today").font(↓.largeTitle)
                        Text("3 cups").font(.body)
                    }
                }
            }
            @main struct BrewlogBar: App {
                var body: some Scene {
                    MenuBarExtra("Brewlog", systemImage: "cup.and.saucer") { BrewMenu() }
                }
            }
            """,
            """
            import SwiftUI
            struct Card: View {
                @State private var showsInfo = false
                var body: some View {
                    Button("Info") { showsInfo = true }
                        .popover(isPresented: $showsInfo) {
                            Text("Washed process").font(↓.system(size: 30, weight: .bold))
                        }
                        .toolbar {
                            ToolbarItem(placement: .principal) { Text("Beans").font(↓Font.title) }
                        }
                }
            }
            """,
            """
            import SwiftUI
            import WidgetKit
            struct BrewWidgetView: View {
                @Environment(\\.widgetFamily) private var family
                let entry: BrewEntry
                var body: some View {
                    switch family {
                    case .systemSmall:
                        Text(entry.recipe).font(↓.title)
                    default:
                        Text(entry.recipe).font(.largeTitle)
                    }
                }
            }
            """,
            """
            import SwiftUI
            import WidgetKit
            struct StepsView: View {
                @Environment(\\.widgetFamily) private var family
                var body: some View {
                    if family == .accessoryCircular || family == .accessoryCorner {
                        Text("Steps today").font(↓.title)
                    } else {
                        Text("Steps today").font(.title)
                    }
                    if family != .systemSmall {
                        Text("Keep going").font(.title)
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            import WidgetKit
            struct CupsView: View {
                @Environment(\\.widgetFamily) private var family
                let entry: BrewEntry
                var body: some View {
                    switch family {
                    case .systemSmall, .accessoryRectangular:
                        VStack {
                            Text("\\(entry.cups)").font(.system(size: 44, weight: .bold, design: .rounded))
                            Text("cups today").font(.caption)
                        }
                    case .systemMedium:
                        Text(entry.recipe).font(.largeTitle)
                    default:
                        Text(entry.recipe).font(.title)
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct Detail: View {
                @State private var showsInfo = false
                var body: some View {
                    VStack {
                        Text("Ethiopia Guji").font(.largeTitle)
                        Button("Info") { showsInfo = true }
                            .popover(isPresented: $showsInfo) { Text("Washed").font(.headline) }
                    }
                    .navigationTitle("Beans")
                }
            }
            """,
        ]
    )

    /// Text at this size and above is display text.
    static let displaySize = 28.0

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        var reported = Set<Int>()
        for site in file.textSites where !site.isInPreview && !file.context(of: site).isDisjoint(with: .compact) {
            let place = file.context(of: site).intersection(.compact)
            if place == .smallWidget && site.showsValue(in: tree) { continue }
            for font in site.fonts {
                guard let index = font.occurrence, let size = font.value.resolvedSize(on: site.platform),
                      font.value.isDisplayStyle || size >= Self.displaySize, reported.insert(index).inserted else { continue }
                let occurrence = file.fonts[index]
                context.report(at: occurrence.anchor, .large(font.value, size: size, in: place),
                               fixUnavailable: .tooFar(from: size, on: site.platform))
            }
        }
    }
}

extension FontValue {
    /// `.largeTitle`, `.title` and the extra large titles.
    var isDisplayStyle: Bool {
        switch textStyle {
        case .largeTitle?, .title?, .extraLargeTitle?, .extraLargeTitle2?: true
        default: false
        }
    }
}

fileprivate extension String {
    static func large(_ value: FontValue, size: Double, in place: ViewContext) -> String {
        let what = value.textStyle.flatMap(\.swiftUIName).map { ".\($0) (\(PointSize(size)) pt)" } ?? "\(PointSize(size)) pt text"
        let container = place.phrases.first ?? "a compact container"
        return "\(what) in \(container); display sizes crowd compact containers — use .headline or .title3"
    }

    /// Why no fix moves the text to `.title3`: an approximate fix moves a size by at most 2 pt or 15%.
    static func tooFar(from size: Double, on platform: Platform) -> String? {
        guard let target = DefaultStyleMetrics.metrics(.title3, on: platform).pointSize,
              size - target > FontFixes.approximateLimit(for: size) else { return nil }
        return "no automatic fix: .title3 (\(PointSize(target)) pt) is \(PointSize(size - target)) pt smaller, more than "
            + "an approximate fix may move a size (2 pt or 15%, whichever is less); choose the size that fits"
    }
}
