import SwiftSource
import Typography

/// A size read from an expression: its value at the default category when known, where it comes
/// from, and the enclosing function's parameter it is (a helper's slot), with what the function does
/// with that parameter on the way.
struct SizeEvaluation {
    var value: Double?
    var origin: SizeOrigin
    var slot: Int?
    /// Whether the function takes the text style's own size when the parameter is nil (`size ??
    /// UIFont.pointSize(for: style, …)`, with `style` the curve the size then scales along).
    var defaultsToStyleSize = false
    /// The parameter a fallback size is computed from (`size ?? defaultSize(of: style)`): the
    /// style's own size when the size scales along that same parameter's curve.
    var fallbackStyleSlot: Int?
    /// Whether `min`/`max` bounds the size on the way (`min(largest, scaled)`): where it stops growing
    /// is not read, so the font's growth is not known.
    var isBounded = false
    /// The curve `scaledValue(for:)` scales the parameter along, and the curve's own parameter slot.
    var curve: TextStyle?
    var curveSlot: Int?

    init(value: Double? = nil, origin: SizeOrigin, slot: Int? = nil) {
        self.value = value
        self.origin = origin
        self.slot = slot
    }
}

/// Reading the arguments of font constructors: sizes (and where they come from), weights, styles.
extension FontInterpreter {
    /// A size argument: its value at the default category when known, its origin, and the
    /// parameter slot when it is a parameter of the enclosing function (see ``SizeEvaluation``).
    func evaluateSize(_ expression: ExpressionID) -> SizeEvaluation {
        evaluateSize(expression, depth: 0)
    }

    private func evaluateSize(_ expression: ExpressionID, depth: Int) -> SizeEvaluation {
        if let number = tree.numberValue(of: expression) { return SizeEvaluation(value: number, origin: .literal) }
        guard let chain = tree.singleChain(of: expression) else {
            // `self.size ?? UIFont.pointSize(for: style, …)`: the parameter, else the style's own size.
            let operands = tree.valueChains(of: expression)
            if operands.count == 2, tree.text(of: tree[expression].tokens).contains("??") {
                var first = evaluateChainSize(operands[0], depth: depth)
                if first.slot != nil {
                    first.fallbackStyleSlot = styleSizeSlot(of: operands[1])
                    return first
                }
            }
            // Arithmetic: a scaled operand keeps the result scaled.
            for chain in tree.chains(of: expression) {
                let origin = evaluateChainSize(chain, depth: depth).origin
                if origin.isAlreadyScaled { return SizeEvaluation(origin: origin) }
            }
            return SizeEvaluation(origin: .unknown)
        }
        return evaluateChainSize(chain, depth: depth)
    }

    /// The size of one branch of a choice (`hasGauge ? Metrics.nameSize : 10`) when it is fixed: a literal or
    /// a constant.
    func fixedSize(of branch: ChainID) -> SizeEvaluation? {
        let components = tree.components(of: branch)
        let size = components.count == 1 && tree[components[0]].kind == .numberLiteral
            ? SizeEvaluation(value: tree.numberValue(of: tree[components[0]].token), origin: .literal)
            : evaluateChainSize(branch, depth: 0)
        guard size.origin.isFixed, let value = size.value, value > 1 else { return nil }
        return size
    }

    private func evaluateChainSize(_ chain: ChainID, depth: Int) -> SizeEvaluation {
        let components = tree.components(of: chain)
        var names: [ComponentID] = []
        for id in components {
            switch tree[id].kind {
            case .identifier, .member, .implicitMember: names.append(id)
            case .forceUnwrap, .optionalChaining: continue
            default: return SizeEvaluation(origin: .unknown)
            }
        }
        guard let last = names.last else { return SizeEvaluation(origin: .unknown) }
        // `.zero`, `CGFloat.zero`: a size of 0.
        if names.count <= 2, !tree[last].isCalled, tree[last].kind != .identifier, tree.component(last, isNamed: "zero") {
            return SizeEvaluation(value: 0, origin: .literal)
        }
        let lastName = self.names[last]
        if lastName == .pointSize, names.count > 1 {
            return SizeEvaluation(origin: preferredPointSizeOrigin(of: Array(names.dropLast())))
        }
        if let scaling = names.firstIndex(where: { self.names[$0] == .scaledValue }) {
            return scaledValueSize(names, at: scaling, depth: depth)
        }
        if names.count == 2, let constant = sdkConstant(type: self.names[names[0]], member: lastName) {
            return SizeEvaluation(value: constant, origin: .sdkConstant)
        }
        // `size`, `self.size`, `Metrics.titleSize`: a parameter or a declared constant.
        let isPlainName = names.count == 1 || (names.count == 2 && self.names[names[0]] == .`self`)
        let token = tree[last].token
        // A local shadows a parameter or property of its name (`let size = self.size ?? …`).
        if depth < Self.sizeStepLimit, let followed = sizeBuiltInSteps(names, depth: depth) { return followed }
        if isPlainName, tree[last].kind == .identifier || names.count == 2, let slot = parameterSlot(token) {
            return SizeEvaluation(origin: .parameter, slot: slot)
        }
        // A member of a value (`iconSize.width`, `geometry.size.height`, `settings.fontSize`) is that
        // value's: no constant of the file or of a type stands for it.
        if !isPlainName, let receiver = tree[names[names.count - 2]].name,
           tree.file.bytes[tree[receiver].range.lowerBound] >= UInt8(ascii: "a"), self.names[names[names.count - 2]] != .`self` {
            return SizeEvaluation(origin: .unknown)
        }
        if !tree[last].isCalled, let number = symbols.number(named: token, ofType: !isPlainName, in: tree) {
            return SizeEvaluation(value: number.value, origin: number.origin)
        }
        return SizeEvaluation(origin: .unknown)
    }

    /// The parameter a size computed by a call is computed from (`UIFont.pointSize(for: style.uiKit)`,
    /// `defaultSize(of: style)`): the first argument that is a parameter, or a conversion of one.
    private func styleSizeSlot(of chain: ChainID) -> Int? {
        for component in tree.components(of: chain) where tree[component].isCalled {
            for argument in tree[component].arguments {
                if let value = tree[argument].value, let slot = parameterSlot(of: value) { return slot }
            }
        }
        return nil
    }

    /// How many steps a size is followed through locals and `min`/`max` to a parameter.
    private static let sizeStepLimit = 8

    /// A size a design system's function builds in steps from one of its parameters: a local `let`
    /// (`let scaled = …; .system(size: scaled)`) or `min(maximum, scaled)` / `max(minimum, scaled)`.
    /// Only a result that leads to a parameter is taken; anything else is read as before.
    private func sizeBuiltInSteps(_ names: [ComponentID], depth: Int) -> SizeEvaluation? {
        guard names.count == 1, tree[names[0]].kind == .identifier else { return nil }
        let token = tree[names[0]].token
        if tree[names[0]].isCalled {
            guard tree.token(token, is: "min") || tree.token(token, is: "max") else { return nil }
            for argument in tree[names[0]].arguments {
                guard let value = tree[argument].value else { continue }
                var size = evaluateSize(value, depth: depth + 1)
                guard size.slot != nil else { continue }
                size.isBounded = tree[names[0]].arguments.count > 1
                return size
            }
            return nil
        }
        guard let local = tree.localBinding(of: token), tree[local].kind == .let,
              let initializer = tree[local].initializer else { return nil }
        let size = evaluateSize(initializer, depth: depth + 1)
        return size.slot != nil ? size : nil
    }

    /// `metrics.scaledValue(for: size)`: scaled once, when read; when `size` is a parameter, its slot
    /// and the curve of the metrics (`UIFontMetrics(forTextStyle: style)`, bound to a name or written
    /// in the chain), for a body that reads the size again on every change.
    private func scaledValueSize(_ names: [ComponentID], at index: Int, depth: Int) -> SizeEvaluation {
        var result = SizeEvaluation(origin: .scaledValue)
        guard depth < Self.sizeStepLimit, let value = tree.argument("for", of: names[index]).flatMap({ tree[$0].value })
        else { return result }
        let scaled = evaluateSize(value, depth: depth + 1)
        guard let slot = scaled.slot else { return result }
        guard let metrics = metricsCurve(of: Array(names[..<index])) else { return result }
        result.slot = slot
        result.defaultsToStyleSize = scaled.defaultsToStyleSize
            || scaled.fallbackStyleSlot != nil && scaled.fallbackStyleSlot == metrics.slot
        result.curve = metrics.style
        result.curveSlot = metrics.slot
        return result
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

    /// The slot of a plain parameter name used as the whole expression, or of a conversion of one
    /// (`style.uiKit` of a SwiftUI style parameter, in a place that takes a text style or weight).
    private func parameterSlot(of expression: ExpressionID) -> Int? {
        guard let chain = tree.singleChain(of: expression) else { return nil }
        let components = tree.components(of: chain)
        guard components.count == 1 || components.count == 2 && tree[components[1]].kind == .member
                && !tree[components[1]].isCalled,
              tree[components[0]].kind == .identifier, !tree[components[0]].isCalled else { return nil }
        return parameterSlot(tree[components[0]].token)
    }

    /// The position of the enclosing function's parameter whose local name is `token`'s; in a
    /// modifier or style type's body, of the stored property of that name (``memberParameters``).
    func parameterSlot(_ token: TokenID) -> Int? {
        if !memberParameters.isEmpty {
            return memberParameters.firstIndex { tree.token($0, spellsLike: token) }
        }
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
