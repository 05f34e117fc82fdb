import SwiftSource
import Typography

/// `non-updating-scaled-font`: a font sized from the current text size once, and never again.
///
/// Lint: a font whose size is read from the current category — `preferredFont(forTextStyle:)
/// .pointSize`, `UIFontMetrics…scaledValue(for:)`, directly or through a stored property — and that
/// does not scale by itself, built outside every path that runs again when the category changes:
/// `traitCollectionDidChange`, `updateConfiguration(using:)`, `registerForTraitChanges`, a
/// `didChangeNotification` observer (its closure, or the `#selector` it names), and the functions
/// those call. SwiftUI: a view whose `body` reads no `dynamicTypeSize` / `sizeCategory` and has no
/// `@ScaledMetric` (the body is not rebuilt when the size changes). No fix: the scaled font and
/// `adjustsFontForContentSizeCategory` replace the arithmetic.
struct NonUpdatingScaledFontRule: Rule {
    static let names: [KnownName] = [.pointSize, .scaledValue, .registerForTraitChanges, .didChangeNotification, .dynamicTypeSize, .sizeCategory]

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
        ],
        nonTriggeringExamples: [
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
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        let candidates = file.fonts.filter { font in
            font.reportsValueHere && !font.isInPreview && font.value.scaling == .none && font.platform.supportsDynamicType
                && (font.value.sizeOrigin == .preferredFontPointSize || font.value.sizeOrigin == .scaledValue)
        }
        guard !candidates.isEmpty else { return }
        let paths = reapplyPaths(in: file)
        for font in candidates where !paths.contains(where: { $0.contains(font.anchor) }) {
            if font.value.framework == .swiftUI {
                guard !rebuildsOnSizeChange(file.screen(containing: font.anchor), in: file) else { continue }
                context.report(at: font.anchor, .swiftUI(font.value.sizeOrigin))
            } else {
                context.report(at: font.anchor, .platform(font.value.sizeOrigin))
            }
        }
    }

    /// The code that runs again when the text size changes.
    private func reapplyPaths(in file: FileAnalysis) -> [TokenRange] {
        let tree = file.tree
        var spans: [TokenRange] = []
        var functionNames = Set<String>()
        for component in file.components(named: KnownName.registerForTraitChanges) {
            spans.append(tree[component].tokens)
        }
        for component in file.components(named: KnownName.didChangeNotification) {
            var chain = tree[component].chain
            while let call = tree.enclosingCall(of: chain) { chain = tree[call].chain }
            spans.append(tree[chain].tokens)
        }
        for span in spans { functionNames.formUnion(selectors(in: span, tree: tree)) }
        let functions = tree.declarationIDs.filter { tree[$0].kind == .function && tree[$0].name != nil }
        for id in functions {
            let name = tree[id].name!
            if tree.knownName(of: name) == .traitCollectionDidChange || tree.token(name, is: "updateConfiguration")
                || functionNames.contains(tree.text(of: name)) {
                spans.append(tree[id].tokens)
            }
        }
        // The functions the paths call (one level: `applyFonts()`, `self.applyFonts()`).
        var called = Set<String>()
        for span in spans {
            for chain in tree.chains(in: span) {
                for component in tree.components(of: chain) where tree[component].isCalled {
                    if let name = tree[component].name { called.insert(tree.text(of: name)) }
                }
            }
        }
        for id in functions where called.contains(tree.text(of: tree[id].name!)) { spans.append(tree[id].tokens) }
        return spans
    }

    /// The functions `#selector(name)` names in a span.
    private func selectors(in span: TokenRange, tree: SyntaxTree) -> Set<String> {
        var names = Set<String>()
        for chain in tree.chains(in: span) {
            for component in tree.components(of: chain) where tree[component].kind == .macro && tree.component(component, isNamed: "selector") {
                guard let argument = tree[component].arguments.first, let value = tree[argument].value,
                      let inner = tree.singleChain(of: value), let last = tree.components(of: inner).last,
                      let name = tree[last].name else { continue }
                names.insert(tree.text(of: name))
            }
        }
        return names
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
    static func source(_ origin: SizeOrigin) -> String {
        origin == .scaledValue ? "scaledValue(for:)" : "preferredFont(forTextStyle:).pointSize"
    }

    static func platform(_ origin: SizeOrigin) -> String {
        "font sized once from the current text size (\(source(origin))) stays behind when the reader changes it; use "
            + "UIFontMetrics(forTextStyle:).scaledFont(for:) with adjustsFontForContentSizeCategory"
    }

    static func swiftUI(_ origin: SizeOrigin) -> String {
        "font sized once from the current text size (\(source(origin))) in a body that does not read dynamicTypeSize; "
            + "use a text style, .custom(_:size:relativeTo:) or @ScaledMetric"
    }
}
