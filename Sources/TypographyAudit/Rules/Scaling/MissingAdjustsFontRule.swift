import SwiftSource
import Typography

/// `missing-adjusts-font`: a UIKit text view given a scaling font keeps the size it had when the
/// font was set unless it adjusts by itself.
///
/// Lint: a `preferredFont(forTextStyle:)` or `UIFontMetrics`-scaled font assigned to a UIKit text
/// view (as its `font`, or in the attributes of its `attributedText`; an outlet's attributed text is judged
/// in its document) when nothing in the same type (extensions in the file, the closure or factory that builds
/// it, a subclass's own code — the factory and subclass in any file of the run) sets its
/// `adjustsFontForContentSizeCategory`, and the font is not
/// re-applied where it runs again on a category change: `traitCollectionDidChange`, a cell's
/// `updateConfiguration(using:)`, `registerForTraitChanges`, `UIContentSizeCategory.didChangeNotification`,
/// and the helpers those call (``FileAnalysis/reapplyPaths()``).
/// The text properties of a list content configuration (`content.textProperties.font`) adjust
/// unless told not to. Fix: set it to `true` after the font assignment.
struct MissingAdjustsFontRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.font, .Font, .adjustsFontForContentSizeCategory, .attributedText, .registerForTraitChanges,
                                     .didChangeNotification]

    static let description = RuleDescription(
        id: "missing-adjusts-font",
        name: "Scaled font without adjustsFontForContentSizeCategory",
        defaultSeverity: .warning,
        rationale: "A UIKit label only follows later Dynamic Type changes when "
            + "adjustsFontForContentSizeCategory is true (HIG Typography: support Dynamic Type).",
        triggeringExamples: [
            Example("""
            import UIKit
            final class CardViewController: UIViewController {
                private let methodLabel: UILabel = {
                    let label = UILabel()
                    ↓label.font = .preferredFont(forTextStyle: .subheadline)
                    label.textColor = .secondaryLabel
                    return label
                }()
                private let notesLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓notesLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: 17)!)
                }
            }
            """),
            Example("""
            import UIKit
            func makeTitleLabel() -> UILabel {
                let label = UILabel()
                ↓label.font = UIFont.preferredFont(forTextStyle: .headline)
                return label
            }
            """),
            Example("""
            import UIKit
            final class HeaderView: UIView {
                let titleLabel = UILabel()
                func setUp() {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).withSymbolicTraits(.traitBold)!
                    ↓titleLabel.font = UIFont(descriptor: descriptor, size: 0)
                }
            }
            """),
            Example("""
            import UIKit
            // A design system's helper returns a cached preferred font built by a helper below it: a
            // preferred font all the same, which the label does not follow without the flag.
            extension UIFont {
                private static var builtFonts: [String: UIFont] = [:]
                static func readerFont(_ style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
                    let key = "\\(style.rawValue)/\\(weight.rawValue)"
                    if let font = builtFonts[key] {
                        return font
                    }
                    let font = makeReaderFont(style, weight: weight)
                    builtFonts[key] = font
                    return font
                }
                private static func makeReaderFont(_ style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
                        .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: weight]])
                    return UIFont(descriptor: descriptor, size: .zero)
                }
            }
            final class ShelfHeaderView: UITableViewHeaderFooterView {
                private let shelfLabel = UILabel()
                private let countLabel = UILabel()
                func configure(shelf: String, count: String) {
                    ↓shelfLabel.font = .readerFont(.title2, weight: .bold)
                    shelfLabel.text = shelf
                    countLabel.font = .readerFont(.footnote, weight: .regular)
                    countLabel.adjustsFontForContentSizeCategory = true
                    countLabel.text = count
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            // Attribute containers style text; they are not labels.
            struct MessageBody: View {
                let text: AttributedString
                private let baseAttributes: AttributeContainer = {
                    var attributes = AttributeContainer()
                    attributes.font = UIFont.preferredFont(forTextStyle: .body)
                    return attributes
                }()
                private let quoteAttributes = {
                    var quote = AttributeContainer()
                    quote.font = UIFont.preferredFont(forTextStyle: .callout)
                    return quote
                }()
                var body: some View {
                    Text(text.mergingAttributes(baseAttributes, mergePolicy: .keepCurrent))
                }
            }
            """),
            Example("""
            import UIKit
            final class CardViewController: UIViewController {
                private let titleLabel = UILabel()
                private let fixedLabel = UILabel()
                private let offLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = .preferredFont(forTextStyle: .headline)
                    fixedLabel.font = .systemFont(ofSize: 17)
                    offLabel.font = .preferredFont(forTextStyle: .body)
                    offLabel.adjustsFontForContentSizeCategory = false
                }

                func configure(_ cell: UITableViewCell, title: String) {
                    var content = cell.defaultContentConfiguration()
                    content.text = title
                    content.textProperties.font = .preferredFont(forTextStyle: .headline)
                    content.secondaryTextProperties.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
                    cell.contentConfiguration = content
                }
            }

            extension CardViewController {
                func configure() {
                    titleLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            Example("""
            import UIKit
            final class ReapplyingViewController: UIViewController {
                private let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.font = .preferredFont(forTextStyle: .body)
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    label.font = .preferredFont(forTextStyle: .body)
                }
            }
            """),
            Example("""
            import UIKit
            final class ObservingViewController: UIViewController {
                private let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyFonts()
                    NotificationCenter.default.addObserver(self, selector: #selector(applyFonts),
                                                           name: UIContentSizeCategory.didChangeNotification, object: nil)
                }
                @objc private func applyFonts() {
                    label.font = .preferredFont(forTextStyle: .body)
                }
            }
            """),
            Example("""
            import UIKit
            final class BodyLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    font = .preferredFont(forTextStyle: .body)
                    adjustsFontForContentSizeCategory = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            Example("""
            import AppKit
            final class Inspector: NSView {
                let field = NSTextField(labelWithString: "")
                func setUp() {
                    field.font = .preferredFont(forTextStyle: .body)
                }
            }
            """),
            Example("""
            import UIKit
            final class TrailCell: UICollectionViewListCell {
                private let nameLabel = UILabel()
                override func updateConfiguration(using state: UICellConfigurationState) {
                    super.updateConfiguration(using: state)
                    nameLabel.font = .preferredFont(forTextStyle: .headline)
                }
            }
            """),
            Example("""
            import UIKit
            final class BadgeCell: UITableViewCell {
                private let countLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    countLabel.font = .preferredFont(forTextStyle: .caption1)
                    registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _) in
                        self.countLabel.font = .preferredFont(forTextStyle: .caption1)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            Example("""
            import UIKit
            // Set for a list of labels in one loop.
            final class SummaryView: UIView {
                private let titleLabel = UILabel()
                private let detailLabel = UILabel()
                private let noteLabel = UILabel()
                func setUp() {
                    titleLabel.font = .preferredFont(forTextStyle: .headline)
                    detailLabel.font = .preferredFont(forTextStyle: .subheadline)
                    noteLabel.font = .preferredFont(forTextStyle: .footnote)
                    [titleLabel, detailLabel].forEach { $0.adjustsFontForContentSizeCategory = true }
                    for label in [self.noteLabel] {
                        label.adjustsFontForContentSizeCategory = true
                    }
                }
            }
            """),
            Example("""
            import UIKit
            // Attribute containers get fonts, not views: a button configuration re-applies its transformer.
            final class ActionButton: UIButton {
                func setUp() {
                    var config = UIButton.Configuration.filled()
                    config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                        var outgoing = incoming
                        outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
                        return outgoing
                    }
                    configuration = config
                    UILabel.appearance(whenContainedInInstancesOf: [ActionButton.self]).font = .preferredFont(forTextStyle: .footnote)
                }
            }
            """),
        ],
        corrections: [
            (before: Example("""
                import UIKit
                final class C: UIViewController {
                    let label = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        label.font = .preferredFont(forTextStyle: .body)
                        label.numberOfLines = 0
                    }
                }
                """),
             after: Example("""
                import UIKit
                final class C: UIViewController {
                    let label = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        label.font = .preferredFont(forTextStyle: .body)
                        label.adjustsFontForContentSizeCategory = true
                        label.numberOfLines = 0
                    }
                }
                """)),
            (before: Example("""
                import UIKit
                final class TotalsView: UIView {
                    let amountLabel = UILabel()
                    let currencyLabel = UILabel()
                    func setUp() {
                        [amountLabel, currencyLabel].forEach { $0.font = .preferredFont(forTextStyle: .title2) }
                    }
                }
                """),
             after: Example("""
                import UIKit
                final class TotalsView: UIView {
                    let amountLabel = UILabel()
                    let currencyLabel = UILabel()
                    func setUp() {
                        [amountLabel, currencyLabel].forEach { $0.font = .preferredFont(forTextStyle: .title2); $0.adjustsFontForContentSizeCategory = true }
                    }
                }
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        let adjustingSubclasses = Set(file.textViews.compactMap { view -> String? in
            guard view.name == "self", view.lastAssignment(of: .adjustsFontForContentSizeCategory) != nil,
                  let type = view.type, let name = tree[type].name else { return nil }
            return tree.text(of: name)
        }).union(file.project.adjustingTextViews.lazy.filter { $0.kind == .subclass }.map(\.name))
        var observing: [DeclarationID: Bool] = [:]
        var reapplyPaths: [TokenRange]?
        let adjustedInLoops = viewsAdjustedInLoops(file)
        for view in file.textViews
        where view.framework == .uiKit && !Self.isListContentText(view) && !Self.isAppearanceProxy(view) {
            guard view.lastAssignment(of: .adjustsFontForContentSizeCategory) == nil,
                  !adjustedInLoops.contains(ViewInType(name: view.name, type: view.type)),
                  !isLocalNonView(view, in: tree) else { continue }
            let fonts = view.assignments(of: .font) + view.assignments(of: .attributedText)
            let scaled = fonts.filter { assignment in
                file.platform(at: tree[assignment.statement].firstToken).supportsDynamicType
                    && fontIndices(of: assignment, in: file).contains { index in
                        let value = file.fonts[index].value
                        return !file.fonts[index].isInPreview && (value.isScaledByFontMetrics || isPreferred(value))
                    }
            }.sorted { tree[$0.statement].firstToken < tree[$1.statement].firstToken }
            // Most views get no scaled font: the costlier tests (names as strings) come after. An outlet given
            // only attributed text is judged in its document, where the attributed text's style counts.
            guard let last = scaled.last, scaled.contains(where: { $0.property == .font }) || !isOutlet(view, in: tree),
                  !isInstance(of: adjustingSubclasses, view, in: tree),
                  !file.documentAdjustsFont(of: view), !isMadeByAdjustingFactory(view, in: file) else { continue }
            let paths = reapplyPaths ?? file.reapplyPaths()
            reapplyPaths = paths
            if fonts.contains(where: { font in paths.contains { $0.contains(tree[font.statement].firstToken) } }) { continue }
            if let type = view.type {
                if observing[type] == nil { observing[type] = observesCategoryChanges(type, in: tree) }
                if observing[type] == true { continue }
            }
            // One finding per view, where it last gets a scaled font (the fix goes after it).
            context.report(at: tree[last.statement].firstToken, .missingAdjusts(view.name), fix: insertion(after: last, in: tree))
        }
    }

    /// Whether the receiver is a local that is no text view: its initializer makes none
    /// (`var outgoing = incoming` in a button's text attributes transformer, `var container = AttributeContainer()`).
    private func isLocalNonView(_ view: PlatformTextView, in tree: SyntaxTree) -> Bool {
        // The local itself (not `cell.textLabel` of a dequeued cell).
        guard view.kind == .unknown, !view.name.contains("."), let declaration = view.declaration,
              let parent = tree[declaration].parent else { return false }
        return !tree[parent].isTypeLike && (tree[declaration].kind == .let || tree[declaration].kind == .var)
    }

    /// Whether the view is made by a function that sets `adjustsFontForContentSizeCategory = true` on
    /// the view it builds (`let titleLabel = makeLabel()`, `= .makeLabel(style: .body)`): one of the
    /// file's, else one of the run's (``AdjustingTextView``; `LabelFactory.caption()` names its type).
    private func isMadeByAdjustingFactory(_ view: PlatformTextView, in file: FileAnalysis) -> Bool {
        let tree = file.tree
        guard let declaration = view.declaration, let initializer = tree[declaration].initializer,
              let chain = tree.singleChain(of: initializer) else { return false }
        let components = tree.components(of: chain)
        guard let position = components.lastIndex(where: { tree[$0].isCalled && tree[$0].name != nil }),
              let name = tree[components[position]].name else { return false }
        let factories = Set(tree.declarationIDs.filter { id in
            tree[id].kind == .function && tree[id].name.map { tree.token($0, spellsLike: name) } == true
        })
        guard !factories.isEmpty else {
            // `LabelFactory.caption()`: the factory of that type; `.makeHeadline()`, `makeLabel()`: of that name.
            let owner = position > 0 ? tree[components[position - 1]].name.map { tree.text(of: $0) } : nil
            let called = tree.text(of: name)
            return file.project.adjustingTextViews.contains { made in
                made.kind == .factory && made.name == called && (owner == nil || made.owner == owner)
            }
        }
        return file.textViews.contains { built in
            built.assignments(of: .adjustsFontForContentSizeCategory).contains { assignment in
                assignment.function.map(factories.contains) == true
                    && tree.text(of: tree[assignment.value].tokens) == "true"
            }
        }
    }

    /// A view by its receiver name within its type.
    private struct ViewInType: Hashable {
        let name: String
        let type: DeclarationID?
    }

    /// The views a loop over a list of them sets to adjust:
    /// `[titleLabel, detailLabel].forEach { $0.adjustsFontForContentSizeCategory = true }`, or
    /// `for label in [titleLabel, detailLabel] { label.adjustsFontForContentSizeCategory = true }`.
    private func viewsAdjustedInLoops(_ file: FileAnalysis) -> Set<ViewInType> {
        let tree = file.tree
        var views: Set<ViewInType> = []
        for view in file.textViews {
            guard let assignment = view.lastAssignment(of: .adjustsFontForContentSizeCategory),
                  tree.text(of: tree[assignment.value].tokens) == "true",
                  let names = file.listedViews(of: view, at: assignment) else { continue }
            for name in names { views.insert(ViewInType(name: name, type: view.type)) }
        }
        return views
    }

    /// Whether the receiver is an appearance proxy (`UILabel.appearance(whenContainedInInstancesOf: …)`):
    /// styling for views made later, which take the property from their own code.
    private static func isAppearanceProxy(_ view: PlatformTextView) -> Bool {
        view.name.hasSuffix(".appearance")
    }

    /// Whether the receiver is a list content configuration's text (`content.textProperties`,
    /// `config.secondaryTextProperties`), whose `adjustsFontForContentSizeCategory` is on unless set off.
    private static func isListContentText(_ view: PlatformTextView) -> Bool {
        view.name.hasSuffix(".textProperties") || view.name.hasSuffix(".secondaryTextProperties")
    }

    /// Whether the view is declared as an instance of one of `types` (a subclass that adjusts itself).
    private func isInstance(of types: Set<String>, _ view: PlatformTextView, in tree: SyntaxTree) -> Bool {
        guard !types.isEmpty, let declaration = view.declaration, !tree[declaration].isTypeLike else { return false }
        let node = tree[declaration]
        var tokens = Array(node.typeTokens)
        if let initializer = node.initializer { tokens += Array(tree[initializer].tokens) }
        return tokens.contains { tree[$0].kind == .identifier && types.contains(tree.text(of: $0)) }
    }

    /// Whether a view is declared as an `@IBOutlet`.
    private func isOutlet(_ view: PlatformTextView, in tree: SyntaxTree) -> Bool {
        view.declaration.map { tree.attribute("IBOutlet", on: $0) != nil } ?? false
    }

    /// The fonts an assignment gives: a `font`'s candidates, or the fonts written in an attributed text's
    /// value (`NSAttributedString(string: title, attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])`).
    private func fontIndices(of assignment: PropertyAssignment, in file: FileAnalysis) -> [Int] {
        guard assignment.property == .attributedText else { return assignment.fonts }
        return file.tree.chains(in: file.tree[assignment.value].tokens).compactMap { file.fontIndex(of: $0) }
    }

    private func isPreferred(_ value: FontValue) -> Bool {
        if case .preferred = value.source { true } else { false }
    }

    /// Whether a type re-applies fonts on a category change: it observes
    /// `UIContentSizeCategory.didChangeNotification` or registers for trait changes (`registerForTraitChanges`).
    private func observesCategoryChanges(_ type: DeclarationID, in tree: SyntaxTree) -> Bool {
        tree[type].tokens.contains { token in
            tree[token].kind == .identifier
                && (tree.token(token, is: "didChangeNotification") || tree.token(token, is: "registerForTraitChanges")
                    || tree.token(token, is: "contentSizeCategoryDidChangeNotification"))
        }
    }

    /// `receiver.adjustsFontForContentSizeCategory = true` on the line after the font assignment, with
    /// the assignment's indentation and line ending; after a comment that ends the line, not before it.
    /// An assignment that shares its line (`[a, b].forEach { $0.font = font }`) is followed on it:
    /// `{ $0.font = font; $0.adjustsFontForContentSizeCategory = true }`.
    private func insertion(after assignment: PropertyAssignment, in tree: SyntaxTree) -> Fix? {
        let statement = tree[assignment.statement]
        let propertyStart = tree[assignment.propertyToken].start
        let receiverRange = Int(tree[statement.firstToken].start)..<Int(propertyStart)
        let receiver = tree.file.text(receiverRange)
        let bytes = tree.file.bytes
        let lineStart = Int(tree.file.lineStarts[tree.location(of: statement.firstToken).line - 1])
        let indentation = tree.file.text(lineStart..<Int(tree[statement.firstToken].start))
        let end = Int(tree[statement.lastToken].end)
        let summary = "set \(receiver)adjustsFontForContentSizeCategory = true"
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else {
            return Fix(edits: [FixEdit(range: end..<end, replacement: "; \(receiver)adjustsFontForContentSizeCategory = true")],
                       isExact: true, summary: summary)
        }
        let lineBreak = bytes[end...].firstIndex(of: UInt8(ascii: "\n"))
        let lineEnd = lineBreak.map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") ? $0 - 1 : $0 } ?? bytes.count
        let newline = lineBreak.map { $0 == lineEnd ? "\n" : "\r\n" } ?? lineEnding(of: bytes)
        let rest = tree.file.text(end..<lineEnd).drop { $0 == " " || $0 == "\t" }
        let offset = rest.isEmpty || rest.hasPrefix("//") ? lineEnd : end
        let line = newline + indentation + receiver + "adjustsFontForContentSizeCategory = true"
        return Fix(edits: [FixEdit(range: offset..<offset, replacement: line)], isExact: true, summary: summary)
    }

    /// The file's line ending: that of its first line (LF when it has one line).
    private func lineEnding(of bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(of: UInt8(ascii: "\n")), first > 0, bytes[first - 1] == UInt8(ascii: "\r") else {
            return "\n"
        }
        return "\r\n"
    }
}

fileprivate extension String {
    static func missingAdjusts(_ name: String) -> String {
        "\(name) gets a scaled font but not adjustsFontForContentSizeCategory = true, so it keeps its size "
            + "when the reader changes the text size"
    }
}
