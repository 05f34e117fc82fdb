import SwiftSource
import Typography

/// `caption-for-essential-content`: caption sizes on text the reader needs.
///
/// Lint: a caption font (`.caption`, `.caption2`, UIKit `.caption1` / `.caption2`, or 12 pt and
/// less on iOS) on a control's title (`Button("Save")`, a `Toggle`, `TextField`, `Picker`, `Link`),
/// on the only text of a control's label, on a navigation title, on alert text, on an error
/// message (text named or worded like an error), on an empty state's title or description (a
/// `ContentUnavailableView`'s, not its actions), on a form field's label: the label of a `TextField`,
/// `SecureField`, `Picker`, `DatePicker`, `Stepper` or `Toggle`, the label of a `LabeledContent` that
/// holds a field, and a text set just before a field in the same stack (a label above or beside it).
/// UIKit: a button's `titleLabel`, a text field, the label of a text field (`emailLabel` beside
/// `emailField`, or before it in an `arrangedSubviews` array), or a label showing an error (named
/// `errorLabel`, or whose `text` is an error as a SwiftUI text's is) with a caption font. Prompts and
/// placeholders, helper text under a field, and `.help` text are not labels. Metadata stays silent: a caption beside a larger title in the same label,
/// a count or date (a badge count as a button's title included), a label listing texts (a row's fields:
/// a `ForEach`, three texts or more), and accessibility-only text.
/// Fix (approximate, SwiftUI text styles on the text itself): `.caption` / `.caption2` → the next style
/// up on the platform's table (iOS `.footnote`, watchOS `.body`, macOS `.subheadline`) when it is at most
/// 2 pt or 15% larger, whichever is less; none past it (iOS `.caption2`, tvOS), saying why.
struct CaptionForEssentialContentRule: Rule {
    static let names: [KnownName] = [.font, .Font, .text]

    static let description = RuleDescription(
        id: "caption-for-essential-content",
        name: "Caption for essential content",
        defaultSeverity: .warning,
        rationale: "Caption styles are for secondary details; the text a reader acts on or must not miss — "
            + "buttons, fields, titles, alerts, errors — needs a size they can read (HIG Typography).",
        triggeringExamples: [
            """
            import SwiftUI
            struct BrewForm: View {
                @State private var name = ""
                @State private var error: String?
                var body: some View {
                    VStack {
                        TextField("Recipe name", text: $name).font(↓.caption)
                        Button("Save") { }.font(↓.caption2)
                        Button { } label: { Text("Delete").font(↓.system(size: 11)) }
                        if let error { Text(error).font(↓.caption) }
                    }
                    .navigationTitle("New recipe")
                }
            }
            """,
            """
            import UIKit
            final class BrewViewController: UIViewController {
                let startButton = UIButton(type: .system)
                private let statusLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    startButton.titleLabel?.font = ↓.preferredFont(forTextStyle: .caption1)
                    startButton.titleLabel?.adjustsFontForContentSizeCategory = true
                }
                func show(_ error: Error) {
                    statusLabel.font = ↓.preferredFont(forTextStyle: .caption1)
                    statusLabel.adjustsFontForContentSizeCategory = true
                    statusLabel.text = "Couldn't start the timer: \\(error.localizedDescription)"
                }
            }
            """,
            """
            import SwiftUI
            struct Sync: View {
                @State private var failed = true
                var body: some View {
                    Text("Sync").alert("Couldn't sync", isPresented: $failed) {
                        Button("OK") { }
                    } message: {
                        Text("Check your connection and try again.").font(↓.caption)
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct SyncStatus: View {
                let lastError: String?
                var body: some View {
                    VStack {
                        Text("Sync error: try again later").font(↓.caption)
                        if let lastError { Text(lastError).font(↓.caption) }
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct AccountSettings: View {
                @State private var email = ""
                @State private var password = ""
                @State private var grind = 3
                @State private var dose = 18.0
                @State private var roastedOn = Date()
                var body: some View {
                    Form {
                        VStack(alignment: .leading) {
                            Text("Email").font(↓.caption)
                            TextField("you@example.com", text: $email)
                            Text("Only used for receipts.").font(.caption).foregroundStyle(.secondary)
                        }
                        SecureField(text: $password, prompt: Text("Required").font(.caption)) {
                            Text("Password").font(↓.caption)
                        }
                        Picker(selection: $grind) {
                            Text("Fine").tag(1)
                            Text("Coarse").tag(3)
                        } label: {
                            Text("Grind").font(↓.caption)
                        }
                        LabeledContent {
                            DatePicker("", selection: $roastedOn, displayedComponents: .date).labelsHidden()
                        } label: {
                            Text("Roasted on").font(↓.caption)
                        }
                        HStack {
                            TextField("Dose", value: $dose, format: .number)
                            Text("g").font(.caption)
                        }
                    }
                }
            }
            """,
            """
            import UIKit
            final class SignInViewController: UIViewController {
                private let emailLabel = UILabel()
                private let emailField = UITextField()
                private let codeCaption = UILabel()
                private let codeField = UITextField()
                private let hintLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailLabel.font = ↓.preferredFont(forTextStyle: .caption1)
                    codeCaption.font = ↓.preferredFont(forTextStyle: .caption1)
                    hintLabel.font = .preferredFont(forTextStyle: .caption1)
                    let stack = UIStackView(arrangedSubviews: [emailLabel, emailField, codeCaption, codeField, hintLabel])
                    stack.axis = .vertical
                    view.addSubview(stack)
                }
            }
            """,
            Example("""
            import SwiftUI
            // The style's caption font is the buttons' font.
            struct ChipButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(.caption)
                        .padding(6)
                        .background(.quaternary, in: Capsule())
                }
            }
            struct FormatPicker: View {
                @Binding var format: String
                var body: some View {
                    HStack {
                        ↓Button("IMAX") { format = "IMAX" }
                        ↓Button("Dolby Cinema") { format = "Dolby" }
                    }
                    .buttonStyle(ChipButtonStyle())
                }
            }
            """, message: ".caption (12 pt) on a control's title; essential content needs a readable style — use .footnote or .subheadline"),
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            // A navigation row listing a record's fields: the row's content in captions, not a title.
            struct RecordRow: View {
                let fields: [(name: String, value: String)]
                var body: some View {
                    NavigationLink(value: fields.first?.value ?? "") {
                        VStack(alignment: .leading) {
                            ForEach(fields.prefix(3), id: \\.name) { field in
                                HStack {
                                    Text(field.name).font(.caption).foregroundStyle(.secondary)
                                    Text(field.value).font(.caption)
                                }
                            }
                            Text("\\(fields.count - 3) more").font(.caption2)
                        }
                    }
                }
            }
            """,
            """
            import SwiftUI
            // A hidden placeholder that only reserves the widest label's room is never read.
            struct SpeedButton: View {
                let speed: PlaybackSpeed
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        ZStack {
                            Text(PlaybackSpeed.widest.label).font(.caption).hidden()
                            Text(speed.label).font(.footnote)
                        }
                    }
                }
            }
            """,
            """
            import UIKit
            // A view's own titleLabel declared as a label is a label, not a button's title, also where an
            // extension sets it.
            final class FilterBar: UIView {
                @IBOutlet private var titleLabel: UILabel!
            }
            private extension FilterBar {
                func setUpLabels() {
                    titleLabel.text = NSLocalizedString("Sorted by", comment: "")
                    titleLabel.font = .systemFont(ofSize: 12)
                }
            }
            """,
            """
            import SwiftUI
            struct Row: View {
                let recipe: Recipe
                let unread: Int
                var body: some View {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(recipe.name).font(.headline)
                            Text(recipe.date, style: .relative).font(.caption)
                        }
                        Button("\\(unread)") { }.font(.caption2)
                        Button { } label: {
                            VStack {
                                Text("Brew").font(.headline)
                                Text("4 min").font(.caption)
                            }
                        }
                        Text("12 cups").font(.caption).foregroundStyle(.secondary)
                    }
                    .accessibilityLabel(Text("Error: none").font(.caption))
                }
            }
            """,
            """
            import SwiftUI
            struct ProfileForm: View {
                @State private var name = ""
                @State private var reminder = true
                var body: some View {
                    Form {
                        Section {
                            TextField("Name", text: $name, prompt: Text("Jane Appleseed").font(.caption))
                            Text("Shown on shared recipes.").font(.caption).foregroundStyle(.secondary)
                        } footer: {
                            Text("You can change it at any time.").font(.caption)
                        }
                        LabeledContent("Version", value: "2.1").font(.caption)
                        VStack(alignment: .leading) {
                            Text("NOTIFICATIONS").font(.caption)
                            Toggle("Daily reminder", isOn: $reminder)
                        }
                        Toggle(isOn: $reminder) {
                            VStack(alignment: .leading) {
                                Text("iCloud sync")
                                Text("Last synced 2 min ago").font(.caption)
                            }
                        }
                        TextField("Grams", text: $name).help(Text("Weigh the beans first").font(.caption))
                    }
                }
            }
            """,
            """
            import UIKit
            final class Cell: UITableViewCell {
                let stamp = UILabel()
                func configure() {
                    stamp.font = .preferredFont(forTextStyle: .caption1)
                    stamp.adjustsFontForContentSizeCategory = true
                }
            }
            """,
            """
            import SwiftUI
            import UIKit
            // Counting errors is a summary, not an error message.
            struct BuildSummary: View {
                let errorCount: Int
                let numberOfErrors: Int
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("\\(errorCount) errors, \\(warnings) warnings").font(.caption)
                        Text("No errors").font(.caption)
                        Text(numberOfErrors, format: .number).font(.caption)
                        Text("Error rate: \\(errorRate, format: .percent)").font(.caption)
                    }
                }
            }
            final class SummaryCell: UITableViewCell {
                let errorCountLabel = UILabel()
                func configure(count: Int) {
                    errorCountLabel.font = .preferredFont(forTextStyle: .caption1)
                    errorCountLabel.adjustsFontForContentSizeCategory = true
                    errorCountLabel.text = "\\(count) errors"
                }
            }
            """,
        ],
        corrections: [
            (before: """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Button("Save") { }.font(.caption)
                    }
                }
                """,
             after: """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Button("Save") { }.font(.footnote)
                    }
                }
                """),
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        var reported = Set<TokenID>()
        for site in file.textSites where !site.isInPreview && !file.context(of: site).contains(.accessibilityOnly)
            && !tree.isNeverSeen(site.chain) {
            let captions = site.fonts.filter { $0.value.isCaption(on: site.platform) }
            guard !captions.isEmpty, let role = essentialRole(of: site, in: file) else { continue }
            for font in captions {
                let anchor = font.occurrence.map { file.fonts[$0].anchor } ?? site.anchor
                guard reported.insert(anchor).inserted else { continue }
                let resolution = font.isInherited ? nil : font.occurrence.map { Self.fix(for: file.fonts[$0], in: tree) }
                context.report(at: anchor, .caption(font.value, on: site.platform, role: role), fix: resolution?.fix,
                               fixUnavailable: resolution?.unavailable)
            }
        }
        checkPlatformViews(&context)
    }

    /// What makes a site's text essential, for the message; nil when it is not.
    private func essentialRole(of site: TextSite, in file: FileAnalysis) -> String? {
        let tree = file.tree
        switch site.kind {
        case .navigationTitle: return "a navigation title"
        case .textField, .secureField: return "a text field"
        case .button, .toggle, .link, .picker, .stepper, .datePicker, .menu:
            guard site.content != .none, !site.showsValue(in: tree) else { return nil }
            return "a control's title"
        default: break
        }
        if file.context(of: site).contains(.alert) { return "alert text" }
        if let argument = site.contentArgument, let value = tree[argument].value, Self.showsError(value, in: tree) {
            return "an error message"
        }
        if isEmptyStateMessage(site, in: file) { return "an empty-state message" }
        if isFieldLabel(site, in: file) { return "a form field's label" }
        guard site.kind == .text || site.kind == .label, let control = file.enclosingControl(of: site.chain),
              !site.showsValue(in: tree) else { return nil }
        // A caption beside a larger text in the same label is that label's metadata.
        let others = file.sites(inside: control).filter { $0.chain != site.chain }
        if others.contains(where: { other in other.fonts.contains { !$0.value.isCaption(on: other.platform) } }) {
            return nil
        }
        // A label that lists texts (a `ForEach`, or three texts and more) is a row's content, not a title.
        if others.count >= 2 || isListed(site.chain, inside: control, in: tree) { return nil }
        return "a control's label"
    }

    /// Whether a `ForEach` between the control and the text repeats it.
    private func isListed(_ chain: ChainID, inside control: ComponentID, in tree: SyntaxTree) -> Bool {
        var current = chain
        while let call = tree.enclosingCall(of: current), call != control {
            if tree.component(call, isNamed: "ForEach") { return true }
            current = tree[call].chain
        }
        return false
    }

    /// Whether a text is an empty state's message: the title or description of a `ContentUnavailableView`
    /// (not its actions), unless a text beside it without a caption is the message and it the metadata.
    private func isEmptyStateMessage(_ site: TextSite, in file: FileAnalysis) -> Bool {
        let tree = file.tree
        guard site.kind == .text || site.kind == .label,
              let (call, argument) = tree.enclosingCalls(of: site.chain).first(where: { call, _ in
                  tree.component(call, isNamed: "ContentUnavailableView")
              }) else { return false }
        if let label = tree[argument].label, tree.token(label, is: "actions") { return false }
        let part = tree[argument].tokens
        return !file.sites(inside: call).contains { other in
            other.chain != site.chain && part.contains(other.anchor) && !other.fonts.contains { $0.value.isCaption(on: other.platform) }
        }
    }

    /// Whether a text labels a form field: it is the label of a field (`TextField(text:) { Text("Email") }`,
    /// `Picker(…) { … } label: { … }`, `LabeledContent { TextField(…) } label: { … }`) — unless a larger
    /// text beside it is the label and it the metadata — or it comes just before a text-entry field in
    /// the same stack (`VStack { Text("Email"); TextField(…) }`). Not a prompt (`prompt:`), a text after
    /// the field (a helper note, a unit), or `.help` text.
    private func isFieldLabel(_ site: TextSite, in file: FileAnalysis) -> Bool {
        let tree = file.tree
        guard site.kind == .text || site.kind == .label, !file.context(of: site).contains(.help),
              let argument = tree.enclosingArgument(of: site.chain),
              case .component(let call) = tree[argument].owner else { return false }
        switch file.knownName(of: call) {
        case .TextField?, .SecureField?, .Toggle?, .DatePicker?, .Stepper?, .Picker?, .LabeledContent?:
            guard isLabelArgument(argument, of: call, in: file) else { return false }
            let label = tree[argument].tokens
            let others = file.sites(inside: call).filter { $0.chain != site.chain && label.contains($0.anchor) }
            return !others.contains { other in other.fonts.contains { !$0.value.isCaption(on: other.platform) } }
        default:
            guard tree.component(call, isNamed: "VStack") || tree.component(call, isNamed: "HStack") else { return false }
            let next = file.sites(inside: call).first { other in
                other.anchor > site.anchor && tree.enclosingArgument(of: other.chain) == argument
            }
            return next.map { Self.entryFieldKinds.contains($0.kind) } ?? false
        }
    }

    /// Whether `argument` is the label of a field call: the `label:` closure, or the first trailing
    /// closure of a field whose only closure is its label (a `Picker`'s and a `LabeledContent`'s first
    /// closure is their content). A `LabeledContent` counts when its content holds a field.
    private func isLabelArgument(_ argument: ArgumentID, of call: ComponentID, in file: FileAnalysis) -> Bool {
        let tree = file.tree
        let name = file.knownName(of: call)
        if name == .LabeledContent, !file.sites(inside: call).contains(where: { Self.fieldKinds.contains($0.kind) }) {
            return false
        }
        if let label = tree[argument].label { return tree.token(label, is: "label") }
        guard tree[argument].kind == .trailingClosure, name != .Picker, name != .LabeledContent else { return false }
        return tree.trailingClosures(of: call).first == argument
    }

    /// The controls that take a value a person enters or picks.
    private static let fieldKinds: Set<TextSite.Kind> = [.textField, .secureField, .textEditor, .picker, .toggle,
                                                         .datePicker, .stepper]
    /// The fields a text just before them labels (a text before a `Toggle` heads a group of switches).
    private static let entryFieldKinds: Set<TextSite.Kind> = [.textField, .secureField, .textEditor, .picker,
                                                              .datePicker, .stepper]

    /// Whether a text's value shows an error: a string literal worded like a failure (its text outside
    /// interpolations), or a value named `error…` / `…Error…`, inside an interpolation too.
    static func showsError(_ value: ExpressionID, in tree: SyntaxTree) -> Bool {
        for chain in tree.chains(of: value) {
            for component in tree.components(of: chain) {
                // Most texts hold none of the words: they are told apart on the bytes, with no strings made.
                if tree[component].kind == .stringLiteral {
                    guard holdsAny(of: failureStems, tree.byteRange(of: tree[component].tokens), in: tree) else { continue }
                    let text = tree.stringSegments(of: component).map { tree.text(of: $0) }.joined().lowercased()
                    if failureWords.contains(where: { text.contains(ascii: $0) }) || mentionsAnError(text) { return true }
                    if tree[component].arguments.contains(where: { tree[$0].value.map { showsError($0, in: tree) } ?? false }) {
                        return true
                    }
                } else if let name = tree[component].name, holdsAny(of: errorStem, tree.byteRange(of: name), in: tree),
                          isErrorName(tree.text(of: name)) {
                    return true
                }
            }
        }
        return false
    }

    /// Lower-case stems one of which a literal that shows an error holds (in its failure words, the word
    /// "error", or an error's name in an interpolation).
    private static let failureStems: [[UInt8]] = ["fail", "rror", "could", "unable", "can't", "invalid"].map { Array($0.utf8) }
    /// The stem of `error` and `Error` in a name.
    private static let errorStem: [[UInt8]] = [Array("rror".utf8)]

    /// Whether the bytes `range` of the file hold one of `stems` (lower-case ASCII), letters compared
    /// without case.
    private static func holdsAny(of stems: [[UInt8]], _ range: Range<Int>, in tree: SyntaxTree) -> Bool {
        tree.withBytes(range) { part in stems.contains { CamelCaseWords.occurs($0, in: part) } }
    }

    /// Whether a name is an error's: `error…`, `…Error…`, but not a count or measure of errors
    /// (`errorCount`, `numberOfErrors`, `errorRate`, `errorCountLabel`), which a summary line shows.
    private static func isErrorName(_ name: some StringProtocol) -> Bool {
        guard name.hasPrefix("error") || name.contains("Error") else { return false }
        return !CamelCaseWords.contains(String(name), anyOf: countingWords)
    }

    private static let countingWords: [[UInt8]] = ["count", "counts", "number", "rate", "total", "percent", "percentage", "tally"]
        .map { Array($0.utf8) }

    private static let failureWords: [StaticString] = ["failed", "couldn't", "could not", "unable to", "can't be", "invalid"]

    /// Whether lower-cased text speaks of an error (`an error occurred`, `error: …`, `sync error`), not of
    /// counting them (`3 errors`, `no errors`, `error rate`).
    private static func mentionsAnError(_ text: String) -> Bool {
        var rest = Substring(text)
        while let found = rest.firstRange(of: "error") {
            let before = rest[..<found.lowerBound]
            let after = rest[found.upperBound...]
            let counted = after.hasPrefix("s") || after.hasPrefix(" rate") || after.hasPrefix(" count")
                || before.hasSuffix("no ") || before.hasSuffix("zero ")
            if !counted { return true }
            rest = after
        }
        return false
    }

    /// UIKit / AppKit: a button's title label, a text field, or a text field's label given a caption font.
    private func checkPlatformViews(_ context: inout RuleContext) {
        let file = context.file
        var fields: [DeclarationID: FieldNames] = [:]
        for view in file.textViews {
            let role: String
            switch view.kind {
            case .buttonTitle: role = "a button's title"
            case .textField: role = "a text field"
            case .label:
                let captions = view.assignments(of: .font).contains { assignment in
                    assignment.fonts.contains { file.fonts[$0].value.isCaption(on: file.fonts[$0].platform) }
                }
                guard captions else { continue }
                if view.name.split(separator: ".").contains(where: Self.isErrorName)
                    || view.assignments(of: .text).contains(where: { Self.showsError($0.value, in: file.tree) }) {
                    role = "an error message"
                } else {
                    guard let type = view.type else { continue }
                    if fields[type] == nil { fields[type] = FieldNames(in: type, of: file) }
                    guard fields[type]!.labels(view.name) else { continue }
                    role = "a form field's label"
                }
            default: continue
            }
            for assignment in view.assignments(of: .font) {
                for index in assignment.fonts {
                    let font = file.fonts[index]
                    guard !font.isInPreview, font.value.isCaption(on: font.platform) else { continue }
                    context.report(at: font.anchor, .caption(font.value, on: font.platform, role: role))
                }
            }
        }
    }

    /// `.caption` / `.caption2` written on the text itself → the next style up on the platform, when
    /// it is within the approximate limit (2 pt or 15%, whichever is less: iOS `.caption` → `.footnote`);
    /// past it (iOS `.caption2`, 11 → 13 pt; tvOS), no fix and why.
    static func fix(for font: FontOccurrence, in tree: SyntaxTree) -> (fix: Fix?, unavailable: String?) {
        guard font.role == .built, font.value.framework == .swiftUI,
              let last = tree.components(of: font.chain).last, tree[last].name != nil, !tree[last].isCalled,
              let name = tree.knownName(of: last), name == .caption || name == .caption2,
              let style = stylesUp(from: font.value, on: font.platform).first, let styleName = style.swiftUIName
        else { return (nil, nil) }
        if let size = font.value.resolvedSize(on: font.platform) ?? font.value.textStyle?.pointSize(on: font.platform),
           let target = style.pointSize(on: font.platform), target - size > FontFixes.approximateLimit(for: size) {
            return (nil, .tooFar(from: name.rawValue, size: size, to: styleName, target: target))
        }
        return (Fix(edits: [FixEdit(range: tree.byteRange(of: tree[last].token), replacement: styleName)], isExact: false,
                    summary: ".\(name.rawValue) → .\(styleName)"), nil)
    }

    /// The readable styles above a caption on its platform's table, nearest first: the most common
    /// style of each of the next two sizes up that is not a caption (iOS `.footnote`, `.subheadline`).
    /// Empty where no sizes are published (visionOS).
    static func stylesUp(from value: FontValue, on platform: Platform) -> [TextStyle] {
        guard let size = value.resolvedSize(on: platform) ?? value.textStyle?.pointSize(on: platform) else { return [] }
        let ramp = TypeRamp.of(platform)
        let levelsUp = ramp.levels.reversed().filter { level in
            level.first.flatMap(ramp.pointSize(of:)).map { $0 > size } ?? false
        }
        return Array(levelsUp.compactMap { $0.first { $0 != .caption && $0 != .caption2 } }.prefix(2))
    }
}

/// The UIKit / AppKit text fields of a type, and which labels name them: a label named for the field
/// (`emailLabel` beside `emailField` or `emailTextField`), or a label written just before a field in an
/// array (`UIStackView(arrangedSubviews: [emailLabel, emailField])`). A label after its field is a
/// hint or a unit, not its name.
private struct FieldNames {
    private var stems = Set<String>()
    private var labelsBeforeFields = Set<String>()

    init(in type: DeclarationID, of file: FileAnalysis) {
        let tree = file.tree
        let span = tree[type].tokens
        var fields = Set<String>()
        for id in tree.declarations(in: span) {
            let declaration = tree[id]
            guard declaration.kind == .let || declaration.kind == .var, let name = declaration.name else { continue }
            var tokens = Array(declaration.typeTokens)
            if let initializer = declaration.initializer { tokens += Array(tree[initializer].tokens) }
            guard tokens.contains(where: { tree.token($0, is: "UITextField") || tree.token($0, is: "NSTextField") })
            else { continue }
            let text = tree.text(of: name)
            fields.insert(text)
            if let stem = Self.stem(of: text, dropping: ["TextField", "Field"]) { stems.insert(stem) }
        }
        guard !fields.isEmpty else { return }
        for chain in tree.chains(in: span) {
            for component in tree.components(of: chain) where tree[component].kind == .array {
                let names = tree[component].arguments.map { argument -> String? in
                    guard let value = tree[argument].value, let element = tree.singleChain(of: value),
                          let last = tree.components(of: element).last, let name = tree[last].name else { return nil }
                    return tree.text(of: name)
                }
                for (label, next) in zip(names, names.dropFirst()) {
                    if let label, let next, fields.contains(next) { labelsBeforeFields.insert(label) }
                }
            }
        }
    }

    /// Whether the label named `name` names one of the fields.
    func labels(_ name: String) -> Bool {
        labelsBeforeFields.contains(name) || Self.stem(of: name, dropping: ["Label"]).map(stems.contains) ?? false
    }

    /// The name without one of the suffixes (`email` of `emailField`); nil when it has none or is only that.
    private static func stem(of name: String, dropping suffixes: [String]) -> String? {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }
}

fileprivate extension String {
    /// Why no fix moves a caption up: an approximate fix moves a size by at most 2 pt or 15%.
    static func tooFar(from style: String, size: Double, to next: String, target: Double) -> String {
        "no automatic fix: .\(next) (\(PointSize(target)) pt) is \(PointSize(target - size)) pt larger than .\(style) "
            + "(\(PointSize(size)) pt), more than an approximate fix may move \(PointSize(size)) pt "
            + "(\(limitText(size)): 2 pt or 15%, whichever is less); choose the style that fits"
    }

    /// The approximate limit for a size, to a hundredth of a point (`1.65 pt` for 11 pt).
    static func limitText(_ size: Double) -> String {
        "\(PointSize((FontFixes.approximateLimit(for: size) * 100).rounded() / 100)) pt"
    }

    static func caption(_ value: FontValue, on platform: Platform, role: String) -> String {
        let size = value.resolvedSize(on: platform).map { " (\(PointSize($0)) pt)" } ?? ""
        let what = value.textStyle.map { FontFixes.styleName($0, in: value.framework) } ?? "a caption size"
        let styles = CaptionForEssentialContentRule.stylesUp(from: value, on: platform)
            .map { FontFixes.styleName($0, in: value.framework) }
        var advice = styles.isEmpty ? "" : " — use " + styles.joined(separator: " or ")
        // Where even the next style up is past the approximate limit no fix moves the text: say so, so the
        // message never reads as a move the fix will make.
        if let base = value.resolvedSize(on: platform) ?? value.textStyle?.pointSize(on: platform),
           let next = CaptionForEssentialContentRule.stylesUp(from: value, on: platform).first,
           let target = next.pointSize(on: platform), target - base > FontFixes.approximateLimit(for: base) {
            advice += " by hand (no automatic fix: \(FontFixes.styleName(next, in: value.framework)) is "
                + "\(PointSize(target - base)) pt up, more than the \(limitText(base)) an approximate fix may move)"
        }
        return "\(what)\(size) on \(role); essential content needs a readable style\(advice)"
    }
}
