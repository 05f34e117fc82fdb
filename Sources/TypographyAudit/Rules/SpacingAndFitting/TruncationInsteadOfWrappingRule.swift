import SwiftSource
import Typography

/// `truncation-instead-of-wrapping`: dynamic text held to one line truncates at large text sizes
/// instead of wrapping.
///
/// Lint: SwiftUI `.lineLimit(1)` (own or on a container) on text whose content is not a plain
/// literal, unless `.allowsTightening(true)` applies, a `ViewThatFits` offers a fallback, or an
/// explicit `.truncationMode(.middle)` / `.head` says truncation is designed, or the text is in a toolbar
/// (a bar keeps one line; catalog "Bars"). Text that cannot grow
/// long is left alone (``ShortOrFixedText``): chosen from a small fixed set (an enum case's
/// `rawValue`, an enum's text for each case, a ternary or `switch` of literals), a localized literal
/// key, a short label around numbers or such values (`"Step \(index + 1)"`, `"\(post.likeCount)"`),
/// short formatted values (a number or date the `Text` formats itself, `count.formatted()`,
/// `formatter.string(from:)`). UIKit: `numberOfLines = 1` on a label whose font scales with Dynamic
/// Type and whose text is not only such text, unless the label tightens or truncates in the middle
/// or at the head. Reported once per modifier or assignment. No fix: wrapping changes the layout.
struct TruncationInsteadOfWrappingRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.lineLimit, .numberOfLines, .allowsTightening, .allowsDefaultTighteningForTruncation,
                                           .truncationMode, .lineBreakMode, .text, .font, .Font]

    static let description = RuleDescription(
        id: "truncation-instead-of-wrapping",
        name: "Truncation instead of wrapping",
        defaultSeverity: .note,
        rationale: "At large accessibility sizes one line holds only a few words; let text wrap rather than "
            + "truncate (HIG Typography: \"support Dynamic Type\", avoid truncating text at larger sizes).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            struct BrewRow: View {
                let recipe: Recipe
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(recipe.name)
                            .font(.headline)
                            ↓.lineLimit(1)
                        Text("\\(recipe.coffeeGrams) g of \\(recipe.roaster)")↓.lineLimit(1)
                        Text("Sign in, \\(user.name)!")↓.lineLimit(1)
                        Text(String(describing: recipe.method))↓.lineLimit(1)
                        Text(Strings.Brew.sharedBy(recipe.roaster))↓.lineLimit(1)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            // A computed property that gives model text: it can be long.
            struct ReceiptHeader: View {
                let receipt: Receipt
                private var merchant: String { receipt.merchant.name }
                var body: some View {
                    Text(merchant)↓.lineLimit(1)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Header: View {
                let title: String
                let subtitle: String
                var body: some View {
                    HStack {
                        Text(title)
                        Text(subtitle)
                            .truncationMode(.tail)
                    }
                    ↓.lineLimit(1)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Cell: View {
                let name: String
                var body: some View {
                    Button {
                    } label: {
                        Label(name, systemImage: "cup.and.saucer")
                            ↓.lineLimit(1)
                            .allowsTightening(false)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .headline)
                    label.adjustsFontForContentSizeCategory = true
                    ↓label.numberOfLines = 1
                    return label
                }()
                private let nameLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: 17)!)
                    nameLabel.adjustsFontForContentSizeCategory = true
                    ↓nameLabel.numberOfLines = 1
                    nameLabel.text = user.displayName
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            // Short values behind a computed property or function: a relative date, an amount, a
            // label chosen for each case.
            struct ReceiptRow: View {
                let receipt: Receipt
                private var issuedAgo: String { receipt.issued.formatted(.relative(presentation: .named)) }
                private var status: String? {
                    switch receipt.status {
                    case .paid: Strings.Receipt.paid
                    case .refunded: Strings.Receipt.refunded
                    case .pending: nil
                    }
                }
                private func total() -> String {
                    let amount = receipt.total
                    return amount.formatted(.currency(code: "EUR"))
                }
                var body: some View {
                    HStack {
                        Text(issuedAgo).lineLimit(1)
                        if let status { Text(status).lineLimit(1) }
                        Text(total()).lineLimit(1)
                        if let formattedDate = receipt.formattedDate { Text(formattedDate).lineLimit(1) }
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            // A mention pill: a capsule holds one line.
            struct MentionPill: View {
                let name: String
                var body: some View {
                    HStack(spacing: 4) {
                        Image(systemName: "at")
                        Text(name).lineLimit(1)
                    }
                    .padding(.horizontal, 6)
                    .background(Color.accentColor.opacity(0.2), in: .capsule)
                }
            }
            struct ElapsedTime: View {
                let elapsed: String
                var body: some View {
                    Text(elapsed).lineLimit(1).fixedSize(horizontal: true, vertical: true)
                }
            }
            struct ServerPill: View {
                let name: String
                var body: some View {
                    Text(name).lineLimit(1).padding(8)
                        .modify { view in view.glassEffect(.regular, in: .capsule) }
                }
            }
            """),
            Example("""
            import SwiftUI
            import WidgetKit
            // Widgets and complications have a canvas of fixed size: a watch complication's corner text
            // has one line along the bezel, a lock-screen widget's value one line of its slot.
            #if os(watchOS)
            struct CornerReading: View {
                let entry: ReadingEntry
                var body: some View {
                    Image(systemName: "drop.fill")
                        .widgetLabel {
                            Text(entry.summary).lineLimit(1)
                        }
                }
            }
            #endif
            struct SavingsAccessory: View {
                let entry: SavingsEntry
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(entry.goalName).lineLimit(1)
                        Text(entry.saved, format: .currency(code: "EUR"))
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            // macOS has no Dynamic Type: a sidebar row laid out for its width stays that width.
            #if os(macOS)
            struct RepositoryRow: View {
                let name: String
                let detail: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(name).lineLimit(1)
                        Text(detail).lineLimit(1).foregroundStyle(.secondary)
                    }
                }
            }
            #endif
            """),
            Example("""
            import SwiftUI
            struct V: View {
                let recipe: Recipe
                let isRunning: Bool
                var body: some View {
                    VStack {
                        Text("Ratio").lineLimit(1)
                        Button("Save") {}.lineLimit(1)
                        Text(recipe.method.rawValue).lineLimit(1)
                        Text(isRunning ? "Pause" : "Start").lineLimit(1)
                        Text(LocalizedStringKey("account.author")).lineLimit(1)
                        Text(String(localized: "brew.start")).lineLimit(1)
                        Text(Strings.Widget.nothingBrewing).lineLimit(1)
                        Text(Strings.Brew.cupCount(recipe.cupCount)).lineLimit(1)
                        Text("Step \\(index + 1) of \\(steps.count)").lineLimit(1)
                        Text("Status: \\(isOpen ? "Open" : "Closed")").lineLimit(1)
                        Text(recipe.price, format: .currency(code: "EUR")).lineLimit(1)
                        Text(recipe.name).lineLimit(2)
                        Text(recipe.name)
                            .lineLimit(1)
                            .allowsTightening(true)
                        Text(recipe.path)
                            .lineLimit(1)
                            .truncationMode(.middle)
                        ViewThatFits {
                            Text(recipe.name).lineLimit(1)
                            Text(recipe.shortName)
                        }
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                let ratioLabel = UILabel()
                let pathLabel = UILabel()
                let statusLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ratioLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
                    ratioLabel.numberOfLines = 1
                    pathLabel.font = .preferredFont(forTextStyle: .body)
                    pathLabel.adjustsFontForContentSizeCategory = true
                    pathLabel.numberOfLines = 1
                    pathLabel.lineBreakMode = .byTruncatingMiddle
                    statusLabel.font = .preferredFont(forTextStyle: .body)
                    statusLabel.numberOfLines = 1
                    statusLabel.text = "Ready"
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Post {
                var likeCount: Int
                let postedAt: Date
            }
            struct PostFooter: View {
                let post: Post
                @AppStorage("interval") private var refreshInterval = 15
                let formatter = DateFormatter()
                var body: some View {
                    HStack {
                        // Short formatted values: a wrap would only break them apart.
                        Text("\\(post.likeCount)").lineLimit(1)
                        Text(post.likeCount.formatted(.number.notation(.compactName))).lineLimit(1)
                        Text(post.postedAt, style: .relative).lineLimit(1)
                        Text(formatter.string(from: post.postedAt)).lineLimit(1)
                        Text("\\(refreshInterval) min").lineLimit(1)
                    }
                }
            }
            """),
        ]
    )

    func check(_ context: inout RuleContext) {
        checkSwiftUI(&context)
        checkPlatformViews(&context)
    }

    // MARK: SwiftUI

    private func checkSwiftUI(_ context: inout RuleContext) {
        let tree = context.tree
        var reported = Set<ComponentID>()
        var hiddenMembers: [DeclarationID: Bool] = [:]
        // A widget or complication lays its text out on a canvas of fixed size: a line limit there is the
        // layout (a wrapped line would push the rest out of the widget), not a choice to truncate. A
        // widget's row or header in a file of its own imports only SwiftUI: its folder says it is a widget's.
        // An app screen that sets the family to show a widget's preview (`.environment(\.widgetFamily, .systemSmall)`)
        // imports WidgetKit for it: its own rows are the app's.
        guard !tree.imports("WidgetKit") || ByteSearch.contains(tree.file.bytes, "environment(\\.widgetFamily"),
              !context.file.project.isInWidgetExtension else { return }
        for site in context.file.textSites where site.kind.showsDynamicTitle && !site.isInPreview
            && site.content != .literal && site.content != .none {
            // Text on a platform without Dynamic Type never grows past the width it was laid out for.
            // A bar has one line: its text keeps the bar's layout, and the Large Content Viewer is the
            // way to read it at large sizes (catalog "Bars"), not a wrap.
            guard let lineLimit = site.modifier(.lineLimit), !reported.contains(lineLimit),
                  context.file.platform(at: site.anchor).supportsDynamicType,
                  !context.file.context(of: site).contains(.toolbar),
                  site.lineCapacity(in: tree) == .atMost(1), !showsFormattedValue(site, in: tree),
                  !allowsTightening(site, in: tree), !truncatesByDesign(site, in: tree),
                  !isInViewThatFits(site, in: tree), !isShortOrFixed(site, in: tree), !isInCapsule(site, in: tree),
                  !takesItsWidth(site, in: tree),
                  // A sizing placeholder (`Text(name).lineLimit(1).hidden()`) is never seen truncated.
                  !tree.isNeverOnScreen(site.chain, hiddenMembers: &hiddenMembers)
            else { continue }
            reported.insert(lineLimit)
            context.report(at: ModifierEdits.anchor(of: lineLimit, in: tree), .oneLine)
        }
    }

    /// A number or date the `Text` formats itself (`format:`, `style:`, `timerInterval:`): short
    /// values, not prose.
    private func showsFormattedValue(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        site.kind == .text && (tree.argument("format", of: site.view) != nil || tree.argument("style", of: site.view) != nil
            || tree.argument("timerInterval", of: site.view) != nil)
    }

    private func allowsTightening(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        guard let modifier = site.modifier(.allowsTightening),
              let value = tree.argumentValue(nil, of: modifier),
              let chain = tree.singleChain(of: value) else { return false }
        let base = tree[tree.base(of: chain)]
        // A variable gets the benefit of the doubt.
        return base.kind == .booleanLiteral ? tree.token(base.token, is: "true") : true
    }

    private func truncatesByDesign(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        guard let modifier = site.modifier(.truncationMode),
              let value = tree.argumentValue(nil, of: modifier),
              let last = tree.lastComponent(of: value) else { return false }
        return tree.component(last, isNamed: "middle") || tree.component(last, isNamed: "head")
    }

    /// Whether the text takes its whole width: `.fixedSize()` or `.fixedSize(horizontal: true, …)`
    /// lays its one line out at its ideal width, so it never truncates.
    private func takesItsWidth(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        site.modifiers.contains { modifier in
            guard !modifier.isInherited, tree.isCall(modifier.component, named: "fixedSize") else { return false }
            guard let horizontal = tree.argumentValue("horizontal", of: modifier.component) else {
                return tree[modifier.component].arguments.isEmpty
            }
            return tree.isTrueLiteral(horizontal)
        }
    }

    private func isInViewThatFits(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        tree.enclosingCalls(of: site.chain).contains { tree.component($0.call, isNamed: "ViewThatFits") }
    }

    /// Whether the text is a pill's, chip's or tag's: it, or one of the three containers nearest it, is
    /// drawn in a capsule (`.background(color, in: .capsule)`, `.clipShape(Capsule())`,
    /// `.glassEffect(in: .capsule)`, also in a closure that applies one), a shape made for one line.
    private func isInCapsule(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        if chainDrawsCapsule(site.chain, in: tree) { return true }
        var depth = 0
        for (call, _) in tree.enclosingCalls(of: site.chain) {
            if chainDrawsCapsule(tree[call].chain, in: tree) { return true }
            depth += 1
            if depth == 3 { break }
        }
        return false
    }

    private func chainDrawsCapsule(_ chain: ChainID, in tree: SyntaxTree) -> Bool {
        // The modifiers only: a container's own content closure holds its children's shapes.
        let base = tree.base(of: chain)
        return tree.components(of: chain).contains { component in
            guard component != base else { return false }
            let isShaping = Self.shapingModifiers.contains { tree.component(component, isNamed: $0) }
            return tree[component].arguments.contains { argument in
                guard let value = tree[argument].value else { return false }
                let tokens = tree[value].tokens
                guard tokens.contains(where: { tree.token($0, is: "capsule") || tree.token($0, is: "Capsule") }) else { return false }
                // The shape given to a shaping modifier, directly or in a closure that applies one
                // (`.modify { $0.glassEffect(.regular, in: .capsule) }`).
                return isShaping || tokens.contains { token in Self.shapingModifiers.contains { tree.token(token, is: $0) } }
            }
        }
    }

    private static let shapingModifiers: [StaticString] = ["background", "clipShape", "glassEffect", "containerShape"]

    /// Text that cannot grow long (``ShortOrFixedText``).
    private func isShortOrFixed(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        guard let argument = site.contentArgument, let value = tree[argument].value else { return false }
        return ShortOrFixedText(tree: tree).holds(value, in: site.screen ?? tree.enclosingType(of: site.anchor))
    }

    // MARK: UIKit

    private func checkPlatformViews(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        for view in file.textViews where view.kind == .label || view.kind == .buttonTitle {
            guard let lines = view.lastAssignment(of: .numberOfLines), lineCount(lines.value, in: tree) == 1,
                  let font = view.lastAssignment(of: .font) else { continue }
            let platform = file.platform(at: lines.propertyToken)
            guard platform.supportsDynamicType else { continue }
            let scales = !font.fonts.isEmpty && font.fonts.allSatisfy { file.fonts[$0].value.scales(on: platform) }
            guard scales, !showsOnlyShortOrFixedText(view, in: tree), !tightensOrTruncatesByDesign(view, in: tree) else { continue }
            context.report(at: tree[lines.statement].firstToken, .oneLineLabel)
        }
    }

    /// The lines a label is given: a number, or a constant the file declares with one
    /// (`Style.maximumNumberOfTitleLines`, `static let maximumNumberOfTitleLines = 1`; every
    /// constant of that name agreeing).
    private func lineCount(_ value: ExpressionID, in tree: SyntaxTree) -> Double? {
        if let number = tree.numberValue(of: value) { return number }
        guard let chain = tree.singleChain(of: value), let last = tree.components(of: chain).last, !tree[last].isCalled,
              tree[last].kind != .implicitMember else { return nil }
        var count: Double?
        for id in tree.declarationIDs where tree[id].kind == .let {
            guard let name = tree[id].name, tree.token(name, spellsLike: tree[last].token) else { continue }
            guard let initializer = tree[id].initializer, let number = tree.numberValue(of: initializer),
                  count == nil || count == number else { return nil }
            count = number
        }
        return count
    }

    /// Whether the label is given text and every text it is given cannot grow long (``ShortOrFixedText``).
    private func showsOnlyShortOrFixedText(_ view: PlatformTextView, in tree: SyntaxTree) -> Bool {
        let texts = view.assignments(of: .text)
        let judgement = ShortOrFixedText(tree: tree)
        return !texts.isEmpty && texts.allSatisfy { judgement.holds($0.value, in: view.type) }
    }

    private func tightensOrTruncatesByDesign(_ view: PlatformTextView, in tree: SyntaxTree) -> Bool {
        if let tightening = view.lastAssignment(of: .allowsDefaultTighteningForTruncation),
           tree.text(of: tree[tightening.value].tokens) == "true" { return true }
        guard let mode = view.lastAssignment(of: .lineBreakMode) else { return false }
        let text = tree.text(of: tree[mode.value].tokens)
        return text.hasSuffix("byTruncatingMiddle") || text.hasSuffix("byTruncatingHead")
    }
}

extension TextSite.Kind {
    /// Views whose title is text the reader sees in the layout (not a text field's placeholder, a
    /// picker's hidden title, or the navigation bar's own title).
    var showsDynamicTitle: Bool {
        switch self {
        case .text, .label, .button, .link, .navigationLink, .toggle, .menu, .labeledContent: true
        default: false
        }
    }
}

fileprivate extension String {
    static let oneLine = "dynamic text limited to one line truncates at large text sizes; let it wrap, "
        + "or add .allowsTightening(true) or a ViewThatFits fallback"
    static let oneLineLabel = "numberOfLines = 1 on a label that scales with Dynamic Type truncates at large "
        + "text sizes; use numberOfLines = 0"
}
