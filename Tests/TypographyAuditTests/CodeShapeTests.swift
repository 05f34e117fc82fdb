import SwiftSource
import Testing
import TypographyAudit

/// The shapes real apps write, audited end to end: which scaling rules report on which lines.
@Suite struct CodeShapeTests {
    static let scalingRules: Set<String> = [
        "fixed-font-size", "custom-font-not-scaled", "custom-font-wrong-curve", "double-scaling",
        "missing-adjusts-font", "dynamic-type-capped",
    ]

    /// `line rule` for each finding of the scaling rules, in report order.
    static func audit(_ text: String) -> [String] {
        FileAuditor().audit(SourceFile(path: "Shape.swift", text: text))
            .filter { scalingRules.contains($0.ruleID) }
            .map { "\($0.location.line) \($0.ruleID)\($0.severity == .note ? " note" : "")" }
    }

    @Test func multiLineChainsAndIfOSInsideAChain() {
        #expect(Self.audit("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("\\(12) items")
                        .foregroundStyle(.secondary)
                    #if os(macOS)
                        .font(.system(size: 14))
                    #else
                        .font(
                            .system(
                                size: 13,
                                weight: .medium
                            )
                        )
                    #endif
                }
            }
            """) == ["7 fixed-font-size note", "10 fixed-font-size"])
    }

    @Test func fontsDeclaredInTypesAndComputedPropertiesAreReportedOnce() {
        #expect(Self.audit("""
            import UIKit
            enum Theme {
                static let title = UIFont.systemFont(ofSize: 20, weight: .bold)
                static var body: UIFont { UIFont(name: "Georgia", size: 17)! }
            }
            final class C: UIViewController {
                let titleLabel = UILabel()
                let bodyLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = Theme.title
                    bodyLabel.font = Theme.body
                }
            }
            """) == ["3 fixed-font-size", "4 custom-font-not-scaled"])
    }

    @Test func swiftUIComputedFontAndButtonLabels() {
        #expect(Self.audit("""
            import SwiftUI
            struct Card: View {
                private var headerFont: Font { .system(size: 22, weight: .semibold) }
                var body: some View {
                    VStack {
                        Text("Header").font(headerFont)
                        Button(action: {}) {
                            Text("Go").font(.system(size: 9))
                        }
                        Button("Stop") {}
                            .font(.custom("Avenir", fixedSize: 15))
                    }
                }
            }
            """) == ["3 fixed-font-size", "8 fixed-font-size", "11 custom-font-not-scaled"])
    }

    @Test func lazyVarClosuresAndFactories() {
        #expect(Self.audit("""
            import UIKit
            final class C: UIViewController {
                lazy var titleLabel: UILabel = {
                    let l = UILabel()
                    l.font = .preferredFont(forTextStyle: .title1)
                    return l
                }()
                lazy var detailLabel: UILabel = {
                    let l = UILabel()
                    l.font = .preferredFont(forTextStyle: .body)
                    l.adjustsFontForContentSizeCategory = true
                    return l
                }()
                func makeBadge() -> UILabel {
                    let badge = UILabel()
                    badge.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12, weight: .bold))
                    badge.adjustsFontForContentSizeCategory = true
                    return badge
                }
            }
            """) == ["5 missing-adjusts-font"])
    }

    @Test func attributeContainersInAViewsInitializerClosureAreNotTheView() {
        // Only the local the closure returns stands for the property; a transformer's `outgoing`
        // and an AttributeContainer get fonts but are no views.
        #expect(Self.audit("""
            import UIKit
            final class E: UIView {
                private let retryButton: UIButton = {
                    var config = UIButton.Configuration.filled()
                    config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                        var outgoing = incoming
                        outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
                        return outgoing
                    }
                    return UIButton(configuration: config)
                }()
                private lazy var saveButton: UIButton = {
                    var container = AttributeContainer()
                    container.font = .preferredFont(forTextStyle: .body)
                    var config = UIButton.Configuration.plain()
                    config.attributedTitle = AttributedString("Save", attributes: container)
                    config.subtitleTextAttributesTransformer = .init { attributes in
                        var updated = attributes
                        updated.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
                        return updated
                    }
                    let button = UIButton(configuration: config)
                    button.titleLabel?.font = .preferredFont(forTextStyle: .body)
                    return button
                }()
                private let transformer = UIConfigurationTextAttributesTransformer { incoming in
                    var outgoing = incoming
                    outgoing.font = .preferredFont(forTextStyle: .callout)
                    return outgoing
                }
                private let header: UIStackView = {
                    let title = UILabel()
                    title.font = .preferredFont(forTextStyle: .title2)
                    let stack = UIStackView(arrangedSubviews: [title])
                    return stack
                }()
            }
            """) == ["23 missing-adjusts-font", "33 missing-adjusts-font"])
    }

    @Test func fontsReappliedByAHelperOfATraitChangeAreNotMissingAdjusts() {
        // A helper that `traitCollectionDidChange` calls runs again on a category change; the same
        // name in another type, or a helper only `viewDidLoad` calls, does not.
        #expect(Self.audit("""
            import UIKit
            final class A: UIViewController {
                private let headerLabel = UILabel()
                private let bodyLabel = UILabel()
                private let noteLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyFonts()
                    styleNote()
                }
                private func applyFonts() {
                    headerLabel.font = .preferredFont(forTextStyle: .title2)
                }
                private func styleNote() {
                    noteLabel.font = .preferredFont(forTextStyle: .footnote)
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    applyFonts()
                    self.updateBody()
                }
            }
            extension A {
                func updateBody() {
                    bodyLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
                }
            }
            final class B: UITableViewCell {
                private let nameLabel = UILabel()
                func applyFonts() {
                    nameLabel.font = .preferredFont(forTextStyle: .headline)
                }
            }
            """) == ["15 missing-adjusts-font", "31 missing-adjusts-font"])
    }

    @Test func aUIKitBarThatShowsTheLargeContentViewerMayCapItsText() {
        // The exemption is for bars, with the viewer enabled on the capped view itself.
        #expect(Self.audit("""
            import UIKit
            final class PlayerToolbar: UIToolbar {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    maximumContentSizeCategory = .extraExtraExtraLarge
                    showsLargeContentViewer = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class TabBarView: UIView {
                func setUp() {
                    self.maximumContentSizeCategory = .extraExtraLarge
                    addInteraction(UILargeContentViewerInteraction())
                }
            }
            final class PlayerViewController: UIViewController {
                private let playerBar = UIView()
                private let controls = UIToolbar()
                private let titleLabel = UILabel()
                private let bottomBar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let viewer = UILargeContentViewerInteraction()
                    playerBar.maximumContentSizeCategory = .extraExtraExtraLarge
                    playerBar.addInteraction(viewer)
                    controls.maximumContentSizeCategory = .accessibilityMedium
                    self.controls.showsLargeContentViewer = true
                    titleLabel.maximumContentSizeCategory = .extraLarge
                    titleLabel.showsLargeContentViewer = true
                    bottomBar.maximumContentSizeCategory = .extraLarge
                    bottomBar.showsLargeContentViewer = false
                    view.addInteraction(UILargeContentViewerInteraction())
                }
            }
            """) == ["28 dynamic-type-capped", "30 dynamic-type-capped"])
    }

    @Test func commentsStringsAndPreviewsDoNotCount() {
        #expect(Self.audit("""
            import SwiftUI
            // Text("a").font(.system(size: 12))
            /* label.font = UIFont(name: "Didot", size: 30) */
            let sample = "Text(\\"a\\").font(.system(size: 12))"
            let raw = #"Font.system(size: 12)"#
            struct V: View {
                var body: some View { Text("a") }
            }
            #Preview {
                V().font(.system(size: 12)).dynamicTypeSize(.xxxLarge)
            }
            struct V_Previews: PreviewProvider {
                static var previews: some View { V().font(.custom("A", fixedSize: 12)) }
            }
            """).isEmpty)
    }

    @Test func ternariesAndNilCoalescingGiveEveryCandidate() {
        #expect(Self.audit("""
            import SwiftUI
            struct V: View {
                let compact: Bool
                let custom: Font?
                var body: some View {
                    Text("a").font(compact ? .system(size: 14) : .custom("Didot", fixedSize: 18))
                    Text("b").font(custom ?? .system(size: 16))
                }
            }
            """) == ["6 fixed-font-size", "6 custom-font-not-scaled", "7 fixed-font-size"])
    }

    @Test func scaledMetricSizesInFixedSizeCustomFontsScale() {
        #expect(Self.audit("""
            import SwiftUI
            extension Font {
                static func brand(_ size: CGFloat) -> Font { .custom("Brand-Bold", fixedSize: size) }
            }
            struct Card: View {
                @ScaledMetric(relativeTo: .title) private var titleSize: CGFloat = 28
                @ScaledMetric private var noteSize = 13.0
                let compact: Bool
                var body: some View {
                    VStack {
                        Text("Brand").font(.custom("AvenirNext-Bold", fixedSize: titleSize))
                        Text("Note")
                            .foregroundStyle(.secondary)
                            .font(Font.custom("Avenir", fixedSize: noteSize).italic())
                        Text("Hero").font(.brand(titleSize))
                        Text("Stamp").font(.custom("Courier", fixedSize: compact ? noteSize : titleSize))
                        Text("Fixed").font(.custom("Avenir", fixedSize: 15))
                        Text("Twice").font(.custom("Avenir", size: noteSize))
                        Text("Literal").font(.brand(20))
                    }
                }
            }
            """) == ["17 custom-font-not-scaled", "18 double-scaling", "19 custom-font-not-scaled"])
    }

    /// Table 9.2's multipliers are iOS's: a watch font is not judged against them (watchOS's curves
    /// are not published), and where there is no Dynamic Type (macOS) a fixed custom font keeps its size
    /// like every font there: not reported.
    @Test func customFontCurvesAndWordingFollowThePlatform() {
        let findings = FileAuditor().audit(SourceFile(path: "Note.swift", text: """
            import SwiftUI
            struct Note: View {
                var body: some View {
                    VStack {
                        #if os(watchOS)
                        Text("n").font(.custom("Futura", size: 14))
                        Text("t").font(.custom("Futura", size: 30))
                        #elseif os(macOS)
                        Text("m").font(.custom("Avenir Next", fixedSize: 13))
                        #else
                        Text("i").font(.custom("Futura", size: 11))
                        Text("f").font(.custom("Avenir Next", fixedSize: 13))
                        #endif
                    }
                }
            }
            """)).filter { Self.scalingRules.contains($0.ruleID) }
        #expect(findings.map { "\($0.location.line) \($0.ruleID)" } == [
            "11 custom-font-wrong-curve", "12 custom-font-not-scaled",
        ])
        #expect(findings.last?.message
            == "custom font 'Avenir Next' at a fixed size does not scale with Dynamic Type; scale it along .footnote")
    }
}
