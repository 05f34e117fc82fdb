import SwiftSource
import Typography

/// `text-clips-at-large-sizes`: a fixed height that one line of scaling text outgrows.
///
/// Lint: SwiftUI `.frame(height: H)` (a number or a constant of the file) on a text, or on a row
/// container around it (`HStack`, `ZStack`, `Button`, `Group`, `NavigationLink`, `Link`); UIKit
/// `label.heightAnchor.constraint(equalToConstant: H)` on a label, and a fixed table row height
/// (`rowHeight = H`, `heightForRowAt` returning H) in a file whose scaling labels all outgrow it.
/// A `VStack` of texts in a fixed height (its own frame, or a row's around it) is judged by one line
/// of each text added up (a frame is reported once, for the first category that clips any text or
/// column it holds); a style or modifier body that sets a font and a fixed height on what it
/// styles (`configuration.label.font(.headline).frame(height: 44)`) is judged there.
/// Reported when the line height of the text's font × its lines (1, or the
/// `.lineLimit(n, reservesSpace: true)` count), shrunk by `.minimumScaleFactor`, exceeds H at some
/// category up to the platform's largest (or the cap of `.dynamicTypeSize(...)` /
/// `maximumContentSizeCategory`); the message names the first category that clips, from the
/// platform's published line heights (custom sizes grow with `FontMetrics.scaledValue`). Not
/// reported: `minHeight` / `idealHeight` / `maxHeight`, heights that hold the line at the largest
/// size, fonts that do not scale (the scaling rules report those), platforms without Dynamic Type.
/// No fix: the layout needs a flexible height.
struct TextClipsAtLargeSizesRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.frame, .heightAnchor, .rowHeight, .font, .Font, .dynamicTypeSize, .lineLimit,
                                           .maximumContentSizeCategory, .minimumScaleFactor]

    static let description = RuleDescription(
        id: "text-clips-at-large-sizes",
        name: "Text clips at large sizes",
        defaultSeverity: .warning,
        rationale: "Text grows with the reader's text size; a fixed height cuts it off at larger sizes "
            + "(HIG Typography: support Dynamic Type — layouts must adapt to the largest sizes).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            struct RatioRow: View {
                let ratio: String
                var body: some View {
                    HStack {
                        Text("Ratio")
                        Spacer()
                        Text(ratio)
                            .font(.headline)
                            ↓.frame(height: 24)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Pill: View {
                let isCompact: Bool
                var body: some View {
                    Button {
                    } label: {
                        HStack {
                            Image(systemName: "cup.and.saucer")
                            Text("Brew now")
                                .font(isCompact ? .footnote : .body)
                        }
                    }
                    ↓.frame(width: 160, height: 44)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Note: View {
                var body: some View {
                    Text("Two lines of guidance")
                        .font(.custom("Georgia", size: 15, relativeTo: .subheadline))
                        .lineLimit(2, reservesSpace: true)
                        ↓.frame(height: 40, alignment: .top)
                }
            }
            """),
            Example("""
            import SwiftUI
            enum Metrics {
                static let tabHeight: CGFloat = 28
            }
            struct Tab: View {
                @ScaledMetric private var rowHeight: CGFloat = 28
                let title: String
                var body: some View {
                    VStack {
                        Text(title).font(.subheadline)↓.frame(height: Metrics.tabHeight)
                        Text(title).font(.subheadline).frame(height: rowHeight)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .body)
                    label.adjustsFontForContentSizeCategory = true
                    return label
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(titleLabel)
                    NSLayoutConstraint.activate([
                        ↓titleLabel.heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
            }
            """),
            Example("""
            import UIKit
            final class BrewCell: UITableViewCell {
                let nameLabel = UILabel()
                func setUp() {
                    nameLabel.font = .preferredFont(forTextStyle: .body)
                    nameLabel.adjustsFontForContentSizeCategory = true
                }
            }
            final class BrewsViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓tableView.rowHeight = 44
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    ↓56
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Bio: View {
                let bio: String
                var body: some View {
                    // Of stacked fonts the innermost wins.
                    Text(bio)
                        .font(.title3)
                        .font(.caption)
                        ↓.frame(height: 20)
                }
            }
            """, message: "fixed height of 20 pt clips .title3 text already at the default size (a line needs 25 pt); use minHeight or let the height grow"),
            Example("""
            import SwiftUI
            extension Font {
                static var appHeadline: Font { .custom("Inter-SemiBold", size: 17, relativeTo: .headline) }
            }
            extension View {
                func eyebrow() -> some View {
                    font(.caption.weight(.semibold)).textCase(.uppercase)
                }
            }
            struct FeedHeader: View {
                let title: String
                var body: some View {
                    VStack {
                        header
                            ↓.frame(height: 24)
                        HStack {
                            Text(title)
                            Text("Live")
                        }
                        .font(.appHeadline)
                        ↓.frame(height: 22)
                        Text("Pro").eyebrow()↓.frame(height: 14)
                    }
                }
                private var header: some View {
                    HStack {
                        Image(systemName: "bird")
                        Text(title).font(.headline)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class TrailViewController: UIViewController {
                private let startButton = UIButton(type: .system)
                private let legendLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    startButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
                    startButton.titleLabel?.adjustsFontForContentSizeCategory = true
                    legendLabel.font = .preferredFont(forTextStyle: .caption2)
                    legendLabel.adjustsFontForContentSizeCategory = true
                    let legendHeight = ↓legendLabel.heightAnchor.constraint(equalToConstant: 16)
                    legendHeight.priority = UILayoutPriority(999)
                    NSLayoutConstraint.activate([
                        ↓startButton.heightAnchor.constraint(equalToConstant: 44),
                        legendHeight,
                    ])
                }
            }
            """),
            Example("""
            import SwiftUI
            // The font a ViewModifier or a button style sets reaches the texts it is applied to.
            struct CardSubtitle: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            struct PrimaryButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(.headline)
                        .frame(maxWidth: .infinity, minHeight: 50)
                        .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            extension ButtonStyle where Self == PrimaryButtonStyle {
                static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
            }
            extension View {
                func cardSubtitle() -> some View {
                    modifier(CardSubtitle())
                }
            }
            struct ShowtimeCard: View {
                let auditorium: String
                let onBook: () -> Void
                var body: some View {
                    VStack {
                        Text(auditorium).modifier(CardSubtitle())↓.frame(height: 18)
                        Text(auditorium).cardSubtitle()↓.frame(height: 18)
                        Button("Book seats", action: onBook)
                            .buttonStyle(.primary)
                            ↓.frame(height: 50)
                        Button {
                            onBook()
                        } label: {
                            Text("Order snacks")
                        }
                        .buttonStyle(PrimaryButtonStyle())
                        ↓.frame(height: 44)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct PrimaryButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.font(.headline).padding()
                }
            }
            // A button style sets the font of the buttons it styles, not of the other texts in the stack.
            struct Banner: View {
                var body: some View {
                    VStack {
                        Text("Snacks are ready")↓.frame(height: 20)
                        Button("Collect") {}
                    }
                    .buttonStyle(PrimaryButtonStyle())
                }
            }
            """, message: "fixed height of 20 pt clips .body text already at the default size (a line needs 22 pt); use minHeight or let the height grow"),
            Example("""
            import SwiftUI
            // A list row of a fixed height: the title and the category stacked in it need 47 pt from xxLarge.
            struct TransactionRow: View {
                let merchant: String
                let category: String
                var body: some View {
                    HStack {
                        Image(systemName: "creditcard")
                        VStack(alignment: .leading) {
                            Text(merchant)
                            Text(category).font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                    }
                    ↓.frame(height: 44)
                }
            }
            """, message: "fixed height of 44 pt clips the 2 texts stacked in it from xxLarge (one line of each needs 47 pt); use minHeight or let the height grow"),
            Example("""
            import SwiftUI
            // The style sets the font and a fixed height on every button it styles.
            struct PillButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(.headline)
                        .padding(.horizontal, 16)
                        ↓.frame(height: 44)
                        .background(Capsule().fill(Color.accentColor))
                }
            }
            """, message: "fixed height of 44 pt clips .headline text from AX3 (a line needs 48 pt); use minHeight or let the height grow"),
            Example("""
            import SwiftUI
            // An icon over its title: the title's line alone outgrows the item's height.
            struct TabBarItem: View {
                let title: String
                let icon: String
                var body: some View {
                    VStack(spacing: 2) {
                        Image(systemName: icon)
                        Text(title)
                    }
                    .font(.caption)
                    ↓.frame(height: 30)
                }
            }
            """, message: "fixed height of 30 pt clips .caption text from AX2 (a line needs 32 pt); use minHeight or let the height grow"),
            Example("""
            import UIKit
            // The view's own height in a label or button subclass, the constraint bound to a name.
            final class TagLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    font = .preferredFont(forTextStyle: .caption1)
                    adjustsFontForContentSizeCategory = true
                    ↓heightAnchor.constraint(equalToConstant: 18).isActive = true
                }
                required init?(coder: NSCoder) { nil }
            }
            final class PrimaryButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleLabel?.font = .preferredFont(forTextStyle: .headline)
                    titleLabel?.adjustsFontForContentSizeCategory = true
                    let height = ↓heightAnchor.constraint(equalToConstant: 44)
                    height.priority = UILayoutPriority(999)
                    height.isActive = true
                }
                required init?(coder: NSCoder) { nil }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            struct V: View {
                let name: String
                var body: some View {
                    VStack {
                        Text(name).font(.headline).frame(minHeight: 24)
                        Text(name).font(.headline).frame(maxHeight: 24)
                        Text(name).font(.headline).frame(idealHeight: 24)
                        Text(name).font(.headline).frame(maxWidth: .infinity, minHeight: 44)
                        Text(name).font(.caption2).frame(height: 60)
                        Text(name).font(.system(size: 13)).frame(height: 16)
                        Text(name).font(.body).minimumScaleFactor(0.5).frame(height: 32)
                        Circle().frame(width: 24, height: 24)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Capped: View {
                var body: some View {
                    Text("Tab")
                        .font(.footnote)
                        .frame(height: 30)
                        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
            """),
            Example("""
            import UIKit
            final class BrewsViewController: UITableViewController {
                let nameLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameLabel.font = .preferredFont(forTextStyle: .body)
                    tableView.rowHeight = UITableView.automaticDimension
                    tableView.estimatedRowHeight = 44
                }
            }
            """),
            Example("""
            import UIKit
            final class FixedCell: UITableViewCell {
                let nameLabel = UILabel()
                func setUp() {
                    nameLabel.font = .systemFont(ofSize: 15)
                }
            }
            let rowHeight: CGFloat = 44
            func configure(_ tableView: UITableView) { tableView.rowHeight = rowHeight }
            """),
            Example("""
            import AppKit
            import SwiftUI
            struct MacRow: View {
                var body: some View {
                    Text("Mac").font(.headline).frame(height: 17)
                }
            }
            """),
            Example("""
            import SwiftUI
            // The font comes from a design system's modifier the audit cannot read: unknown, not body.
            struct DisplayName: View {
                let name: String
                var body: some View {
                    Text(name)
                        .appDisplayTitle()
                        .frame(height: 30)
                }
            }
            """),
            Example("""
            import SwiftUI
            // A column's fixed height is the card's, shared by the texts stacked in it: no single text's line
            // is judged against it (nor against the row's height around the column), and one line of each,
            // added up, fits 120 pt at every size.
            struct MovieCard: View {
                let title: String
                let synopsis: String
                var body: some View {
                    HStack(alignment: .top) {
                        VStack(alignment: .leading) {
                            Text(title).font(.headline)
                            Text(synopsis).font(.subheadline).lineLimit(3)
                            Spacer()
                        }
                        .frame(height: 120)
                        VStack {
                            Text("PG-13").font(.caption)
                            Text("2h 10m").font(.caption)
                        }
                    }
                    .frame(height: 140)
                }
            }
            """),
            Example("""
            import SwiftUI
            // A modifier's fixed font does not grow (fixed-font-size reports it in the modifier).
            struct CardTitle: ViewModifier {
                func body(content: Content) -> some View {
                    content.font(.system(size: 17, weight: .semibold))
                }
            }
            struct Banner: View {
                let title: String
                var body: some View {
                    Text(title)
                        .modifier(CardTitle())
                        .frame(height: 22)
                }
            }
            """),
        ]
    )

    func check(_ context: inout RuleContext) {
        checkFrames(&context)
        checkStyleBodies(&context)
        checkHeightConstraints(&context)
        checkRowHeights(&context)
    }

    /// A fixed height and the first category at which it clips.
    struct Clip {
        var height: Double
        var lines: Int
        var category: ContentSizeCategory
        var lineHeight: Double
        /// The text style as code spells it (`.headline`), when the font is one.
        var style: String?

        /// What clips where, as code and document findings word it: "fixed height of 20 pt clips
        /// .body text already at the default size (a line needs 22 pt)".
        var summary: String {
            let lines = lines == 1 ? "a line needs" : "\(lines) lines need"
            let total = PointSize(computed: lineHeight * Double(self.lines))
            let from = category <= .large ? "already at the default size" : "from \(category.higName)"
            let text = style.map { "\($0) text" } ?? "the text"
            return "fixed height of \(PointSize(height)) pt clips \(text) \(from) (\(lines) \(total) pt)"
        }
    }

    // MARK: SwiftUI frames

    /// Each fixed-height frame that clips a text or a column of texts it holds, reported once, at the
    /// first category that clips any of them.
    private func checkFrames(_ context: inout RuleContext) {
        let tree = context.tree
        let file = context.file
        // No `.frame(height:)` of a fixed height in the file: no site or column has one.
        guard file.components(named: .frame).contains(where: { frame in
            tree.argumentValue("height", of: frame).flatMap { file.fixedNumber($0) } != nil
        }) else { return }
        var first: [ComponentID: FrameClip] = [:]
        for site in context.file.textSites where site.kind != .navigationTitle && !site.isInPreview
            && site.platform.supportsDynamicType {
            for (frame, height) in fixedHeightFrames(of: site, in: context.file) {
                guard let clip = firstClip(of: site, height: height, in: tree) else { continue }
                FrameClip(clip: clip, message: .clips(clip)).keep(at: frame, in: &first)
            }
        }
        for (frame, found) in columnClips(in: file) {
            found.keep(at: frame, in: &first)
        }
        for (frame, found) in first.sorted(by: { $0.key < $1.key }) {
            context.report(at: ModifierEdits.anchor(of: frame, in: tree), found.message)
        }
    }

    /// A frame's clip with the message that names it.
    private struct FrameClip {
        var clip: Clip
        var message: String

        /// Records this clip for `frame` unless one found before clips at the same category or earlier.
        func keep(at frame: ComponentID, in first: inout [ComponentID: FrameClip]) {
            if let known = first[frame], known.clip.category <= clip.category { return }
            first[frame] = self
        }
    }

    /// The first category at which one of the site's scaling fonts outgrows `height` (its lines,
    /// shrunk by its minimum scale factor, up to its largest category).
    private func firstClip(of site: TextSite, height: Double, in tree: SyntaxTree) -> Clip? {
        let lines = reservedLines(site, in: tree)
        let largest = largestCategory(site, in: tree)
        let scale = minimumScaleFactor(site, in: tree)
        var first: Clip?
        for font in site.fonts where font.value.scales(on: site.platform) {
            guard let clip = Self.firstClip(of: font.value, lines: lines, height: height, platform: site.platform,
                                            upTo: largest, scale: scale) else { continue }
            if let known = first, known.category <= clip.category { continue }
            first = clip
        }
        return first
    }

    /// The texts stacked directly in a `VStack` (not in its `if`, `ForEach` or `#if` branches), by the
    /// stack's call: their lines add up inside the column's fixed height.
    private func columns(in file: FileAnalysis) -> [ComponentID: [TextSite]] {
        let tree = file.tree
        var result: [ComponentID: [TextSite]] = [:]
        for site in file.textSites where site.kind != .navigationTitle && !site.isInPreview && site.platform.supportsDynamicType {
            var calls = tree.enclosingCalls(of: site.chain).makeIterator()
            guard let (call, argument) = calls.next(), tree.component(call, isNamed: "VStack"), let block = tree.closureBlock(of: argument),
                  tree.enclosingBlock(of: site.anchor) == block,
                  tree.ifConfigClauses(containing: site.anchor).count == tree.ifConfigClauses(containing: tree[call].token).count
            else { continue }
            result[call, default: []].append(site)
        }
        return result
    }

    /// A `VStack` of texts in a fixed height (its own `.frame(height:)` or a row's around it): one
    /// line of each text, added up, outgrows it. Texts of unknown font, other views and the stack's
    /// spacing are left out, so the sum is the least the column needs. By frame, in source order.
    private func columnClips(in file: FileAnalysis) -> [(ComponentID, FrameClip)] {
        let tree = file.tree
        var result: [(ComponentID, FrameClip)] = []
        for (column, sites) in columns(in: file).sorted(by: { $0.key < $1.key }) {
            let platform = sites[0].platform
            let frames = fixedHeightFrames(of: tree[column].chain, after: column, in: file)
            guard !frames.isEmpty, sites.allSatisfy({ $0.platform == platform }) else { continue }
            // One text with other views (an icon over its title): its own lines against the height.
            if sites.count == 1 {
                for (frame, height) in frames {
                    guard let clip = firstClip(of: sites[0], height: height, in: tree) else { continue }
                    result.append((frame, FrameClip(clip: clip, message: .clips(clip))))
                }
                continue
            }
            let largest = sites.map { largestCategory($0, in: tree) }.min() ?? platform.largestCategory
            for (frame, height) in frames {
                guard let clip = firstColumnClip(of: sites, height: height, platform: platform, upTo: largest, in: tree)
                else { continue }
                result.append((frame, FrameClip(clip: clip, message: .columnClips(clip, texts: sites.count))))
            }
        }
        return result
    }

    /// The first category up to `largest` at which the column's lines (each text's smallest candidate
    /// font, shrunk by its minimum scale factor) add up to more than `height`.
    private func firstColumnClip(of sites: [TextSite], height: Double, platform: Platform,
                                 upTo largest: ContentSizeCategory, in tree: SyntaxTree) -> Clip? {
        let defaultTotal = columnHeight(sites, platform: platform, at: .large, in: tree)
        for category in platform.categories where category <= largest {
            guard let total = columnHeight(sites, platform: platform, at: category, in: tree), total > height else { continue }
            let belowDefault = category < .large && largest >= .large
            return Clip(height: height, lines: 1, category: belowDefault ? .large : category,
                        lineHeight: belowDefault ? defaultTotal ?? total : total, style: nil)
        }
        return nil
    }

    /// One line of each text at `category`, added up; nil when no text's font is known.
    private func columnHeight(_ sites: [TextSite], platform: Platform, at category: ContentSizeCategory,
                              in tree: SyntaxTree) -> Double? {
        var total = 0.0
        var known = false
        for site in sites {
            let heights = site.fonts.compactMap { $0.value.lineHeight(on: platform, at: category) }
            guard let line = heights.min() else { continue }
            total += line * Double(reservedLines(site, in: tree)) * minimumScaleFactor(site, in: tree)
            known = true
        }
        return known ? total : nil
    }

    /// A style or modifier body that sets a font and a fixed height on what it styles:
    /// `configuration.label.font(.headline).frame(height: 50)` in `makeBody(configuration:)`,
    /// `content.font(…).frame(height: H)` in `body(content:)`. The texts it styles live elsewhere;
    /// the font and the height are both here, so the clip is reported at the frame.
    private func checkStyleBodies(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        var previousChain: ChainID?
        for frame in file.components(named: .frame) {
            let chain = tree[frame].chain
            guard chain != previousChain, isStyledPlaceholder(chain, in: tree),
                  let height = tree.argumentValue("height", of: frame).flatMap({ file.fixedNumber($0) }) else { continue }
            previousChain = chain
            let anchor = tree[chain].firstToken
            let platform = file.platform(at: anchor)
            guard platform.supportsDynamicType, !file.isInPreview(anchor) else { continue }
            // The innermost `.font(…)` before the frame is the font of the styled texts.
            let font = tree.components(of: chain).filter { $0 < frame && file.knownName(of: $0) == .font }.last
                .flatMap { tree.argumentValue(nil, of: $0) }
                .flatMap { tree.valueChains(of: $0).first }
                .flatMap { file.font(of: $0) }
            guard let value = font?.value, value.scales(on: platform),
                  let clip = Self.firstClip(of: value, lines: 1, height: height, platform: platform, upTo: platform.largestCategory)
            else { continue }
            context.report(at: ModifierEdits.anchor(of: frame, in: tree), .clips(clip))
        }
    }

    /// Whether a chain starts at what a style or modifier body styles: `configuration.label` in a
    /// `makeBody(configuration:)`, `content` in a `body(content:)`.
    private func isStyledPlaceholder(_ chain: ChainID, in tree: SyntaxTree) -> Bool {
        let components = tree.components(of: chain)
        guard let first = components.first, tree[first].kind == .identifier, let function = tree.enclosingFunction(of: tree[first].token),
              let name = tree[function].name else { return false }
        if tree.token(tree[first].token, is: "content") { return tree.token(name, is: "body") }
        guard tree.token(tree[first].token, is: "configuration"), components.count > 1,
              tree.token(tree[components[1]].token, is: "label") else { return false }
        return tree.token(name, is: "makeBody")
    }

    /// `.frame(height: H)` on the site's own chain, or on the row containers around it.
    private func fixedHeightFrames(of site: TextSite, in file: FileAnalysis) -> [(ComponentID, Double)] {
        fixedHeightFrames(of: site.chain, after: site.view, in: file)
    }

    /// `.frame(height: H)` on `chain` after the view `start` it builds, or on the row containers around it.
    private func fixedHeightFrames(of viewChain: ChainID, after start: ComponentID, in file: FileAnalysis) -> [(ComponentID, Double)] {
        let tree = file.tree
        var result: [(ComponentID, Double)] = []
        func collect(_ chain: ChainID, after start: ComponentID) {
            for component in tree.components(of: chain) where component > start && file.knownName(of: component) == .frame {
                if let height = tree.argumentValue("height", of: component)
                    .flatMap({ file.fixedNumber($0) }) {
                    result.append((component, height))
                }
            }
        }
        collect(viewChain, after: start)
        // The rows around the view, up to the first container that is not a row; `chain` ends as the
        // outermost row's chain.
        var chain = viewChain
        var isRow = true
        for (call, _) in tree.enclosingCalls(of: viewChain) {
            guard Self.rowContainers.contains(where: { tree.component(call, isNamed: $0) }) else {
                isRow = false
                break
            }
            chain = tree[call].chain
            collect(chain, after: call)
        }
        // A subview property (`var header: some View { … }`) sized where it is used: `header.frame(height: 24)`.
        if isRow {
            for use in tree.uses(ofSubviewBuiltBy: chain) {
                collect(use, after: tree.base(of: use))
            }
        }
        return result
    }

    /// Containers whose fixed height is the height of each text inside.
    private static let rowContainers: [StaticString] = ["HStack", "ZStack", "Button", "Group", "NavigationLink", "Link"]

    /// The lines the text keeps room for: `.lineLimit(n, reservesSpace: true)` → n, else 1.
    private func reservedLines(_ site: TextSite, in tree: SyntaxTree) -> Int {
        guard let lineLimit = site.modifier(.lineLimit),
              let reserves = tree.argumentValue("reservesSpace", of: lineLimit),
              tree.text(of: tree[reserves].tokens) == "true",
              let count = tree.argumentValue(nil, of: lineLimit).flatMap({ tree.numberValue(of: $0) }),
              count >= 1 else { return 1 }
        return Int(count)
    }

    /// How far the text may shrink to fit (`.minimumScaleFactor(0.5)`), 1 when it may not.
    private func minimumScaleFactor(_ site: TextSite, in tree: SyntaxTree) -> Double {
        guard let modifier = site.modifier(.minimumScaleFactor),
              let factor = tree.argumentValue(nil, of: modifier).flatMap({ tree.numberValue(of: $0) }),
              factor > 0, factor < 1 else { return 1 }
        return factor
    }

    /// The largest category the text is shown at: the upper bound of `.dynamicTypeSize(…)` if any.
    private func largestCategory(_ site: TextSite, in tree: SyntaxTree) -> ContentSizeCategory {
        let largest = site.platform.largestCategory
        guard let modifier = site.modifier(.dynamicTypeSize),
              let value = tree.argumentValue(nil, of: modifier) else { return largest }
        return DynamicTypeRange(value, in: tree)?.upperBound.map { min($0, largest) } ?? largest
    }

    // MARK: UIKit height constraints

    /// `label.heightAnchor.constraint(equalToConstant: H)` on a label of the same type.
    private func checkHeightConstraints(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        guard !file.textViews.isEmpty else { return }
        var previousChain: ChainID?
        for heightAnchor in file.components(named: .heightAnchor) {
            // The first `heightAnchor` of each chain (a chain's components are adjacent in the group).
            let chainID = tree[heightAnchor].chain
            guard chainID != previousChain else { continue }
            previousChain = chainID
            guard let constraint = tree.component(after: heightAnchor), tree.isCall(constraint, named: "constraint"),
                  let height = tree.argumentValue("equalToConstant", of: constraint)
                    .flatMap({ file.fixedNumber($0) }) else { continue }
            let path = tree.components(of: chainID)
                .filter { $0 < heightAnchor && tree[$0].name != nil && tree.knownName(of: $0) != .`self` }
                .map { tree.text(of: tree[$0].token) }.joined(separator: ".")
            let anchor = tree[chainID].firstToken
            let type = tree.enclosingType(of: anchor)
            // A bare `heightAnchor` is the view's own, in a label or button subclass (`font = …`).
            let receiver = path.isEmpty ? "self" : path
            // A button's height holds its title label (`button.titleLabel?.font = …`).
            let title = path.isEmpty ? "titleLabel" : path + ".titleLabel"
            guard let view = file.textViews.first(where: { ($0.name == receiver || $0.name == title) && $0.type == type }),
                  let font = view.lastAssignment(of: .font) else { continue }
            let platform = file.platform(at: anchor)
            guard platform.supportsDynamicType else { continue }
            var largest = platform.largestCategory
            if let cap = view.lastAssignment(of: .maximumContentSizeCategory),
               let name = tree.lastMemberName(of: cap.value), let category = ContentSizeCategory(name: name) {
                largest = min(largest, category)
            }
            let clips = font.fonts.map { file.fonts[$0].value }.filter { $0.scales(on: platform) }
                .compactMap { Self.firstClip(of: $0, lines: 1, height: height, platform: platform, upTo: largest) }
            guard let clip = clips.min(by: { $0.category < $1.category }) else { continue }
            context.report(at: anchor, .clips(clip))
        }
    }

    // MARK: UIKit row heights

    /// `tableView.rowHeight = H` or `tableView(_:heightForRowAt:)` returning H in a file whose
    /// labels scale: reported when one line of every scaling label outgrows H, at the last of their
    /// first clipping categories (the cells' insets only make it worse).
    private func checkRowHeights(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        let fonts = file.textViews.compactMap { $0.lastAssignment(of: .font) }.flatMap(\.fonts).map { file.fonts[$0] }
            .filter { $0.value.scales(on: $0.platform) }
        guard !fonts.isEmpty else { return }
        var rows: [(anchor: TokenID, height: Double)] = []
        for last in file.components(named: .rowHeight) {
            let chain = tree[last].chain
            guard tree.components(of: chain).last == last, let statement = tree.assignment(to: chain),
                  let value = statement.expression, let height = file.fixedNumber(value) else { continue }
            rows.append((statement.firstToken, height))
        }
        for id in tree.declarationIDs where tree[id].kind == .function {
            let function = tree[id]
            guard let name = function.name, tree.token(name, is: "tableView"),
                  function.parameters.contains(where: { tree.token(tree[$0].firstName, is: "heightForRowAt") }),
                  let body = function.body, tree[body].statements.count == 1,
                  let value = tree[tree[body].statements[0]].expression, let height = file.fixedNumber(value) else { continue }
            rows.append((tree[value].firstToken, height))
        }
        for row in rows {
            let platform = file.platform(at: row.anchor)
            guard platform.supportsDynamicType else { continue }
            let clips = fonts.compactMap { Self.firstClip(of: $0.value, lines: 1, height: row.height, platform: platform,
                                                          upTo: platform.largestCategory) }
            guard clips.count == fonts.count, let clip = clips.max(by: { $0.category < $1.category }) else { continue }
            context.report(at: row.anchor, .rowClips(clip))
        }
    }

    // MARK: Clipping

    /// The first category of the platform, up to `largest`, whose line height × lines exceeds
    /// `height`, with the text shrunk by `scale` (its minimum scale factor) first.
    static func firstClip(of font: FontValue, lines: Int, height: Double, platform: Platform,
                          upTo largest: ContentSizeCategory, scale: Double = 1) -> Clip? {
        for category in platform.categories where category <= largest {
            guard let lineHeight = font.lineHeight(on: platform, at: category) else { continue }
            if lineHeight * Double(lines) * scale > height {
                // Clipped already below the default size: the message gives the default size's line.
                let belowDefault = category < .large && largest >= .large
                let shown = belowDefault ? font.lineHeight(on: platform, at: .large) ?? lineHeight : lineHeight
                return Clip(height: height, lines: lines, category: belowDefault ? .large : category, lineHeight: shown,
                            style: font.textStyle.map { FontFixes.styleName($0, in: font.framework) })
            }
        }
        return nil
    }
}

fileprivate extension String {
    static func rowClips(_ clip: TextClipsAtLargeSizesRule.Clip) -> String {
        let text = clip.style.map { "\($0) text" } ?? "text"
        return "fixed row height of \(PointSize(clip.height)) pt clips the cells' \(text) from \(clip.category.higName) "
            + "(a line needs \(PointSize(computed: clip.lineHeight)) pt); use UITableView.automaticDimension"
    }

    static func columnClips(_ clip: TextClipsAtLargeSizesRule.Clip, texts: Int) -> String {
        let from = clip.category == .large ? "already at the default size" : "from \(clip.category.higName)"
        return "fixed height of \(PointSize(clip.height)) pt clips the \(texts) texts stacked in it \(from) (one line "
            + "of each needs \(PointSize(computed: clip.lineHeight)) pt); use minHeight or let the height grow"
    }

    static func clips(_ clip: TextClipsAtLargeSizesRule.Clip) -> String {
        clip.summary + "; use minHeight or let the height grow"
    }
}
