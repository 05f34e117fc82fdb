import SwiftSource
import Typography

extension TextSite {
    /// Whether the text shows a value rather than words: a count or amount (`Text("\(count)")`,
    /// `Text(count, format: .number)`, `Text("\(grams) g")`), a date or timer (`Text(date, style:
    /// .relative)`), a bare number literal. Such a text is metadata or a glanceable value.
    public func showsValue(in tree: SyntaxTree) -> Bool {
        if tree.argument("format", of: view) != nil || tree.argument("style", of: view) != nil
            || tree.argument("timerInterval", of: view) != nil { return true }
        guard let argument = contentArgument, let value = tree[argument].value,
              let chain = tree.singleChain(of: value) else { return false }
        let base = tree.base(of: chain)
        switch tree[base].kind {
        case .numberLiteral:
            return true
        case .stringLiteral:
            guard content == .interpolated else {
                return tree.stringLiteralText(of: base).map { $0.allSatisfy { $0.isNumber || $0 == "+" } } ?? false
            }
            // The words around the interpolations: at most a short unit (`g`, `min`, `cups`).
            var letters = 0
            for segment in tree.stringSegments(of: base) {
                letters += tree.text(of: segment).filter(\.isLetter).count
            }
            return letters <= 6
        default:
            // `Text(count.formatted())`, `Text(String(count))`, `Text(recipe.count.description)`.
            return tree.components(of: chain).contains {
                tree.component($0, isNamed: "formatted") || tree.component($0, isNamed: "count")
            }
        }
    }
}

extension FontValue {
    /// Whether the font is a caption: `.caption` / `.caption2` (UIKit `.caption1`, `.caption2`), or
    /// on iOS and iPadOS a resolved size of 12 pt or less.
    public func isCaption(on platform: Platform) -> Bool {
        if let style = textStyle { return style == .caption || style == .caption2 }
        guard platform == .ios || platform == .ipados, let size = resolvedSize(on: platform) else { return false }
        return size <= 12
    }
}
