import SwiftSource
import Typography

/// Building the fixes that replace fixed fonts with text styles, shared by the scaling rules.
public enum FontFixes {
    /// A style as code spells it in a framework: `.title` (SwiftUI), `.title1` (UIKit, AppKit).
    public static func styleName(_ style: TextStyle, in framework: FontFramework) -> String {
        "." + ((framework == .swiftUI ? style.swiftUIName : style.uiKitName) ?? style.rawValue)
    }

    /// The component of a chain that constructs the font (`system(…)`, `systemFont(ofSize:)`,
    /// `UIFont(name:size:)`): the first named, called component after the namespaces.
    public static func constructor(of chain: ChainID, in tree: SyntaxTree) -> ComponentID? {
        tree.components(of: chain).first { tree[$0].isCalled && tree[$0].name != nil }
    }

    /// The text before a constructor component (`Font`, `UIFont`, `SwiftUI.Font`), empty for an
    /// implicit member.
    static func namespacePrefix(of chain: ChainID, before component: ComponentID, in tree: SyntaxTree) -> String {
        let first = tree[chain].firstToken
        let end = tree[component].firstToken
        guard first < end else { return "" }
        return tree.text(of: TokenRange(first.raw, end.raw))
    }

    /// Why a fixed font is not rewritten to its nearest style, or nil when it can be: it is built
    /// elsewhere (a helper's call), its size comes from a constant or variable whose other uses a
    /// rewrite would leave behind.
    public static func whyNotRewritten(_ font: FontOccurrence, nearest: NearestTextStyle, in tree: SyntaxTree) -> String? {
        let value = font.value
        let style = styleName(nearest.style, in: value.framework)
        if font.role == .helperCall {
            let name = tree.components(of: font.chain).last { tree[$0].isCalled && tree[$0].name != nil }
                .flatMap { tree[$0].name }.map { tree.text(of: $0) } ?? "a helper"
            let rewrite = value.framework == .swiftUI
                ? "a SwiftUI helper gets an overload taking a text style only when every call passes a size that is exactly one"
                : "a UIKit or AppKit helper is not rewritten (each label it sets would need adjustsFontForContentSizeCategory too)"
            return "the size is an argument of \(name)(…), which passes it into a fixed font; \(rewrite): "
                + "make it take a text style (here \(style))"
        }
        switch value.sizeOrigin {
        case .literal, .sdkConstant:
            break
        default:
            return "the size comes from a constant or variable, not a literal, so it is not rewritten; "
                + "use \(style) where it is used"
        }
        return nil
    }

    /// ` (9 pt → 11 pt)`: how a fix changes the size, for its summary; empty when it keeps it.
    public static func sizeChange(from size: Double, to newSize: Double) -> String {
        size == newSize ? "" : " (\(PointSize(size)) pt → \(PointSize(newSize)) pt)"
    }

    /// Whether a system font is plain enough to become `preferredFont(forTextStyle:)`: no design,
    /// width, italic or monospaced digits, and nothing but its size and a weight written as a literal
    /// (`.semibold`, `UIFont.Weight.semibold`) among its arguments; a descriptor (`$0` in a closure),
    /// a weight from a constant or variable are kept by scaling the font instead.
    public static func isPlain(_ font: FontOccurrence, in tree: SyntaxTree) -> Bool {
        let value = font.value
        guard value.design == nil, value.width == nil, !value.isItalic, !value.hasMonospacedDigits,
              let constructor = constructor(of: font.chain, in: tree) else { return false }
        return tree[constructor].arguments.allSatisfy { argument in
            switch tree[argument].label.map({ tree.text(of: $0) }) {
            case "ofSize"?, "size"?: true
            case "forTextStyle"?: tree[argument].value.map { isLiteralMember(tree.text(of: tree[$0].tokens)) } == true
            case "weight"?: value.weight != nil && tree[argument].value.map { isLiteralMember(tree.text(of: tree[$0].tokens)) } == true
            default: false
            }
        }
    }

    /// `.semibold`, `UIFont.Weight.semibold`, `Font.Design.rounded`: a member spelled out, not read
    /// from a constant, a variable or a call.
    static func isLiteralMember(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, !last.isEmpty, last.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
        if parts.count == 2 && parts[0].isEmpty { return true }
        let types: Set<Substring> = ["UIFont.Weight", "NSFont.Weight", "Font.Weight", "Font.Design", "Font.Width",
                                     "UIFont.Width", "NSFont.Width", "SwiftUI.Font.Weight", "SwiftUI.Font.Design"]
        return types.contains(parts.dropLast().joined(separator: ".")[...])
    }

    /// SwiftUI: `.system(size: 28, weight: .bold)` → `.title.bold()` (the nearest style, keeping a
    /// differing weight and the design). A design, weight or width given by a variable or constant is
    /// kept as written (`.system(size: 17, design: design)` → `.system(.body, design: design)`); a font
    /// with another argument gets no fix. Exact when the size equals the style's. `writtenSize` is the
    /// size the font has when the style was chosen for another (below-minimum-size picks the minimum's).
    public static func swiftUITextStyle(for font: FontOccurrence, nearest: NearestTextStyle, writtenSize: Double? = nil,
                                        in tree: SyntaxTree) -> Fix? {
        guard let constructor = constructor(of: font.chain, in: tree) else { return nil }
        var written: [String: String] = [:]
        for argument in tree[constructor].arguments {
            guard let label = tree[argument].label.map({ tree.text(of: $0) }), let value = tree[argument].value,
                  ["size", "weight", "design", "width"].contains(label) else { return nil }
            written[label] = tree.text(of: tree[value].tokens)
        }
        let prefix = namespacePrefix(of: font.chain, before: constructor, in: tree)
        let style = "." + (nearest.style.swiftUIName ?? "body")
        var replacement = prefix
        if let design = written["design"] {
            replacement += ".system(\(style), design: \(design))"
        } else {
            replacement += style
        }
        // A weight the chain sets after the constructor (`.system(size: 10).bold()`) stays where it is.
        let weightFollows = tree.components(of: font.chain).contains { component in
            component > constructor && (tree.isCall(component, named: "bold") || tree.isCall(component, named: "weight"))
        }
        if let weight = written["weight"], font.value.weight == nil || !isLiteralMember(weight) {
            replacement += ".weight(\(weight))"
        } else if !weightFollows, let weight = nearest.weightToApply {
            replacement += weight == .bold ? ".bold()" : ".weight(.\(weight.rawValue))"
        }
        if let width = written["width"] { replacement += ".width(\(width))" }
        let range = tree.byteRange(of: TokenRange(tree[font.chain].firstToken.raw, tree[constructor].lastToken.raw + 1))
        let original = tree.file.text(range)
        let size = writtenSize ?? nearest.stylePointSize + nearest.sizeDelta
        return Fix(edits: [FixEdit(range: range, replacement: replacement)], isExact: size == nearest.stylePointSize,
                   summary: "\(original) → \(replacement)\(sizeChange(from: size, to: nearest.stylePointSize))")
    }

    /// UIKit: `preferredFont(forTextStyle:)` when it renders the same, else the font scaled with
    /// `UIFontMetrics(forTextStyle: nearest)` (unchanged at the default size). AppKit: the preferred
    /// font when exact, else nil.
    public static func platformScaled(for font: FontOccurrence, nearest: NearestTextStyle,
                                      in tree: SyntaxTree) -> Fix? {
        guard let styleName = nearest.style.uiKitName else { return nil }
        let value = font.value
        let chainRange = tree.byteRange(of: tree[font.chain].tokens)
        if nearest.isExact, isPlain(font, in: tree), let constructor = constructor(of: font.chain, in: tree) {
            let prefix = namespacePrefix(of: font.chain, before: constructor, in: tree)
            let replacement = prefix + ".preferredFont(forTextStyle: .\(styleName))"
            // `preferredFont(forTextStyle: .body).withSize(20)`: the size goes with the style it replaces.
            let resized = tree.components(of: font.chain).last { component in
                component > constructor && tree.isCall(component, named: "withSize")
            }
            let last = tree[resized ?? constructor].lastToken
            let range = tree.byteRange(of: TokenRange(tree[font.chain].firstToken.raw, last.raw + 1))
            return Fix(edits: [FixEdit(range: range, replacement: replacement)], isExact: true,
                       summary: "\(tree.file.text(range)) → \(replacement)")
        }
        guard value.framework == .uiKit else { return nil }
        // Most fixed UIKit fonts take this path (a thousand per c50 run): texts built from bytes.
        let original = tree.file.bytes[chainRange]
        var replacement = MessageText()
        replacement.append("UIFontMetrics(forTextStyle: .")
        replacement.append(styleName)
        replacement.append(").scaledFont(for: ")
        replacement.append(bytes: original)
        replacement.append(")")
        let replacementText = replacement.text
        var summary = MessageText(capacity: 2 * original.count + 64)
        summary.append(bytes: original)
        summary.append(" → ")
        summary.append(replacementText)
        return Fix(edits: [FixEdit(range: chainRange, replacement: replacementText)], isExact: true, summary: summary.text)
    }
}
