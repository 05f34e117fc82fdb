import SwiftSource
import Typography

/// `kerning-instead-of-tracking`: letterspacing set with kerning instead of tracking.
///
/// Lint: every `.kerning(_:)` call on a view (also a bare `kerning(_:)` inside an `extension View`
/// or `extension Text` that wraps it, and each call of such a wrapper in the file that passes a
/// literal amount); `NSAttributedString.Key.kern` (`.kern`) as an attribute of an attributed string
/// (dictionary key, `addAttribute(.kern, …)`, `attributes[.kern] = …`) and SwiftUI's
/// `AttributedString` `kern` attribute (`text.kern = 2`). A value of 0 turns the font's own kerning
/// off and is a note saying so. Fix: `.kerning(` → `.tracking(`, `.kern` → `.tracking` (the
/// attribute exists since iOS 14 / macOS 11), exact for the same amount; removed when the amount is
/// the tracking the system font of the text already has at its size — the modifier, the dictionary
/// entry (an only entry leaves `[:]` where that type-checks), or the statement setting it
/// (`addAttribute(.kern, …)`, `title.kern = …`, `attributes[.kern] = …`) with its line — the font
/// read from the chain, the dictionary, the string's own font attributes or the view showing it;
/// none for 0 or a wrapper called with 0 (tracking 0 keeps the font's kerning on, which changes the look).
struct KerningInsteadOfTrackingRule: Rule {
    /// The names it queries; fonts are found where `font` or `Font` is written.
    static let names: [KnownName] = [.kerning, .kern, .font, .Font, .attributedText]

    static let description = RuleDescription(
        id: "kerning-instead-of-tracking",
        name: "Kerning instead of tracking",
        defaultSeverity: .warning,
        rationale: "Use tracking, not kerning, for letterspacing: tracking is size-aware and lets the system "
            + "turn off ligatures that would clash (HIG Typography: tracking; Text.tracking(_:), NSAttributedString.Key.tracking).",
        triggeringExamples: [
            Example("""
            import SwiftUI
            struct Eyebrow: View {
                var body: some View {
                    Text("Brewing")
                        .font(.caption.weight(.semibold))
                        .textCase(.uppercase)
                        ↓.kerning(2)
                        .foregroundStyle(.secondary)
                }
            }
            """),
            Example("""
            import SwiftUI
            struct Sections: View {
                let isCompact: Bool
                var body: some View {
                    VStack {
                        Button {
                            brew()
                        } label: {
                            Text("Start \\(count)")
                                .font(isCompact ? .footnote : .body)
                                ↓.kerning(isCompact ? 0.5 : 1)
                        }
                        #if os(macOS)
                        Text("Mac")↓.kerning(0)
                        #endif
                    }
                }
            }
            """),
            Example("""
            import SwiftUI
            extension View {
                func letterSpaced(_ amount: CGFloat) -> some View {
                    ↓kerning(amount)
                }
            }
            extension Text {
                func spaced(by amount: CGFloat = 1) -> Text {
                    self↓.kerning(amount)
                }
            }
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Ratio")↓.letterSpaced(1.5)
                        Text("Notes")
                            ↓.spaced(by: 0)
                        Text("Water").spaced(by: spacing)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            final class CardViewController: UIViewController {
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.attributedText = NSAttributedString(string: "Brew", attributes: [
                        .font: UIFont.preferredFont(forTextStyle: .headline),
                        ↓.kern: 1.2,
                    ])
                    return label
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let text = NSMutableAttributedString(string: "Ratio")
                    text.addAttribute(NSAttributedString.Key.↓kern, value: 0, range: NSRange(location: 0, length: 5))
                    var attributes: [NSAttributedString.Key: Any] = [:]
                    attributes[↓.kern] = 2
                }
            }
            """),
            Example("""
            import SwiftUI
            func title(_ name: String) -> AttributedString {
                var title = AttributedString(name)
                title.↓kern = 1
                return title
            }
            """),
            Example("""
            import UIKit
            extension UILabel {
                func setKerning(_ amount: CGFloat) {
                    guard let text else { return }
                    attributedText = NSAttributedString(string: text, attributes: [↓.kern: amount])
                }
            }
            final class TagView: UIView {
                let tagLabel = UILabel()
                func configure(isCompact: Bool) {
                    tagLabel.setKerning(isCompact ? 0 : 1.5)
                    tagLabel↓.setKerning(0)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            import SwiftUI
            struct Eyebrow: View {
                var body: some View {
                    VStack {
                        Text("Brewing")
                            .font(.caption.weight(.semibold))
                            .tracking(2)
                        Text("String with .kerning(2) inside") // .kerning(2)
                    }
                }
            }
            """),
            Example("""
            import UIKit
            let attributes: [NSAttributedString.Key: Any] = [.tracking: 1.2, .font: UIFont.preferredFont(forTextStyle: .body)]
            func plain(_ text: NSMutableAttributedString) {
                text.removeAttribute(.kern, range: NSRange(location: 0, length: text.length))
                let current = text.attribute(.kern, at: 0, effectiveRange: nil)
                _ = current
            }
            """),
            Example("""
            import SwiftUI
            struct Pair {
                var kern: Double
                func kerning(for pair: String) -> Double { kern }
            }
            """),
            Example("""
            import UIKit
            // NSNull() is no letterspacing amount.
            let note = NSAttributedString(string: "Trail notes", attributes: [
                .font: UIFont.preferredFont(forTextStyle: .body),
                .kern: NSNull(),
            ])
            """),
        ],
        corrections: [
            (before: Example("""
                import SwiftUI
                let eyebrow = Text("Brewing").kerning(2)
                // Kerning 0 turns the font's kerning off: no tracking does that, so it stays.
                let plain = Text("Ratio").kerning(0)
                // The tracking SF Pro already has at 17 pt: removed.
                let title = Text("Brew").font(.body).kerning(-0.43)
                """),
             after: Example("""
                import SwiftUI
                let eyebrow = Text("Brewing").tracking(2)
                // Kerning 0 turns the font's kerning off: no tracking does that, so it stays.
                let plain = Text("Ratio").kerning(0)
                // The tracking SF Pro already has at 17 pt: removed.
                let title = Text("Brew").font(.body)
                """)),
            (before: Example("""
                import UIKit
                let attributes: [NSAttributedString.Key: Any] = [.kern: 1.2, NSAttributedString.Key.kern: 0]
                let title = NSAttributedString(string: "Brew", attributes: [.kern: -0.43, .font: UIFont.preferredFont(forTextStyle: .body)])
                """),
             after: Example("""
                import UIKit
                let attributes: [NSAttributedString.Key: Any] = [.tracking: 1.2, NSAttributedString.Key.kern: 0]
                let title = NSAttributedString(string: "Brew", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
                """)),
            (before: Example("""
                import UIKit
                func title(for label: UILabel) {
                    label.font = .preferredFont(forTextStyle: .body)
                    let text = NSMutableAttributedString(string: "Brew", attributes: [.kern: -0.43])
                    text.addAttribute(.kern, value: -0.43, range: NSRange(location: 0, length: 4))
                    label.attributedText = text
                }
                """),
             after: Example("""
                import UIKit
                func title(for label: UILabel) {
                    label.font = .preferredFont(forTextStyle: .body)
                    let text = NSMutableAttributedString(string: "Brew", attributes: [:])
                    label.attributedText = text
                }
                """)),
        ]
    )

    func check(_ context: inout RuleContext) {
        let tree = context.tree
        var wrappers: [KerningWrapper] = []
        var siteFonts: [ComponentID: (font: FontValue, platform: Platform)]?
        for id in context.file.components(named: .kerning) where isKerningCall(id, in: tree) {
            guard let value = tree.argumentValue(nil, of: id) else { continue }
            let amount = tree.numberValue(of: value)
            let wrapper = KerningWrapper(kerning: id, amount: value, in: tree)
            var repeated: SystemTracking?
            if let amount, amount != 0 {
                let fonts = siteFonts ?? systemFontsOfKerning(in: context.file)
                siteFonts = fonts
                let font = fonts[id] ?? context.file.systemFont(inChainOf: id).map { ($0.value, $0.platform) }
                repeated = font.flatMap { SystemTracking(of: $0.font, on: $0.platform) }.flatMap { abs($0.points - amount) <= 0.01 ? $0 : nil }
            }
            let resolution = fix(tree[id].token, amount: amount, wrapper: wrapper,
                                 removal: repeated.map { (ModifierEdits.removal(of: id, in: tree), $0) }, in: tree)
            context.report(at: ModifierEdits.anchor(of: id, in: tree), .kerning(amount),
                           severity: amount == 0 ? .note : nil, fix: resolution.fix, fixUnavailable: resolution.unavailable)
            if let wrapper, !wrappers.contains(where: { $0.function == wrapper.function }) { wrappers.append(wrapper) }
        }
        for id in context.file.components(named: .kern) {
            guard tree[id].kind == .member || tree[id].kind == .implicitMember, !tree[id].isCalled,
                  let value = kernAttributeValue(id, in: tree), !isNoAmount(value, in: tree) else { continue }
            let amount = tree.numberValue(of: value)
            let wrapper = KerningWrapper(kerning: id, amount: value, in: tree)
            let removal = amount.flatMap { $0 == 0 ? nil : kernRemoval(id, amount: $0, in: context.file) }
            let resolution = fix(tree[id].token, amount: amount, wrapper: wrapper, removal: removal, in: tree)
            context.report(at: tree[id].kind == .implicitMember ? tree[id].firstToken : tree[id].token, .kern(amount),
                           severity: amount == 0 ? .note : nil, fix: resolution.fix, fixUnavailable: resolution.unavailable)
            if let wrapper, !wrappers.contains(where: { $0.function == wrapper.function }) { wrappers.append(wrapper) }
        }
        for wrapper in wrappers {
            for call in wrapper.literalCalls(in: tree) {
                context.report(at: call.anchor, .wrapper(wrapper.name, amount: call.amount, attribute: wrapper.setsAttribute),
                               severity: call.amount == 0 ? .note : nil)
            }
        }
    }

    /// The system font (and platform) of the text each `.kerning(…)` modifier applies to.
    private func systemFontsOfKerning(in file: FileAnalysis) -> [ComponentID: (font: FontValue, platform: Platform)] {
        var fonts: [ComponentID: (font: FontValue, platform: Platform)] = [:]
        for site in file.textSites {
            guard let kerning = site.modifier(.kerning), fonts[kerning] == nil,
                  let font = site.fonts.first(where: { $0.value.isSystemFamily }) else { continue }
            fonts[kerning] = (font.value, site.platform)
        }
        return fonts
    }

    /// The removal of a `kern` attribute whose amount is the tracking the system font of the text
    /// already has: a dictionary entry (``entryRemoval(_:of:in:)``), or the statement that sets it
    /// (`text.addAttribute(.kern, value: -0.43, range: …)`, `title.kern = -0.43`, `attributes[.kern] = -0.43`)
    /// with its line. Nil when a font of the text is not a system font, is not known, or tracks otherwise.
    private func kernRemoval(_ id: ComponentID, amount: Double, in file: FileAnalysis) -> (edit: FixEdit, tracking: SystemTracking)? {
        let tree = file.tree
        let fonts: [(value: FontValue, platform: Platform)]?
        let edit: FixEdit?
        switch tree[tree[tree[id].chain].expression].owner {
        case .dictionaryKey(let entry):
            guard case .component(let dictionary) = tree[entry].owner else { return nil }
            fonts = file.systemFont(inAttributes: dictionary).map { [($0.value, $0.platform)] }
                ?? AttributedStringReceiver(holding: dictionary, in: tree)?.systemFonts(around: tree[id].token, in: file)
            edit = entryRemoval(entry, of: dictionary, in: tree)
        case .argument(let argument):
            // `text.addAttribute(.kern, value: -0.43, range: …)` or `attributes[.kern] = -0.43`.
            guard case .component(let owner) = tree[argument].owner,
                  case .statement(let statement) = tree[tree[tree[owner].chain].expression].owner,
                  tree.singleChain(of: tree[tree[owner].chain].expression) == tree[owner].chain else { return nil }
            fonts = AttributedStringReceiver(before: owner, in: tree)?.systemFonts(around: tree[id].token, in: file)
            edit = StatementEdits.removal(of: statement, in: tree)
        case .statement(let statement):
            // `title.kern = -0.43`.
            fonts = AttributedStringReceiver(before: id, in: tree)?.systemFonts(around: tree[id].token, in: file)
            edit = StatementEdits.removal(of: statement, in: tree)
        default:
            return nil
        }
        guard let fonts, let edit else { return nil }
        let trackings = fonts.compactMap { SystemTracking(of: $0.value, on: $0.platform) }
        guard trackings.count == fonts.count, let tracking = trackings.first,
              trackings.allSatisfy({ abs($0.points - amount) <= 0.01 }) else { return nil }
        return (edit, tracking)
    }

    /// A dictionary entry removed with its comma: `.kern: -0.43, ` (or `, .kern: -0.43` when last); the
    /// only entry leaves `[:]` where that still type-checks (a call's `attributes:`, `addAttributes`,
    /// `setAttributes`, a declaration with a type, an assigned value), else nil.
    private func entryRemoval(_ entry: ArgumentID, of dictionary: ComponentID, in tree: SyntaxTree) -> FixEdit? {
        let entries = Array(tree[dictionary].arguments)
        guard let index = entries.firstIndex(of: entry) else { return nil }
        guard entries.count > 1 else {
            return emptyDictionaryTypeChecks(dictionary, in: tree)
                ? FixEdit(range: tree.byteRange(of: tree[dictionary].tokens), replacement: "[:]") : nil
        }
        if index + 1 < entries.count {
            let start = Int(tree[tree[entry].firstToken].start)
            return FixEdit(range: start..<Int(tree[tree[entries[index + 1]].firstToken].start), replacement: "")
        }
        let end = Int(tree[tree[entry].lastToken].end)
        return FixEdit(range: Int(tree[tree[entries[index - 1]].lastToken].end)..<end, replacement: "")
    }

    /// Whether `[:]` type-checks in place of a dictionary literal: its type is given by the parameter
    /// of an attribute-taking call, a declaration's type or an assignment's target.
    private func emptyDictionaryTypeChecks(_ dictionary: ComponentID, in tree: SyntaxTree) -> Bool {
        let chain = tree[dictionary].chain
        let expression = tree[chain].expression
        guard tree.singleChain(of: expression) == chain, tree.components(of: chain).count == 1 else { return false }
        switch tree[expression].owner {
        case .argument(let argument):
            guard case .component(let call) = tree[argument].owner else { return false }
            if let label = tree[argument].label { return tree.token(label, is: "attributes") && tree[call].isCalled }
            return tree.isCall(call, named: "addAttributes") || tree.isCall(call, named: "setAttributes")
        case .initializer(let declaration):
            return !tree[declaration].typeTokens.isEmpty
        case .statement(let statement):
            return tree[statement].kind == .assignment && tree[statement].expression == expression
        default:
            return false
        }
    }

    /// `NSNull()` (or `nil`) as a kern value: the attribute is there with no letterspacing amount.
    private func isNoAmount(_ value: ExpressionID, in tree: SyntaxTree) -> Bool {
        guard let chain = tree.singleChain(of: value) else { return false }
        let base = tree.base(of: chain)
        return tree[base].kind == .nilLiteral || (tree.components(of: chain).count == 1 && tree.isCall(base, named: "NSNull"))
    }

    /// Whether a component named `kerning` is `.kerning(x)` on a view, or a bare `kerning(x)` inside
    /// `extension View` / `extension Text`.
    private func isKerningCall(_ id: ComponentID, in tree: SyntaxTree) -> Bool {
        let component = tree[id]
        guard component.isCalled, component.arguments.count == 1 else { return false }
        switch component.kind {
        case .member:
            return true
        case .identifier:
            guard let type = tree.enclosingType(of: component.token), let last = tree[type].nameTokens.last else { return false }
            return tree.token(last, is: "View") || tree.token(last, is: "Text")
        default:
            return false
        }
    }

    /// The value given to a `kern` attribute: a dictionary entry's value, `addAttribute(.kern,
    /// value:range:)`'s value, `attributes[.kern] = v`, `attributed.kern = v`; nil when the chain
    /// only reads or removes the attribute.
    private func kernAttributeValue(_ id: ComponentID, in tree: SyntaxTree) -> ExpressionID? {
        let chainID = tree[id].chain
        let chain = tree[chainID]
        let components = tree.components(of: chainID)
        let isKeyChain = components.last == id
        switch tree[chain.expression].owner {
        case .dictionaryKey(let argument) where isKeyChain:
            return tree[argument].value
        case .argument(let argument) where isKeyChain:
            guard case .component(let owner) = tree[argument].owner else { return nil }
            if tree.isCall(owner, named: "addAttribute"), tree.argument(nil, of: owner) == argument {
                return tree.argumentValue("value", of: owner)
            }
            let subscripted = tree[tree[owner].chain].expression
            if tree[owner].kind == .subscript, case .statement(let statement) = tree[subscripted].owner,
               tree[statement].kind == .assignment, tree[statement].target == subscripted,
               tree.components(of: tree[owner].chain).last == owner {
                return tree[statement].expression
            }
            return nil
        case .statement(let statement) where isKeyChain && components.count > 1 && tree[id].kind == .member:
            // `title.kern = 1` on a SwiftUI `AttributedString` or `AttributeContainer` (not `self.kern`).
            guard tree[statement].kind == .assignment, tree[statement].target == chain.expression,
                  tree.knownName(of: chain.base) != .`self` else { return nil }
            return tree[statement].expression
        default:
            return nil
        }
    }

    /// `kerning`/`kern` → `tracking`: exact for the same amount, approximate where the amount is 0
    /// (`tracking(0)` keeps the font's kerning on, which `kerning(0)` turned off).
    /// `kerning` → `tracking` (`kern` → `tracking`) for the same amount; the kerning removed when it
    /// repeats the tracking the system font already has; none for a kerning of 0 or a wrapper called
    /// with 0 (tracking 0 would turn the font's kerning back on).
    private func fix(_ token: TokenID, amount: Double?, wrapper: KerningWrapper?,
                     removal: (edit: FixEdit, tracking: SystemTracking)?, in tree: SyntaxTree) -> (fix: Fix?, unavailable: String?) {
        if amount == 0 { return (nil, .kerningOff) }
        if let wrapper, wrapper.isCalledWithZero(in: tree) { return (nil, .wrapperTurnsKerningOff(wrapper.name)) }
        if let removal {
            var original = tree.file.text(removal.edit.range).trimmingWhitespaceAndCommas
            // An only entry takes its dictionary's brackets with it: name the entry, and what is left.
            if removal.edit.replacement == "[:]", original.hasPrefix("["), original.hasSuffix("]") {
                original = String(original.dropFirst().dropLast()).trimmingWhitespaceAndCommas + " removed, leaving [:]"
            } else {
                original += " removed"
            }
            return (Fix(edits: [removal.edit], isExact: true,
                        summary: "\(original): \(removal.tracking.family.displayName) already tracks "
                            + "\(PointSize(removal.tracking.size)) pt at \(SignedPoints(removal.tracking.points)) pt"), nil)
        }
        let original = tree.text(of: token)
        return (Fix(edits: [FixEdit(range: tree.byteRange(of: token), replacement: "tracking")], isExact: true,
                    summary: "\(original) → tracking"), nil)
    }
}

/// A function that applies `kerning(_:)` or a `kern` attribute with one of its parameters (`func
/// letterSpaced(_ amount: CGFloat) -> some View { kerning(amount) }`), and the calls of it in the file.
private struct KerningWrapper {
    /// The function's name.
    let name: String
    let function: DeclarationID
    /// The argument label of the amount parameter (nil: unlabelled).
    let label: String?
    /// Whether it sets a `kern` attribute rather than calling `kerning(_:)`.
    let setsAttribute: Bool

    init?(kerning: ComponentID, amount: ExpressionID, in tree: SyntaxTree) {
        guard let function = tree.enclosingFunction(of: tree[kerning].token), tree[function].kind == .function,
              let nameToken = tree[function].name, let chain = tree.singleChain(of: amount),
              tree.components(of: chain).count == 1, tree[tree.base(of: chain)].kind == .identifier else { return nil }
        let local = tree[tree.base(of: chain)].token
        let localText = tree.text(of: local)
        guard let parameter = tree[function].parameters.first(where: { tree.text(of: tree[$0].localName) == localText })
        else { return nil }
        let firstName = tree[parameter].firstName
        self.name = tree.text(of: nameToken)
        self.function = function
        self.label = tree.token(firstName, is: "_") ? nil : tree.text(of: firstName)
        setsAttribute = tree.token(tree[kerning].token, is: "kern")
    }

    /// Whether a call of the wrapper in the file passes 0, alone or as a branch (`compact ? 0 : 1`).
    func isCalledWithZero(in tree: SyntaxTree) -> Bool {
        amounts(in: tree).contains { amount in
            tree.valueChains(of: amount.value).contains { chain in
                let components = tree.components(of: chain)
                return components.count == 1 && tree[components[0]].kind == .numberLiteral
                    && tree.numberValue(of: tree[components[0]].token) == 0
            }
        }
    }

    /// Calls of the wrapper outside its own body whose amount is a number literal.
    func literalCalls(in tree: SyntaxTree) -> [(anchor: TokenID, amount: Double)] {
        amounts(in: tree).compactMap { call in tree.numberValue(of: call.value).map { (call.anchor, $0) } }
    }

    /// The amount each call of the wrapper outside its own body passes.
    private func amounts(in tree: SyntaxTree) -> [(anchor: TokenID, value: ExpressionID)] {
        var result: [(anchor: TokenID, value: ExpressionID)] = []
        let body = tree[function].tokens
        for id in tree.componentIDs {
            let component = tree[id]
            guard component.isCalled, component.kind == .member || component.kind == .identifier,
                  !body.contains(component.token), tree.token(component.token, is: name) else { continue }
            let argument = component.arguments.first { argument in
                let argumentLabel = tree[argument].label.map { tree.text(of: $0) }
                return argumentLabel == label && tree[argument].kind != .trailingClosure
            }
            guard let value = argument.flatMap({ tree[$0].value }) else { continue }
            result.append((component.kind == .member ? component.firstToken : component.token, value))
        }
        return result
    }
}

fileprivate extension String {
    static let kerningOff = "a kerning of 0 turns the font's own kerning off, and tracking 0 would turn it back on: "
        + "remove it by hand if that is not meant"

    static func wrapperTurnsKerningOff(_ name: String) -> String {
        "\(name) is called with 0 to turn the font's kerning off, which tracking cannot do: it stays a kerning"
    }

    /// The text without the whitespace and commas around it.
    var trimmingWhitespaceAndCommas: String {
        let skipped: Set<Character> = [" ", "\t", "\n", "\r\n", ","]
        return String(drop { skipped.contains($0) }.reversed().drop { skipped.contains($0) }.reversed())
    }

    static func kerning(_ amount: Double?) -> String {
        if amount == 0 {
            return ".kerning(0) turns the font's own kerning off; remove it, or use .tracking for letterspacing"
        }
        var message = MessageText()
        message.append(".kerning")
        if let amount {
            message.append("(")
            message.append(PointSize(amount))
            message.append(")")
        }
        message.append(" used for letterspacing; use .tracking, which lets the system turn off ligatures that would clash")
        return message.text
    }

    static func wrapper(_ name: String, amount: Double, attribute: Bool) -> String {
        let applied = attribute ? "a kern attribute of \(PointSize(amount))" : ".kerning(\(PointSize(amount)))"
        if amount == 0 {
            return "\(name) applies \(applied), which turns the font's own kerning off"
        }
        return "\(name) applies \(applied) for letterspacing; make it use .tracking"
    }

    static func kern(_ amount: Double?) -> String {
        if amount == 0 {
            return "a kern attribute of 0 turns the font's own kerning off; remove it, or use .tracking for letterspacing"
        }
        return "kern attribute used for letterspacing; use .tracking (iOS 14, macOS 11), which lets the system turn off ligatures that would clash"
    }
}
