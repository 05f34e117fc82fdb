import SwiftSource
import Typography

/// `non-updating-scaled-font`: a font sized from the current text size once, and never again.
///
/// Lint: a font whose size is read from the current category — `preferredFont(forTextStyle:)
/// .pointSize` (or a preferred descriptor's), `UIFontMetrics…scaledValue(for:)`, directly or through a
/// stored property or local constant — and that does not scale by itself, built outside every path
/// that runs again when the category changes:
/// `traitCollectionDidChange`, `updateConfiguration(using:)`, `registerForTraitChanges`, a
/// `UIContentSizeCategory.didChangeNotification` observer (its closure, or the `#selector` it names), and
/// the functions those call; nor in a type that such code in any file of the run tells to rebuild
/// (`AttributedStringBuilder.invalidateCaches()`). SwiftUI: a view whose `body` reads no `dynamicTypeSize` / `sizeCategory` and has no
/// `@ScaledMetric` (the body is not rebuilt when the size changes). Fix (UIKit, exact): the font built
/// at the size it has at the default category and scaled with `UIFontMetrics` along the same style,
/// `missing-adjusts-font` completing it with `adjustsFontForContentSizeCategory = true`.
struct NonUpdatingScaledFontRule: Rule {
    static let names: [KnownName] = [.font, .pointSize, .scaledValue, .registerForTraitChanges, .didChangeNotification,
                                     .dynamicTypeSize, .sizeCategory]

    static let description = RuleDescription(
        id: "non-updating-scaled-font",
        name: "Scaled font that does not update",
        defaultSeverity: .warning,
        rationale: "A size read from the current text size is right once; when the reader changes it the text "
            + "stays behind unless the font scales or is rebuilt (UIFontMetrics, adjustsFontForContentSizeCategory).",
        triggeringExamples: [
            """
            import UIKit
            final class BrewCell: UITableViewCell {
                let titleLabel = UILabel()
                let noteLabel = UILabel()
                private let noteSize = UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13)
                func configure() {
                    titleLabel.font = ↓UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .headline).pointSize,
                                                        weight: .semibold)
                    noteLabel.font = ↓.systemFont(ofSize: noteSize)
                }
            }
            """,
            """
            import SwiftUI
            import UIKit
            struct Badge: View {
                var body: some View {
                    Text("New").font(↓.system(size: UIFontMetrics.default.scaledValue(for: 12)))
                }
            }
            """,
            Example("""
            import UIKit
            // A design system's helper reads the size from a preferred descriptor once: reported in the
            // helper, not at each call that only picks the style and weight.
            extension UIFont {
                static func readerFont(_ style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
                    return ↓UIFont.systemFont(ofSize: descriptor.pointSize, weight: weight)
                }
            }
            final class ShelfHeaderView: UIView {
                private let titleLabel = UILabel()
                func configure(title: String) {
                    titleLabel.font = .readerFont(.title2, weight: .semibold)
                    titleLabel.text = title
                }
            }
            """, message: "font sized once from the current text size (preferredFontDescriptor(withTextStyle:).pointSize) "
                + "stays behind when the reader changes it; use UIFontMetrics(forTextStyle:).scaledFont(for:) with "
                + "adjustsFontForContentSizeCategory"),
            Example("""
            import SwiftUI
            import UIKit
            // A SwiftUI font made from a scaled UIFont has the size of the moment it was made.
            struct SearchPrompt: View {
                let prompt: String
                var body: some View {
                    Text(prompt)
                        .font(↓Font(UIFont.preferredFont(forTextStyle: .callout)))
                }
            }
            """, message: "Font(_:) of a UIFont (preferredFont(forTextStyle:)) keeps the size the UIFont had when it was "
                + "made, in a body that does not read dynamicTypeSize; use .callout, .custom(_:size:relativeTo:) or @ScaledMetric"),
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            import UIKit
            // The body reads the text size, so it is rebuilt, and the UIFont with it, when the size changes.
            struct SearchPrompt: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let prompt: String
                var body: some View {
                    Text(prompt)
                        .font(Font(UIFontMetrics(forTextStyle: .callout).scaledFont(for: .systemFont(ofSize: 16))))
                }
            }
            """,
            """
            import UIKit
            final class BrewCell: UITableViewCell {
                let titleLabel = UILabel()
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    applyFonts()
                }
                private func applyFonts() {
                    titleLabel.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .headline).pointSize)
                }
            }
            final class NoteView: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    NotificationCenter.default.addObserver(self, selector: #selector(sizeChanged),
                                                           name: UIContentSizeCategory.didChangeNotification, object: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func sizeChanged() {
                    label.font = .systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 15))
                }
            }
            """,
            """
            import SwiftUI
            import UIKit
            struct Badge: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                var body: some View {
                    Text("New").font(.system(size: UIFontMetrics.default.scaledValue(for: 12)))
                }
            }
            """,
        ],
        corrections: [
            (before: Example("""
                import UIKit
                final class BrewCell: UITableViewCell {
                    let titleLabel = UILabel()
                    let noteLabel = UILabel()
                    let roasterLabel = UILabel()
                    private let noteSize = UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13)
                    func configure() {
                        titleLabel.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .headline).pointSize,
                                                            weight: .semibold)
                        noteLabel.font = .systemFont(ofSize: noteSize)
                        roasterLabel.font = UIFont(name: "Avenir Next", size: UIFontMetrics.default.scaledValue(for: 15))!
                    }
                }
                """),
             after: Example("""
                import UIKit
                final class BrewCell: UITableViewCell {
                    let titleLabel = UILabel()
                    let noteLabel = UILabel()
                    let roasterLabel = UILabel()
                    private let noteSize = UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13)
                    func configure() {
                        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17,
                                                            weight: .semibold))
                        noteLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
                        roasterLabel.font = UIFontMetrics.default.scaledFont(for: UIFont(name: "Avenir Next", size: 15)!)
                    }
                }
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        // A helper call whose size comes from the helper itself, not from its arguments
        // (`.preferredFont(for: .title, weight: .semibold)`), is reported once, in the helper.
        let candidates = file.fonts.filter { font in
            font.reportsValueHere && !font.isInPreview && font.value.scaling == .none && font.platform.supportsDynamicType
                && Self.sizedOnce.contains(font.value.sizeOrigin)
                && (font.role != .helperCall || font.symbol?.slots.size != nil)
        }
        let bridged = file.fonts.compactMap { font in swiftUIWrapper(of: font, in: file).map { (font, $0) } }
        guard !candidates.isEmpty || !bridged.isEmpty else { return }
        let paths = file.reapplyPaths()
        let rebuilt = file.project.typesRebuiltOnSizeChange
        func isRemade(_ font: FontOccurrence) -> Bool {
            paths.contains { $0.contains(font.anchor) } || !rebuilt.isEmpty && file.tree.enclosingDeclarations(of: font.anchor).contains {
                file.tree[$0].isTypeLike && file.tree.name(ofType: $0).map(rebuilt.contains) == true
            }
        }
        for (font, wrapper) in bridged where !isRemade(font) {
            guard !rebuildsOnSizeChange(file.screen(containing: font.anchor), in: file),
                  let style = font.value.scaling.curve else { continue }
            context.report(at: file.tree[wrapper].token, .bridged(font.value, style: style), fixUnavailable: .swiftUIUnfixed)
        }
        for font in candidates where !isRemade(font) {
            if font.value.framework == .swiftUI {
                guard !rebuildsOnSizeChange(file.screen(containing: font.anchor), in: file) else { continue }
                context.report(at: font.anchor, .swiftUI(font.value.sizeOrigin), fixUnavailable: .swiftUIUnfixed)
            } else {
                let (fix, unavailable) = scaledFontFix(font, in: file)
                context.report(at: font.anchor, .platform(font.value.sizeOrigin), fix: fix, fixUnavailable: unavailable)
            }
        }
    }

    /// Sizes read from the current category once: a preferred font's or descriptor's `pointSize`, `scaledValue(for:)`.
    private static let sizedOnce: [SizeOrigin] = [.preferredFontPointSize, .preferredDescriptorPointSize, .scaledValue]

    /// The `Font(…)` call a scaled UIKit font is turned into a SwiftUI font by (`Font(UIFont.preferredFont(
    /// forTextStyle: .body))`, `Font(UIFontMetrics(…).scaledFont(for: …))`): a font of the size the UIFont had
    /// when it was made, which no later text size changes. Nil for other fonts.
    private func swiftUIWrapper(of font: FontOccurrence, in file: FileAnalysis) -> ComponentID? {
        guard font.role == .built, !font.isInPreview, font.platform.supportsDynamicType, font.value.framework == .uiKit,
              font.value.scaling.curve != nil else { return nil }
        let tree = file.tree
        guard let call = tree.enclosingCall(of: font.chain), tree[call].kind == .identifier, tree.isCall(call, named: "Font"),
              tree[call].arguments.count == 1,
              tree.argumentValue(nil, of: call).flatMap({ tree.singleChain(of: $0) }) == font.chain else { return nil }
        return call
    }

    /// The catalog's fix of a UIKit font set as a text view's font: the same font built at its size at
    /// the default category (the style's size for `preferredFont(forTextStyle:).pointSize`, the value
    /// given to `scaledValue(for:)`) and scaled with the same `UIFontMetrics` — unchanged at the
    /// default size, and following the reader once `missing-adjusts-font` adds
    /// `adjustsFontForContentSizeCategory = true`. Else why there is none.
    private func scaledFontFix(_ font: FontOccurrence, in file: FileAnalysis) -> (Fix?, String?) {
        let tree = file.tree
        guard font.value.framework == .uiKit, font.role == .built, isTextViewFont(font, in: file) else {
            return (nil, .notATextViewFont)
        }
        guard isNonOptional(font, in: tree), let constructor = FontFixes.constructor(of: font.chain, in: tree),
              let argument = tree.argument("ofSize", of: constructor) ?? tree.argument("size", of: constructor),
              let size = tree[argument].value, let base = baseSize(of: size, in: file, platform: font.platform) else {
            return (nil, .notRewritten)
        }
        let chainRange = tree.byteRange(of: tree[font.chain].tokens)
        let sizeRange = tree.byteRange(of: tree[size])
        let original = tree.file.text(chainRange)
        let inner = tree.file.text(chainRange.lowerBound..<sizeRange.lowerBound) + base.size
            + tree.file.text(sizeRange.upperBound..<chainRange.upperBound)
        let replacement = base.metrics + ".scaledFont(for: " + inner + ")"
        return (Fix(edits: [FixEdit(range: chainRange, replacement: replacement)], isExact: true,
                    summary: "\(original) → \(replacement)"), nil)
    }

    /// Whether the font is assigned to a UIKit text view's `font`, where `adjustsFontForContentSizeCategory`
    /// can follow it.
    private func isTextViewFont(_ font: FontOccurrence, in file: FileAnalysis) -> Bool {
        guard let index = file.fontIndex(of: font.chain) else { return false }
        return file.textViews.contains { view in
            view.framework == .uiKit && view.assignments(of: .font).contains { $0.fonts.contains(index) }
        }
    }

    /// Whether the font expression is a `UIFont`, not an optional one (`UIFont(name:size:)` without `!`):
    /// `scaledFont(for:)` takes a font.
    private func isNonOptional(_ font: FontOccurrence, in tree: SyntaxTree) -> Bool {
        switch font.value.source {
        case .systemSize: true
        case .custom: tree.components(of: font.chain).last.map { tree[$0].kind == .forceUnwrap } ?? false
        default: false
        }
    }

    /// The metrics a size was scaled with, as code (`UIFontMetrics(forTextStyle: .headline)`), and the
    /// size it has at the default category (`17`): from `preferredFont(forTextStyle:).pointSize` (or a preferred
    /// font descriptor's), from
    /// `scaledValue(for:)` of `UIFontMetrics(forTextStyle:)` or `.default`, or from a property or local
    /// constant holding one (whose base must then be a number literal, valid wherever the font is).
    private func baseSize(of size: ExpressionID, in file: FileAnalysis, platform: Platform,
                          isDeclaredElsewhere: Bool = false) -> (metrics: String, size: String)? {
        let tree = file.tree
        guard let chain = tree.singleChain(of: size) else { return nil }
        let components = Array(tree.components(of: chain))
        guard let last = components.last else { return nil }
        switch file.knownName(of: last) {
        case .pointSize?:
            guard components.count >= 2 else { return nil }
            let preferred = components[components.count - 2]
            let label: StaticString? = switch file.knownName(of: preferred) {
            case .preferredFont?: "forTextStyle"
            case .preferredFontDescriptor?: "withTextStyle"
            default: nil
            }
            guard let label, tree[preferred].isCalled,
                  tree[preferred].arguments.count == 1, let styleArgument = tree.argument(label, of: preferred),
                  let styleValue = tree[styleArgument].value, let style = uiKitStyle(styleValue, in: file),
                  let points = DefaultStyleMetrics.metrics(style, on: platform).pointSize else { return nil }
            return ("UIFontMetrics(forTextStyle: \(tree.text(of: tree[styleValue])))", PointSize(points).description)
        case .scaledValue?:
            guard tree[last].isCalled, tree[last].arguments.count == 1, let argument = tree.argument("for", of: last),
                  let value = tree[argument].value, isFontMetrics(Array(components.dropLast()), in: file) else { return nil }
            if isDeclaredElsewhere && tree.numberValue(of: value) == nil { return nil }
            let metrics = tree.text(of: TokenRange(from: tree[components[0]].firstToken,
                                                   through: tree[components[components.count - 2]].lastToken))
            return (metrics, tree.text(of: tree[value]))
        default:
            guard !isDeclaredElsewhere, let initializer = constantInitializer(named: components, near: size, in: tree) else {
                return nil
            }
            return baseSize(of: initializer, in: file, platform: platform, isDeclaredElsewhere: true)
        }
    }

    /// A text style argument in UIKit's spelling (`.headline`, `UIFont.TextStyle.title1`).
    private func uiKitStyle(_ expression: ExpressionID, in file: FileAnalysis) -> TextStyle? {
        file.tree.lastComponent(of: expression).flatMap { file.knownName(of: $0)?.uiKitTextStyle }
    }

    /// `UIFontMetrics(forTextStyle: <a style>)` or `UIFontMetrics.default`: metrics whose code means the
    /// same anywhere in the file.
    private func isFontMetrics(_ components: [ComponentID], in file: FileAnalysis) -> Bool {
        let tree = file.tree
        guard let first = components.first, file.knownName(of: first) == .UIFontMetrics else { return false }
        switch components.count {
        case 1:
            guard tree[first].isCalled, tree[first].arguments.count == 1,
                  let argument = tree.argument("forTextStyle", of: first), let value = tree[argument].value else { return false }
            return uiKitStyle(value, in: file) != nil
        case 2:
            return !tree[first].isCalled && file.knownName(of: components[1]) == .default && !tree[components[1]].isCalled
        default:
            return false
        }
    }

    /// The initializer of the `let` a size names (`noteSize`, `self.noteSize`): a property of the
    /// enclosing type or a constant of the enclosing function, declared once there.
    private func constantInitializer(named components: [ComponentID], near size: ExpressionID,
                                     in tree: SyntaxTree) -> ExpressionID? {
        let isPlainName = components.count == 1 || (components.count == 2 && tree.component(components[0], isNamed: "self"))
        guard isPlainName, let name = tree[components[components.count - 1]].name else { return nil }
        let token = tree[size].firstToken
        let function = tree.enclosingFunction(of: token)
        let type = tree.enclosingType(of: token)
        let matches = tree.declarationIDs.filter { id in
            let declaration = tree[id]
            guard declaration.kind == .let, let declared = declaration.name, tree.token(declared, spellsLike: name) else {
                return false
            }
            let declaredIn = tree.enclosingFunction(of: declared)
            if let function, declaredIn == function { return true }
            return declaredIn == nil && type != nil && tree.enclosingType(of: declared) == type
        }
        guard matches.count == 1 else { return nil }
        return tree[matches[0]].initializer
    }

    /// Whether a SwiftUI view rebuilds its body when the text size changes: it reads
    /// `dynamicTypeSize` or `sizeCategory`, or has an `@ScaledMetric`.
    private func rebuildsOnSizeChange(_ screen: Screen?, in file: FileAnalysis) -> Bool {
        guard let screen else { return false }
        let tree = file.tree
        let span = tree[screen.declaration].tokens
        let names = file.components(named: KnownName.dynamicTypeSize) + file.components(named: KnownName.sizeCategory)
        if names.contains(where: { span.contains(tree[$0].token) }) { return true }
        return tree.declarations(in: span).contains { tree.attribute("ScaledMetric", on: $0) != nil }
    }
}

fileprivate extension String {
    static let notATextViewFont = "the font is not set as a UIKit text view's font here, where "
        + "adjustsFontForContentSizeCategory could follow it; scale it with UIFontMetrics(forTextStyle:).scaledFont(for:) "
        + "where it is set"
    static let notRewritten = "the size is not read directly from preferredFont(forTextStyle:).pointSize or "
        + "UIFontMetrics(forTextStyle:).scaledValue(for:) of a literal, so its size at the default category is not known here"
    static let swiftUIUnfixed = "no automatic fix in SwiftUI: use a text style, .custom(_:size:relativeTo:) or @ScaledMetric"

    static func source(_ origin: SizeOrigin) -> String {
        switch origin {
        case .scaledValue: "scaledValue(for:)"
        case .preferredDescriptorPointSize: "preferredFontDescriptor(withTextStyle:).pointSize"
        default: "preferredFont(forTextStyle:).pointSize"
        }
    }

    static func platform(_ origin: SizeOrigin) -> String {
        "font sized once from the current text size (\(source(origin))) stays behind when the reader changes it; use "
            + "UIFontMetrics(forTextStyle:).scaledFont(for:) with adjustsFontForContentSizeCategory"
    }

    static func bridged(_ font: FontValue, style: TextStyle) -> String {
        let made = font.isScaledByFontMetrics ? "UIFontMetrics…scaledFont(for:)" : "preferredFont(forTextStyle:)"
        return "Font(_:) of a UIFont (\(made)) keeps the size the UIFont had when it was made, in a body that does not "
            + "read dynamicTypeSize; use \(FontFixes.styleName(style, in: .swiftUI)), .custom(_:size:relativeTo:) or @ScaledMetric"
    }

    static func swiftUI(_ origin: SizeOrigin) -> String {
        "font sized once from the current text size (\(source(origin))) in a body that does not read dynamicTypeSize; "
            + "use a text style, .custom(_:size:relativeTo:) or @ScaledMetric"
    }
}
