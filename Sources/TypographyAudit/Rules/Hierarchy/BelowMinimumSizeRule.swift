import SwiftSource
import Typography

/// `below-minimum-size`: text smaller than the smallest size the platform's guidance allows.
///
/// Lint: every font whose size at the default category (resolved: a literal or constant size, a
/// helper called with one) is below `Platform.minimumTextSize` — iOS/iPadOS 11 pt, macOS 10 pt,
/// watchOS and visionOS 12 pt, tvOS 23 pt — for the platform the code is judged for (`#if os`
/// included). A font declared once is reported at its declaration; fonts that only size SF Symbols
/// are left to the symbol rules. Fix (approximate): SwiftUI
/// system fonts become the platform's minimum text style (weight and design kept); a plain UIKit /
/// AppKit system font becomes `preferredFont(forTextStyle:)` of that style; any other font gets the
/// minimum size.
struct BelowMinimumSizeRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.font, .Font]

    static let description = RuleDescription(
        id: "below-minimum-size",
        name: "Below minimum text size",
        defaultSeverity: .error,
        rationale: "Text below the platform's minimum size is hard to read for everyone "
            + "(HIG Typography: default and minimum text sizes — iOS 11 pt, macOS 10 pt, watchOS 12 pt, "
            + "tvOS 23 pt, visionOS 12 pt).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            // A stack with text in it: the small font reaches the text.
            struct Badge: View {
                var body: some View {
                    HStack(spacing: 2) {
                        Image(systemName: "star.fill")
                        Text("New")
                    }
                    .font(↓.system(size: 8, weight: .bold))
                }
            }
            """),
            Example("""
            import SwiftUI
            extension Font {
                static var fineprint: Font {
                    ↓.system(size: 10, weight: .regular)
                }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Terms").font(.fineprint)
                        Text("Legal")
                            .font(↓.custom("Georgia", size: 9))
                            .foregroundStyle(.secondary)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Badge: View {
                let isCompact: Bool
                var body: some View {
                    Button {
                    } label: {
                        Text("New")
                            .font(isCompact ? ↓.system(size: 8, weight: .bold) : .caption)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                private let badge: UILabel = {
                    let label = UILabel()
                    label.font = ↓UIFont.systemFont(ofSize: 9, weight: .semibold)
                    return label
                }()
                private let legal = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    legal.font = ↓UIFontMetrics(forTextStyle: .caption2).scaledFont(for: .systemFont(ofSize: 10))
                }
            }
            """),
            Example("""
            import AppKit
            final class Inspector: NSView {
                let footnote = NSTextField(labelWithString: "")
                func setUp() {
                    footnote.font = ↓NSFont.systemFont(ofSize: 9)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    #if os(watchOS)
                    Text("Wrist").font(↓.system(size: 11))
                    #else
                    Text("Phone").font(.system(size: 11))
                    #endif
                }
            }
            """),
            Example("""
            import UIKit
            extension UIFont {
                static func appFont(ofSize size: CGFloat) -> UIFont {
                    .systemFont(ofSize: size)
                }
            }
            let tiny = ↓UIFont.appFont(ofSize: 8)
            """),
            Example("""
            import SwiftUI
            struct Badge: View {
                let isCompact: Bool
                var body: some View {
                    Text("New").font(↓.system(size: isCompact ? 9 : 13))
                }
            }
            """, message: "9 pt text is below the iOS minimum of 11 pt; use .caption2 or larger"),
        ],
        nonTriggeringExamples: [
            Example("""
            import UIKit
            // An icon font's fallback: the glyphs come from the icon font; the system font only stands in.
            protocol GlyphDrawable { static var familyName: String { get } }
            extension GlyphDrawable {
                static func font(ofSize size: CGFloat) -> UIFont {
                    guard let font = UIFont(name: familyName, size: size) else {
                        return .systemFont(ofSize: 10)
                    }
                    return font
                }
            }
            """),
            Example("""
            import SwiftUI
            // A stack of symbols only: the font sizes the chevrons, no text.
            struct PopUpIndicator: View {
                let isOpen: Bool
                var body: some View {
                    VStack(spacing: 1) {
                        Image(systemName: "chevron.up")
                        if isOpen {
                            Image(systemName: "chevron.down")
                        }
                    }
                    .font(.system(size: 6, weight: .bold))
                    .foregroundStyle(.secondary)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct V: View {
                @ScaledMetric(relativeTo: .caption2) private var size: CGFloat = 11
                var body: some View {
                    VStack {
                        Text("Smallest style").font(.caption2)
                        Text("At the minimum").font(.system(size: 11))
                        Text("Scaled").font(.system(size: size))
                        Text("Custom").font(.custom("Georgia", size: 11, relativeTo: .caption2))
                        Image(systemName: "circle.fill").font(.system(size: 6))
                    }
                }
            }
            """),
            Example("""
            import AppKit
            let note = NSFont.systemFont(ofSize: 10)
            let small = NSFont.systemFont(ofSize: NSFont.smallSystemFontSize)
            """),
            Example("""
            import UIKit
            // A 1 pt family token is only measured, never shown.
            let height = UIFont(name: "Georgia", size: 1)!.lineHeight
            """),
            Example("""
            import AppKit
            final class StatusMenu {
                let header = NSTextField(labelWithString: "")
                let detail = NSTextField(labelWithString: "")
                func build() {
                    header.font = NSFont.systemFont(ofSize: 0)
                    detail.font = NSFont(name: "Menlo", size: 0)
                }
            }
            """),
            Example("""
            import UIKit
            final class Cell: UITableViewCell {
                let label = UILabel()
                func setUp() {
                    label.font = UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .footnote), size: 0)
                    label.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            Example("""
            import UIKit
            // Tab bar titles are 10 pt by default and keep their size (the large content viewer enlarges them).
            enum Appearance {
                static func apply() {
                    let item = UITabBarItem.appearance()
                    item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 10, weight: .medium)], for: .normal)
                    let tabBar = UITabBarAppearance()
                    tabBar.stackedLayoutAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 10)]
                    UITabBar.appearance().standardAppearance = tabBar
                }
            }
            final class InboxViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 9, weight: .semibold)], for: .selected)
                }
            }
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                let fineprint = Font.system(size: 10, weight: .semibold)
                let legal = Font.custom("Georgia", size: 9)
                """),
             after: Example("""
                import SwiftUI
                let fineprint = Font.caption2.weight(.semibold)
                let legal = Font.custom("Georgia", size: 11)
                """)),
            (before: Example("""
                import UIKit
                let badge = UIFont.systemFont(ofSize: 9)
                let bold = UIFont.systemFont(ofSize: 9, weight: .bold)
                """),
             after: Example("""
                import UIKit
                let badge = UIFont.preferredFont(forTextStyle: .caption2)
                let bold = UIFont.systemFont(ofSize: 11, weight: .bold)
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        let tree = context.tree
        for font in context.file.fonts where font.reportsValueHere && !context.file.isSymbolFont(font) {
            let platform = font.platform
            guard let written = font.value.resolvedSize(on: platform) else { continue }
            // Of a choice between two sizes (`compact ? 9 : 13`), the smaller one.
            let size = min(written, font.value.alternativeSize ?? written)
            guard size < platform.minimumTextSize, !context.file.isTabBarItemTitle(font) else { continue }
            let minimum = platform.minimumTextSize
            let nearest = nearestTextStyle(size: minimum, weight: font.value.weight ?? .regular,
                                           design: font.value.design ?? .default, platform: platform)
            let style = nearest.map { FontFixes.styleName($0.style, in: font.value.framework) }
            let fix = font.role == .built && font.value.alternativeSize == nil
                ? self.fix(font, size: size, minimum: minimum, nearest: nearest, in: tree) : nil
            context.report(at: font.anchor, .belowMinimum(size, minimum: minimum, platform: platform, style: style),
                           fix: fix, fixUnavailable: fix == nil ? whyNotFixed(font, in: tree) : nil)
        }
    }

    /// The platform's minimum style for a SwiftUI or plain UIKit/AppKit system font, else the minimum
    /// size; the summary says how the written `size` changes.
    private func fix(_ font: FontOccurrence, size: Double, minimum: Double, nearest: NearestTextStyle?,
                     in tree: SyntaxTree) -> Fix? {
        let value = font.value
        if case .systemSize = value.source, !value.isScaledByFontMetrics, let nearest {
            // UIKit/AppKit: only a preferred font is a style; a font of another weight or design keeps
            // its own constructor and gets the minimum size.
            let isSwiftUI = value.framework == .swiftUI
            let styleFix = isSwiftUI ? FontFixes.swiftUITextStyle(for: font, nearest: nearest, writtenSize: size, in: tree)
                : FontFixes.isPlain(font, in: tree) && nearest.isExact ? FontFixes.platformScaled(for: font, nearest: nearest, in: tree) : nil
            if let styleFix {
                // A SwiftUI style's summary says how the size changes; a preferred font's does not.
                let sizes = isSwiftUI ? "" : FontFixes.sizeChange(from: size, to: nearest.stylePointSize)
                return Fix(edits: styleFix.edits, isExact: false, summary: styleFix.summary + sizes)
            }
        }
        guard value.sizeOrigin == .literal, let argument = sizeArgument(of: font.chain, in: tree),
              let expression = tree[argument].value else { return nil }
        let range = tree.byteRange(of: tree[expression].tokens)
        let replacement = PointSize(minimum).description
        return Fix(edits: [FixEdit(range: range, replacement: replacement)], isExact: false,
                   summary: "\(tree.file.text(range)) pt → \(replacement) pt")
    }

    /// Why a font built here keeps its size: it comes from a constant or variable (`Metrics.size`)
    /// the font is not the only user of, and a text style would drop the other arguments.
    private func whyNotFixed(_ font: FontOccurrence, in tree: SyntaxTree) -> String? {
        guard font.role == .built, font.value.sizeOrigin != .literal,
              let argument = sizeArgument(of: font.chain, in: tree), let value = tree[argument].value else { return nil }
        return "the size comes from \(tree.text(of: tree[value].tokens)), and a text style would drop the font's other "
            + "arguments: raise the size where it is declared"
    }

    /// The size argument of the constructor that builds the font (`size:`, `ofSize:`, `fixedSize:`).
    private func sizeArgument(of chain: ChainID, in tree: SyntaxTree) -> ArgumentID? {
        guard let constructor = FontFixes.constructor(of: chain, in: tree) else { return nil }
        return tree.argument("size", of: constructor) ?? tree.argument("ofSize", of: constructor)
            ?? tree.argument("fixedSize", of: constructor)
    }
}

fileprivate extension String {
    static func belowMinimum(_ size: Double, minimum: Double, platform: Platform, style: String?) -> String {
        var message = MessageText()
        message.append(PointSize(size))
        message.append(" pt text is below the ")
        message.append(platform.displayName)
        message.append(" minimum of ")
        message.append(PointSize(minimum))
        message.append(" pt")
        if let style {
            message.append("; use ")
            message.append(style)
            message.append(" or larger")
        }
        return message.text
    }
}
