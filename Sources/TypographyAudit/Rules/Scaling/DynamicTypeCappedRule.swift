import SwiftSource
import Typography

/// `dynamic-type-capped`: a cap on Dynamic Type keeps text small for the readers who need it large.
///
/// Lint: `.dynamicTypeSize(…)` whose range stops below the platform's largest size (AX5 on iOS) or
/// fixes one size (so do `.environment(\.dynamicTypeSize, .large)` and the older
/// `.environment(\.sizeCategory, .large)`); UIKit `maximumContentSizeCategory`
/// below it; `scaledFont(for:maximumPointSize: M)`; a design system's cap by name (an argument
/// `maxSizeCategory: .accessibilityMedium`, or a parameter that defaults to such a category).
/// The message names the first category where the cap bites. Not reported: a cap together with
/// `accessibilityShowsLargeContentViewer`, a UIKit bar's cap when it shows the Large Content Viewer
/// (``LargeContentViewerBars``), a cap on a view that shows no text (an icon-only button), and previews. No fix: capping is a design decision.
struct DynamicTypeCappedRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.dynamicTypeSize, .sizeCategory, .maximumContentSizeCategory, .font, .Font]

    static let description = RuleDescription(
        id: "dynamic-type-capped",
        name: "Dynamic Type capped",
        defaultSeverity: .warning,
        rationale: "Text must grow up to the largest accessibility size; a cap stops it for the readers who "
            + "need it most (HIG Typography: Dynamic Type; Accessibility: text size).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            import UIKit
            // A design system's modifier bounds the size it scales at a category it is given; its default
            // caps every text that does not pass one.
            extension View {
                func appFont(_ style: Font.TextStyle, maxSizeCategory: UIContentSizeCategory = ↓.extraExtraLarge) -> some View {
                    modifier(AppFont(style: style, maxSizeCategory: maxSizeCategory))
                }
            }
            """, message: "maxSizeCategory defaults to xxLarge: text that does not pass it stops growing from xxxLarge on; "
                + "default to the largest size"),
            Example("""
            import SwiftUI
            // A category passed to a design system's modifier as its largest.
            struct PlanCard: View {
                let plan: Plan
                var body: some View {
                    VStack {
                        Text(plan.name).appFont(.title2, ↓maxSizeCategory: .accessibilityMedium)
                        Text(plan.price).appFont(.body, maxSizeCategory: .accessibilityExtraExtraExtraLarge)
                    }
                }
            }
            """, message: "Dynamic Type is capped at AX1: text stops growing from AX2 on; let it reach the largest size"),
            Example("""
            import SwiftUI
            // Views that may show text: a custom view, a property showing text, a labelled button.
            struct Header: View {
                let user: User
                private var title: some View { Text(user.name).font(.title2) }
                var body: some View {
                    VStack {
                        ProfileCard(user: user).↓dynamicTypeSize(.large)
                        title.↓dynamicTypeSize(...DynamicTypeSize.xLarge)
                        Button {
                            share(user)
                        } label: {
                            Label("Share", systemImage: "square.and.arrow.up")
                        }
                        .↓dynamicTypeSize(.large)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Timer: View {
                var body: some View {
                    VStack {
                        Text("Brewing")
                    }
                    .padding()
                    .↓dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    HStack {
                        Text("New").↓dynamicTypeSize(.large)
                        Text("Badge").environment(\\.↓dynamicTypeSize, .large)
                        Text("Sale").↓dynamicTypeSize(.xSmall ..< .accessibility3)
                        Text("Old").environment(\\.↓sizeCategory, .extraExtraLarge)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.↓maximumContentSizeCategory = .accessibilityMedium
                    label.font = ↓UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 28)
                    label.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            Example("""
            import UIKit
            final class MapViewController: UIViewController {
                private let segmented = UISegmentedControl(items: ["Map", "List"])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    segmented.↓maximumContentSizeCategory = .accessibilityMedium
                    view.↓maximumContentSizeCategory = .extraExtraLarge
                }
            }
            """),
            Example("""
            import UIKit
            final class Toolbar: UIView {
                func setUp() {
                    ↓maximumContentSizeCategory = .extraLarge
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            // A map's icon-only button: no text to keep small.
            struct MapControls: View {
                @ObservedObject var model: MapModel
                private var locateIcon: some View {
                    if model.isLocating {
                        ProgressView().padding(12)
                    } else {
                        Image(systemName: "location.fill").padding(12)
                    }
                }
                var body: some View {
                    Button {
                        model.centerOnUser()
                    } label: {
                        locateIcon.background(.thinMaterial, in: Circle())
                    }
                    .dynamicTypeSize(.large)
                }
            }
            """),
            Example("""
            import SwiftUI
            // A decorative avatar beside the room's name stops growing at AX1; the name still scales.
            struct RoomRow: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let name: String
                var body: some View {
                    HStack {
                        AvatarView(name: name)
                            .dynamicTypeSize(dynamicTypeSize < .accessibility1 ? dynamicTypeSize : .accessibility1)
                            .accessibilityHidden(true)
                        Text(name)
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct V: View {
                @Environment(\\.sizeCategory) private var sizeCategory
                var body: some View {
                    VStack {
                        Text("Grows").dynamicTypeSize(.large ... .accessibility5)
                        Text("Floor only").dynamicTypeSize(.large...)
                        Text("Largest").environment(\\.sizeCategory, .accessibilityExtraExtraExtraLarge)
                        Text("Chosen").environment(\\.sizeCategory, sizeCategory)
                    }
                }
            }

            struct TabBar: View {
                var body: some View {
                    HStack { Text("Home") }
                        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                        .accessibilityShowsLargeContentViewer()
                }
            }

            #Preview {
                V().dynamicTypeSize(.xxxLarge)
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.maximumContentSizeCategory = .accessibilityExtraExtraExtraLarge
                    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 200)
                    label.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            Example("""
            import UIKit
            final class PlayerToolbar: UIToolbar {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    maximumContentSizeCategory = .extraExtraExtraLarge
                    showsLargeContentViewer = true
                    addInteraction(UILargeContentViewerInteraction())
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        // `.dynamicTypeSize(…)`, and `\.dynamicTypeSize` or `\.sizeCategory` set by `.environment(…)`.
        let sizes = file.components(named: .dynamicTypeSize) + file.components(named: .sizeCategory)
        for component in sizes where tree[component].kind == .member {
            guard let name = tree[component].name, !file.isInPreview(name),
                  let expression = tree[component].isCalled && file.knownName(of: component) == .dynamicTypeSize
                    ? tree.argument(nil, of: component).flatMap({ tree[$0].value }) : environmentValue(component, in: tree),
                  !showsLargeContentViewer(tree[component].chain, in: file),
                  !isHiddenFromAccessibility(tree[component].chain, in: tree),
                  file.mayShowText(tree[component].isCalled ? tree[component].chain : tree.enclosingCall(of: tree[component].chain).map { tree[$0].chain } ?? tree[component].chain)
            else { continue }
            let platform = file.platform(at: name)
            guard platform.supportsDynamicType, let upper = DynamicTypeRange(expression, in: tree)?.upperBound,
                  upper < platform.largestCategory, let bites = next(after: upper, on: platform) else { continue }
            context.report(at: name, .capped(upper, bites))
        }
        // `maximumContentSizeCategory` on any view or control (`segmented.…`, `self.…`, `view.…`).
        let bars = LargeContentViewerBars(tree: tree)
        for property in file.components(named: .maximumContentSizeCategory) {
            let chain = tree[property].chain
            guard tree.components(of: chain).last == property, let assignment = tree.assignment(to: chain),
                  let value = assignment.expression else { continue }
            let token = tree[property].token
            guard let (category, bites) = cap(value, at: token, in: file), !bars.showsViewer(capped: property) else { continue }
            context.report(at: token, .capped(category, bites))
        }
        reportNamedCaps(in: file, to: &context)
        for font in file.fonts where font.reportsValueHere && !font.isInPreview {
            guard let maximum = font.value.maximumPointSize, let curve = font.value.scaling.curve,
                  font.platform.supportsDynamicType, let base = font.value.resolvedSize(on: font.platform) else { continue }
            if maximum <= base {
                context.report(at: font.anchor, .neverScales(maximum))
                continue
            }
            let bites = font.platform.categories.first { category in
                (scaledFontSize(base, relativeTo: curve, at: category) ?? 0) > maximum
            }
            if let bites { context.report(at: font.anchor, .pointCap(maximum, bites)) }
        }
    }

    /// A design system's cap by name: an argument that passes a category below the largest as a maximum
    /// (`.font(style: .footnote, maxSizeCategory: .accessibilityMedium)`), and a parameter that defaults
    /// to one (`maxSizeCategory: UIContentSizeCategory = .extraExtraLarge`), which caps every call that
    /// does not pass it.
    private func reportNamedCaps(in file: FileAnalysis, to context: inout RuleContext) {
        let tree = file.tree
        for argument in tree.argumentIDs {
            guard let label = tree[argument].label, namesMaximumCategory(label, in: tree), let value = tree[argument].value,
                  let (category, bites) = cap(value, at: label, in: file) else { continue }
            context.report(at: label, .capped(category, bites))
        }
        for declaration in tree.declarationIDs where tree[declaration].kind == .function || tree[declaration].kind == .initializer {
            for parameter in tree[declaration].parameters {
                let node = tree[parameter]
                guard let value = node.defaultValue, namesMaximumCategory(node.localName, in: tree) || namesMaximumCategory(node.firstName, in: tree),
                      let (category, bites) = cap(value, at: node.firstName, in: file) else { continue }
                context.report(at: tree[value].firstToken, .defaultCap(tree.text(of: node.firstName), category, bites))
            }
        }
    }

    /// The category a value names as the largest (`.extraExtraLarge`, `UIContentSizeCategory.accessibilityMedium`)
    /// when it is below the platform's largest, with the first category the cap bites at; nil on a platform
    /// without Dynamic Type and in previews.
    private func cap(_ value: ExpressionID, at token: TokenID, in file: FileAnalysis)
        -> (cap: ContentSizeCategory, bites: ContentSizeCategory)? {
        let platform = file.platform(at: token)
        guard platform.supportsDynamicType, !file.isInPreview(token), let name = file.tree.lastMemberName(of: value),
              let category = ContentSizeCategory(name: name), category < platform.largestCategory,
              let bites = next(after: category, on: platform) else { return nil }
        return (category, bites)
    }

    /// Whether a name says it is a largest text size: `maxSizeCategory`, `maximumContentSizeCategory`, `maxCategory`.
    private func namesMaximumCategory(_ token: TokenID, in tree: SyntaxTree) -> Bool {
        let isCategory = tree.withBytes(of: token) { bytes in
            bytes.count > 8 && bytes.suffix(8).elementsEqual("Category".utf8)
        }
        return isCategory && tree.text(of: token).hasPrefix("max")
    }

    /// The value set by `.environment(\.dynamicTypeSize, .large)` (or `\.sizeCategory`) when
    /// `component` is its key path's member.
    private func environmentValue(_ component: ComponentID, in tree: SyntaxTree) -> ExpressionID? {
        let chain = tree[component].chain
        guard tree[tree.base(of: chain)].kind == .keyPath, tree.components(of: chain).count == 2,
              let call = tree.enclosingCall(of: chain), tree.isCall(call, named: "environment") else { return nil }
        let arguments = tree[call].arguments
        guard arguments.count == 2 else { return nil }
        return tree[arguments[1]].value
    }

    /// The first category of the platform above `category`.
    private func next(after category: ContentSizeCategory, on platform: Platform) -> ContentSizeCategory? {
        platform.categories.first { $0 > category }
    }

    private func showsLargeContentViewer(_ chain: ChainID, in file: FileAnalysis) -> Bool {
        file.tree.components(of: chain).contains { file.knownName(of: $0) == .accessibilityShowsLargeContentViewer }
    }

    /// Whether the capped view is decoration (`.accessibilityHidden(true)`: an avatar beside the name
    /// it shows): it carries no text a reader needs, and its growth is a layout choice.
    private func isHiddenFromAccessibility(_ chain: ChainID, in tree: SyntaxTree) -> Bool {
        tree.components(of: chain).contains { component in
            guard tree.component(component, isNamed: "accessibilityHidden"),
                  let value = tree.argumentValue(nil, of: component) else { return false }
            return tree.isTrueLiteral(value)
        }
    }
}

fileprivate extension String {
    static func capped(_ cap: ContentSizeCategory, _ bites: ContentSizeCategory) -> String {
        var message = MessageText()
        message.append("Dynamic Type is capped at ")
        message.append(cap.higName)
        message.append(": text stops growing from ")
        message.append(bites.higName)
        message.append(" on; let it reach the largest size")
        return message.text
    }

    static func defaultCap(_ name: String, _ cap: ContentSizeCategory, _ bites: ContentSizeCategory) -> String {
        "\(name) defaults to \(cap.higName): text that does not pass it stops growing from \(bites.higName) on; "
            + "default to the largest size"
    }

    static func pointCap(_ maximum: Double, _ category: ContentSizeCategory) -> String {
        "maximumPointSize \(PointSize(maximum)) caps the font from \(category.higName) on; let it reach the largest size"
    }

    static func neverScales(_ maximum: Double) -> String {
        "maximumPointSize \(PointSize(maximum)) is not above the base size: the font never scales"
    }
}
