import SwiftSource
import Typography

/// Reading the arguments of font constructors: sizes (and where they come from), weights, styles.
extension FontInterpreter {
    /// A size argument: its value at the default category when known, its origin, and the
    /// parameter slot when it is a parameter of the enclosing function.
    func evaluateSize(_ expression: ExpressionID) -> (value: Double?, origin: SizeOrigin, slot: Int?) {
        if let number = tree.numberValue(of: expression) { return (number, .literal, nil) }
        guard let chain = tree.singleChain(of: expression) else {
            // Arithmetic: a scaled operand keeps the result scaled.
            for chain in tree.chains(of: expression) {
                let origin = evaluateChainSize(chain).origin
                if origin.isAlreadyScaled { return (nil, origin, nil) }
            }
            return (nil, .unknown, nil)
        }
        return evaluateChainSize(chain)
    }

    private func evaluateChainSize(_ chain: ChainID) -> (value: Double?, origin: SizeOrigin, slot: Int?) {
        let components = tree.components(of: chain)
        var names: [ComponentID] = []
        for id in components {
            switch tree[id].kind {
            case .identifier, .member, .implicitMember: names.append(id)
            case .forceUnwrap, .optionalChaining: continue
            default: return (nil, .unknown, nil)
            }
        }
        guard let last = names.last else { return (nil, .unknown, nil) }
        // `.zero`, `CGFloat.zero`: a size of 0.
        if names.count <= 2, !tree[last].isCalled, tree[last].kind != .identifier, tree.component(last, isNamed: "zero") {
            return (0, .literal, nil)
        }
        let lastName = self.names[last]
        if lastName == .pointSize, names.count > 1 {
            return (nil, preferredPointSizeOrigin(of: Array(names.dropLast())), nil)
        }
        if names.contains(where: { self.names[$0] == .scaledValue }) { return (nil, .scaledValue, nil) }
        if names.count == 2, let constant = sdkConstant(type: self.names[names[0]], member: lastName) {
            return (constant, .sdkConstant, nil)
        }
        // `size`, `self.size`, `Metrics.titleSize`: a parameter or a declared constant.
        let isPlainName = names.count == 1 || (names.count == 2 && self.names[names[0]] == .`self`)
        let token = tree[last].token
        if isPlainName, tree[last].kind == .identifier || names.count == 2, let slot = parameterSlot(token) {
            return (nil, .parameter, slot)
        }
        // A member of a value (`iconSize.width`, `geometry.size.height`, `settings.fontSize`) is that
        // value's: no constant of the file or of a type stands for it.
        if !isPlainName, let receiver = tree[names[names.count - 2]].name,
           tree.file.bytes[tree[receiver].range.lowerBound] >= UInt8(ascii: "a"), self.names[names[names.count - 2]] != .`self` {
            return (nil, .unknown, nil)
        }
        if !tree[last].isCalled, let number = symbols.number(named: token, ofType: !isPlainName, in: tree) {
            return (number.value, number.origin, nil)
        }
        return (nil, .unknown, nil)
    }

    /// Where the `pointSize` of `receiver` comes from: the current category's size when the receiver is
    /// a preferred font or a preferred font descriptor (`UIFont.preferredFont(forTextStyle:)`,
    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`), written in the chain or bound to a
    /// local `let` just before (`let descriptor = …; descriptor.pointSize`). Else unknown.
    private func preferredPointSizeOrigin(of receiver: [ComponentID]) -> SizeOrigin {
        if let origin = preferredOrigin(ofNames: receiver) { return origin }
        guard receiver.count == 1, tree[receiver[0]].kind == .identifier, !tree[receiver[0]].isCalled,
              let local = tree.localBinding(of: tree[receiver[0]].token), tree[local].kind == .let,
              let initializer = tree[local].initializer, let chain = tree.singleChain(of: initializer) else { return .unknown }
        return preferredOrigin(ofNames: Array(tree.components(of: chain))) ?? .unknown
    }

    private func preferredOrigin(ofNames components: [ComponentID]) -> SizeOrigin? {
        for component in components where tree[component].isCalled {
            switch names[component] {
            case .preferredFont?: return .preferredFontPointSize
            case .preferredFontDescriptor?: return .preferredDescriptorPointSize
            default: continue
            }
        }
        return nil
    }

    /// `UIFont.systemFontSize` (14), `UIFont.smallSystemFontSize` (12), `UIFont.labelFontSize` (17),
    /// `UIFont.buttonFontSize` (18); `NSFont.systemFontSize` (13), `smallSystemFontSize` (11),
    /// `labelFontSize` (10).
    private func sdkConstant(type: KnownName?, member: KnownName?) -> Double? {
        switch (type, member) {
        case (.UIFont?, .systemFontSize?): 14
        case (.UIFont?, .smallSystemFontSize?): 12
        case (.UIFont?, .labelFontSize?): 17
        case (.UIFont?, .buttonFontSize?): 18
        case (.NSFont?, .systemFontSize?): 13
        case (.NSFont?, .smallSystemFontSize?): 11
        case (.NSFont?, .labelFontSize?): 10
        default: nil
        }
    }

    /// A weight argument: `.semibold`, `Font.Weight.bold`, `UIFont.Weight.medium`, or a parameter.
    func evaluateWeight(_ expression: ExpressionID) -> (weight: FontWeight?, slot: Int?) {
        if let slot = parameterSlot(of: expression) { return (nil, slot) }
        return (lastKnownName(of: expression)?.fontWeight, nil)
    }

    /// A text style argument in the framework's spelling (`.title1` in UIKit), or a parameter.
    func evaluateStyle(_ expression: ExpressionID, framework: FontFramework) -> (style: TextStyle?, slot: Int?) {
        if let slot = parameterSlot(of: expression) { return (nil, slot) }
        guard let chain = tree.singleChain(of: expression),
              let last = tree.components(of: chain).last,
              let name = names[last] else { return (nil, nil) }
        switch framework {
        case .swiftUI: return (name.swiftUITextStyle ?? name.uiKitTextStyle, nil)
        case .uiKit, .appKit: return (name.uiKitTextStyle ?? name.swiftUITextStyle, nil)
        }
    }

    /// The known name of the last member of a simple chain (`rounded` in `Font.Design.rounded`).
    func lastKnownName(of expression: ExpressionID) -> KnownName? {
        guard let chain = tree.singleChain(of: expression), let last = tree.components(of: chain).last,
              !tree[last].isCalled else { return nil }
        return names[last]
    }

}

extension FontInterpreter {

    /// The slot of a plain parameter name used as the whole expression.
    private func parameterSlot(of expression: ExpressionID) -> Int? {
        guard let chain = tree.singleChain(of: expression) else { return nil }
        let components = tree.components(of: chain)
        guard components.count == 1, tree[components[0]].kind == .identifier else { return nil }
        return parameterSlot(tree[components[0]].token)
    }

    /// The position of the enclosing function's parameter whose local name is `token`'s.
    func parameterSlot(_ token: TokenID) -> Int? {
        guard let function = tree.enclosingFunction(of: token) else { return nil }
        for (position, parameter) in tree[function].parameters.enumerated() {
            let local = tree[parameter].localName
            let range = tree[local].range
            let tokenRange = tree[token].range
            if range.count == tokenRange.count, tree.file.bytes[range].elementsEqual(tree.file.bytes[tokenRange]) {
                return position
            }
        }
        return nil
    }
}

extension KnownName {
    /// Whether an implicit member of this name can start a font expression (`.title`,
    /// `.system(size:)`, `.preferredFont(forTextStyle:)`).
    var canStartFont: Bool {
        switch self {
        case .system, .custom, .systemFont, .boldSystemFont, .italicSystemFont, .monospacedSystemFont,
             .monospacedDigitSystemFont, .preferredFont, .labelFont, .messageFont, .menuFont, .toolTipsFont,
             .titleBarFont, .controlContentFont, .userFont:
            true
        default:
            swiftUITextStyle != nil
        }
    }

    /// The text style a SwiftUI `Font`/`Font.TextStyle` member of this name stands for.
    public var swiftUITextStyle: TextStyle? {
        switch self {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        case .extraLargeTitle: .extraLargeTitle
        case .extraLargeTitle2: .extraLargeTitle2
        default: nil
        }
    }

    /// The text style a `UIFont.TextStyle`/`NSFont.TextStyle` member of this name stands for.
    public var uiKitTextStyle: TextStyle? {
        switch self {
        case .title1: .title
        case .caption1: .caption
        case .title, .caption: nil
        default: swiftUITextStyle
        }
    }
}

extension SyntaxTree {
    /// Whether a token is `FontFamily`, the enum of font families SwiftGen generates
    /// (`FontFamily.Brand.bold.font(size: 28)`): compared by length first, most names differ there.
    func isGeneratedFontFamily(_ token: TokenID) -> Bool {
        self[token].range.count == 10 && self.token(token, is: "FontFamily")
    }
}
