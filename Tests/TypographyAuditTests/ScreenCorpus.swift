/// Realistic screens of the kinds the hierarchy, symbol and layout rules judge — a settings form, a
/// dashboard, a menu bar popover, a widget, a timeline row, an inspector — each with the findings a
/// reviewer expects of those rules (`// expect: rule-id` on the line a finding points at).
enum ScreenCorpus {
    static let settingsForm = """
        import SwiftUI

        struct BrewSettingsView: View {
            @AppStorage("ratio") private var ratio = 16.0
            @AppStorage("bloom") private var bloom = true
            @AppStorage("units") private var units = "Grams"
            @State private var name = ""
            @State private var saveError: String?

            var body: some View {
                Form {
                    Section {
                        TextField("Default recipe name", text: $name)
                        Toggle("Bloom before pouring", isOn: $bloom)
                        Stepper("Ratio 1:\\(Int(ratio))", value: $ratio, in: 10...20)
                        Picker("Units", selection: $units) {
                            Text("Grams").tag("Grams")
                            Text("Ounces").tag("Ounces")
                        }
                    } header: {
                        Text("Brewing")
                    } footer: {
                        Text("The ratio is grams of water per gram of coffee.").font(.caption)
                    }
                    Section("Account") {
                        LabeledContent("Signed in as", value: "ana@example.com")
                        Button("Sign out", role: .destructive) { }
                        if let saveError {
                            Text(saveError).font(.caption).foregroundStyle(.red) // expect: caption-for-essential-content
                        }
                    }
                    Section {
                        Text("Brewlog").font(.custom("Recoleta", size: 17)) // expect: custom-font-in-dense-ui
                    }
                }
                .navigationTitle("Settings")
            }
        }
        """

    static let dashboard = """
        import SwiftUI

        struct DashboardView: View { // expect: too-many-type-levels
            let cupsToday: Int
            let streak: Int
            let lastBrew: Date
            let beans: [Bean]

            var body: some View {
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        Text("Today").font(.largeTitle.bold())
                        HStack {
                            statTile("Cups", value: cupsToday, symbol: "cup.and.saucer")
                            statTile("Streak", value: streak, symbol: "flame")
                        }
                        Text("Beans").font(.title2)
                        ForEach(beans) { bean in
                            HStack {
                                Image(systemName: "leaf").imageScale(.small)
                                VStack(alignment: .leading) {
                                    Text(bean.name).font(.headline)
                                    Text(bean.roaster).font(.subheadline).foregroundStyle(.secondary)
                                }
                            }
                        }
                        Text(lastBrew, style: .relative).font(.footnote).foregroundStyle(.tertiary)
                    }
                    .padding()
                }
            }

            private func statTile(_ title: String, value: Int, symbol: String) -> some View {
                VStack {
                    Label(title, systemImage: symbol).font(.subheadline)
                    Text("\\(value)").font(.title2.monospacedDigit())
                }
            }
        }
        """

    static let menuBarPopover = """
        import SwiftUI

        struct BrewMenu: View {
            let timer: BrewTimer
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Brewing").font(.title) // expect: large-type-in-compact-container
                    Text(timer.remaining, style: .timer).font(.body.monospacedDigit())
                    HStack {
                        Button("Pause") { timer.pause() }
                        Button("Stop") { timer.stop() }
                    }
                    Divider()
                    Button("Quit Brewlog") { NSApplication.shared.terminate(nil) }
                        .keyboardShortcut("q")
                }
                .padding()
            }
        }

        @main
        struct BrewlogBarApp: App {
            @State private var timer = BrewTimer()
            var body: some Scene {
                MenuBarExtra("Brewlog", systemImage: "cup.and.saucer") {
                    BrewMenu(timer: timer)
                }
                .menuBarExtraStyle(.window)
            }
        }
        """

    static let widget = """
        import SwiftUI
        import WidgetKit

        struct CupsEntry: TimelineEntry {
            let date: Date
            let cups: Int
            let recipe: String
        }

        struct CupsWidgetView: View {
            @Environment(\\.widgetFamily) private var family
            let entry: CupsEntry

            var body: some View {
                switch family {
                case .systemSmall:
                    VStack(alignment: .leading) {
                        Text("\\(entry.cups)").font(.system(size: 44, weight: .bold, design: .rounded))
                        Text("cups today").font(.caption)
                        Text(entry.recipe).font(.title) // expect: large-type-in-compact-container
                    }
                case .accessoryInline:
                    Label("\\(entry.cups) cups", systemImage: "cup.and.saucer")
                default:
                    VStack(alignment: .leading) {
                        Text(entry.recipe).font(.title)
                        Text("\\(entry.cups) cups today").font(.subheadline)
                    }
                }
            }
        }
        """

    static let timelineRow = """
        import SwiftUI

        struct BrewRow: View {
            let brew: Brew
            let comments: Int

            var body: some View {
                HStack(alignment: .top, spacing: 12) {
                    Image(systemName: brew.method.symbol)
                        .font(.title3)
                        .foregroundStyle(.tint)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(brew.title).font(.headline)
                        Text(brew.notes).font(.subheadline).lineLimit(2)
                        HStack {
                            Text(brew.date, style: .relative).font(.caption)
                            Label("\\(comments)", systemImage: "bubble.left").font(.caption)
                            Button("\\(brew.likes)") { }.font(.caption)
                        }
                        .foregroundStyle(.secondary)
                    }
                }
                .padding(.vertical, 4)
            }
        }
        """

    static let inspector = """
        import SwiftUI

        struct BeanInspector: View {
            @Bindable var bean: Bean

            var body: some View {
                Form {
                    TextField("Name", text: $bean.name)
                    TextField("Roaster", text: $bean.roaster)
                    DatePicker("Roasted", selection: $bean.roastDate, displayedComponents: .date)
                    LabeledContent("ID") {
                        Text(bean.id.uuidString).font(.caption.monospaced()).textSelection(.enabled)
                    }
                }
                .formStyle(.grouped)
            }
        }
        """

    /// A UIKit sign-in screen: caption labels that show errors (named for one, or given failure text,
    /// also interpolated and through a closure-built label) are essential; a hint, a timestamp and a
    /// footer in caption are not.
    static let signIn = """
        import UIKit

        final class SignInViewController: UIViewController {
            private let errorLabel = UILabel()
            private let statusLabel = UILabel()
            private let bannerLabel: UILabel = {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .caption2) // expect: caption-for-essential-content, caption2-use
                label.adjustsFontForContentSizeCategory = true
                return label
            }()
            private let hintLabel = UILabel()
            private let syncedLabel = UILabel()
            private let footerLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                hintLabel.font = .preferredFont(forTextStyle: .caption1)
                hintLabel.text = "We only use your email for receipts."
                footerLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
                footerLabel.text = NSLocalizedString("signin.footer", comment: "")
                [errorLabel, statusLabel, bannerLabel, hintLabel, syncedLabel, footerLabel].forEach { $0.numberOfLines = 0 }
            }

            func show(_ error: Error) {
                errorLabel.font = .preferredFont(forTextStyle: .caption1) // expect: caption-for-essential-content
                errorLabel.adjustsFontForContentSizeCategory = true
                errorLabel.text = error.localizedDescription
            }

            func showOffline(since date: Date) {
                statusLabel.font = .preferredFont(forTextStyle: .caption1) // expect: caption-for-essential-content
                statusLabel.text = "Sign-in failed: you are offline since \\(date.formatted())"
                bannerLabel.text = "Couldn't reach the server."
                syncedLabel.font = .preferredFont(forTextStyle: .caption1)
                syncedLabel.text = "Last synced \\(date.formatted(.relative(presentation: .named)))"
            }
        }
        """

    /// Empty states: the title and description of a `ContentUnavailableView` (trailing closures, the
    /// `description:` argument, inside an overlay's `if` and `#if`) are essential in caption; a caption
    /// beside the description's own text, its actions' helper line and an `isEmpty` branch are not judged so.
    static let emptyStates = """
        import SwiftUI

        struct HoldingsList: View {
            var holdings: [String]
            var message: String
            var lastSync: Date
            var body: some View {
                List(holdings, id: \\.self) { Text($0) }
                    .overlay {
                        if holdings.isEmpty {
                            #if os(iOS)
                            ContentUnavailableView {
                                Label("No Holdings", systemImage: "tray")
                            } description: {
                                Text(message).font(.caption) // expect: caption-for-essential-content
                            } actions: {
                                Button("Add a holding") { }
                                Text("You can import them later").font(.caption)
                            }
                            #endif
                        }
                    }
            }
        }

        struct SearchResults: View {
            var query: String
            var lastSync: Date
            var body: some View {
                VStack {
                    ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                                           description: Text("Try a different search term.").font(.caption)) // expect: caption-for-essential-content
                    ContentUnavailableView {
                        Label("Offline", systemImage: "wifi.slash")
                            .font(.caption) // expect: caption-for-essential-content
                    } description: {
                        VStack {
                            Text("Results for \\(query) appear when you reconnect.")
                            Text(lastSync, style: .relative).font(.caption)
                        }
                    }
                    ContentUnavailableView("Nothing Here", systemImage: "tray", description: Text("Add a file").font(.footnote))
                    if query.isEmpty {
                        VStack {
                            Image(systemName: "tray")
                            Text("Your inbox is empty").font(.caption)
                        }
                    }
                }
            }
        }
        """

    /// Every screen with a name for failures.
    static let all: [(name: String, source: String)] = [
        ("settingsForm", settingsForm), ("dashboard", dashboard), ("menuBarPopover", menuBarPopover),
        ("widget", widget), ("timelineRow", timelineRow), ("inspector", inspector), ("signIn", signIn),
        ("emptyStates", emptyStates),
    ]
}
