import SwiftSource
import Typography

/// `manual-tracking`: tracking added by hand to a system font, which already tracks itself for
/// each size.
///
/// Lint: a `.tracking(_:)` with a non-zero amount (own or inherited from a container) on a text
/// whose font is a system font: a text style, `.system(size:)`, or no font at all (body). Texts
/// whose fonts are all custom or unknown are not reported. Also `NSAttributedString.Key.tracking`
/// in an attribute dictionary whose `.font` is a system font (`preferredFont`, `systemFont`), or
/// that builds the `attributedText` of a label whose font is one; and a `.tracking(x)` beside a
/// system `.font(…)` in a view modifier's chain that is no text of its own.
/// Reported once per modifier, with the tracking the system applies at that size (HIG tracking
/// table). No fix.
struct ManualTrackingRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.tracking, .attributedText, .font, .Font]

    static let description = RuleDescription(
        id: "manual-tracking",
        name: "Manual tracking on a system font",
        defaultSeverity: .note,
        rationale: "San Francisco and New York apply size-specific tracking on their own; override it only in "
            + "exceptional cases (HIG Typography: tracking tables; \"let optical sizes and tracking work\").",
        triggeringExamples: [
            Example("""
            import SwiftUI
            struct Header: View {
                let recipe: Recipe
                var body: some View {
                    Text(recipe.name)
                        .font(.title3)
                        ↓.tracking(0.5)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Row: View {
                let isLarge: Bool
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Ratio")
                            .font(isLarge ? .title : .custom("Georgia", size: 17))
                        Text("Water \\(grams) g")
                    }
                    ↓.tracking(-0.2)
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
                            .font(.system(size: 20, weight: .bold, design: .rounded))
                            ↓.tracking(1)
                    }
                    #if os(macOS)
                    Text("Mac")↓.tracking(2)
                    #endif
                }
            }
            """),
            Example("""
            import UIKit
            final class CardViewController: UIViewController {
                private let titleLabel = UILabel()
                private let ratioLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.attributedText = NSAttributedString(string: "Brew", attributes: [
                        .font: UIFont.preferredFont(forTextStyle: .headline),
                        ↓.tracking: 0.8,
                    ])
                    ratioLabel.font = .preferredFont(forTextStyle: .footnote)
                    ratioLabel.attributedText = NSAttributedString(string: "1:16", attributes: [↓.tracking: 1])
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Eyebrow: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .font(.caption.weight(.semibold))
                        ↓.tracking(1.2)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            extension Font {
                static let brandBody = Font.custom("Georgia", size: 17)
            }
            struct V: View {
                let value: Font
                var body: some View {
                    VStack {
                        Text("Custom").font(.custom("Didot", size: 34)).tracking(1)
                        Text("Brand").font(.brandBody).tracking(0.5)
                        Text("Unknown").font(value).tracking(1)
                        Text("Default").tracking(0)
                        Text("String with .tracking(1) inside") // .tracking(1)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            let brand: [NSAttributedString.Key: Any] = [.font: UIFont(name: "Didot", size: 30)!, .tracking: 1.5]
            let unknown: [NSAttributedString.Key: Any] = [.tracking: 1.5]
            let none: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .tracking: 0]
            """),
            Example("""
            import SwiftUI
            struct Brand: ViewModifier {
                func body(content: Content) -> some View {
                    content.font(.custom("Didot", size: 20)).tracking(1)
                }
            }
            struct Plain: ViewModifier {
                let spacing: CGFloat
                func body(content: Content) -> some View {
                    content.tracking(spacing)
                }
            }
            """),
        ]
    )

    func check(_ context: inout RuleContext) {
        let tree = context.tree
        var reported: Set<ComponentID> = []
        for site in context.file.textSites {
            guard let tracking = site.modifier(.tracking), !reported.contains(tracking),
                  let value = tree.argumentValue(nil, of: tracking) else { continue }
            let amount = tree.numberValue(of: value)
            guard amount != 0, let font = site.fonts.first(where: { $0.value.isSystemFamily }) else { continue }
            reported.insert(tracking)
            context.report(at: ModifierEdits.anchor(of: tracking, in: tree), .manual(amount, systemTracking: systemTracking(of: font.value, on: site.platform)))
        }
        for id in context.file.components(named: .tracking) {
            if tree[id].isCalled {
                // A view modifier or wrapper that sets a system font and tracking on content it
                // does not show here: `content.font(.caption).tracking(1)`.
                guard tree[id].kind == .member, !reported.contains(id),
                      let amount = tree.argumentValue(nil, of: id).flatMap({ tree.numberValue(of: $0) }),
                      amount != 0, let font = context.file.systemFont(inChainOf: id) else { continue }
                context.report(at: tree[id].firstToken, .manual(amount, systemTracking: systemTracking(of: font.value, on: font.platform)))
                continue
            }
            guard tree[id].kind == .member || tree[id].kind == .implicitMember,
                  tree.components(of: tree[id].chain).last == id,
                  case .dictionaryKey(let entry) = tree[tree[tree[id].chain].expression].owner,
                  case .component(let dictionary) = tree[entry].owner,
                  let font = context.file.systemFont(inAttributes: dictionary) else { continue }
            let amount = tree[entry].value.flatMap { tree.numberValue(of: $0) }
            guard amount != 0 else { continue }
            let anchor = tree[id].kind == .implicitMember ? tree[id].firstToken : tree[id].token
            context.report(at: anchor, .manual(amount, systemTracking: systemTracking(of: font.value, on: font.platform)))
        }
    }

    /// "SF Pro already tracks 20 pt at −0.45 pt", when the family's table is published.
    private func systemTracking(of font: FontValue, on platform: Platform) -> String? {
        guard let tracking = SystemTracking(of: font, on: platform) else { return nil }
        var text = MessageText(capacity: 64)
        text.append(tracking.family.displayName)
        text.append(" already tracks ")
        text.append(PointSize(tracking.size))
        text.append(" pt at ")
        text.append(SignedPoints(tracking.points))
        text.append(" pt")
        return text.text
    }
}

fileprivate extension String {
    static func manual(_ amount: Double?, systemTracking: String?) -> String {
        var message = MessageText(capacity: 192)
        if let amount {
            message.append("tracking of ")
            message.append(SignedPoints(amount))
            message.append(" pt")
        } else {
            message.append("manual tracking")
        }
        message.append(" on a system font overrides the tracking the system sets for each size")
        if let systemTracking {
            message.append("; ")
            message.append(systemTracking)
        }
        return message.text
    }
}
