import SwiftSource
import Typography

extension TextSite {
    /// Whether the text shows a value rather than words: a count or amount (`Text("\(count)")`,
    /// `Text(count, format: .number)`, `Text("\(grams) g")`), a date or timer (`Text(date, style:
    /// .relative)`), a bare number literal. Such a text is metadata or a glanceable value.
    public func showsValue(in tree: SyntaxTree) -> Bool {
        if tree.argument("format", of: view) != nil || tree.argument("style", of: view) != nil
            || tree.argument("timerInterval", of: view) != nil { return true }
        guard let argument = contentArgument, let value = tree[argument].value else { return false }
        guard let chain = tree.singleChain(of: value) else { return Self.isJoinedValue(value, in: tree) }
        let base = tree.base(of: chain)
        switch tree[base].kind {
        case .numberLiteral:
            return true
        case .stringLiteral:
            guard content == .interpolated else {
                return tree.stringLiteralText(of: base).map { $0.allSatisfy { $0.isNumber || $0 == "+" } } ?? false
            }
            // The words around the interpolations: at most a short unit (`g`, `min`, `cups`).
            return Self.letters(of: base, in: tree) <= Self.unitLetters
        default:
            return Self.formatsValue(chain, in: tree)
        }
    }

    /// The most letters a short unit around a value has (`g`, `min`, `cups`).
    private static let unitLetters = 6

    /// `Text(count.formatted())`, `Text(String(count))`, `Text(recipe.count.description)`.
    private static func formatsValue(_ chain: ChainID, in tree: SyntaxTree) -> Bool {
        if let converted = convertedValue(chain, in: tree) { return formatsValue(converted, in: tree) }
        return tree.components(of: chain).contains {
            tree.component($0, isNamed: "formatted") || tree.component($0, isNamed: "count")
        }
    }

    /// The value `String(…)` converts (`reaction.count` of `String(reaction.count)`), if the chain is
    /// that call alone.
    static func convertedValue(_ chain: ChainID, in tree: SyntaxTree) -> ChainID? {
        let call = tree.base(of: chain)
        guard tree.components(of: chain).count == 1, tree.isCall(call, named: "String"), tree[call].arguments.count == 1,
              let value = tree.argument(nil, of: call).flatMap({ tree[$0].value }) else { return nil }
        return tree.singleChain(of: value)
    }

    /// Whether the text draws a symbol rather than words (catalog "What a text's value is"):
    /// `Text(Image(systemName: "checkmark.seal"))`, or images and values interpolated with no word
    /// around them (`Text("\(Image(systemName: "star.fill")) \(rating)")`).
    public func showsSymbol(in tree: SyntaxTree) -> Bool {
        guard content != .literal, let argument = contentArgument, let value = tree[argument].value,
              let chain = tree.singleChain(of: value) else { return false }
        let base = tree.base(of: chain)
        if content == .dynamic { return tree.isCall(base, named: "Image") && tree.components(of: chain).count == 1 }
        guard Self.letters(of: base, in: tree) == 0 else { return false }
        return tree[base].arguments.contains { interpolation in
            guard let inner = tree[interpolation].value.flatMap({ tree.singleChain(of: $0) }) else { return false }
            return tree.isCall(tree.base(of: inner), named: "Image")
        }
    }

    /// A formatted value joined to short literals with `+` (`"-" + remaining.formatted(…)`).
    private static func isJoinedValue(_ expression: ExpressionID, in tree: SyntaxTree) -> Bool {
        var hasValue = false
        for id in tree[expression].elements {
            let element = tree[id]
            switch element.kind {
            case .binaryOperator:
                guard tree.token(element.token, is: "+") else { return false }
            case .chain:
                guard let chain = element.chain else { return false }
                let base = tree.base(of: chain)
                if tree[base].kind == .stringLiteral, tree.components(of: chain).count == 1 {
                    guard letters(of: base, in: tree) <= unitLetters else { return false }
                } else if formatsValue(chain, in: tree) {
                    hasValue = true
                } else {
                    return false
                }
            default:
                return false
            }
        }
        return hasValue
    }

    /// The letters of a string literal outside its interpolations.
    private static func letters(of literal: ComponentID, in tree: SyntaxTree) -> Int {
        tree.stringSegments(of: literal).reduce(0) { $0 + tree.text(of: $1).filter(\.isLetter).count }
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

extension TextSite {
    /// Whether the text shows an emoji: a value whose last name says so (`statusEmoji`, `emoji`), or a
    /// reaction's key (`reaction.key`, `reaction.displayKey`), also converted (`String(emoji)`).
    func showsEmoji(in tree: SyntaxTree) -> Bool {
        guard content == .dynamic, let argument = contentArgument, let value = tree[argument].value,
              let chain = tree.singleChain(of: value) else { return false }
        return Self.namesEmoji(chain, in: tree)
    }

    private static func namesEmoji(_ chain: ChainID, in tree: SyntaxTree) -> Bool {
        if let converted = convertedValue(chain, in: tree) { return namesEmoji(converted, in: tree) }
        let names = tree.components(of: chain).compactMap { tree.name(of: $0)?.lowercased() }
        guard let last = names.last else { return false }
        if last.hasSuffix("emoji") { return true }
        return last.hasSuffix("key") && names.dropLast().contains { $0.hasPrefix("reaction") }
    }
}
