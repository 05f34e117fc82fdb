import SwiftSource
import Typography

/// `thin-weight`: ultralight, thin and light weights on text below display sizes.
///
/// Lint: a font whose resolved weight is `.ultraLight`, `.thin` or `.light` — `weight:` arguments
/// of SwiftUI, UIKit and AppKit constructors, `Font.weight(_:)`, and SwiftUI `.fontWeight(_:)` on
/// text (on the text itself or on a container around it) — where the resolved size is below
/// 28 pt; at 28 pt and above (display text) a note. A font declared once is reported at its
/// declaration; `.fontWeight` at the modifier. Fonts that only size SF Symbols are left alone.
/// Fix (approximate, warnings only): the weight becomes `.regular`.
struct ThinWeightRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.font, .Font, .fontWeight]

    static let description = RuleDescription(
        id: "thin-weight",
        name: "Thin weight on small text",
        defaultSeverity: .warning,
        rationale: "Ultralight, thin and light weights are hard to read at text sizes; keep them for large "
            + "display text (HIG Typography: \"avoid light font weights\" at small sizes).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            struct Row: View {
                let roaster: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(roaster)
                            .font(↓.system(size: 13, weight: .light))
                            .foregroundStyle(.secondary)
                        Text("Subtitle")
                            .font(.subheadline)
                            ↓.fontWeight(.thin)
                        Text("Body").font(↓.body.weight(.ultraLight))
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Dial: View {
                let seconds: Int
                var body: some View {
                    Text("\\(seconds)")
                        .font(↓.system(size: 64, weight: .thin, design: .rounded))
                        .monospacedDigit()
                }
            }
            """),
            Example("""
            import SwiftUI
            extension Font {
                static let airy = ↓Font.system(size: 15, weight: .light)
            }
            struct V: View {
                let isLarge: Bool
                var body: some View {
                    VStack {
                        Text("A").font(.airy)
                        Text("B").font(isLarge ? ↓.largeTitle.weight(.light) : ↓.callout.weight(.light))
                    }
                    ↓.fontWeight(.light)
                }
            }
            """),
            Example("""
            import UIKit
            final class C: UIViewController {
                private let caption: UILabel = {
                    let label = UILabel()
                    label.font = ↓UIFont.systemFont(ofSize: 12, weight: .ultraLight)
                    return label
                }()
                private let note = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    note.font = ↓UIFontMetrics(forTextStyle: .footnote)
                        .scaledFont(for: .systemFont(ofSize: 13, weight: UIFont.Weight.light))
                }
            }
            """),
            Example("""
            import UIKit
            let caption = ↓UIFont(name: "HelveticaNeue-Light", size: 13)
            let scaled = ↓UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir Next Ultra Light", size: 17)!)
            """),
            Example("""
            import SwiftUI
            struct Start: View {
                var body: some View {
                    Button {
                    } label: {
                        Text("Start").font(↓.system(.headline, weight: .light))
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Regular").font(.system(size: 13, weight: .regular))
                        Text("Title").font(.title).fontWeight(.semibold)
                        Text("Medium").font(.body.weight(.medium))
                        Image(systemName: "cup.and.saucer").font(.system(size: 17, weight: .light))
                        Text("Light only in a comment") // .fontWeight(.light)
                        Text("Overridden").font(.system(size: 13, weight: .light)).fontWeight(.medium)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            let regular = UIFont.systemFont(ofSize: 15, weight: .regular)
            let symbol = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12, weight: .thin))
            let serif = UIFont(name: "Georgia-Italic", size: 15)
            let flight = UIFont(name: "Flight", size: 15)
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                let airy = Font.system(size: 15, weight: .light)
                let body = Font.body.weight(.thin)
                let display = Font.system(size: 48, weight: .ultraLight)
                """),
             after: Example("""
                import SwiftUI
                let airy = Font.system(size: 15, weight: .regular)
                let body = Font.body.weight(.regular)
                let display = Font.system(size: 48, weight: .ultraLight)
                """)),
            (before: Example("""
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("Note").font(.footnote).fontWeight(.light)
                    }
                }
                """),
             after: Example("""
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("Note").font(.footnote).fontWeight(.regular)
                    }
                }
                """)),
            (before: Example("""
                import UIKit
                let caption = UIFont.systemFont(ofSize: 12, weight: .ultraLight)
                """),
             after: Example("""
                import UIKit
                let caption = UIFont.systemFont(ofSize: 12, weight: .regular)
                """)),
        ]
    )

    /// Text at this size and above is display text, where light weights are a design choice.
    static let displaySize = 28.0

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        let overridden = fontsMadeHeavierAtEveryUse(file)
        for (index, font) in file.fonts.enumerated() where font.reportsValueHere && !file.isSymbolFont(font) {
            guard !overridden[index], let size = font.value.resolvedSize(on: font.platform) else { continue }
            if let weight = font.value.weight {
                guard weight.isThin else { continue }
                report(".\(weight.rawValue) weight", size: size, at: font.anchor,
                       edit: FontWeightExpression.of(font.chain, in: tree)
                           .flatMap { FontWeightExpression.replacement(of: $0, with: .regular, in: tree) },
                       in: &context)
            } else if case .custom(let family?) = font.value.source, let weight = FontWeight.lightWeight(inFamilyName: family) {
                report("'\(family)' (\(weight.rawValue))", size: size, at: font.anchor, edit: nil, in: &context)
            }
        }
        checkFontWeightModifiers(&context)
    }

    /// Whether each font (by index into ``FileAnalysis/fonts``) is made regular or heavier by every
    /// text showing it (`.font(.system(size: 13, weight: .light)).fontWeight(.medium)`).
    private func fontsMadeHeavierAtEveryUse(_ file: FileAnalysis) -> [Bool] {
        // Per font: 0 not shown by a text, 1 heavier at every use so far, 2 thin somewhere.
        var uses = [UInt8](repeating: 0, count: file.fonts.count)
        for site in file.textSites {
            for font in site.fonts {
                guard let index = font.occurrence else { continue }
                let isThin = font.value.weight?.isThin ?? true
                if isThin { uses[index] = 2 } else if uses[index] == 0 { uses[index] = 1 }
            }
        }
        return uses.map { $0 == 1 }
    }

    /// SwiftUI `.fontWeight(.light)`: reported once at the modifier, at the smallest size of the
    /// texts it applies to.
    private func checkFontWeightModifiers(_ context: inout RuleContext) {
        let tree = context.tree
        var smallest: [ComponentID: Double] = [:]
        for site in context.file.textSites {
            guard let modifier = site.modifier(.fontWeight), let argument = tree.argument(nil, of: modifier),
                  let value = tree[argument].value, FontWeightExpression.weight(of: value, in: tree)?.weight.isThin == true
            else { continue }
            for font in site.fonts {
                guard let size = font.value.resolvedSize(on: site.platform) else { continue }
                smallest[modifier] = min(smallest[modifier] ?? size, size)
            }
        }
        for (modifier, size) in smallest.sorted(by: { $0.key < $1.key }) {
            guard let value = tree.argumentValue(nil, of: modifier),
                  let (weight, _) = FontWeightExpression.weight(of: value, in: tree) else { continue }
            report(".\(weight.rawValue) weight", size: size, at: ModifierEdits.anchor(of: modifier, in: tree),
                   edit: FontWeightExpression.replacement(of: value, with: .regular, in: tree), in: &context)
        }
    }

    /// `what` names the weight: `.light weight`, `'HelveticaNeue-Light' (light)`; `edit` is made only
    /// for a fix the run shows.
    private func report(_ what: String, size: Double, at anchor: TokenID, edit: @autoclosure () -> FixEdit?,
                        in context: inout RuleContext) {
        if size >= Self.displaySize {
            context.report(at: anchor, .display(what, size: size), severity: .note, fixUnavailable: .displayLeft)
            return
        }
        context.report(at: anchor, .thin(what, size: size),
                       fix: edit().map { Fix(edits: [$0], isExact: false, summary: "\(what) → .regular") },
                       fixUnavailable: .familyLeft)
    }
}

extension FontWeight {
    /// Ultralight, thin and light: the weights the guidance keeps away from text sizes.
    var isThin: Bool { self < .regular }
}

fileprivate extension String {
    static let displayLeft = "a thin weight at a display size can be a design choice: check its legibility by hand"
    static let familyLeft = "the weight is part of the font's name: pick the family's regular face by hand"

    static func thin(_ what: String, size: Double) -> String {
        var message = MessageText()
        message.append(what)
        message.append(" at ")
        message.append(PointSize(size))
        message.append(" pt is hard to read; use .regular or heavier below 28 pt")
        return message.text
    }

    static func display(_ what: String, size: Double) -> String {
        var message = MessageText()
        message.append(what)
        message.append(" at a display size (")
        message.append(PointSize(size))
        message.append(" pt); check legibility at this size")
        return message.text
    }
}
