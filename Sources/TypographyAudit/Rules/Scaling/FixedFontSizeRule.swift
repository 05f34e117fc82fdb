import SwiftSource
import Typography

/// `fixed-font-size`: a system font with a point size written in code does not follow the user's
/// text size.
///
/// Lint: every system font built with a literal or constant size (`.system(size:)`,
/// `UIFont.systemFont(ofSize:)` and variants, `NSFont.systemFont(ofSize: NSFont.smallSystemFontSize)`,
/// `UIFont(descriptor:size:)`, `.withSize(_:)`, a helper called with a literal size) that nothing
/// scales, except fonts that only size an SF Symbol, previews and configured fixed-size targets.
/// A font declared once is reported at its declaration. Fix: the nearest text style.
struct FixedFontSizeRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.font, .Font]

    static let description = RuleDescription(
        id: "fixed-font-size",
        name: "Fixed font size",
        defaultSeverity: .warning,
        rationale: "Text styles scale with the reader's Dynamic Type setting; a fixed point size does not "
            + "(HIG Typography: \"use text styles\", support Dynamic Type).",
        triggeringExamples: [
            Example("""
            import UIKit
            // A custom bar keeps the system bar's size on purpose; the message names the two ways out.
            final class ReaderToolbar: UIToolbar {
                private let pageLabel = UILabel()
                func setUp() {
                    pageLabel.font = ↓.systemFont(ofSize: 13, weight: .medium)
                    items = [UIBarButtonItem(customView: pageLabel)]
                }
            }
            """, message: "system font at a fixed 13 pt in the bar ReaderToolbar keeps its size at every text size; "
                + "scale it with .footnote, or show the Large Content Viewer (showsLargeContentViewer = true)"),
            Example("""
            import SwiftUI
            // A toolbar item keeps the bar's size too.
            struct ChapterView: View {
                var body: some View {
                    ScrollView { }
                        .toolbar {
                            ToolbarItem(placement: .principal) {
                                Text("Chapter 3").font(↓.system(size: 13, weight: .semibold))
                            }
                        }
                }
            }
            """, message: "system font at a fixed 13 pt in a toolbar keeps its size at every text size; "
                + "scale it with .footnote, or show the Large Content Viewer (.accessibilityShowsLargeContentViewer())"),
            Example("""
            import UIKit
            // The navigation bar's title attributes.
            final class ShelfViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let appearance = UINavigationBarAppearance()
                    appearance.titleTextAttributes = [.font: ↓UIFont.systemFont(ofSize: 17, weight: .semibold)]
                    navigationItem.standardAppearance = appearance
                }
            }
            """, message: "system font at a fixed 17 pt in the navigation bar title keeps its size at every text size; "
                + "scale it with .headline, or show the Large Content Viewer (showsLargeContentViewer = true)"),
            Example("""
            import UIKit
            // A label placed in the navigation bar as a bar button item's custom view.
            final class InboxViewController: UIViewController {
                private let unreadLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    unreadLabel.font = ↓.systemFont(ofSize: 15, weight: .medium)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: unreadLabel)
                }
            }
            """, message: "system font at a fixed 15 pt in a bar button item's custom view keeps its size at every text "
                + "size; scale it with .subheadline, or show the Large Content Viewer (showsLargeContentViewer = true)"),
            Example("""
            import UIKit
            // The bound font is also shown unscaled.
            final class BadgeView: UIView {
                private let label = UILabel()
                private let detail = UILabel()
                func setUp() {
                    let base = ↓UIFont.systemFont(ofSize: 15, weight: .semibold)
                    label.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: base)
                    detail.font = base
                }
            }
            """),
            Example("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("Ratio")
                        .font(↓.system(size: 17, weight: .semibold))
                }
            }
            """),
            Example("""
            import SwiftUI
            extension Font {
                static let brandTitle = ↓Font.system(size: 28, weight: .bold)
                static var brandCaption: Font {
                    ↓.system(size: 10)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Row: View {
                let isCompact: Bool
                var body: some View {
                    Text("Brew")
                        .font(isCompact ? ↓.system(size: 15) : .title3)
                        .lineLimit(1)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Timer: View {
                @State private var running = false
                var body: some View {
                    Button {
                        running.toggle()
                    } label: {
                        Text(running ? "Pause" : "Start")
                            .font(↓.system(size: 20, weight: .bold))
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class CardViewController: UIViewController {
                private let ratioLabel = UILabel()
                private let button = UIButton(type: .system)
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.font = ↓UIFont.systemFont(ofSize: 15, weight: .medium)
                    return label
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ratioLabel.font = ↓.monospacedDigitSystemFont(ofSize: 13, weight: .regular)
                    button.titleLabel?.font = ↓.boldSystemFont(ofSize: 17)
                }
            }
            """),
            Example("""
            import UIKit
            extension UIFont {
                static func appFont(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
                    .systemFont(ofSize: size, weight: weight)
                }
            }
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.font = ↓UIFont.appFont(ofSize: 20, weight: .semibold)
                }
            }
            """),
            Example("""
            import AppKit
            // Off the macOS ramp (13, 15, 17 …): a hierarchy note.
            final class Inspector: NSView {
                let field = NSTextField(labelWithString: "")
                func setUp() {
                    field.font = ↓NSFont.systemFont(ofSize: 14)
                }
            }
            """, message: "system font at a fixed 14 pt; use a text style (nearest: .body)"),
            Example("""
            import SwiftUI
            enum Metrics {
                static let titleSize: CGFloat = 22
            }
            struct V: View {
                var body: some View {
                    #if os(macOS)
                    Text("Mac").font(↓.system(size: 16))
                    #else
                    Text("Phone").font(↓.system(size: Metrics.titleSize))
                    #endif
                }
            }
            """),
            Example("""
            import UIKit
            let font = ↓UIFont.preferredFont(forTextStyle: .body).withSize(15)
            """),
            Example("""
            import SwiftUI
            struct ProfileHeader: View {
                let name: String
                let isCompact: Bool
                var body: some View {
                    Text(name)
                        .font(↓.system(size: isCompact ? 20 : 28, weight: .bold))
                }
            }
            """, message: "system font at a fixed 20 or 28 pt does not scale with Dynamic Type; use a text style (nearest: .title3 and .title)"),
            Example("""
            import SwiftUI
            // A modifier's body sets the font of every text it is applied to: reported there, with its size.
            struct CardTitle: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .font(↓.system(size: 17, weight: .semibold))
                        .foregroundStyle(.primary)
                }
            }
            struct ChipButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(↓.system(size: 17, weight: .semibold))
                        .padding(6)
                }
            }
            """, message: "system font at a fixed 17 pt does not scale with Dynamic Type; use a text style (nearest: .headline)"),
            Example("""
            import UIKit
            // Measured for the layout and also shown in a label: it reaches the screen.
            final class SeatCell: UICollectionViewCell {
                static let titleFont = ↓UIFont.systemFont(ofSize: 14, weight: .medium)
                private let titleLabel = UILabel()
                private let priceLabel = UILabel()
                func configure(title: String) {
                    titleLabel.font = Self.titleFont
                    let priceFont = ↓UIFont.systemFont(ofSize: 12)
                    priceLabel.font = priceFont
                    let inset = priceFont.lineHeight / 2
                    contentView.layoutMargins = UIEdgeInsets(top: inset, left: 8, bottom: inset, right: 8)
                }
                static func width(for title: String) -> CGFloat {
                    (title as NSString).size(withAttributes: [.font: titleFont]).width + 16
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import UIKit
            import SwiftUI
            // Bar text shown in the Large Content Viewer: a toolbar item and a bar button item's custom view.
            struct PlayerControls: View {
                var body: some View {
                    Color.clear
                        .toolbar {
                            ToolbarItem(placement: .status) {
                                Text("Now playing")
                                    .font(.system(size: 12))
                                    .accessibilityShowsLargeContentViewer()
                            }
                        }
                }
            }
            final class QueueViewController: UIViewController {
                private let countLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    countLabel.font = .systemFont(ofSize: 13, weight: .semibold)
                    countLabel.showsLargeContentViewer = true
                    countLabel.addInteraction(UILargeContentViewerInteraction())
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: countLabel)
                }
            }
            """),
            Example("""
            import UIKit
            // A bar that keeps its size and shows its items in the Large Content Viewer.
            final class FilterBar: UIView {
                private let countLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    countLabel.font = .systemFont(ofSize: 12, weight: .semibold)
                    countLabel.showsLargeContentViewer = true
                    addInteraction(UILargeContentViewerInteraction())
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            Example("""
            import AppKit
            // macOS has no Dynamic Type: AppKit's default fonts and sizes on the macOS ramp, at any
            // weight, are its idiom.
            final class InspectorRow: NSTableCellView {
                let name = NSTextField(labelWithString: "")
                let detail = NSTextField(labelWithString: "")
                let heading = NSTextField(labelWithString: "")
                let note = NSTextField(labelWithString: "")
                let file = NSTextField(labelWithString: "")
                func setUp(controlSize: NSControl.ControlSize) {
                    name.font = NSFont.systemFont(ofSize: NSFont.systemFontSize)
                    detail.font = .systemFont(ofSize: NSFont.smallSystemFontSize)
                    heading.font = .boldSystemFont(ofSize: 13)
                    note.font = .systemFont(ofSize: 11)
                    file.font = .systemFont(ofSize: 13, weight: .medium)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Sidebar: View {
                var body: some View {
                    #if os(macOS)
                    Text("Library").font(.system(size: 11))
                    #else
                    Text("Library").font(.subheadline)
                    #endif
                }
            }
            """),
            Example("""
            import UIKit
            // Drawn into a share image and a PDF page, not onto the screen: Dynamic Type has no say.
            enum ShareImageRenderer {
                static func render(title: String, size: CGSize) -> UIImage {
                    UIGraphicsImageRenderer(size: size).image { _ in
                        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 48, weight: .bold)]
                        (title as NSString).draw(at: CGPoint(x: 40, y: 40), withAttributes: attributes)
                    }
                }
                static func header(_ text: String, in context: UIGraphicsPDFRendererContext) {
                    text.draw(in: context.pdfContextBounds, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
                }
            }
            """),
            Example("""
            import UIKit
            // A font bound to a name and then scaled by UIFontMetrics scales.
            enum Typography {
                static let kicker: UIFont = {
                    let base = UIFont.systemFont(ofSize: 12, weight: .bold)
                    return UIFontMetrics(forTextStyle: .caption1).scaledFont(for: base)
                }()
            }
            final class BadgeView: UIView {
                private let label = UILabel()
                func setUp() {
                    let base = UIFont.systemFont(ofSize: 15, weight: .semibold)
                    label.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: base)
                    label.adjustsFontForContentSizeCategory = true
                }
            }
            // Tab bar titles keep their size at every text size (the large content viewer enlarges them).
            enum TabBarStyle {
                static func apply() {
                    UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 10, weight: .medium)], for: .normal)
                }
            }
            // Also when its descriptor is given features first (monospaced digits for a balance).
            enum AmountFont {
                static var balance: UIFont {
                    let base = UIFont.systemFont(ofSize: 34, weight: .bold)
                    let mono = base.fontDescriptor.addingAttributes([
                        .featureSettings: [[UIFontDescriptor.FeatureKey.type: kNumberSpacingType,
                                            UIFontDescriptor.FeatureKey.selector: kMonospacedNumbersSelector]]
                    ])
                    return UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont(descriptor: mono, size: 0))
                }
            }
            """),
            Example("""
            import SwiftUI
            struct V: View {
                @ScaledMetric(relativeTo: .body) private var size: CGFloat = 17
                var body: some View {
                    VStack {
                        Text("Title").font(.title)
                        Text("Body").font(.system(.body, design: .rounded, weight: .semibold))
                        Text("Scaled").font(.system(size: size))
                        Text("Custom").font(.custom("Georgia", size: 17))
                        Text("String with .system(size: 12) inside") // .system(size: 12)
                        Image(systemName: "cup.and.saucer").font(.system(size: 24))
                    }
                }
            }
            // A size the reader picks in the app is a setting, not a size written into the code.
            struct EditorView: View {
                @Binding var text: String
                @AppStorage("editorFontSize") private var fontSize: Double = 17
                var body: some View {
                    TextEditor(text: $text).font(.system(size: fontSize, design: .serif))
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .medium))
                    label.adjustsFontForContentSizeCategory = true
                    let size = UIFont.preferredFont(forTextStyle: .body).pointSize
                    let height = UIFont.systemFont(ofSize: 12).lineHeight
                    _ = (size, height)
                }
            }
            """),
            Example("""
            import UIKit
            // Scaled through a UIFontMetrics bound to a name, a local and a property.
            final class AccountHeaderView: UIView {
                private let balanceLabel = UILabel()
                private let noteLabel = UILabel()
                private let noteMetrics = UIFontMetrics.default
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let metrics = UIFontMetrics(forTextStyle: .largeTitle)
                    balanceLabel.font = metrics.scaledFont(for: .systemFont(ofSize: 40, weight: .bold))
                    balanceLabel.adjustsFontForContentSizeCategory = true
                    noteLabel.font = noteMetrics.scaledFont(for: UIFont.systemFont(ofSize: 15))
                    noteLabel.adjustsFontForContentSizeCategory = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            Example("""
            import UIKit
            extension UIFont {
                static func appFont(ofSize size: CGFloat) -> UIFont {
                    .systemFont(ofSize: size)
                }
            }
            """),
            Example("""
            import AppKit
            // A size of 0 is the default size for the use, not a 0 pt font.
            final class StatusMenu {
                let field = NSTextField(labelWithString: "")
                func build(_ item: NSMenuItem) {
                    item.attributedTitle = NSAttributedString(string: "Sync", attributes: [.font: NSFont.menuFont(ofSize: 0)])
                    field.font = NSFont.systemFont(ofSize: 0)
                }
            }
            """),
            Example("""
            import UIKit
            extension UIFont {
                // A 1 pt family token, resized wherever it is used; a descriptor's own size (0).
                static let brandToken = UIFont(name: "Brand-Regular", size: 1)!
                static var boldBody: UIFont {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold)!
                    return UIFont(descriptor: descriptor, size: 0)
                }
            }
            """),
            Example("""
            import SwiftUI
            import XCTest
            // A test target: its fonts never reach a screen.
            final class BadgeTests: XCTestCase {
                func testBadge() {
                    XCTAssertNotNil(Text("3").font(.system(size: 9)))
                }
            }
            """),
            Example("""
            import UIKit
            // Fonts built only to measure text never reach a screen.
            enum TextMeasurer {
                private static let synopsisFont = UIFont.systemFont(ofSize: 15)
                static func synopsisHeight(_ text: String, width: CGFloat) -> CGFloat {
                    let rect = (text as NSString).boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                                               options: [.usesLineFragmentOrigin, .usesFontLeading],
                                                               attributes: [.font: synopsisFont], context: nil)
                    return ceil(rect.height)
                }
                static func chipWidth(_ title: String) -> CGFloat {
                    let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
                    return NSAttributedString(string: title, attributes: [.font: font]).size().width + 24
                }
                static func lineCount(of text: String, width: CGFloat) -> Int {
                    let font = UIFont.systemFont(ofSize: 17)
                    let attributes: [NSAttributedString.Key: Any] = [.font: font]
                    let height = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                                   options: .usesLineFragmentOrigin, attributes: attributes, context: nil).height
                    return Int(ceil(height / font.lineHeight))
                }
                static func rowHeight(lines: Int) -> CGFloat {
                    let font = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
                    return CGFloat(lines) * font.lineHeight + font.descender.magnitude + 8
                }
            }
            """),
            Example("""
            import SwiftUI
            // A font handed over as a symbol's or an icon's sizes that symbol only.
            struct Banner: View {
                let symbol: String
                let symbolFont: Font
                let title: String
                var body: some View {
                    HStack {
                        Image(systemName: symbol).font(symbolFont)
                        Text(title).font(.headline)
                    }
                }
                static let saved = Banner(symbol: "checkmark.seal.fill", symbolFont: .system(size: 35), title: "Saved")
            }
            """),
            Example("""
            import UIKit
            // A member of a value is that value's size, never a type's constant of the same name.
            enum Metrics { static let fontSize: CGFloat = 22 }
            final class Badge: UIView {
                let label = UILabel()
                func configure(style: BadgeStyle, geometry: CGSize) {
                    label.font = .systemFont(ofSize: style.metrics.fontSize, weight: .medium)
                    label.font = .systemFont(ofSize: geometry.height / 2)
                }
            }
            """),
            Example("""
            import UIKit
            // A size decoded from the reader's saved settings: the 14 is only its default.
            struct EditorFontSetting: Codable, Hashable {
                var size: Double = 14
                var name: String = "Menlo"
                var font: UIFont {
                    UIFont(name: name, size: size) ?? .monospacedSystemFont(ofSize: size, weight: .regular)
                }
            }
            """),
            Example("""
            import SwiftUI
            // An image passed in to a row, an icon button style's font and an icon style factory's default
            // font: all size symbols only.
            struct ToolRow: View {
                let glyph: Image
                let title: String
                var body: some View {
                    HStack {
                        glyph.font(.system(size: 18)).foregroundStyle(.secondary)
                        Text(title).font(.body)
                        Button("Add", systemImage: "plus") {}
                            .buttonStyle(.icon(font: .system(size: 11, weight: .medium), size: 24))
                        Button(action: record, label: { Image(systemName: "mic.fill") })
                            .font(.system(size: 40))
                        Button { record() } label: { Image(systemName: "stop.fill") }
                            .font(.system(size: 40))
                    }
                }
            }
            struct GlyphButtonStyle: ButtonStyle {
                let font: Font?
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.font(font ?? .system(size: 14.5))
                }
            }
            extension ToggleStyle where Self == GlyphToggleStyle {
                static func glyph(font: Font? = .system(size: 14.5)) -> GlyphToggleStyle { GlyphToggleStyle(font: font) }
            }
            """),
            Example("""
            import SwiftUI
            // A label style's icon font sizes the symbol only (the symbol rules judge it).
            struct BadgeLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 4) {
                        configuration.icon
                            .font(.system(size: 11, weight: .bold))
                        configuration.title
                    }
                    .font(.footnote.weight(.semibold))
                }
            }
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                extension Font {
                    static let brandTitle = Font.system(size: 28, weight: .bold)
                    static let brandBody = Font.system(size: 17)
                }
                """),
             after: Example("""
                import SwiftUI
                extension Font {
                    static let brandTitle = Font.title.bold()
                    static let brandBody = Font.body
                }
                """)),
            (before: Example("""
                import SwiftUI
                // A design from a variable is kept; a display size keeps its size and scales.
                struct Countdown: View {
                    let design: Font.Design
                    var body: some View {
                        VStack {
                            Text("Next brew").font(.system(size: 17, design: design))
                            Text("04:00").font(.system(size: 64, weight: .bold))
                        }
                    }
                }
                """),
             after: Example("""
                import SwiftUI
                // A design from a variable is kept; a display size keeps its size and scales.
                struct Countdown: View {
                    @ScaledMetric(relativeTo: .largeTitle) var scaledSize64: CGFloat = 64
                    let design: Font.Design
                    var body: some View {
                        VStack {
                            Text("Next brew").font(.system(.body, design: design))
                            Text("04:00").font(.system(size: scaledSize64, weight: .bold))
                        }
                    }
                }
                """)),
            (before: Example("""
                import UIKit
                func style(_ label: UILabel) {
                    label.font = .systemFont(ofSize: 17)
                    label.font = UIFont.systemFont(ofSize: 15, weight: .medium)
                    label.font = UIFont.preferredFont(forTextStyle: .body).withSize(20)
                }
                """),
             after: Example("""
                import UIKit
                func style(_ label: UILabel) {
                    label.font = .preferredFont(forTextStyle: .body)
                    label.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15, weight: .medium))
                    label.font = UIFont.preferredFont(forTextStyle: .title3)
                }
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        guard !context.isFixedSizeTarget else { return }
        let tree = context.tree
        let bars = LargeContentViewerBars(tree: tree)
        for font in context.file.fonts where font.reportsValueHere && !font.isInPreview {
            // Fonts that only size an SF Symbol are judged by the symbol rules.
            if context.file.isSymbolFont(font) { continue }
            let value = font.value
            guard case .systemSize = value.source, value.scaling == .none, value.sizeOrigin.isFixed,
                  let size = value.size, !context.file.isTabBarItemTitle(font) else { continue }
            let platform = font.platform
            let severity: Severity? = platform == .macos ? .note : nil
            var resolution: (fix: Fix?, unavailable: String?) = (nil, nil)
            var suggestion = ""
            let weight = value.weight ?? .regular
            let design = value.design ?? .default
            let nearest = nearestTextStyle(size: size, weight: weight, design: design, platform: platform)
            let alternative = value.alternativeSize.flatMap {
                nearestTextStyle(size: $0, weight: weight, design: design, platform: platform)
            }
            if value.isMacOSIdiom(on: platform, nearest: nearest, alternative: alternative) { continue }
            // A bar keeps the system bar's size on purpose: its text is read in the Large Content Viewer.
            let bar = platform.supportsDynamicType ? bars.place(of: font, in: context.file) : nil
            if bar?.showsViewer == true { continue }
            if let nearest {
                suggestion = FontFixes.styleName(nearest.style, in: value.framework)
                if context.proposesFixes {
                    resolution = self.resolution(of: font, nearest: nearest, named: suggestion, in: tree)
                }
            }
            if let alternative {
                let name = FontFixes.styleName(alternative.style, in: value.framework)
                if name != suggestion { suggestion += suggestion.isEmpty ? name : " and " + name }
            }
            var message = String.fixedSize(size, other: value.alternativeSize, nearest: suggestion,
                                           scales: platform.supportsDynamicType)
            if let bar {
                message = .inBar(size, place: bar.phrase, nearest: suggestion, swiftUI: value.framework == .swiftUI)
            }
            context.report(at: font.anchor, message, severity: severity, fix: resolution.fix,
                           fixUnavailable: resolution.unavailable)
        }
    }

    /// The fix to the nearest style (`style` as the framework spells it), or why there is none.
    private func resolution(of font: FontOccurrence, nearest: NearestTextStyle, named style: String,
                            in tree: SyntaxTree) -> (fix: Fix?, unavailable: String?) {
        let value = font.value
        if value.alternativeSize != nil {
            return (nil, "the size is one of two written sizes; choose a text style for each branch")
        }
        if let unavailable = FontFixes.whyNotRewritten(font, nearest: nearest, in: tree) { return (nil, unavailable) }
        // SwiftUI swaps a size for its style's only within the approximate limit; a display size
        // keeps its size and scales (UIKit and AppKit keep it anyway).
        // Below the platform minimum the size moves anyway (below-minimum-size).
        if value.framework == .swiftUI, let size = value.size, size >= font.platform.minimumTextSize,
           abs(nearest.sizeDelta) > FontFixes.approximateLimit(for: size) {
            if let fix = FontFixes.scaledMetric(for: font, nearest: nearest, in: tree) { return (fix, nil) }
            return (nil, .displaySizeUnscaled(size, nearest: nearest, style: style))
        }
        let fix = value.framework == .swiftUI
            ? FontFixes.swiftUITextStyle(for: font, nearest: nearest, in: tree)
            : FontFixes.platformScaled(for: font, nearest: nearest, in: tree)
        return (fix, fix == nil && value.framework == .appKit ? .appKitUnavailable(style) : nil)
    }
}

fileprivate extension String {
    /// A fixed size in a custom bar: the bar keeps it on purpose, and the two ways out.
    static func inBar(_ size: Double, place: String, nearest: String, swiftUI: Bool) -> String {
        let viewer = swiftUI ? ".accessibilityShowsLargeContentViewer()" : "showsLargeContentViewer = true"
        let style = nearest.isEmpty ? "a text style" : nearest
        return "system font at a fixed \(PointSize(size)) pt in \(place) keeps its size at every text size; "
            + "scale it with \(style), or show the Large Content Viewer (\(viewer))"
    }

    static func displaySizeUnscaled(_ size: Double, nearest: NearestTextStyle, style: String) -> String {
        "\(PointSize(size)) pt is \(PointSize(abs(nearest.sizeDelta))) pt from the nearest style, \(style) "
            + "(\(PointSize(nearest.stylePointSize)) pt): too far to swap; it keeps its size with "
            + "@ScaledMetric(relativeTo: \(style)) var size: CGFloat = \(PointSize(size)) and .system(size: size), "
            + "which the fix adds only to a View or ViewModifier that reads the font in its body, a method or a computed property"
    }

    static func appKitUnavailable(_ style: String) -> String {
        "AppKit has no UIFontMetrics: only a font that is exactly a text style (size and weight) becomes "
            + "preferredFont(forTextStyle:); this one is not \(style)'s, so it is left"
    }

    static func fixedSize(_ size: Double, other: Double?, nearest: String, scales: Bool) -> String {
        var message = MessageText()
        message.append("system font at a fixed ")
        message.append(PointSize(size))
        if let other {
            message.append(" or ")
            message.append(PointSize(other))
        }
        message.append(scales ? " pt does not scale with Dynamic Type; use a text style" : " pt; use a text style")
        if !nearest.isEmpty {
            message.append(" (nearest: ")
            message.append(nearest)
            message.append(")")
        }
        return message.text
    }
}
