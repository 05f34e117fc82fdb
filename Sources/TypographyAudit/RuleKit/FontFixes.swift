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

    /// SwiftUI: `.system(size: 28, weight: .bold)` → `.title.bold()` (the nearest style, keeping a
    /// differing weight and the design). Exact when the size equals the style's.
    public static func swiftUITextStyle(for font: FontOccurrence, nearest: NearestTextStyle,
                                        in tree: SyntaxTree) -> Fix? {
        guard let constructor = constructor(of: font.chain, in: tree) else { return nil }
        let prefix = namespacePrefix(of: font.chain, before: constructor, in: tree)
        let style = "." + (nearest.style.swiftUIName ?? "body")
        var replacement = prefix
        if let design = font.value.design {
            replacement += ".system(\(style), design: .\(design.rawValue))"
        } else {
            replacement += style
        }
        if let weight = nearest.weightToApply {
            replacement += weight == .bold ? ".bold()" : ".weight(.\(weight.rawValue))"
        }
        let range = tree.byteRange(of: TokenRange(tree[font.chain].firstToken.raw, tree[constructor].lastToken.raw + 1))
        let original = tree.file.text(range)
        return Fix(edits: [FixEdit(range: range, replacement: replacement)], isExact: nearest.sizeDelta == 0,
                   summary: "\(original) → \(replacement)")
    }

    /// UIKit: `preferredFont(forTextStyle:)` when it renders the same, else the font scaled with
    /// `UIFontMetrics(forTextStyle: nearest)` (unchanged at the default size). AppKit: the preferred
    /// font when exact, else nil.
    public static func platformScaled(for font: FontOccurrence, nearest: NearestTextStyle,
                                      in tree: SyntaxTree) -> Fix? {
        guard let styleName = nearest.style.uiKitName else { return nil }
        let value = font.value
        let chainRange = tree.byteRange(of: tree[font.chain].tokens)
        let isPlain = value.design == nil && value.width == nil && !value.isItalic && !value.hasMonospacedDigits
        if nearest.isExact, isPlain, let constructor = constructor(of: font.chain, in: tree) {
            let prefix = namespacePrefix(of: font.chain, before: constructor, in: tree)
            let replacement = prefix + ".preferredFont(forTextStyle: .\(styleName))"
            let range = tree.byteRange(of: TokenRange(tree[font.chain].firstToken.raw, tree[constructor].lastToken.raw + 1))
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
