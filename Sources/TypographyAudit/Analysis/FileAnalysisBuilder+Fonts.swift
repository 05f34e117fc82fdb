import SwiftSource
import Typography

extension FileAnalysisBuilder {
    // MARK: Symbols

    /// Number constants, `@ScaledMetric` properties, family names held in constants and enum raw
    /// values, and fonts declared by name (properties, computed properties, helper functions), in
    /// source order.
    mutating func collectSymbols() {
        // Helpers and modifiers whose value is not read as a font on the first walk: one may call a
        // helper declared below it (`static func font(…) { let font = build(…); cache[key] = font; return font }`).
        var unread: [DeclarationID] = []
        for id in tree.declarationIDs {
            let declaration = tree[id]
            guard declaration.kind == .let || declaration.kind == .var || declaration.kind == .function
                    || declaration.kind == .enumCase,
                  let nameToken = declaration.name else { continue }
            if declaration.kind == .enumCase || declaration.kind != .function && isStringConstant(id) {
                collectFamilyName(id, named: nameToken)
                continue
            }
            if declaration.kind == .function || declaration.modifiers.contains(.static) && declaration.kind == .var,
               let modifier = modifierFont(of: id) {
                symbols.add(modifier)
                exportedModifierFonts.append(modifier)
                continue
            }
            // A constant, or a computed property that only returns a number (`static var titleSize: CGFloat { 18 }`).
            if let value = declaration.initializer ?? (declaration.kind == .var ? valueExpression(of: declaration) : nil),
               let number = tree.numberValue(of: value) {
                // A setting the reader changes (`@AppStorage("fontSize") var fontSize = 17`, a decoded
                // `var size: Double = 12` of a Codable type) is no fixed size.
                if declaration.kind == .var, isUserSetting(id) { continue }
                let isScaled = tree.attribute("ScaledMetric", on: id) != nil
                let symbol = NumberSymbol(name: tree.text(of: nameToken), value: number,
                                          origin: isScaled ? .scaledMetric : .namedConstant)
                symbols.add(symbol)
                if !isScaled, declaration.kind == .let || declaration.initializer == nil, let parent = declaration.parent, tree[parent].isTypeLike {
                    exportedNumbers.append(symbol)
                }
                continue
            }
            if let namespace = fontNamespace(id, named: nameToken) {
                symbols.add(namespace)
                exportedFontNamespaces.append(namespace)
                continue
            }
            if declaration.kind != .function, let initializer = declaration.initializer, mayBeScaledSize(initializer) {
                let size = interpreter.evaluateSize(initializer)
                if size.origin.isAlreadyScaled {
                    symbols.add(NumberSymbol(name: tree.text(of: nameToken), value: size.value, origin: size.origin))
                    continue
                }
            }
            if !collectDeclaredFont(id, named: nameToken), declaration.body != nil { unread.append(id) }
        }
        let count = declaredFonts.count
        for id in unread {
            // A modifier may set a font declared below it (`font(noteFont)`, `private var noteFont: Font { … }`).
            if let modifier = modifierFont(of: id) {
                symbols.add(modifier)
                exportedModifierFonts.append(modifier)
            } else if let name = tree[id].name {
                collectDeclaredFont(id, named: name)
            }
        }
        if declaredFonts.count > count { declaredFonts.sort { $0.offset < $1.offset } }
    }

    /// Adds the font a declaration's value is (a property, computed property or helper function), if
    /// it is one; false when it is not read as a font.
    @discardableResult
    private mutating func collectDeclaredFont(_ id: DeclarationID, named nameToken: TokenID) -> Bool {
        let declaration = tree[id]
        guard let expression = valueExpression(of: declaration),
              let chain = tree.singleChain(of: expression) ?? tree.valueChains(of: expression).first, mayBeFont(chain),
              let interpretation = interpreter.interpret(chain, context: context(ofDeclaration: id)) else { return false }
        let isExtensionMember = isFontExtensionMember(declaration)
        let owner = isExtensionMember ? nil : staticMemberOwner(declaration) ?? propertyOwner(declaration)
        let symbol = FontSymbol(name: tree.text(of: nameToken), value: interpretation.value, path: path,
                                offset: Int(tree[tree[chain].firstToken].start),
                                isFunction: declaration.kind == .function,
                                parameters: declaration.kind == .function ? helperParameters(of: declaration) : [],
                                slots: interpretation.slots, owner: owner)
        symbols.add(symbol)
        declaredFonts.append(symbol)
        if isExtensionMember { exportedFonts.append(symbol) } else if owner != nil { exportedTypeFonts.append(symbol) }
        return true
    }

    /// A static property holding a new instance of an app type (`static let brand = BrandFonts()`),
    /// whose font members the other files read through it (`.font(.brand.title)`).
    private func fontNamespace(_ declaration: DeclarationID, named nameToken: TokenID) -> FontNamespaceSymbol? {
        let node = tree[declaration]
        guard node.kind != .function, !node.modifiers.isDisjoint(with: [.static, .class]),
              let initializer = node.initializer, let chain = tree.singleChain(of: initializer) else { return nil }
        let components = tree.components(of: chain)
        guard components.count == 1, let call = components.first, tree[call].kind == .identifier, tree[call].isCalled,
              tree.startsUppercase(tree[call].token), names[call] == nil else { return nil }
        // The type's name is the previous namespace's when spelt the same: a file of thousands of
        // `static let accountIcon = MaterialDesignIcons(named: …)` keeps one copy of it.
        let type = exportedFontNamespaces.last.flatMap { previous in tree.token(tree[call].token, is: previous.type) ? previous.type : nil }
        return FontNamespaceSymbol(name: tree.text(of: nameToken), type: type ?? tree.text(of: tree[call].token))
    }

    /// The app type an instance property is a member of (`BrandFonts` of `struct BrandFonts { let
    /// title = Font.title }`): read through an instance a static property holds (``fontNamespace(_:named:)``).
    private func propertyOwner(_ declaration: Declaration) -> String? {
        guard declaration.kind != .function, let parent = declaration.parent, tree[parent].isTypeLike else { return nil }
        return tree.name(ofType: parent)
    }

    /// Whether a `let` or `var` is initialized with a string literal (not a setting the reader changes).
    private func isStringConstant(_ declaration: DeclarationID) -> Bool {
        guard let initializer = tree[declaration].initializer, let chain = tree.singleChain(of: initializer),
              tree.isPlainStringLiteral(tree.base(of: chain)) else { return false }
        return tree[declaration].kind == .let || !isUserSetting(declaration)
    }

    /// A string constant or an enum case's raw value, which a font may take as its family name
    /// (`.custom(FontName.brand, …)`, `UIFont(name: AppFont.display.rawValue, …)`); a type's enum
    /// cases and static constants are the run's too.
    private mutating func collectFamilyName(_ declaration: DeclarationID, named nameToken: TokenID) {
        guard let initializer = tree[declaration].initializer, let family = tree.stringLiteralText(of: initializer) else { return }
        let symbol = FamilyNameSymbol(name: tree.text(of: nameToken), family: family)
        symbols.add(symbol)
        let node = tree[declaration]
        if node.kind == .enumCase || node.kind == .let && node.modifiers.contains(.static),
           let parent = node.parent, tree[parent].isTypeLike {
            exportedFamilyNames.append(symbol)
        }
    }

    /// Whether a property holds a value the app changes while it runs, such as a text size the reader
    /// picks (`@AppStorage`, `@SceneStorage`, `@State`, `@Binding`, `@Published`): its initializer is a default.
    private func isUserSetting(_ declaration: DeclarationID) -> Bool {
        if isDecoded(declaration) { return true }
        guard !tree[declaration].attributes.isEmpty else { return false }
        return ["AppStorage", "SceneStorage", "State", "Binding", "Published"].contains { (name: StaticString) in
            tree.attribute(name, on: declaration) != nil
        }
    }

    /// Whether a `var` is a stored property of a `Codable`/`Decodable` type: its value is decoded
    /// (a saved setting, a server's payload), the initial value only a default.
    private func isDecoded(_ declaration: DeclarationID) -> Bool {
        let node = tree[declaration]
        guard node.kind == .var, !node.modifiers.contains(.static), node.body == nil,
              let parent = node.parent, tree[parent].isTypeLike else { return false }
        return tree[parent].inheritance.contains { reference in
            tree.token(tree[reference].name, is: "Codable") || tree.token(tree[reference].name, is: "Decodable")
        }
    }

    /// Whether an initializer reads a scaled size (`….pointSize`, `scaledValue(for:)`): the only
    /// initializers worth evaluating as sizes besides number literals.
    private func mayBeScaledSize(_ expression: ExpressionID) -> Bool {
        tree[expression].elements.contains { element in
            guard let chain = tree[element].chain else { return false }
            return tree.components(of: chain).contains { names[$0] == .pointSize || names[$0] == .scaledValue }
        }
    }

    /// The expression a declaration's value is: the initializer, or the single expression or first
    /// top-level `return` of a getter or function body (through the `let` it returns, if it returns one).
    private func valueExpression(of declaration: Declaration) -> ExpressionID? {
        if let initializer = declaration.initializer { return initializer }
        guard let body = declaration.body, tree[body].kind == .code else { return nil }
        let statements = tree[body].statements
        if statements.count == 1, tree[statements[0]].kind == .expression { return tree[statements[0]].expression }
        if statements.count == 1, let newest = availableBranchValue(statements[0]) { return newest }
        guard let returned = statements.first(where: { tree[$0].kind == .return }).flatMap({ tree[$0].expression }) else {
            return nil
        }
        // `let font = build(style); cache[key] = font; return font`: the value the local was given.
        if let chain = tree.singleChain(of: returned), tree.components(of: chain).count == 1,
           tree[tree.base(of: chain)].kind == .identifier, !tree[tree.base(of: chain)].isCalled,
           let local = tree.localBinding(of: tree[tree.base(of: chain)].token), tree[local].kind == .let,
           let initializer = tree[local].initializer {
            return initializer
        }
        return returned
    }

    /// The value of `if #available(…) { value } else { … }`: the font of the newest systems, which
    /// the text shows on a current one.
    private func availableBranchValue(_ statement: StatementID) -> ExpressionID? {
        let node = tree[statement]
        guard node.kind == .if, node.conditions.count == 1, node.elseBody != nil, let body = node.body,
              tree.text(of: tree[node.conditions[0]].tokens).hasPrefix("#available"),
              tree[body].statements.count == 1 else { return nil }
        let only = tree[tree[body].statements[0]]
        return only.kind == .expression || only.kind == .return ? only.expression : nil
    }

    func helperParameters(of declaration: Declaration) -> [HelperParameter] {
        declaration.parameters.map { id in
            let parameter = tree[id]
            let label = tree.token(parameter.firstName, is: "_") ? nil : tree.text(of: parameter.firstName)
            var helper = HelperParameter(label: label)
            if let value = parameter.defaultValue { helper.setDefault(value, in: tree) }
            return helper
        }
    }

    /// Whether a declaration is a member of `extension Font`, `UIFont`, `NSFont` (or `SwiftUI.Font`).
    private func isFontExtensionMember(_ declaration: Declaration) -> Bool {
        guard let parent = declaration.parent, tree[parent].kind == .extension,
              let last = tree[parent].nameTokens.last else { return false }
        switch tree.knownName(of: last) {
        case .Font?, .UIFont?, .NSFont?: return true
        default: return false
        }
    }

    /// The app type a `static` (or `class`) member belongs to (`BrandFont` of `enum BrandFont { static
    /// func heavy… }` or of `extension BrandFont { … }`), if the declaration is one.
    private func staticMemberOwner(_ declaration: Declaration) -> String? {
        guard !declaration.modifiers.isDisjoint(with: [.static, .class]), let parent = declaration.parent,
              tree[parent].isTypeLike else { return nil }
        let name = tree[parent].kind == .extension ? tree[parent].nameTokens.last : tree[parent].name
        return name.map { tree.text(of: $0) }
    }

    // MARK: Font expressions

    /// Every font expression, outermost first: once a chain is read as a font, the chains inside it
    /// (the font wrapped by `scaledFont(for:)`, its arguments) are part of it.
    mutating func collectFonts() {
        (fonts, fontChains) = fontExpressions()
        applyFontAppliers()
        applyScalingOfBoundFonts()
    }

    /// The font expressions of ``collectFonts()`` and their chains, found without mutating the builder:
    /// the checks of every chain then read it in place (from a mutating pass, each check took a copy).
    private func fontExpressions() -> (fonts: [FontOccurrence], chains: [Int32]) {
        var fonts: [FontOccurrence] = []
        var fontChains: [Int32] = []
        let count = tree.chains.count
        let interpreter = self.interpreter
        // Whether the file names a measurement at all, read once when a font is first given a name;
        // whether it names drawing into an image or PDF, read once when a font is first found.
        var measuringWords: Bool?
        var renderingWords: Bool?
        var index = 0
        while index < count {
            let chain = ChainID(index)
            index += 1
            guard mayBeFont(chain) else { continue }
            // Only a bare text style (`.title`) needs the context to be read as a font.
            let base = tree.base(of: chain)
            let needsContext = tree[base].kind == .implicitMember && names[base]?.swiftUITextStyle != nil
            guard let interpretation = interpreter.interpret(chain, context: needsContext ? context(of: chain) : .unknown),
                  !isMeasured(chain, measuringWords: &measuringWords),
                  !isDrawnOffscreen(chain, renderingWords: &renderingWords) else { continue }
            let anchor = tree[chain].firstToken
            let role: FontOccurrence.Role = interpretation.symbol == nil ? .built
                : interpretation.isInstantiated ? .helperCall : .reference
            fontChains.append(chain.raw)
            fonts.append(FontOccurrence(value: interpretation.value, role: role, platform: platforms.platform(at: anchor),
                                        isInPreview: previewRanges.contains { $0.contains(anchor) }, chain: chain,
                                        anchor: anchor, slots: interpretation.slots,
                                        sizesSymbolOnly: tree.sizesSymbolOnly(chain), symbol: interpretation.symbol))
            // Skip the chains inside this one (they follow it, by first token): a few, so a scan
            // is cheaper than the binary search of `chains(in:)`.
            let lastToken = tree[chain].lastToken
            while index < count && tree.chains[index].firstToken <= lastToken { index += 1 }
        }
        return (fonts, fontChains)
    }

    /// A font passed to a function of the run that scales it (``FontApplier``:
    /// `label.applyBrand(BrandFont.heavy(28), style: .title1)`) scales along the curve the call names.
    private mutating func applyFontAppliers() {
        // The file's own (the run's index has them too, but a file may be audited alone).
        let local = FontApplier.appliers(in: tree, names: names)
        guard !fontAppliers.isEmpty || !local.isEmpty else { return }
        let interpreter = self.interpreter
        for index in fonts.indices where !fonts[index].value.isScaledByFontMetrics {
            let expression = tree[fonts[index].chain].expression
            guard case .argument(let argument) = tree[expression].owner, case .component(let call) = tree[argument].owner,
                  let name = tree[call].name else { continue }
            let appliers = fontAppliers.value(named: name, in: tree) ?? local.filter { tree.token(name, is: $0.name) }
            let label = tree[argument].label.map { tree.text(of: $0) }
            for applier in appliers where applier.fontLabel == label {
                let style: (TextStyle, Bool)?
                switch applier.curve {
                case .style(let textStyle, let isExplicit): style = (textStyle, isExplicit)
                case .parameter(let styleLabel):
                    style = argumentValue(labelled: styleLabel, of: call)
                        .flatMap { interpreter.evaluateStyle($0, framework: platformFramework).style }.map { ($0, true) }
                }
                guard let (textStyle, isExplicit) = style else { continue }
                fonts[index].value.scaleByFontMetrics(along: textStyle, isExplicit: isExplicit)
                break
            }
        }
    }

    /// A font bound to a name that `scaledFont(for:)` then scales (`let base = UIFont.systemFont(ofSize: 12,
    /// weight: .bold)`, then `UIFontMetrics(forTextStyle: .caption1).scaledFont(for: base)`) scales along that
    /// call's curve, when the name is used nowhere else: after the binding in its block for a local, in the
    /// whole file for a private property (another file may use a visible one unscaled).
    private mutating func applyScalingOfBoundFonts() {
        // The names that scaled fonts wrap (`base` of `scaledFont(for: base)`), with the curve of each.
        var wrapped: [(name: TokenID, style: TextStyle, isExplicit: Bool)] = []
        for font in fonts where font.value.isScaledByFontMetrics {
            guard case .curve(let style, let isExplicit) = font.value.scaling else { continue }
            for component in tree.components(of: font.chain) where names[component] == .scaledFont && tree[component].isCalled {
                guard let value = tree.argument("for", of: component).flatMap({ tree[$0].value }),
                      let name = wrappedFontName(value) else { continue }
                wrapped.append((name, style, isExplicit))
            }
        }
        // Each wrapped name may scan the file: a generated file's many are not judged (linear cost).
        guard !wrapped.isEmpty, wrapped.count <= Self.wrappedFontNameLimit else { return }
        for index in fonts.indices where !fonts[index].value.isScaledByFontMetrics {
            guard case .initializer(let declaration) = tree[tree[fonts[index].chain].expression].owner,
                  tree[declaration].kind == .let || tree[declaration].kind == .var,
                  let name = tree[declaration].name else { continue }
            let named = wrapped.filter { tree.token($0.name, spellsLike: name) }
            guard !named.isEmpty else { continue }
            let isProperty = tree[declaration].parent.map { tree[$0].isTypeLike } ?? true
            // Another file may show a visible property's font unscaled; only the declaration says so.
            if isProperty, tree[declaration].modifiers.isDisjoint(with: [.private, .fileprivate]) { continue }
            let scope = isProperty ? TokenRange(0, Int32(tree.tokens.count))
                : TokenRange(from: tree[declaration].lastToken, upTo: tree[tree.enclosingBlock(of: name)].closeToken)
            let uses = named.filter { scope.contains($0.name) }
            guard let use = uses.first else { continue }
            let isOnlyScaled = scope.allSatisfy { token in
                token == name || tree.tokens[token.index].kind != .identifier || !tree.token(token, spellsLike: name)
                    || uses.contains { $0.name == token }
            }
            guard isOnlyScaled else { continue }
            // Scaling it twice is reported where `scaledFont(for:)` does it, not at the binding.
            let doubleScaling = fonts[index].value.doubleScaling
            fonts[index].value.scaleByFontMetrics(along: use.style, isExplicit: use.isExplicit)
            fonts[index].value.doubleScaling = doubleScaling
        }
    }

    /// The name of the font that `scaledFont(for:)`'s argument is: `base` of `scaledFont(for: base)`, and
    /// of `scaledFont(for: UIFont(descriptor: mono, size: 0))` after `let mono = base.fontDescriptor…`
    /// (a font given features or traits through its descriptor) in the same block.
    private func wrappedFontName(_ value: ExpressionID) -> TokenID? {
        guard let chain = tree.singleChain(of: value) else { return nil }
        let base = tree.base(of: chain)
        guard tree[base].kind == .identifier, let name = tree[base].name, tree.components(of: chain).count == 1 else { return nil }
        guard tree[base].isCalled else { return name }
        // `UIFont(descriptor: mono, size: …)` / `NSFont(descriptor:size:)`.
        guard tree.token(name, is: "UIFont") || tree.token(name, is: "NSFont"),
              let descriptor = tree.argument("descriptor", of: base).flatMap({ tree[$0].value }),
              let descriptorChain = tree.singleChain(of: descriptor), tree.components(of: descriptorChain).count == 1,
              let descriptorName = tree[tree.base(of: descriptorChain)].name else { return nil }
        // `base.fontDescriptor` opens the binding's value.
        guard let initializer = tree.localBinding(of: descriptorName).flatMap({ tree[$0].initializer }),
              let derived = tree.singleChain(of: initializer) else { return nil }
        let derivedBase = tree.base(of: derived)
        guard tree[derivedBase].kind == .identifier, !tree[derivedBase].isCalled,
              let member = tree.components(of: derived).dropFirst().first, tree.component(member, isNamed: "fontDescriptor")
        else { return nil }
        return tree[derivedBase].name
    }

    /// The most `scaledFont(for: name)` calls of a file whose names are followed to their fonts.
    static let wrappedFontNameLimit = 64

    /// The value of a call's argument with `label` (nil: the first unlabelled one).
    private func argumentValue(labelled label: String?, of call: ComponentID) -> ExpressionID? {
        for id in tree[call].arguments {
            let argument = tree[id]
            if let label, let token = argument.label, tree.token(token, is: label) { return argument.value }
            if label == nil, argument.label == nil, argument.kind != .trailingClosure { return argument.value }
        }
        return nil
    }
}
