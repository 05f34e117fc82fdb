import SwiftSource
import Typography

/// `proportional-changing-digits`: a number that changes on screen, drawn with proportional digits,
/// jitters as its width changes with every update.
///
/// Lint (SwiftUI `Text` without `.monospacedDigit()`, `.monospaced()` or a monospaced font): a
/// `Text(date, style: .timer / .relative / .offset)`, `Text(timerInterval:)`, a
/// `.timer`/`.stopwatch` format; a text with `.contentTransition(.numericText())`; a date or number
/// of a `TimelineView`'s context; a number that updates (see ``ChangingNumbers``) — numeric
/// `@State`/`@Binding`/`@AppStorage`, the `count` of state, an `@Published` / `@Observable` model
/// property of a class anywhere in the run, a computed value that reads them, a count by its name
/// (`post.likeCount`) — shown with `format:`, interpolation or a formatting call. Not: literals,
/// numbers inside a sentence (three words or more around them), a count told in a phrase (`"\(selection.count)
/// selected"`, `L10n.tracksChosen(picked.count)`), identifiers / codes / versions /
/// indices, `let`s that are no count, accessibility-only text, previews. UIKit: a label whose `text`
/// is set to a formatted value in a timer, progress callback or subscription to a published number
/// while its font has proportional digits.
/// Fix (exact, SwiftUI): `.monospacedDigit()` after the `Text(…)`.
struct ProportionalChangingDigitsRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.Text, .Label, .text, .font, .Font, .Timer, .scheduledTimer, .CADisplayLink]

    static let description = RuleDescription(
        id: "proportional-changing-digits",
        name: "Proportional digits in a changing number",
        defaultSeverity: .warning,
        rationale: "Numbers that update in place should use monospaced (tabular) digits so they do not "
            + "shift as they change (HIG Typography: SF Pro's tabular numbers; Font.monospacedDigit()).",
        triggeringExamples: [
            Example("""
            import Combine
            import SwiftUI
            struct BrewTimerView: View {
                @State private var secondsLeft: Int
                @State private var progress = 0.0
                private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    VStack {
                        ↓Text(Duration.seconds(secondsLeft), format: .time(pattern: .minuteSecond))
                            .font(.system(size: 64, weight: .thin, design: .rounded))
                        ↓Text("\\(Int(progress * 100))%")
                            .font(.caption)
                        Text("Brewing").monospacedDigit()
                    }
                    .onReceive(ticker) { _ in secondsLeft -= 1 }
                }
            }
            """),
            Example("""
            import SwiftUI
            import WidgetKit
            struct BrewWidgetView: View {
                let entry: BrewEntry
                var body: some View {
                    VStack {
                        ↓Text(entry.brewEnd, style: .timer)
                            .font(.system(.title, design: .rounded))
                        ↓Text(timerInterval: entry.start...entry.end, countsDown: true)
                        ↓Text(entry.roastedOn, style: .relative)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            @Observable final class DownloadModel {
                var bytesReceived: Int64 = 0
                var fileName = ""
            }
            struct DownloadRow: View {
                let model: DownloadModel
                var body: some View {
                    HStack {
                        Text(model.fileName)
                        ↓Text(model.bytesReceived, format: .byteCount(style: .file))
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Clock: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        TimelineView(.periodic(from: .now, by: 1)) { context in
                            ↓Text(context.date, format: .dateTime.hour().minute().second())
                        }
                        Button {
                            count += 1
                        } label: {
                            ↓Text(count.formatted())
                                .contentTransition(.numericText())
                        }
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class TimerViewController: UIViewController {
                private let timeLabel: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .largeTitle)
                    return label
                }()
                private let progressLabel = UILabel()
                private let downloadLabel = UILabel()
                private let stepLabel = UILabel()
                // A number whose observer shows it changes as it is set.
                private var step = 1 {
                    didSet { ↓stepLabel.text = "\\(step) / 5" }
                }
                private var remaining = 180
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        guard let self else { return }
                        self.remaining -= 1
                        ↓self.timeLabel.text = "\\(self.remaining / 60):\\(self.remaining % 60)"
                    }
                }
                func updateProgress(_ fraction: Double) {
                    ↓progressLabel.text = fraction.formatted(.percent)
                }
                // A method given a Progress is called as it advances.
                func update(progress: Progress) {
                    ↓downloadLabel.text = progress.fractionCompleted.formatted(.percent.precision(.fractionLength(0)))
                }
            }
            """),
            Example("""
            import SwiftUI
            final class FeedViewModel: ObservableObject {
                @Published var unreadCount = 0
                @Published var uploadProgress: Double = 0
                @Published var appVersion = 3
            }
            struct Post {
                var likeCount: Int
            }
            struct FeedToolbar: View {
                @StateObject private var model = FeedViewModel()
                let post: Post
                var body: some View {
                    HStack {
                        ↓Text("\\(model.unreadCount)")
                        ↓Text(model.uploadProgress, format: .percent)
                        // A name alone is not evidence: the post's count is shown once.
                        Text(post.likeCount.formatted(.number.notation(.compactName)))
                        Text("Version \\(model.appVersion)")
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct ComposeView: View {
                @State private var draft = ""
                @State private var step = 1
                @AppStorage("interval") private var interval = 15
                let steps = ["Write", "Audience", "Post"]
                private let limit = 280
                private var remaining: Int { limit - draft.count }
                var body: some View {
                    VStack {
                        ↓Text("Step \\(step) / \\(steps.count)")
                        ↓Text("\\(remaining)")
                        ↓Text("\\(limit - draft.count) characters left")
                        ↓Text("\\(interval) min")
                        TextEditor(text: $draft)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            import WidgetKit
            struct UnreadEntry: TimelineEntry {
                let date: Date
                let unread: Int
            }
            struct UnreadWidgetView: View {
                let entry: UnreadEntry
                var body: some View {
                    ↓Text("\\(entry.unread)")
                        .font(.system(.largeTitle, design: .rounded, weight: .bold))
                }
            }
            """),
            Example("""
            import SwiftUI
            import WidgetKit
            struct StepsEntry: TimelineEntry {
                let date: Date
                let steps: Int
            }
            struct StepsWidgetView: View {
                let entry: StepsEntry
                var body: some View {
                    ↓Text(entry.steps, format: .number)
                        .font(.system(size: 34, weight: .bold, design: .rounded))
                }
            }
            """, message: "changing number (TimelineEntry 'entry.steps') has proportional digits that shift as it updates; add .monospacedDigit()"),
            Example("""
            import Combine
            import UIKit
            final class DownloadViewController: UIViewController {
                private let downloadLabel = UILabel()
                private let model = DownloadModel()
                private var cancellables = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.$bytesDownloaded
                        .sink { [weak self] bytes in
                            ↓self?.downloadLabel.text = ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
                        }
                        .store(in: &cancellables)
                }
            }
            final class DownloadModel: ObservableObject {
                @Published var bytesDownloaded: Int64 = 0
            }
            """),
            Example("""
            import UIKit
            // The fee follows each edit of the amount.
            final class TransferViewController: UIViewController {
                private let amountField = UITextField()
                private let feeLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    feeLabel.font = .preferredFont(forTextStyle: .footnote)
                    amountField.addTarget(self, action: #selector(amountChanged), for: .editingChanged)
                }
                @objc private func amountChanged() {
                    let amount = Double(amountField.text ?? "") ?? 0
                    ↓feeLabel.text = "Fee: \\(String(format: "%.2f", amount * 0.01))"
                }
            }
            """, message: "label text set from a control's .editingChanged action uses proportional digits and shifts as it updates; use a font with monospaced digits (monospacedDigitSystemFont, UIFontDescriptor feature settings)"),
            Example("""
            import SwiftUI
            // An @Observable model the view owns in @State; its computed total follows the transactions.
            @Observable final class DashboardModel {
                var transactions: [Double] = []
                var spent: Double { transactions.reduce(0, +) }
            }
            struct DashboardView: View {
                @State private var model = DashboardModel()
                var body: some View {
                    ↓Text(model.spent, format: .currency(code: "USD")).font(.headline)
                }
            }
            """, message: "changing number (@Observable 'model.spent') has proportional digits that shift as it updates; add .monospacedDigit()"),
            Example("""
            import SwiftUI
            struct SyncStatus: View {
                let lastSync: Date
                var body: some View {
                    ↓Text("Synced \\(lastSync, style: .relative) ago").font(.footnote)
                }
            }
            """, message: "changing number (a date interpolated with style: .relative) has proportional digits that shift as it updates; add .monospacedDigit()"),
            Example("""
            import SwiftUI
            // A property builds the countdown; where it is shown it gets no monospaced digits.
            struct TripBanner: View {
                let departs: Date
                private var countdown: some View { ↓Text(departs, style: .timer) }
                var body: some View {
                    HStack { Text("Departs in"); countdown.font(.caption) }
                }
            }
            """, message: "changing number (Text(_:style: .timer)) has proportional digits that shift as it updates; add .monospacedDigit()"),
            Example("""
            import UIKit
            // The timer's closure calls a method that sets the label.
            final class LiveTimerViewController: UIViewController {
                private let timeLabel = UILabel()
                private var timer: Timer?
                private var seconds = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    timeLabel.font = .preferredFont(forTextStyle: .largeTitle)
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        self?.tick()
                    }
                }
                private func tick() {
                    seconds += 1
                    ↓timeLabel.text = String(format: "%d:%02d", seconds / 60, seconds % 60)
                }
            }
            """, message: "label text set from a timer uses proportional digits and shifts as it updates; use a font with monospaced digits (monospacedDigitSystemFont, UIFontDescriptor feature settings)"),
            Example("""
            import Charts
            import SwiftUI
            // The number follows the bar the reader scrubs to: a property of a value held in @State.
            struct DailyTotal: Identifiable {
                let id = UUID()
                let day: Date
                let minutes: Int
            }
            struct HistoryChart: View {
                let totals: [DailyTotal]
                let average: Int
                @State private var selected: DailyTotal?
                var body: some View {
                    VStack {
                        ↓Text("\\(selected?.minutes ?? average) min").font(.largeTitle.bold())
                        Chart(totals) { BarMark(x: .value("Day", $0.day), y: .value("Minutes", $0.minutes)) }
                    }
                }
            }
            """, message: "changing number (@State 'selected.minutes') has proportional digits that shift as it updates; add .monospacedDigit()"),
            Example("""
            import SwiftUI
            // A Label's or Stepper's title and LabeledContent's value show changing numbers too.
            @Observable final class BudgetModel {
                var spent: Double = 0
                var limit: Double = 2_000
                var remaining: Double { limit - spent }
            }
            struct BudgetView: View {
                @Environment(BudgetModel.self) private var model
                @State private var streak = 3
                @State private var splitCount = 1
                var body: some View {
                    Form {
                        ↓LabeledContent("Remaining", value: model.remaining, format: .currency(code: "USD"))
                        ↓Label("\\(streak)-day streak", systemImage: "flame.fill")
                        ↓Stepper("Split \\(splitCount) ways", value: $splitCount, in: 1...10)
                        LabeledContent("Limit", value: "Monthly")
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            // A number a Stepper or Slider steps changes with each step, also through a ForEach binding.
            final class CartModel: ObservableObject {
                struct Line: Identifiable {
                    let id = UUID()
                    let name: String
                    var quantity: Int
                }
                @Published var lines: [Line] = []
            }
            struct CartView: View {
                @ObservedObject var cart: CartModel
                var body: some View {
                    List {
                        ForEach($cart.lines) { $line in
                            HStack {
                                Text(line.name)
                                ↓Stepper("\\(line.quantity)", value: $line.quantity, in: 1...9)
                            }
                        }
                    }
                }
            }
            """, message: "changing number ('line.quantity', the value of a Stepper) has proportional digits that shift as it updates; add .monospacedDigit()"),
            Example("""
            import ActivityKit
            import SwiftUI
            import WidgetKit
            // A Live Activity's state is replaced by every update.
            struct DeliveryAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var stopsAway: Int
                    var driverName: String
                }
                var orderNumber: String
            }
            struct DeliveryLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: DeliveryAttributes.self) { context in
                        VStack {
                            Text("Order \\(context.attributes.orderNumber)")
                            ↓Text("\\(context.state.stopsAway) stops away")
                        }
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.bottom) { Text(context.state.driverName) }
                        } compactLeading: {
                            Image(systemName: "bag")
                        } compactTrailing: {
                            Text("\\(context.state.stopsAway)").monospacedDigit()
                        } minimal: {
                            Image(systemName: "bag")
                        }
                    }
                }
            }
            """, message: "changing number (Live Activity 'context.state.stopsAway') has proportional digits that shift as it updates; add .monospacedDigit()"),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            // A count of what the user picked, told in a phrase: it steps as the user taps, and is read.
            final class PickerModel: ObservableObject {
                @Published var picked: [Track] = []
            }
            struct TrackPicker: View {
                @ObservedObject var model: PickerModel
                @State private var selection = Set<Track.ID>()
                var body: some View {
                    VStack {
                        Text("\\(selection.count) selected")
                        Text(Strings.Picker.tracksChosen(model.picked.count))
                        Text(Strings.Picker.andOthers(model.picked.count - 1))
                        Text(String(localized: "Add \\(model.picked.count) tracks"))
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            // A struct nested in a model is not the model: a category row shows a plain value.
            @Observable final class BudgetModel {
                var spent: Double = 0
                struct Category: Identifiable {
                    let id: UUID
                    var spent: Double
                }
            }
            struct CategoryRow: View {
                let category: BudgetModel.Category
                var body: some View {
                    Text(category.spent, format: .currency(code: "USD"))
                }
            }
            """),
            Example("""
            import SwiftUI
            // The app's own modifiers give the digits one width.
            extension View {
                func tabularNumbers() -> some View { monospacedDigit() }
            }
            struct Tabular: ViewModifier {
                func body(content: Content) -> some View { content.monospacedDigit().foregroundStyle(.secondary) }
            }
            struct Stopwatch: View {
                @State private var elapsed = 0
                @State private var laps = 0
                var body: some View {
                    VStack {
                        Text("\\(elapsed)").font(.largeTitle).tabularNumbers()
                        Text("\\(laps)").modifier(Tabular())
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct V: View {
                let recipe: Recipe
                let brews: Int
                @State private var count = 0
                @State private var orderID = 0
                @State private var isRunning = false
                var body: some View {
                    VStack {
                        Text("42 g")
                        Text("\\(recipe.coffeeGrams) g coffee to \\(recipe.waterGrams) g water")
                        Text("\\(brews) brews")
                        Text("You have brewed \\(count) cups this week")
                        Text("Order \\(orderID)")
                        Text(isRunning ? "Pause" : "Start")
                        Text(count > 0 ? "Brewing" : "Idle")
                        Text("\\(count)").monospacedDigit()
                        Text(recipe.roastedOn, style: .date)
                        Text(count, format: .number).font(.body.monospacedDigit())
                        ForEach(Array(recipe.steps.enumerated()), id: \\.offset) { index, step in
                            Text("\\(index + 1).")
                        }
                    }
                    .accessibilityLabel(Text("\\(count) cups"))
                }
            }
            """),
            Example("""
            import SwiftUI
            import WidgetKit
            struct StepsEntry: TimelineEntry {
                let date: Date
                let steps: Int
                let goalID: Int
                let dailyGoal: Int
            }
            struct Recipe {
                let servings: Int
            }
            struct StepsWidgetView: View {
                let entry: StepsEntry
                let recipe: Recipe
                var body: some View {
                    VStack {
                        Text(entry.steps, format: .number).monospacedDigit()
                        Text("Goal \\(entry.goalID)")
                        Text("of \\(entry.dailyGoal.formatted())")
                        Text("\\(recipe.servings)")
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct LockScreenBrewView: View {
                let entry: BrewEntry
                var body: some View {
                    VStack {
                        Text(entry.brewEnd, style: .timer)
                            .font(.system(size: 13))
                            .monospacedDigit()
                        Text(entry.brewEnd, style: .timer).font(.system(.body, design: .monospaced))
                    }
                    .monospacedDigit()
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                private let timeLabel = UILabel()
                private let nameLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    timeLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        self?.timeLabel.text = "\\(Date().timeIntervalSince1970)"
                        self?.nameLabel.text = "Brewing"
                    }
                    nameLabel.text = "\\(42) cups"
                }
            }
            """),
            Example("""
            import UIKit
            // A typing indicator's dots come from a timer, but the text has no digits.
            final class TypingIndicatorView: UIView {
                private let label = UILabel()
                private var dots = 0
                func start(name: String) {
                    Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { [weak self] _ in
                        guard let self else { return }
                        self.dots = (self.dots + 1) % 4
                        self.label.text = name + " is typing" + String(repeating: ".", count: self.dots)
                    }
                }
            }
            """),
            Example("""
            import Combine
            import SwiftUI
            import UIKit
            @Observable final class BudgetStore {
                var accountNumber = 0
            }
            struct Recipe {
                let steps: [String]
                let servings: Int
            }
            struct Detail: View {
                @Environment(BudgetStore.self) private var store
                let recipe: Recipe
                let followers: Int
                var body: some View {
                    VStack {
                        Text("Account \\(store.accountNumber)")
                        Text("\\(recipe.steps.count) steps")
                        Text("\\(followers) followers")
                        Text("Serves \\(recipe.servings)")
                    }
                }
            }
            final class NameViewController: UIViewController {
                private let nameLabel = UILabel()
                private var cancellables = Set<AnyCancellable>()
                func bind(_ model: ProfileModel) {
                    model.$name.sink { [weak self] name in self?.nameLabel.text = "\\(name)" }.store(in: &cancellables)
                }
            }
            """),
            Example("""
            import SwiftUI
            // The elapsed time is built by a property; where it is shown it gets monospaced digits.
            struct CallBanner: View {
                let started: Date?
                @ViewBuilder private var elapsed: some View {
                    if let started {
                        Text(started, style: .timer)
                    }
                }
                var body: some View {
                    HStack {
                        Text("On a call")
                        elapsed
                            .font(.caption)
                            .monospacedDigit()
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            // The modifier gives the countdown monospaced digits.
            struct CountdownDigits: ViewModifier {
                func body(content: Content) -> some View {
                    content.font(.title2.monospacedDigit().weight(.semibold))
                }
            }
            struct Doors: View {
                let opens: Date
                let starts: Date
                var body: some View {
                    Text(timerInterval: opens...starts, countsDown: true)
                        .modifier(CountdownDigits())
                }
            }
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                struct V: View {
                    @State private var secondsLeft = 180
                    var body: some View {
                        Text("\\(secondsLeft)")
                            .font(.title)
                    }
                }
                """),
             after: Example("""
                import SwiftUI
                struct V: View {
                    @State private var secondsLeft = 180
                    var body: some View {
                        Text("\\(secondsLeft)").monospacedDigit()
                            .font(.title)
                    }
                }
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        guard context.file.textSites.contains(where: { Self.showsNumbers($0.kind) }) || !context.file.textViews.isEmpty
        else { return }
        var numbers = ChangingNumbers(file: context.file)
        checkTexts(&context, numbers: &numbers)
        checkLabels(&context, numbers: &numbers)
    }

    // MARK: SwiftUI

    private func checkTexts(_ context: inout RuleContext, numbers: inout ChangingNumbers) {
        let tree = context.tree
        for site in context.file.textSites where Self.showsNumbers(site.kind) && !site.isInPreview {
            guard !site.fonts.allSatisfy({ $0.value.hasMonospacedDigitsOrDesign }), !isAccessibilityOnly(site, in: tree),
                  let reason = changingNumber(site, in: tree, numbers: &numbers), !isMonospacedWhereUsed(site, in: tree)
            else { continue }
            let end = Int(tree[tree[site.view].lastToken].end)
            context.report(at: site.anchor, .proportional(reason),
                           fix: Fix(edits: [FixEdit(range: end..<end, replacement: ".monospacedDigit()")], isExact: true,
                                    summary: "add .monospacedDigit()"))
        }
    }

    /// Whether the text is built by a view property or function of its type (`var timer: some View`)
    /// that every place showing it gives monospaced digits (`timer.font(.caption).monospacedDigit()`).
    private func isMonospacedWhereUsed(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        guard let builder = tree.enclosingDeclarations(of: site.anchor).first(where: { tree[$0].kind == .var || tree[$0].kind == .function }),
              tree[builder].body != nil, let name = tree[builder].name, !tree.token(name, is: "body"),
              let type = tree[builder].parent, tree[type].isTypeLike else { return false }
        var uses = 0
        for chain in tree.chains(in: tree[type].tokens) where !tree[builder].tokens.contains(tree[chain].firstToken) {
            let components = tree.components(of: chain)
            guard let base = components.first, let baseName = tree[base].name, tree.token(baseName, spellsLike: name) else { continue }
            guard components.contains(where: { tree.component($0, isNamed: "monospacedDigit") || tree.component($0, isNamed: "monospaced") })
            else { return false }
            uses += 1
        }
        return uses > 0
    }

    /// Whether a view of the kind can show a changing number: `Text`, a `Label`'s or `Stepper`'s title,
    /// `LabeledContent`'s value (`LabeledContent("Remaining", value: model.remaining, format: .currency(code: "USD"))`).
    /// A switch: a set would hash the kind of every site.
    private static func showsNumbers(_ kind: TextSite.Kind) -> Bool {
        switch kind {
        case .text, .label, .stepper, .labeledContent: true
        default: false
        }
    }

    /// Why the text shows a number that changes, if the code says so.
    private func changingNumber(_ site: TextSite, in tree: SyntaxTree, numbers: inout ChangingNumbers) -> String? {
        let view = site.view
        if let style = tree.argumentValue("style", of: view).flatMap({ tree.lastMemberName(of: $0) }),
           Self.liveDateStyles.contains(style) {
            return "Text(_:style: .\(style))"
        }
        if tree.argument("timerInterval", of: view) != nil { return "Text(timerInterval:)" }
        let format = tree.argumentValue("format", of: view)
        if let format, let base = tree.singleChain(of: format).map({ tree.base(of: $0) }),
           tree.component(base, isNamed: "timer") || tree.component(base, isNamed: "stopwatch") {
            return "a .\(tree.text(of: tree[base].token)) format"
        }
        let isNumericTransition = site.modifiers.contains { modifier in
            modifier.name == .contentTransition && tree.text(of: tree[modifier.component].tokens).contains("numericText")
        }
        if isNumericTransition { return "a .numericText() transition" }
        // LabeledContent's title is a label; its value is what changes.
        let shown = site.kind == .labeledContent ? tree.argument("value", of: view) : site.contentArgument
        guard format != nil || site.content != .literal || site.kind == .labeledContent, let argument = shown,
              let value = tree[argument].value else { return nil }
        var reason: String?
        // Without the word, no text is inside a `TimelineView` (its calls are not looked for).
        if numbers.namesTimelineView(), let parameter = tree.closureParameter(ofCallNamed: "TimelineView", around: site.chain),
           tree[value].tokens.contains(where: { tree.token($0, spellsLike: parameter) }) {
            reason = "a TimelineView's date"
        } else if let style = interpolatedDateStyle(site, in: tree) {
            reason = "a date interpolated with style: .\(style)"
        } else if let evidence = numbers.updatingNumber(in: value, type: site.screen ?? tree.enclosingType(of: site.anchor)) {
            if evidence.isCount, tellsCountInWords(value, in: tree) { return nil }
            reason = evidence.reason
        }
        // Checked last: it reads the literal's words.
        if reason != nil, site.content == .interpolated, isSentence(value, in: tree) { return nil }
        return reason
    }

    /// Whether a text tells a count in words: a literal with a word beside the count
    /// (`"\(selection.count) selected"`) or a localized phrase given the count (`L10n.selectedCount(items.count)`,
    /// `String(localized: "Add \(picked.count) tracks")`). A count of things the user picks or adds, told so,
    /// steps as the user acts and is read rather than watched: the catalog's number inside a sentence. A bare
    /// count (`"\(unread.count)"`, a badge) is not told in words, nor is a sum (`"\(limit - draft.count) left"`
    /// counts down with every key).
    private func tellsCountInWords(_ value: ExpressionID, in tree: SyntaxTree) -> Bool {
        guard let chain = tree.singleChain(of: value) else { return false }
        let base = tree.base(of: chain)
        if tree[base].kind == .stringLiteral {
            return !words(of: base, in: tree).isEmpty && tree[base].arguments.contains { isCount(tree[$0].value, in: tree) }
        }
        guard let last = tree.components(of: chain).last, tree[last].isCalled, let name = tree.name(of: last) else { return false }
        if name == "String" { return tree.argumentValue("localized", of: last).map { tellsCountInWords($0, in: tree) } ?? false }
        guard !Self.formattingCalls.contains(name), !name.hasPrefix("format") else { return false }
        return tree[last].arguments.contains { isCount(tree[$0].value, in: tree) }
    }

    /// A collection's `count` alone (`selection.count`), off by a number (`typing.count - 2`, "and N others"),
    /// or a literal that only interpolates one (`"\(ids.count)"`).
    private func isCount(_ expression: ExpressionID?, in tree: SyntaxTree) -> Bool {
        guard let expression else { return false }
        let elements = tree[expression].elements
        if elements.count == 3, tree[elements[1]].kind == .binaryOperator,
           tree.token(tree[elements[1]].token, is: "-") || tree.token(tree[elements[1]].token, is: "+"),
           let offset = tree[elements[2]].chain, tree.components(of: offset).count == 1,
           tree[tree.base(of: offset)].kind == .numberLiteral, let counted = tree[elements[0]].chain {
            return endsInCount(counted, in: tree)
        }
        guard let chain = tree.singleChain(of: expression) else { return false }
        let base = tree.base(of: chain)
        if tree[base].kind == .stringLiteral, tree.components(of: chain).count == 1 {
            return words(of: base, in: tree).isEmpty && tree[base].arguments.contains { isCount(tree[$0].value, in: tree) }
        }
        return endsInCount(chain, in: tree)
    }

    /// Whether a chain reads a `count` last (`selection.count`).
    private func endsInCount(_ chain: ChainID, in tree: SyntaxTree) -> Bool {
        guard let last = tree.components(of: chain).last else { return false }
        return tree[last].kind == .member && !tree[last].isCalled && tree.component(last, isNamed: "count")
    }

    /// Calls that make a number's own text, not a phrase around it.
    private static let formattingCalls: Set<String> = ["formatted", "string", "description", "localizedString"]

    /// The date styles that update as the clock runs.
    private static let liveDateStyles = ["timer", "relative", "offset"]

    /// The live style of a date interpolated into the text's literal (`"Synced \(date, style: .relative) ago"`):
    /// `timer`, `relative` or `offset`, which update as the clock runs.
    private func interpolatedDateStyle(_ site: TextSite, in tree: SyntaxTree) -> String? {
        guard site.content == .interpolated, let argument = site.contentArgument, let value = tree[argument].value,
              let chain = tree.singleChain(of: value) else { return nil }
        for interpolation in tree[tree.base(of: chain)].arguments {
            guard let label = tree[interpolation].label, tree.token(label, is: "style"),
                  let style = tree[interpolation].value.flatMap({ tree.lastMemberName(of: $0) }),
                  Self.liveDateStyles.contains(style) else { continue }
            return style
        }
        return nil
    }

    /// An interpolated literal whose words around the values make a sentence (three or more).
    private func isSentence(_ value: ExpressionID, in tree: SyntaxTree) -> Bool {
        guard let chain = tree.singleChain(of: value) else { return false }
        return words(of: tree.base(of: chain), in: tree).count >= 3
    }

    /// The words of a string literal's text around its interpolations.
    private func words(of literal: ComponentID, in tree: SyntaxTree) -> [Substring] {
        tree.stringSegments(of: literal)
            .flatMap { tree.text(of: $0).split(whereSeparator: \.isWhitespace) }
            .filter { $0.contains { $0.isLetter } }
    }

    /// Text given to an accessibility modifier (`.accessibilityLabel(Text(…))`): never rendered.
    private func isAccessibilityOnly(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        guard let call = tree.enclosingCall(of: site.chain) else { return false }
        return tree.name(of: call)?.hasPrefix("accessibility") ?? false
    }

    // MARK: UIKit

    private func checkLabels(_ context: inout RuleContext, numbers: inout ChangingNumbers) {
        let file = context.file
        let tree = context.tree
        for view in file.textViews where view.kind == .label || view.kind == .buttonTitle {
            let fonts = view.lastAssignment(of: .font)?.fonts.map { file.fonts[$0].value } ?? []
            guard fonts.isEmpty || !fonts.allSatisfy(\.hasMonospacedDigitsOrDesign) else { continue }
            for assignment in view.assignments(of: .text) where showsFormattedValue(assignment.value, in: tree) {
                let token = tree[assignment.statement].firstToken
                guard let reason = numbers.callback(around: token) else { continue }
                context.report(at: token, .labelProportional(reason))
                break
            }
        }
    }

    /// A value that formats something: an interpolation, `String(…)`, `.formatted(…)`, a
    /// formatter's `string(from…:)` or `localizedString(…)`.
    private func showsFormattedValue(_ value: ExpressionID, in tree: SyntaxTree) -> Bool {
        for chain in tree.chains(in: tree[value].tokens) {
            for component in tree.components(of: chain) {
                let item = tree[component]
                if item.kind == .stringLiteral, !item.arguments.isEmpty { return true }
                guard item.isCalled else { continue }
                if tree.component(component, isNamed: "String") {
                    if convertsValue(item.arguments.first, in: tree) { return true }
                    continue
                }
                if tree.component(component, isNamed: "formatted") || tree.component(component, isNamed: "localizedString") {
                    return true
                }
                if tree.component(component, isNamed: "string"), let first = item.arguments.first,
                   let label = tree[first].label, tree.text(of: label).hasPrefix("from") {
                    return true
                }
            }
        }
        return false
    }
    /// Whether a `String(…)` call's first argument makes text of a value: `String(count)`,
    /// `String(format:…)`, `String(describing:)`; not `String(repeating:count:)` or `String(localized:)`.
    private func convertsValue(_ argument: ArgumentID?, in tree: SyntaxTree) -> Bool {
        guard let argument else { return false }
        guard let label = tree[argument].label else { return true }
        let text = tree.text(of: label)
        return text == "format" || text == "describing"
    }
}

extension FontValue {
    /// Whether digits have one width: `.monospacedDigit()`, `monospacedDigitSystemFont`, a
    /// monospaced design.
    var hasMonospacedDigitsOrDesign: Bool { hasMonospacedDigits || design == .monospaced }
}

fileprivate extension String {
    static func proportional(_ reason: String) -> String {
        "changing number (\(reason)) has proportional digits that shift as it updates; add .monospacedDigit()"
    }

    static func labelProportional(_ reason: String) -> String {
        "label text set from \(reason) uses proportional digits and shifts as it updates; "
            + "use a font with monospaced digits (monospacedDigitSystemFont, UIFontDescriptor feature settings)"
    }
}
