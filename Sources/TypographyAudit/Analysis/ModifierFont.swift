import SwiftSource

/// What a View modifier of the project does to the font of the texts it is applied to, read from
/// its declaration: an `extension View` / `extension Text` function (`func eyebrow() -> some View {
/// font(.caption.weight(.semibold)) … }`), a `ViewModifier`'s `body(content:)`, a `ButtonStyle`'s,
/// `LabelStyle`'s or `ToggleStyle`'s `makeBody(configuration:)`, or a style's static member
/// (`static var primary: PrimaryButtonStyle`): the font it sets, or none.
public struct ModifierFont: Sendable, Equatable {
    /// The modifier's name (the function, type or static member).
    public var name: String
    /// The font it sets; nil when its body sets none.
    public var value: FontValue?
    /// The modifier and style types its body applies (`modifier(CardTitle())`, `buttonStyle(Primary())`),
    /// inner first: when it sets no font itself, the first of theirs that sets one is its font.
    public var appliedTypes: [String] = []
    /// The texts its font reaches.
    public var reach: Reach = .everyText
    /// Whether its body gives the digits one width (`.monospacedDigit()`, `.monospaced()`), whatever
    /// the font: `func tabularNumbers() -> some View { monospacedDigit() }`.
    public var setsMonospacedDigits = false
    /// What call sites pass: a function's parameters, or a modifier or style type's stored properties
    /// by their memberwise labels (`ScaledFont(size: 12, style: .body)`).
    public var parameters: [HelperParameter] = []
    /// Which of ``parameters`` feed which part of ``value`` (`.font(size: 12, style: .footnote)`).
    public var slots = FontSlots()
    /// For a function that applies a type with its own parameters (`modifier(ScaledFont(size: size,
    /// style: style))`): the applied type's argument labels and this function's parameter each passes.
    public var forwarding: [String: Int] = [:]
    /// For a function that applies a type with enum cases written in (`CompoundStyle(kind: .plain)`):
    /// the applied type's argument labels and the case each passes.
    public var fixedCases: [String: String] = [:]
    /// The numbers such a call writes in (`appFont(size: 18)`), by label.
    public var fixedNumbers: [String: Double] = [:]
    /// The fonts the body picks by the type's own properties (see ``FontAlternative``); ``value`` is then
    /// an unknown font until a call site's arguments decide.
    public var alternatives: [FontAlternative] = []

    /// The texts a modifier's font reaches: a `ViewModifier` sets it on all its content, a style
    /// only on the controls it styles (a `.buttonStyle` on a stack leaves the stack's plain texts alone).
    public enum Reach: Sendable {
        case everyText, buttons, labels, toggles
    }
}

/// What a modifier's body passes to the modifier or type it applies, by argument label: its own
/// parameters (by position), enum cases and numbers written in.
struct PassedArguments {
    var parameters: [String: Int] = [:]
    var cases: [String: String] = [:]
    var numbers: [String: Double] = [:]
}

/// SwiftUI modifiers that leave a text's font alone (`padding`, `background`, `onTapGesture` …, and
/// `environment(\.key, …)` of any key but `\.font`): any other modifier the audit cannot read (a
/// design system's `.appButton()` from a package) may set one, so the text's font is unknown, not body.
enum FontNeutralModifiers {
    static func contains(_ component: ComponentID, in tree: SyntaxTree) -> Bool {
        names.contains(named: tree[component].token, in: tree) || setsOtherEnvironmentValue(component, in: tree)
    }

    /// `environment(\.defaultMinListRowHeight, 48)`: a key path naming one value, not the font.
    private static func setsOtherEnvironmentValue(_ component: ComponentID, in tree: SyntaxTree) -> Bool {
        guard tree.token(tree[component].token, is: "environment"), tree[component].arguments.count == 2,
              let value = tree[tree[component].arguments[0]].value, let chain = tree.singleChain(of: value),
              tree[tree.base(of: chain)].kind == .keyPath else { return false }
        let members = tree.components(of: chain)
        return members.count == 2 && !tree.component(members[1], isNamed: "font")
    }

    /// Split on the UTF-8 bytes: the names are ASCII, and splitting `Character`s cost more than the index.
    private static let names = NameIndex(spellings.utf8.split(separator: UInt8(ascii: " "))
        .map { (String(decoding: $0, as: UTF8.self), true) })

    private static let spellings = """
        padding background overlay opacity cornerRadius clipShape clipped shadow border offset position \
        rotationEffect rotation3DEffect scaleEffect blur brightness saturation grayscale colorMultiply blendMode \
        mask compositingGroup drawingGroup onTapGesture onLongPressGesture onAppear onDisappear onChange \
        onReceive onSubmit onHover onDrag onDrop onDelete onMove onOpenURL task gesture simultaneousGesture \
        highPriorityGesture tag id tint accentColor disabled hidden layoutPriority zIndex listRowBackground \
        listRowInsets listRowSeparator listRowSpacing listSectionSeparator listStyle listItemTint \
        navigationBarTitleDisplayMode navigationDestination navigationBarBackButtonHidden toolbar \
        toolbarBackground toolbarRole sheet fullScreenCover alert confirmationDialog popover contextMenu \
        swipeActions refreshable searchable animation transition matchedGeometryEffect accessibilityLabel \
        accessibilityHint accessibilityValue accessibilityHidden accessibilityElement accessibilityAddTraits \
        accessibilityRemoveTraits accessibilityIdentifier accessibilitySortPriority accessibilityAction \
        accessibilityHeading accessibilityInputLabels accessibilityRepresentation contentShape symbolRenderingMode \
        symbolVariant symbolEffect imageScale aspectRatio resizable renderingMode interpolation \
        ignoresSafeArea edgesIgnoringSafeArea safeAreaInset safeAreaPadding contentMargins redacted unredacted \
        privacySensitive textSelection keyboardType textContentType autocorrectionDisabled disableAutocorrection \
        textInputAutocapitalization autocapitalization submitLabel focused focusable labelsHidden pickerStyle \
        datePickerStyle formStyle tabViewStyle menuStyle progressViewStyle gaugeStyle indexViewStyle \
        controlSize badge help underline strikethrough baselineOffset containerBackground widgetURL \
        widgetAccentable sensoryFeedback draggable dropDestination presentationDetents presentationDragIndicator \
        interactiveDismissDisabled scrollContentBackground scrollDisabled scrollIndicators scrollPosition \
        scrollTargetBehavior scrollTargetLayout defaultScrollAnchor headerProminence allowsHitTesting \
        hoverEffect keyboardShortcut environmentObject preferredColorScheme statusBarHidden tabItem \
        containerRelativeFrame visualEffect geometryGroup alignmentGuide coordinateSpace preference \
        onPreferenceChange anchorPreference backgroundStyle listRowSeparatorTint deleteDisabled moveDisabled \
        selectionDisabled navigationSplitViewColumnWidth inspector searchSuggestions userActivity \
        onContinueUserActivity fileImporter fileExporter chartXSelection chartYSelection chartXAxis chartYAxis \
        chartLegend chartForegroundStyleScale popoverTip persistentSystemOverlays lineLimit foregroundStyle \
        foregroundColor textCase truncationMode multilineTextAlignment minimumScaleFactor allowsTightening \
        kerning tracking lineSpacing dynamicTypeSize frame fixedSize monospacedDigit monospaced bold italic \
        fontWeight fontDesign fontWidth contentTransition navigationTitle accessibilityShowsLargeContentViewer \
        buttonBorderShape listRowHoverEffect tableStyle transaction navigationViewStyle previewDisplayName \
        previewLayout previewDevice presentationBackground searchFocused menuOrder
        """
}

extension FileAnalysisBuilder {
    /// The font a project modifier sets on what it is applied to, when its declaration says: a
    /// `.font(…)` the interpreter reads (not one on a label style's icon), the modifier and style
    /// types it applies, or no font at all (nil when it cannot tell: another custom modifier).
    func modifierFont(of id: DeclarationID) -> ModifierFont? {
        let declaration = tree[id]
        guard let name = declaration.name, let parent = declaration.parent, tree[parent].isTypeLike else { return nil }
        let owner = tree[parent]
        let reach: ModifierFont.Reach
        let modifierName: TokenID
        if declaration.kind == .var || declaration.kind == .function, declaration.modifiers.contains(.static),
           owner.kind == .extension, let extended = owner.nameTokens.last, let style = Self.styleReach(extended, in: tree) {
            // `extension ButtonStyle where Self == PrimaryButtonStyle { static var primary: PrimaryButtonStyle … }`
            guard let type = declaration.typeTokens.last, tree[type].kind == .identifier else { return nil }
            var modifier = ModifierFont(name: tree.text(of: name), value: nil, appliedTypes: [tree.text(of: type)], reach: style)
            // `static func compound(_ kind: Kind, size: Size = .large) -> CompoundStyle { CompoundStyle(kind: kind, size: size) }`
            if let body = declaration.body, let built = initializerCall(of: type, in: tree[body].tokens) {
                let passed = passedArguments(of: built)
                (modifier.forwarding, modifier.fixedCases, modifier.fixedNumbers) = (passed.parameters, passed.cases, passed.numbers)
                if !modifier.forwarding.isEmpty { modifier.parameters = helperParameters(of: declaration) }
            }
            return modifier
        }
        guard declaration.kind == .function, let body = declaration.body else { return nil }
        if owner.kind == .extension, let extended = owner.nameTokens.last,
           tree.token(extended, is: "View") || tree.token(extended, is: "Text") {
            (modifierName, reach) = (name, .everyText)
        } else if owner.kind == .struct || owner.kind == .class || owner.kind == .extension,
                  let typeName = owner.name, let conformance = bodyConformance(of: declaration, in: owner) {
            (modifierName, reach) = (typeName, conformance)
        } else {
            return nil
        }
        let tokens = tree[body].tokens
        let digits = (names.components(named: .monospacedDigit) + names.components(named: .monospaced))
            .contains { tree[$0].isCalled && tokens.contains(tree[$0].token) }
        var interpreter = self.interpreter
        let parameters: [HelperParameter]
        if modifierName == name {
            parameters = helperParameters(of: declaration)
        } else {
            // A type's body: its stored properties are what `ScaledFont(size: 12)` passes.
            let members = tree.members(of: parent)
            let stored = members.filter(isStoredProperty)
            interpreter.memberParameters = stored.compactMap { tree[$0].name }
            interpreter.rereadsTextSize = members.contains(where: readsTextSize)
            parameters = stored.map { memberParameter($0) }
        }
        // `font(size: size, style: style)`: the project's own `font` modifier, given this one's parameters.
        var projectFontCall: ComponentID?
        for component in names.components(named: .font) where tokens.contains(tree[component].token) {
            // A property named `font` read as a value (`.font(font)`) is not a modifier.
            guard tree[component].isCalled else {
                if tree[component].kind == .identifier { continue }
                return nil
            }
            if reach == .labels && isOnLabelIcon(component) || isOnOwnView(component) { continue }
            guard let argument = tree.argument(nil, of: component), let expression = tree[argument].value,
                  let chain = tree.valueChains(of: expression).first else {
                guard !tree[component].arguments.isEmpty, projectFontCall == nil else { return nil }
                projectFontCall = component
                continue
            }
            if modifierName != name, let alternatives = fontAlternatives(of: chain, in: parent, interpreter: interpreter) {
                // `.font(font)` of the type's `var font: Font { if kind == .link { … } else { … } }`.
                let undecided = FontValue(framework: .swiftUI, source: .unknown, scaling: .unknown)
                return ModifierFont(name: tree.text(of: modifierName), value: undecided, reach: reach,
                                    setsMonospacedDigits: digits, parameters: parameters, alternatives: alternatives)
            }
            guard var font = interpreter.interpret(chain, context: .swiftUI) else { return nil }
            if digits { font.value.hasMonospacedDigits = true }
            var modifier = ModifierFont(name: tree.text(of: modifierName), value: font.value, reach: reach,
                                        setsMonospacedDigits: digits)
            if !font.slots.isEmpty { (modifier.parameters, modifier.slots) = (parameters, font.slots) }
            return modifier
        }
        var applied: [String] = []
        var passed = PassedArguments()
        if let call = projectFontCall {
            applied.append("font")
            passed = passedArguments(of: call)
        }
        for chain in tree.chains(in: tokens) where !isValueArgument(chain) && !isApartFromContent(chain) && !isBoundValue(chain) {
            for component in tree.components(of: chain) where tree[component].isCalled && names[component] == nil {
                if let type = appliedType(component) ?? delegatedStyle(component) {
                    applied.append(type)
                    if applied.count == 1 { passed = appliedArguments(of: component) }
                    continue
                }
                // `#available(…)` of an `if` around the content is no modifier; nor is a call of a closure
                // the function is given (`transform(self)` of `func modify(_ transform: (Self) -> some View)`),
                // whose modifiers are read where it is written.
                if tree[component].kind == .macro { continue }
                if tree[component].kind == .identifier, modifierName == name, interpreter.parameterSlot(tree[component].token) != nil {
                    continue
                }
                // Another of the project's modifiers (`.applyButtonFont()`, or on itself: `modify { … }`): its
                // font, when the run declares it.
                if tree[component].kind == .member || tree[component].kind == .identifier,
                   !tree.startsUppercase(tree[component].token),
                   !FontNeutralModifiers.contains(component, in: tree) {
                    applied.append(tree.text(of: tree[component].token))
                    if applied.count == 1 { passed = passedArguments(of: component) }
                    continue
                }
                // Another modifier of unknown effect: the font cannot be told.
                guard FontNeutralModifiers.contains(component, in: tree)
                    || tree[component].kind == .identifier && tree.startsUppercase(tree[component].token) else { return nil }
            }
        }
        var modifier = ModifierFont(name: tree.text(of: modifierName), value: nil, appliedTypes: applied, reach: reach,
                                    setsMonospacedDigits: digits)
        (modifier.fixedCases, modifier.fixedNumbers) = (passed.cases, passed.numbers)
        if !passed.parameters.isEmpty, !parameters.isEmpty { (modifier.parameters, modifier.forwarding) = (parameters, passed.parameters) }
        return modifier
    }

    /// A value a body binds to a name (`let text = AppTheme.color(for: tint)`), not a modifier of its content.
    private func isBoundValue(_ chain: ChainID) -> Bool {
        guard case .initializer(let declaration) = tree[tree[chain].expression].owner else { return false }
        return tree[declaration].kind == .let || tree[declaration].kind == .var
    }

    /// The style a body hands its configuration to (`BasicStyle(tint: tint).makeBody(configuration:
    /// configuration)`, `Card().body(content: content)`), by name, at its `makeBody`/`body` call.
    private func delegatedStyle(_ component: ComponentID) -> String? {
        guard tree[component].kind == .member,
              tree.component(component, isNamed: "makeBody") || tree.component(component, isNamed: "body") else { return nil }
        let base = tree.base(of: tree[component].chain)
        guard tree[base].kind == .identifier, tree[base].isCalled, tree.startsUppercase(tree[base].token),
              tree.components(of: tree[component].chain).count == 2 else { return nil }
        return tree.text(of: tree[base].token)
    }

    /// What the type a `modifier(ScaledFont(size: size, style: .body))` call applies is passed.
    private func appliedArguments(of component: ComponentID) -> PassedArguments {
        guard let value = tree.argument(nil, of: component).flatMap({ tree[$0].value }),
              let chain = tree.singleChain(of: value), tree[tree.base(of: chain)].isCalled else { return PassedArguments() }
        return passedArguments(of: tree.base(of: chain))
    }

    /// What a call to a type's initializer or to another modifier passes, by label: the enclosing
    /// function's parameters (`kind: kind`), enum cases written in (`size: .large`), and numbers.
    private func passedArguments(of call: ComponentID) -> PassedArguments {
        var passed = PassedArguments()
        for argument in tree[call].arguments {
            guard let label = tree[argument].label, let value = tree[argument].value else { continue }
            if let number = tree.numberValue(of: value) {
                passed.numbers[tree.text(of: label)] = number
                continue
            }
            guard let inner = tree.singleChain(of: value), tree.components(of: inner).count == 1 else { continue }
            let only = tree.base(of: inner)
            if tree[only].kind == .identifier, !tree[only].isCalled, let slot = interpreter.parameterSlot(tree[only].token) {
                passed.parameters[tree.text(of: label)] = slot
            } else if tree[only].kind == .implicitMember, !tree[only].isCalled {
                passed.cases[tree.text(of: label)] = tree.text(of: tree[only].token)
            }
        }
        return passed
    }

    /// The call of the type named `type`'s initializer in a function body (`CompoundStyle(kind: kind)`,
    /// also as `Self(…)`/`.init(…)` spelled with the type's name).
    private func initializerCall(of type: TokenID, in tokens: TokenRange) -> ComponentID? {
        for chain in tree.chains(in: tokens) {
            let base = tree.base(of: chain)
            if tree[base].kind == .identifier, tree[base].isCalled, tree.token(tree[base].token, spellsLike: type) { return base }
        }
        return nil
    }

    /// Whether a type's member is a stored instance property: one of its memberwise initializer's
    /// parameters (property wrappers the environment fills, such as `@Environment`, are left out).
    private func isStoredProperty(_ id: DeclarationID) -> Bool {
        let member = tree[id]
        return (member.kind == .var || member.kind == .let) && member.body == nil
            && member.modifiers.isDisjoint(with: [.static, .class]) && member.attributes.isEmpty && member.name != nil
    }

    /// A stored property as a memberwise initializer's parameter: its name, and its initial value as the default.
    private func memberParameter(_ property: DeclarationID) -> HelperParameter {
        var parameter = HelperParameter(label: tree[property].name.map { tree.text(of: $0) })
        if let value = tree[property].initializer { parameter.setDefault(value, in: tree) }
        return parameter
    }

    /// Whether a type's member reads the text size from the environment (`@Environment(\.sizeCategory)`,
    /// `@Environment(\.dynamicTypeSize)`), so that the type's body runs again when the size changes.
    private func readsTextSize(_ member: DeclarationID) -> Bool {
        guard let attribute = tree.attribute("Environment", on: member) else { return false }
        let text = tree.text(of: tree[attribute])
        return text.contains("sizeCategory") || text.contains("dynamicTypeSize")
    }

    /// The type a `modifier(CardTitle())`, `buttonStyle(PrimaryButtonStyle())`, `labelStyle(…)` or
    /// `toggleStyle(…)` call applies, by name; or a style's static member (`buttonStyle(.primary)`).
    func appliedType(_ component: ComponentID) -> String? {
        appliedTypeToken(component).map { tree.text(of: $0) }
    }

    /// The token naming what a `modifier(…)` / `…Style(…)` call applies (see ``appliedType(_:)``).
    func appliedTypeToken(_ component: ComponentID) -> TokenID? {
        guard let name = tree[component].name, tree.token(name, is: "modifier") || tree.token(name, is: "buttonStyle")
                || tree.token(name, is: "labelStyle") || tree.token(name, is: "toggleStyle"),
              let value = tree.argument(nil, of: component).flatMap({ tree[$0].value }),
              let chain = tree.singleChain(of: value) else { return nil }
        let base = tree[tree.base(of: chain)]
        switch base.kind {
        case .identifier where tree.startsUppercase(base.token): return base.token
        case .implicitMember: return base.token
        default: return nil
        }
    }

    /// Whether `declaration` is the body of a `ViewModifier` (`body(content:)`) or of a button,
    /// label or toggle style (`makeBody(configuration:)`) declared by `owner`, and what it reaches.
    private func bodyConformance(of declaration: Declaration, in owner: Declaration) -> ModifierFont.Reach? {
        guard let name = declaration.name else { return nil }
        let isBody = tree.token(name, is: "body")
        guard isBody || tree.token(name, is: "makeBody") else { return nil }
        for reference in owner.inheritance {
            let type = tree[reference].name
            if isBody {
                if tree.token(type, is: "ViewModifier") { return .everyText }
            } else if let reach = Self.styleReach(type, in: tree) {
                return reach
            }
        }
        return nil
    }

    /// What a style protocol's font reaches: `ButtonStyle`, `PrimitiveButtonStyle`, `LabelStyle`, `ToggleStyle`.
    private static func styleReach(_ token: TokenID, in tree: SyntaxTree) -> ModifierFont.Reach? {
        if tree.token(token, is: "ButtonStyle") || tree.token(token, is: "PrimitiveButtonStyle") { return .buttons }
        if tree.token(token, is: "LabelStyle") { return .labels }
        if tree.token(token, is: "ToggleStyle") { return .toggles }
        return nil
    }

    /// Whether a `.font` is on a label style's icon (`configuration.icon.font(…)`), not its title.
    private func isOnLabelIcon(_ component: ComponentID) -> Bool {
        tree.components(of: tree[component].chain).contains { $0 < component && tree.component($0, isNamed: "icon") }
    }

    /// Whether a `.font` is on a text or image the body adds beside what it modifies
    /// (`VStack { Text("New").font(.caption2); content }`), which keeps its own font.
    private func isOnOwnView(_ component: ComponentID) -> Bool {
        let base = tree.base(of: tree[component].chain)
        guard tree[base].kind == .identifier, tree[base].isCalled else { return false }
        switch names[base] {
        case .Text?, .Image?, .Label?: return true
        default: return false
        }
    }

    /// Whether a chain leaves the font of what the body modifies alone: a text or image the body adds
    /// beside it (`Text(message).textStyle(…)`), or code in a neutral modifier's closure (the
    /// action of `.onChange(of:) { … }`).
    private func isApartFromContent(_ chain: ChainID) -> Bool {
        let base = tree.base(of: chain)
        if tree[base].kind == .identifier, tree[base].isCalled, [.Text, .Image, .Label].contains(names[base]) { return true }
        return tree.enclosingCalls(of: chain).contains { call, _ in
            tree[call].kind == .member && FontNeutralModifiers.contains(call, in: tree)
        }
    }

    /// Whether a chain is a value passed in parentheses (`RoundedRectangle(…).fill(…)` in
    /// `.background(…)`), which shows no text of the modified view.
    private func isValueArgument(_ chain: ChainID) -> Bool {
        guard case .argument(let argument) = tree[tree[chain].expression].owner else { return false }
        return tree[argument].kind == .regular
    }
}
