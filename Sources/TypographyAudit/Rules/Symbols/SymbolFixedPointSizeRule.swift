import SwiftSource
import Typography

/// `symbol-fixed-point-size`: an SF Symbol at a fixed point size.
///
/// Lint: `Image(systemName:)` with `.font(.system(size: N))` (N a literal or constant),
/// `UIImage.SymbolConfiguration(pointSize: N)` with a literal (also `.init(pointSize:)` given to an API that takes one), and `SymbolConfiguration(font:)` of a
/// fixed system font, on platforms with Dynamic Type and outside fixed-size targets (widgets).
/// A symbol beside text that scales is left to `symbol-overpowers-text`, which says more. Symbols
/// sized by a text style, `@ScaledMetric` or `SymbolConfiguration(textStyle:)` are fine.
/// Fix (approximate unless the size is the style's): the nearest text style, when it is at most 2 pt or
/// 15% away (whichever is less); past it a SwiftUI symbol keeps its size with `@ScaledMetric` (exact,
/// in a view), and a configuration's point size is left with the reason.
struct SymbolFixedPointSizeRule: Rule {
    static let names: [KnownName] = [.Image, .SymbolConfiguration, .setPreferredSymbolConfiguration,
                                     .preferredSymbolConfiguration, .preferredSymbolConfigurationForImage]

    static let description = RuleDescription(
        id: "symbol-fixed-point-size",
        name: "Symbol at a fixed point size",
        defaultSeverity: .note,
        rationale: "SF Symbols are designed to sit with text and scale with it; a fixed point size stays put when "
            + "the reader's text size changes (HIG SF Symbols: \"use a text style to size symbols\").",
        triggeringExamples: [
            """
            import SwiftUI
            struct Empty: View {
                var body: some View {
                    VStack {
                        Image(systemName: "cup.and.saucer").font(↓.system(size: 48))
                        Text("No brews yet")
                    }
                }
            }
            """,
            """
            import UIKit
            final class C: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let large = ↓UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
                    let small = UIImage.SymbolConfiguration(font: ↓.systemFont(ofSize: 12))
                    button.setImage(UIImage(systemName: "plus", withConfiguration: large.applying(small)), for: .normal)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            struct Icons: View {
                @ScaledMetric private var iconSize = 24.0
                var body: some View {
                    VStack {
                        Image(systemName: "star").font(.title)
                        Image(systemName: "star").imageScale(.large)
                        Image(systemName: "star").font(.system(size: iconSize))
                        Image("photo").font(.system(size: 20))
                    }
                }
            }
            """,
            """
            import UIKit
            let configuration = UIImage.SymbolConfiguration(textStyle: .headline)
            let scaled = UIImage.SymbolConfiguration(font: .preferredFont(forTextStyle: .body))
            """,
            """
            import AppKit
            let configuration = NSImage.SymbolConfiguration(pointSize: 13, weight: .regular)
            """,
        ],
        corrections: [
            (before: """
                import SwiftUI
                let icon = Image(systemName: "bell").font(.system(size: 17))
                """,
             after: """
                import SwiftUI
                let icon = Image(systemName: "bell").font(.body)
                """),
            (before: """
                import UIKit
                let configuration = UIImage.SymbolConfiguration(pointSize: 20)
                """,
             after: """
                import UIKit
                let configuration = UIImage.SymbolConfiguration(textStyle: .title3)
                """),
        ]
    )

    func check(_ context: inout RuleContext) {
        guard !context.isFixedSizeTarget else { return }
        let file = context.file
        for symbol in file.symbolImages() {
            let chain = context.tree[symbol.image].chain
            guard !file.neighbourSites(of: chain).contains(where: { $0.scalingFonts }) else { continue }
            for index in symbol.fonts { reportIfFixed(file.fonts[index], in: &context) }
        }
        for configuration in file.components(named: KnownName.SymbolConfiguration) where context.tree[configuration].isCalled {
            checkConfiguration(configuration, in: &context)
        }
        for configuration in implicitConfigurations(in: context) { checkConfiguration(configuration, in: &context) }
    }

    /// `.init(pointSize: 15)` where the type says a symbol configuration: the first argument of
    /// `setPreferredSymbolConfiguration(_:forImageIn:)`, or the value given to a view's
    /// `preferredSymbolConfiguration` or a button configuration's `preferredSymbolConfigurationForImage`.
    private func implicitConfigurations(in context: RuleContext) -> [ComponentID] {
        let file = context.file
        let tree = context.tree
        var values: [ExpressionID] = []
        for call in file.components(named: .setPreferredSymbolConfiguration) where tree[call].isCalled {
            if let first = tree[call].arguments.first, tree[first].label == nil, let value = tree[first].value { values.append(value) }
        }
        for property in file.components(named: .preferredSymbolConfiguration) + file.components(named: .preferredSymbolConfigurationForImage)
        where tree.component(after: property) == nil {
            if let assignment = tree.assignment(to: tree[property].chain), let value = assignment.expression { values.append(value) }
        }
        return values.compactMap { value in
            guard let chain = tree.singleChain(of: value), let first = tree.components(of: chain).first,
                  tree[first].kind == .implicitMember, tree[first].isCalled, file.knownName(of: first) == .`init` else { return nil }
            return first
        }
    }

    /// A fixed system font sizing a symbol.
    private func reportIfFixed(_ font: FontOccurrence, in context: inout RuleContext) {
        let value = font.value
        guard !font.isInPreview, font.platform.supportsDynamicType, case .systemSize = value.source,
              value.scaling == .none, value.sizeOrigin.isFixed, let size = value.size else { return }
        let nearest = nearestTextStyle(size: size, weight: value.weight ?? .regular, design: value.design ?? .default,
                                       platform: font.platform)
        var fix: Fix?
        var unavailable: String?
        if let nearest, font.role == .built, value.framework == .swiftUI {
            // Past the approximate limit the symbol keeps its size and scales (a display size's fix).
            if abs(nearest.sizeDelta) > FontFixes.approximateLimit(for: size) {
                fix = FontFixes.scaledMetric(for: font, nearest: nearest, in: context.tree)
                unavailable = fix == nil ? .tooFar(size, nearest: nearest, keeps: "@ScaledMetric(relativeTo:) size") : nil
            } else {
                fix = FontFixes.swiftUITextStyle(for: font, nearest: nearest, in: context.tree)
            }
        }
        context.report(at: font.anchor, .fixed(size, nearest: nearest.map { FontFixes.styleName($0.style, in: value.framework) }),
                       fix: fix, fixUnavailable: unavailable)
    }

    /// `SymbolConfiguration(pointSize: 24)` and `SymbolConfiguration(font: .systemFont(ofSize: 12))`.
    private func checkConfiguration(_ configuration: ComponentID, in context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        let anchor = tree[tree[configuration].chain].firstToken
        if let font = tree.argument("font", of: configuration), let value = tree[font].value {
            for index in file.fontIndices(of: value) { reportIfFixed(file.fonts[index], in: &context) }
            return
        }
        guard let argument = tree.argument("pointSize", of: configuration), let value = tree[argument].value,
              let size = tree.numberValue(of: value), !file.isInPreview(anchor) else { return }
        let platform = file.platform(at: anchor)
        guard platform.supportsDynamicType, file.platformFramework == .uiKit else { return }
        let nearest = nearestTextStyle(size: size, platform: platform)
        var fix: Fix?
        var unavailable: String?
        if let nearest, let name = nearest.style.uiKitName, tree[configuration].arguments.count == 1 {
            let replacement = "textStyle: .\(name)"
            if abs(nearest.sizeDelta) > FontFixes.approximateLimit(for: size) {
                unavailable = .tooFar(size, nearest: nearest, keeps: "a font scaled with UIFontMetrics(forTextStyle: .\(name))")
            } else {
                fix = Fix(edits: [FixEdit(range: tree.byteRange(of: tree[argument].tokens), replacement: replacement)],
                          isExact: nearest.sizeDelta == 0, summary: "\(tree.text(of: tree[argument].tokens)) → \(replacement)")
            }
        }
        context.report(at: anchor, .fixed(size, nearest: nearest.map { FontFixes.styleName($0.style, in: .uiKit) }), fix: fix,
                       fixUnavailable: unavailable)
    }
}

extension TextSite {
    /// Whether any font the site can be shown in follows the user's text size.
    var scalingFonts: Bool { fonts.contains { $0.value.scales(on: platform) } }
}

fileprivate extension String {
    /// Why a symbol is not given its nearest style: an approximate fix moves a size by at most 2 pt or 15%.
    static func tooFar(_ size: Double, nearest: NearestTextStyle, keeps: String) -> String {
        "no automatic fix: \(PointSize(size)) pt is \(PointSize(abs(nearest.sizeDelta))) pt from the nearest style "
            + "(\(PointSize(nearest.stylePointSize)) pt), more than an approximate fix may move a size (2 pt or 15%, "
            + "whichever is less); keep the size with \(keeps)"
    }

    static func fixed(_ size: Double, nearest: String?) -> String {
        let style = nearest.map { "a text style (nearest: \($0))" } ?? "a text style"
        return "symbol at a fixed \(PointSize(size)) pt does not scale with Dynamic Type; size it with \(style)"
    }
}
