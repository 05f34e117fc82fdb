import SwiftSource
import Typography

/// What the code around an expression says it must be; decides whether `.title` is a font.
enum FontContext: Sendable, Equatable {
    /// A SwiftUI `Font`: the argument of `.font(…)`, a `Font`-typed declaration.
    case swiftUI
    /// A `UIFont`/`NSFont`: `label.font = …`, `scaledFont(for: …)`, a `UIFont`-typed declaration.
    case platform(FontFramework)
    case unknown
}

/// One chain read as a font.
struct FontInterpretation: Sendable {
    var value: FontValue
    /// Parts of the value that come from the enclosing function's parameters.
    var slots = FontSlots()
    /// The declared font the chain names (`.brewTitle`, `UIFont.appFont(ofSize: 12)`).
    var symbol: FontSymbol?
    /// For a helper call: whether an argument of this call gave the font a part.
    var isInstantiated = false
}

/// Reads font-producing chains into ``FontValue``s: SwiftUI `Font` members and modifiers, UIKit and
/// AppKit constructors, `UIFontMetrics` scaling, and declared fonts through the symbol table.
///
/// It compares token bytes (``KnownName``), never building strings except for literal values it keeps.
struct FontInterpreter {
    let tree: SyntaxTree
    let symbols: FontSymbolTable
    let names: ComponentNames
    /// The framework of implicit `.systemFont(ofSize:)` where the context does not say (UIKit, or
    /// AppKit in files that import only AppKit).
    let platformFramework: FontFramework
    /// The stored properties of the type whose body is read (a `ViewModifier` or style), which a
    /// font's parts may come from as from a helper's parameters: slots are positions in this list.
    var memberParameters: [TokenID] = []
    /// Whether the body read runs again when the text size changes (its type reads
    /// `@Environment(\.sizeCategory)` or `\.dynamicTypeSize`): a size it scales with
    /// `scaledValue(for:)` then follows the setting.
    var rereadsTextSize = false

    /// Where the interpreter is in a chain.
    private enum State {
        case start
        /// After `Font`, `UIFont`, `NSFont` (or an implicit member's context).
        case namespace(FontFramework?)
        /// After an unknown type name (`Theme.title`, the name's token): the next member may be a
        /// declared font.
        case userType(TokenID)
        /// After an instance of an app type a static property holds (`.brand` of `static let brand =
        /// BrandFonts()`), or a type nested in an app type (`Theme.Fonts`), by the type's name: the next
        /// member may be one of its fonts.
        case namedType([String])
        /// After `FontFamily` (the enum SwiftGen generates) and its family and face members.
        case generatedFamily(family: String)
        /// After `UIFontMetrics`.
        case metricsType
        /// After `UIFontMetrics(forTextStyle:)` / `.default`: the curve and its parameter slot.
        case metrics(TextStyle, isExplicit: Bool, slot: Int?)
        /// The chain has produced a font (kept outside the state, modified in place).
        case font
    }

    /// The font the chain produces, or nil when it is not a font (or only read for a measurement
    /// such as `.lineHeight`).
    func interpret(_ chain: ChainID, context: FontContext) -> FontInterpretation? {
        var state = State.start
        // Once the chain has produced a font, the rest are modifiers applied in place.
        var result: FontInterpretation?
        for id in tree.components(of: chain) {
            let component = tree[id]
            if result != nil {
                switch component.kind {
                case .forceUnwrap, .optionalChaining: continue
                case .member: guard modify(&result!, with: id, names[id]) else { return nil }
                default: return nil
                }
                continue
            }
            guard component.kind == .identifier || component.kind == .implicitMember || component.kind == .member
            else { return nil }
            let name = names[id]
            let next: State?
            switch state {
            case .start:
                next = component.kind == .implicitMember
                    ? member(id, name, framework: framework(for: context), allowsTextStyles: context == .swiftUI, into: &result)
                    : base(id, name, into: &result)
            case .namespace(let framework):
                next = member(id, name, framework: framework, allowsTextStyles: framework == .swiftUI, into: &result)
            case .userType(let owner):
                result = symbols.font(named: component.token, of: owner, in: tree).flatMap { reference(id, $0) }
                next = result == nil ? typeMember(id) : .font
            case .namedType(let owner):
                result = symbols.font(named: component.token, ofTypeNamed: owner, in: tree).flatMap { reference(id, $0) }
                next = result == nil ? typeMember(id) : .font
            case .generatedFamily(let family):
                if component.isCalled {
                    result = generatedFont(id, family: family)
                    next = result == nil ? nil : .font
                } else {
                    // SwiftGen names a face's member after its PostScript name in lower camel case:
                    // `Merriweather.bold` is "Merriweather-Bold".
                    let member = tree.text(of: component.token)
                    next = .generatedFamily(family: family.isEmpty ? member : family + "-" + member.prefix(1).uppercased() + member.dropFirst())
                }
            case .metricsType:
                next = name == .default && !component.isCalled ? .metrics(.body, isExplicit: false, slot: nil) : nil
            case .metrics(let style, let isExplicit, let slot):
                guard name == .scaledFont, component.isCalled else { return nil }
                result = scaledFont(id, style: style, isExplicit: isExplicit, slot: slot)
                next = .font
            case .font:
                next = nil
            }
            guard let next else { return nil }
            state = next
        }
        return result
    }

    private func framework(for context: FontContext) -> FontFramework? {
        switch context {
        case .swiftUI: .swiftUI
        case .platform(let framework): framework
        case .unknown: nil
        }
    }

    /// The first component of a chain that is a name.
    private func base(_ id: ComponentID, _ name: KnownName?, into result: inout FontInterpretation?) -> State? {
        let component = tree[id]
        switch name {
        case .SwiftUI?, .UIKit?, .AppKit?:
            return component.isCalled ? nil : .start
        case .Font?:
            return component.isCalled ? nil : .namespace(.swiftUI)
        case .UIFont?, .NSFont?:
            let framework: FontFramework = name == .UIFont ? .uiKit : .appKit
            if !component.isCalled { return .namespace(framework) }
            result = initializer(id, framework: framework)
            return result == nil ? nil : .font
        case .UIFontMetrics?:
            guard component.isCalled else { return .metricsType }
            guard let argument = tree.argument("forTextStyle", of: id), let value = tree[argument].value else { return nil }
            let style = evaluateStyle(value, framework: .uiKit)
            return .metrics(style.style ?? .body, isExplicit: true, slot: style.slot)
        default:
            if let symbol = symbols.font(named: component.token, in: tree) {
                result = reference(id, symbol)
                return result == nil ? nil : .font
            }
            if !component.isCalled, tree.isGeneratedFontFamily(component.token) { return .generatedFamily(family: "") }
            if !component.isCalled, let metrics = metricsBinding(named: component.token) { return metrics }
            return !component.isCalled && tree.startsUppercase(component.token) ? .userType(component.token) : nil
        }
    }

    /// The curve of a `UIFontMetrics` the file binds to a name (`let metrics = UIFontMetrics(forTextStyle:
    /// .largeTitle)`, a property or a local), for `metrics.scaledFont(for: …)`.
    private func metricsBinding(named token: TokenID) -> State? {
        for id in tree.declarationIDs where tree[id].kind == .let || tree[id].kind == .var {
            guard let name = tree[id].name, tree.token(name, spellsLike: token), let initializer = tree[id].initializer,
                  let chain = tree.singleChain(of: initializer) else { continue }
            if let metrics = metricsState(of: Array(tree.components(of: chain))) { return metrics }
        }
        return nil
    }

    /// `UIFontMetrics(forTextStyle: style)` or `UIFontMetrics.default`, as the state after it.
    private func metricsState(of components: [ComponentID]) -> State? {
        guard let first = components.first, names[first] == .UIFontMetrics else { return nil }
        var unused: FontInterpretation?
        let state = base(first, .UIFontMetrics, into: &unused)
        if components.count == 1, case .metrics? = state { return state }
        if components.count == 2, case .metricsType? = state, names[components[1]] == .default {
            return .metrics(.body, isExplicit: false, slot: nil)
        }
        return nil
    }

    /// The curve (and its parameter slot) of the `UIFontMetrics` a chain's receiver is: written in
    /// the chain (`UIFontMetrics(forTextStyle: style)`) or a name bound to one (`metrics`).
    func metricsCurve(of receiver: [ComponentID]) -> (style: TextStyle, slot: Int?)? {
        let state: State?
        if receiver.count == 1, tree[receiver[0]].kind == .identifier, !tree[receiver[0]].isCalled {
            state = metricsBinding(named: tree[receiver[0]].token)
        } else {
            state = metricsState(of: receiver)
        }
        guard case .metrics(let style, _, let slot)? = state else { return nil }
        return (style, slot)
    }

    /// `FontFamily.Brand.bold.font(size: 28)` — SwiftGen's `UIFont(name:size:)` — and
    /// `.swiftUIFont(size:)` (`Font.custom(_:size:)`, scaling along body) or `swiftUIFont(fixedSize:)`.
    private func generatedFont(_ id: ComponentID, family: String) -> FontInterpretation? {
        let isSwiftUI = tree.component(id, isNamed: "swiftUIFont")
        guard isSwiftUI || tree.component(id, isNamed: "font") else { return nil }
        let sizeArgument = tree.argument("size", of: id)
        guard let expression = (sizeArgument ?? (isSwiftUI ? tree.argument("fixedSize", of: id) : nil))
            .flatMap({ tree[$0].value }) else { return nil }
        var result = FontInterpretation(value: FontValue(framework: isSwiftUI ? .swiftUI : platformFramework,
                                                         source: .custom(family: family), scaling: .none))
        applySize(expression, to: &result)
        if isSwiftUI, sizeArgument != nil {
            let relative = tree.argument("relativeTo", of: id).flatMap { tree[$0].value }
                .flatMap { evaluateStyle($0, framework: .swiftUI).style }
            result.value.scaling = .curve(relative ?? .body, isExplicit: relative != nil)
        }
        return result
    }


    /// A member after a font namespace, or an implicit member: a text style, a constructor, or a
    /// declared font.
    private func member(_ id: ComponentID, _ name: KnownName?, framework: FontFramework?,
                        allowsTextStyles: Bool, into result: inout FontInterpretation?) -> State? {
        let component = tree[id]
        if let name {
            if !component.isCalled, allowsTextStyles, let style = name.swiftUITextStyle {
                let value = FontValue(framework: .swiftUI, source: .textStyle(style), scaling: .curve(style, isExplicit: true))
                result = FontInterpretation(value: value)
                return .font
            }
            if component.isCalled, name.canStartFont, let built = constructor(id, name, framework: framework) {
                result = built
                return .font
            }
        }
        if let symbol = symbols.font(named: component.token, in: tree) {
            result = reference(id, symbol)
            return result == nil ? nil : .font
        }
        return typeMember(id)
    }

    /// A member that is not a font but may lead to one: a static property holding an instance of an
    /// app type (`.brand` in `.brand.title`), or a type nested in one (`Fonts` in `Theme.Fonts.title`).
    private func typeMember(_ id: ComponentID) -> State? {
        let component = tree[id]
        guard !component.isCalled, component.kind != .identifier else { return nil }
        let types = symbols.namespaceTypes(named: component.token, in: tree)
        if !types.isEmpty { return .namedType(types) }
        return component.kind == .member && tree.startsUppercase(component.token) ? .namedType([tree.text(of: component.token)]) : nil
    }

    /// `.system(…)`, `.custom(…)`, `systemFont(ofSize:)` and friends, `preferredFont(forTextStyle:)`.
    private func constructor(_ id: ComponentID, _ name: KnownName, framework: FontFramework?) -> FontInterpretation? {
        switch name {
        case .system:
            guard framework == nil || framework == .swiftUI else { return nil }
            return swiftUISystem(id)
        case .custom:
            guard framework == nil || framework == .swiftUI else { return nil }
            return swiftUICustom(id)
        case .systemFont, .boldSystemFont, .italicSystemFont, .monospacedSystemFont, .monospacedDigitSystemFont,
             .labelFont, .messageFont, .menuFont, .toolTipsFont, .titleBarFont, .controlContentFont, .userFont:
            guard framework != .swiftUI else { return nil }
            return platformSystemFont(id, name, framework: framework ?? platformFramework)
        case .preferredFont:
            guard framework != .swiftUI else { return nil }
            let fw = framework ?? platformFramework
            guard let argument = tree.argument("forTextStyle", of: id), let expression = tree[argument].value else { return nil }
            let style = evaluateStyle(expression, framework: fw)
            var result = FontInterpretation(value: FontValue(framework: fw, source: .preferred(style.style ?? .body),
                                                             scaling: .curve(style.style ?? .body, isExplicit: true)))
            result.slots.style = style.slot
            return style.style == nil && style.slot == nil ? nil : result
        default:
            return nil
        }
    }

    /// `Font.system(size:weight:design:)` or `Font.system(_ style:design:weight:)`.
    private func swiftUISystem(_ id: ComponentID) -> FontInterpretation? {
        var result: FontInterpretation
        if let sizeArgument = tree.argument("size", of: id), let expression = tree[sizeArgument].value {
            result = FontInterpretation(value: FontValue(framework: .swiftUI, source: .systemSize, scaling: .none))
            applySize(expression, to: &result)
        } else if let styleArgument = tree.argument(nil, of: id), let expression = tree[styleArgument].value {
            let style = evaluateStyle(expression, framework: .swiftUI)
            guard style.style != nil || style.slot != nil else { return nil }
            let resolved = style.style ?? .body
            result = FontInterpretation(value: FontValue(framework: .swiftUI, source: .textStyle(resolved),
                                                         scaling: .curve(resolved, isExplicit: true)))
            result.slots.style = style.slot
        } else {
            return nil
        }
        applyWeightAndDesign(id, to: &result)
        return result
    }

    /// `Font.custom(_:size:)` (scales along body), `custom(_:size:relativeTo:)`, `custom(_:fixedSize:)`.
    private func swiftUICustom(_ id: ComponentID) -> FontInterpretation? {
        let family = tree.argument(nil, of: id).flatMap { familyName($0) }
        let sizeArgument = tree.argument("size", of: id)
        let fixedArgument = tree.argument("fixedSize", of: id)
        guard let expression = (sizeArgument ?? fixedArgument).flatMap({ tree[$0].value }) else { return nil }
        var result = FontInterpretation(value: FontValue(framework: .swiftUI, source: .custom(family: family), scaling: .none))
        applySize(expression, to: &result)
        let size = result.value
        // A size the body scales itself (see ``applySize(_:to:)``) is scaled again by `size:`.
        let scaledOnTheWay = size.scaling != .none
        if sizeArgument != nil {
            if let relative = tree.argument("relativeTo", of: id), let styleExpression = tree[relative].value {
                let style = evaluateStyle(styleExpression, framework: .swiftUI)
                result.value.scaling = .curve(style.style ?? .body, isExplicit: true)
                result.slots.curve = style.slot
            } else {
                result.value.scaling = .curve(.body, isExplicit: false)
            }
            if size.sizeOrigin.isAlreadyScaled { result.value.doubleScaling = .scaledSize(size.sizeOrigin) }
            if scaledOnTheWay {
                result.value.doubleScaling = .scaledSize(.scaledValue)
                // A growth bounded on the way stays unknown, whatever scales it again.
                if size.scaling == .unknown { result.value.scaling = .unknown }
            }
        }
        return result
    }

    /// `UIFont.systemFont(ofSize:weight:width:)`, the bold/italic/monospaced variants, `NSFont.labelFont(ofSize:)`.
    private func platformSystemFont(_ id: ComponentID, _ name: KnownName, framework: FontFramework) -> FontInterpretation? {
        guard let argument = tree.argument("ofSize", of: id), let expression = tree[argument].value else { return nil }
        var result = FontInterpretation(value: FontValue(framework: framework, source: .systemSize, scaling: .none))
        applySize(expression, to: &result)
        switch name {
        case .boldSystemFont: result.value.weight = .bold
        case .italicSystemFont: result.value.isItalic = true
        case .monospacedSystemFont:
            result.value.design = .monospaced
            result.value.hasMonospacedDigits = true
        case .monospacedDigitSystemFont: result.value.hasMonospacedDigits = true
        default: break
        }
        applyWeightAndDesign(id, to: &result)
        if let width = tree.argument("width", of: id).flatMap({ tree[$0].value }).flatMap({ lastKnownName(of: $0) }) {
            result.value.width = width.fontWidth
        }
        return result
    }

    /// `UIFont(name:size:)`, `UIFont(descriptor:size:)` and the `NSFont` equivalents. A descriptor
    /// from `preferredFontDescriptor(withTextStyle:)` at size 0 keeps its size: a preferred font.
    private func initializer(_ id: ComponentID, framework: FontFramework) -> FontInterpretation? {
        guard let sizeArgument = tree.argument("size", of: id), let expression = tree[sizeArgument].value else { return nil }
        let source: FontSource
        if let nameArgument = tree.argument("name", of: id) {
            source = .custom(family: familyName(nameArgument))
        } else if let descriptor = tree.argument("descriptor", of: id).flatMap({ tree[$0].value }) {
            if evaluateSize(expression).value == 0, let preferred = preferredDescriptor(descriptor, framework: framework) {
                return preferred
            }
            source = .systemSize
        } else {
            return nil
        }
        var result = FontInterpretation(value: FontValue(framework: framework, source: source, scaling: .none))
        applySize(expression, to: &result)
        return result
    }

    /// The preferred font a descriptor expression describes: `.preferredFontDescriptor(withTextStyle:)`
    /// (with `.withSymbolicTraits(.traitBold)` or a weight trait added), directly or through a `let` of
    /// the enclosing function; the style and weight may be the function's parameters (a helper's slots).
    private func preferredDescriptor(_ expression: ExpressionID, framework: FontFramework) -> FontInterpretation? {
        guard let chain = tree.singleChain(of: expression) else { return nil }
        let components = tree.components(of: chain)
        if components.count == 1, tree[components[0]].kind == .identifier,
           let function = tree.enclosingFunction(of: tree[components[0]].token) {
            let name = tree[components[0]].token
            for local in tree.declarations(in: tree[function].tokens) where tree[local].kind == .let {
                guard let declared = tree[local].name, tree[declared].start < tree[name].start,
                      tree.text(of: declared) == tree.text(of: name), let initializer = tree[local].initializer
                else { continue }
                return preferredDescriptor(initializer, framework: framework)
            }
            return nil
        }
        guard let preferred = components.first(where: { names[$0] == .preferredFontDescriptor }),
              let styleExpression = tree.argument("withTextStyle", of: preferred).flatMap({ tree[$0].value }) else { return nil }
        let style = evaluateStyle(styleExpression, framework: framework)
        guard style.style != nil || style.slot != nil else { return nil }
        let resolved = style.style ?? .body
        var result = FontInterpretation(value: FontValue(framework: framework, source: .preferred(resolved),
                                                         scaling: .curve(resolved, isExplicit: true)))
        result.slots.style = style.slot
        let bold = components.contains { component in
            tree.component(component, isNamed: "withSymbolicTraits")
                && tree.text(of: tree[component].tokens).contains("traitBold")
        }
        if bold { result.value.weight = .bold }
        if let weight = traitWeight(in: components) {
            result.value.weight = weight.weight ?? result.value.weight
            result.slots.weight = weight.slot
        }
        return result
    }

    /// The weight a descriptor is given by `addingAttributes([.traits: [.weight: W]])`: W's weight or
    /// parameter slot, read from the value written after a `weight:` key.
    private func traitWeight(in components: IDRange<ChainComponent>) -> (weight: FontWeight?, slot: Int?)? {
        guard let adding = components.first(where: { tree.component($0, isNamed: "addingAttributes") }) else { return nil }
        for chain in tree.chains(in: tree[adding].tokens) {
            let first = tree[chain].firstToken.raw
            guard first >= 2, tree.token(TokenID(first - 1), is: ":"), tree.token(TokenID(first - 2), is: "weight") else {
                continue
            }
            let weight = evaluateWeight(tree[chain].expression)
            if weight.weight != nil || weight.slot != nil { return weight }
        }
        return nil
    }

    /// Reads a size argument into `value`: the size and its origin; a choice of two written sizes
    /// (`compact ? 20 : 28`); a size of 0 (the default for the use, not 0 pt) and a 1 pt family token
    /// (no size a reader sees). Returns the parameter slot when the size is a parameter.
    func applySize(_ expression: ExpressionID, to value: inout FontValue) -> Int? {
        applySize(evaluateSize(expression), of: expression, to: &value)
    }

    /// Reads a size argument into a font being built: the size, and the parameter slots it comes
    /// from. A parameter scaled with `scaledValue(for:)` in a body that runs again on every change of
    /// the text size (``rereadsTextSize``) scales along the metrics' curve; scaled anywhere else it is
    /// sized once, and its value is not the parameter's.
    func applySize(_ expression: ExpressionID, to result: inout FontInterpretation) {
        var size = evaluateSize(expression)
        if size.origin == .scaledValue {
            if rereadsTextSize, let curve = size.curve {
                size.origin = .parameter
                // Bounded on the way, it grows along the curve up to a size the audit does not read:
                // how far is not known (the curve's slot still gives the style's own size).
                result.value.scaling = size.isBounded ? .unknown : .curve(curve, isExplicit: true)
                result.slots.curve = size.curveSlot
            } else {
                size.slot = nil
            }
        }
        result.slots.size = applySize(size, of: expression, to: &result.value)
        result.slots.sizeDefaultsToStyle = size.slot != nil && size.defaultsToStyleSize
    }

    private func applySize(_ size: SizeEvaluation, of expression: ExpressionID, to value: inout FontValue) -> Int? {
        value.size = size.value
        value.sizeOrigin = size.origin
        if size.origin == .literal, let points = size.value, points <= 1 {
            value.size = nil
            value.sizeOrigin = points == 0 ? .defaultForUse : .familyToken
        } else if size.origin == .unknown, let choice = fixedChoice(expression) {
            value.size = choice.first.value
            value.alternativeSize = choice.second.value
            value.sizeOrigin = choice.first.origin == .literal && choice.second.origin == .literal ? .literal : .namedConstant
        }
        return size.slot
    }

    /// The two sizes of `condition ? 20 : 28` or `hasGauge ? Metrics.nameSize : Metrics.nameSizeNoGauge`, when
    /// both branches are fixed (number literals or constants, not 0).
    private func fixedChoice(_ expression: ExpressionID) -> (first: SizeEvaluation, second: SizeEvaluation)? {
        guard tree[expression].elements.contains(where: { tree[$0].kind == .ternaryQuestion }) else { return nil }
        let branches = tree.valueChains(of: expression)
        guard branches.count == 2, let first = fixedSize(of: branches[0]), let second = fixedSize(of: branches[1]) else { return nil }
        return (first, second)
    }

    /// `…scaledFont(for: base, maximumPointSize: M)` of `UIFontMetrics` along `style`.
    private func scaledFont(_ id: ComponentID, style: TextStyle, isExplicit: Bool, slot: Int?) -> FontInterpretation {
        var result: FontInterpretation
        if let argument = tree.argument("for", of: id), let expression = tree[argument].value,
           let chain = tree.valueChains(of: expression).first,
           let inner = interpret(chain, context: .platform(platformFramework)) {
            result = inner
        } else {
            result = FontInterpretation(value: FontValue(framework: platformFramework, source: .unknown, scaling: .none))
        }
        let wasScaledTwice = result.value.doubleScaling != nil
        result.value.scaleByFontMetrics(along: style, isExplicit: isExplicit)
        // A declared font that already scales, scaled again here, is a font built here
        // (`scaledFont(for: ReaderFonts.body)`): the double scaling is this call's, not the declaration's.
        if !wasScaledTwice, result.value.doubleScaling != nil { result.symbol = nil }
        result.slots.curve = slot
        if let maximum = tree.argument("maximumPointSize", of: id).flatMap({ tree[$0].value }) {
            result.value.maximumPointSize = evaluateSize(maximum).value
        }
        return result
    }

    /// A declared font used by name; a helper call fills the helper's slots from its arguments.
    private func reference(_ id: ComponentID, _ symbol: FontSymbol) -> FontInterpretation? {
        let component = tree[id]
        guard component.isCalled == symbol.isFunction else { return nil }
        guard symbol.isFunction else { return FontInterpretation(value: symbol.value, symbol: symbol) }
        var result = instantiate(symbol.value, parameters: symbol.parameters, slots: symbol.slots, call: id)
        result.symbol = symbol
        return result
    }

    /// The font a project modifier with parameters sets where `call` applies it (`.font(size: 12,
    /// style: .footnote)`, `.modifier(ScaledFont(size: 12))`); nil for a modifier without parameters.
    func instantiate(_ modifier: ModifierFont, call: ComponentID) -> FontValue? {
        guard let value = modifier.value, !modifier.parameters.isEmpty else { return nil }
        if !modifier.alternatives.isEmpty { return chosenAlternative(of: modifier, call: call) }
        return instantiate(value, parameters: modifier.parameters, slots: modifier.slots, call: call).value
    }

    /// The alternative the call's arguments (enum cases, or the parameters' defaults) pick: the first
    /// whose tests all hold; nil when a test before it cannot be told.
    private func chosenAlternative(of modifier: ModifierFont, call: ComponentID) -> FontValue? {
        let arguments = matchArguments(of: call, to: modifier.parameters)
        func passedCase(_ slot: Int) -> String? {
            guard slot >= 0, slot < arguments.count else { return nil }
            guard let expression = arguments[slot] else { return modifier.parameters[slot].defaultCase }
            guard let chain = tree.singleChain(of: expression), let last = tree.components(of: chain).last,
                  tree[last].kind != .identifier, !tree[last].isCalled else { return nil }
            return tree.text(of: tree[last].token)
        }
        for alternative in modifier.alternatives {
            var holds = true
            for test in alternative.tests {
                guard let passed = passedCase(test.slot) else { return nil }
                if !test.holds(for: passed) {
                    holds = false
                    break
                }
            }
            if holds { return alternative.value }
        }
        return nil
    }

    /// A helper's or modifier's `value` with the `slots` its `parameters` feed filled from the call's arguments.
    private func instantiate(_ value: FontValue, parameters: [HelperParameter], slots: FontSlots,
                             call id: ComponentID) -> FontInterpretation {
        let arguments = matchArguments(of: id, to: parameters)
        var instantiated = false
        func argument(_ slot: Int?) -> ExpressionID? {
            guard let slot, slot < arguments.count, let expression = arguments[slot] else { return nil }
            instantiated = true
            return expression
        }
        let framework = value.framework
        // An argument that is a parameter of the function this call is in (`build(style, weight: weight)`
        // inside another helper) passes that helper's slot on.
        var passed = FontSlots()
        let sizeArgument = argument(slots.size).map { evaluateSize($0) }
        // A parameter scaled on the way is sized once: not the parameter's value.
        passed.size = sizeArgument?.origin == .scaledValue ? nil : sizeArgument?.slot
        let size = sizeArgument.map { ($0.value, $0.origin) }
            ?? slots.size.flatMap { parameters[$0].defaultSize }.map { ($0, SizeOrigin.literal) }
        let weightArgument = argument(slots.weight).map { evaluateWeight($0) }
        passed.weight = weightArgument?.slot
        let weight = weightArgument?.weight ?? slots.weight.flatMap { parameters[$0].defaultWeight }
        let styleArgument = argument(slots.style).map { evaluateStyle($0, framework: framework) }
        passed.style = styleArgument?.slot
        let style = styleArgument?.style ?? slots.style.flatMap { parameters[$0].defaultStyle }
        let curveArgument = argument(slots.curve).map { evaluateStyle($0, framework: framework) }
        passed.curve = curveArgument?.slot
        let curve = curveArgument?.style ?? slots.curve.flatMap { parameters[$0].defaultStyle }
        let result = value.instantiated(slots: slots, size: size, weight: weight, style: style, curve: curve)
        return FontInterpretation(value: result, slots: passed, isInstantiated: instantiated)
    }

    /// The call's argument expression for each parameter (nil when not passed).
    private func matchArguments(of id: ComponentID, to parameters: [HelperParameter]) -> [ExpressionID?] {
        var unlabelled = tree[id].arguments.filter { tree[$0].label == nil && tree[$0].kind != .trailingClosure }[...]
        return parameters.map { parameter in
            if let label = parameter.label {
                let match = tree[id].arguments.first { argument in
                    tree[argument].label.map { tree.token($0, is: label) } ?? false
                }
                return match.flatMap { tree[$0].value }
            }
            return unlabelled.popFirst().flatMap { tree[$0].value }
        }
    }

    /// Applies a modifier after a font: SwiftUI `Font` modifiers, `withSize(_:)`, measurements (false).
    private func modify(_ interpretation: inout FontInterpretation, with id: ComponentID, _ name: KnownName?) -> Bool {
        let component = tree[id]
        guard component.kind == .member, let name else { return false }
        var value = interpretation.value
        defer { interpretation.value = value }
        if !component.isCalled { return false }
        let firstValue = tree.argument(nil, of: id).flatMap { tree[$0].value }
        switch name {
        case .weight:
            guard let firstValue else { return false }
            let weight = evaluateWeight(firstValue)
            value.weight = weight.weight ?? value.weight
            if let slot = weight.slot { interpretation.slots.weight = slot }
        case .bold: value.weight = .bold
        case .italic: value.isItalic = true
        case .width:
            if let name = firstValue.flatMap({ lastKnownName(of: $0) }) { value.width = name.fontWidth }
        case .monospacedDigit: value.hasMonospacedDigits = true
        case .monospaced:
            value.design = .monospaced
            value.hasMonospacedDigits = true
        case .leading:
            if let name = firstValue.flatMap({ lastKnownName(of: $0) }) { value.leading = name.leadingTrait }
        case .smallCaps, .lowercaseSmallCaps, .uppercaseSmallCaps: value.isSmallCaps = true
        case .withSize:
            guard let firstValue else { return false }
            let slot = applySize(firstValue, to: &value)
            value.scaling = .none
            value.isScaledByFontMetrics = false
            value.doubleScaling = nil
            if !value.isCustom { value.source = .systemSize }
            interpretation.slots.size = slot
        default:
            return false
        }
        return true
    }

    /// `weight:` and `design:` arguments of a constructor.
    private func applyWeightAndDesign(_ id: ComponentID, to result: inout FontInterpretation) {
        if let expression = tree.argument("weight", of: id).flatMap({ tree[$0].value }) {
            let weight = evaluateWeight(expression)
            result.value.weight = weight.weight ?? result.value.weight
            result.slots.weight = weight.slot
        }
        if let expression = tree.argument("design", of: id).flatMap({ tree[$0].value }),
           let design = lastKnownName(of: expression)?.fontDesign, design != .default {
            result.value.design = design
        }
    }

    /// The family named by an argument: a string literal, or a constant holding one (`fontName`,
    /// `FontName.brand`, `AppFont.display.rawValue`; another file's only by its type). Nil for a
    /// parameter of the enclosing function and anything else.
    private func familyName(_ argument: ArgumentID) -> String? {
        guard let expression = tree[argument].value else { return nil }
        if let literal = tree.stringLiteralText(of: expression) { return literal }
        guard let chain = tree.singleChain(of: expression) else { return nil }
        var names = tree.components(of: chain).filter { tree[$0].kind != .forceUnwrap && tree[$0].kind != .optionalChaining }
        if let last = names.last, tree.component(last, isNamed: "rawValue") { names.removeLast() }
        if let first = names.first, self.names[first] == .`self` { names.removeFirst() }
        guard let last = names.last, !tree[last].isCalled, names.allSatisfy({ tree[$0].kind == .identifier || tree[$0].kind == .member })
        else { return nil }
        let token = tree[last].token
        if names.count == 1, parameterSlot(token) != nil { return nil }
        return symbols.familyName(named: token, ofType: names.count > 1, in: tree)
    }
}
