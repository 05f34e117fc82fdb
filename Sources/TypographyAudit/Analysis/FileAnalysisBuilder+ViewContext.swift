import SwiftSource

extension FileAnalysisBuilder {
    /// The ``ViewContext`` of every token: containers by their arguments and closures, modifiers by
    /// the chain they follow, small widget families by `switch` case and `.supportedFamilies`,
    /// screens by name, then `some View` members and View types by the places that use them.
    /// `unplaced`: the contexts the first pass built for this tree, without the run's placements
    /// (``ViewPlacement``); they are the file's when no other file places its views.
    /// Built without mutating the builder: from a mutating pass, each check of a container took a
    /// copy of the builder.
    func viewContextMap(unplaced: ViewContextMap? = nil) -> ViewContextMap {
        let placed = placements.isEmpty ? [] : placedSpans()
        if let unplaced, placed.isEmpty { return unplaced }
        var map = ViewContextMap()
        let count = tree.tokens.count
        for (name, context) in Self.containerViews {
            for component in names.components(named: name) where tree[component].isCalled {
                map.add(context, to: contentTokens(of: component), tokenCount: count)
            }
        }
        for (name, context) in Self.containers {
            for component in names.components(named: name) where tree[component].isCalled {
                map.add(context, to: contentTokens(of: component), tokenCount: count)
            }
        }
        for component in names.components(named: KnownName.Menu) where tree[component].isCalled {
            if let items = menuItems(of: component) { map.add(.menuItems, to: tree[items].tokens, tokenCount: count) }
        }
        for component in names.components(named: KnownName.contextMenu) where tree[component].kind == .member {
            map.add(.menuItems, to: contentTokens(of: component), tokenCount: count)
        }
        // A control's title hidden by `.labelsHidden()` (`Stepper("Done", value: $done).labelsHidden()`) is
        // read by VoiceOver only.
        for component in names.components(named: KnownName.labelsHidden) where tree[component].kind == .member {
            let control = tree.base(of: tree[component].chain)
            guard tree[control].isCalled, let name = names[control], Self.labelledControls.contains(name) else { continue }
            // The control's name is where its title is anchored.
            let nameToken = tree[control].token
            map.add(.accessibilityOnly, to: TokenRange(nameToken.raw, nameToken.raw + 1), tokenCount: count)
            for argument in tree[control].arguments {
                let isTitle = if let label = tree[argument].label { tree.token(label, is: "label") }
                    else { tree[argument].kind != .trailingClosure || name != .Picker }
                if isTitle { map.add(.accessibilityOnly, to: tree[argument].tokens, tokenCount: count) }
            }
        }
        for component in names.components(named: KnownName.onTapGesture) where tree[component].kind == .member {
            map.add(.tapGesture, to: tokensBefore(component), tokenCount: count)
        }
        for component in names.components(named: KnownName.supportedFamilies) where tree[component].kind == .member {
            if familiesAreSmall(in: tree[component].tokens) {
                map.add(.smallWidget, to: tokensBefore(component), tokenCount: count)
            }
        }
        // `case .systemSmall, .accessoryCircular:` and `if family == .accessoryCircular { … }` (not its else).
        for statement in tree.statementIDs where tree[statement].kind == .switchCase || tree[statement].kind == .if {
            guard let body = tree[statement].body, !tree[statement].conditions.isEmpty,
                  tree[statement].conditions.allSatisfy({ familiesAreSmall(in: tree[$0].tokens) }),
                  tree[statement].kind == .switchCase || !tree[statement].conditions.contains(where: isNegated)
            else { continue }
            map.add(.smallWidget, to: tree[body].tokens, tokenCount: count)
        }
        for screen in screens {
            let context = Self.context(ofScreenNamed: screen.name)
            map.add(context, to: tree[screen.declaration].tokens, tokenCount: count)
        }
        for (context, span) in placed { map.add(context, to: span, tokenCount: count) }
        if !map.isEmpty { propagateThroughUses(&map) }
        return map
    }

    /// The containers other files of the run place the file's View types and `some View` members
    /// in (``ViewPlacement``), with the declarations they reach.
    private func placedSpans() -> [(context: ViewContext, span: TokenRange)] {
        var spans: [(context: ViewContext, span: TokenRange)] = []
        for screen in screens {
            guard let name = tree[screen.declaration].name, let found = placements.value(named: name, in: tree) else { continue }
            for placement in found where placement.type == nil && !placement.context.isEmpty {
                spans.append((placement.context, tree[screen.declaration].tokens))
            }
        }
        for id in tree.declarationIDs {
            let declaration = tree[id]
            guard declaration.kind == .var || declaration.kind == .function, let name = declaration.name,
                  let found = placements.value(named: name, in: tree), let parent = declaration.parent,
                  let typeName = Self.typeName(of: parent, in: tree),
                  declaration.typeTokens.contains(where: { tree.knownName(of: $0) == .View }) else { continue }
            for placement in found where !placement.context.isEmpty {
                guard let type = placement.type, tree.token(typeName, is: type) else { continue }
                spans.append((placement.context, declaration.tokens))
            }
        }
        return spans
    }

    /// The name of a type, or of the type an extension extends (its last name: `Detail` of `App.Detail`).
    private static func typeName(of id: DeclarationID, in tree: SyntaxTree) -> TokenID? {
        let declaration = tree[id]
        guard declaration.isTypeLike else { return nil }
        return declaration.kind == .extension ? declaration.nameTokens.last : declaration.name
    }

    /// Where the file places views (the first pass): each View type built and each member of the
    /// enclosing type used as a statement of a view builder (`BrewMenu()`, `header`, `self.row(for: brew)`)
    /// inside the containers of ``ViewContext/placed``, as `viewContexts` (the file's
    /// ``viewContextMap(unplaced:)``) gives them.
    func viewPlacements(in viewContexts: ViewContextMap) -> [ViewPlacement] {
        guard !viewContexts.isEmpty else { return [] }
        var found: [String: ViewPlacement] = [:]
        for chain in tree.chainIDs {
            guard case .statement = tree[tree[chain].expression].owner else { continue }
            let components = tree.components(of: chain)
            var component = tree.base(of: chain)
            if tree[component].kind == .identifier, names[component] == .`self`, components.count > 1 {
                component = ComponentID(component.raw + 1)
            }
            guard let token = tree[component].name, tree[component].kind != .implicitMember else { continue }
            let context = viewContexts[token].intersection(.placed)
            guard !context.isEmpty else { continue }
            var placement = ViewPlacement(name: tree.text(of: token), type: nil, context: context)
            if !tree.startsUppercase(token) {
                guard let type = tree.enclosingType(of: token), let typeName = Self.typeName(of: type, in: tree) else { continue }
                placement.type = tree.text(of: typeName)
            } else if !tree[component].isCalled {
                continue
            }
            let key = placement.name + "." + (placement.type ?? "")
            found[key, default: placement].context.formUnion(context)
        }
        return found.values.sorted { ($0.name, $0.type ?? "") < ($1.name, $1.type ?? "") }
    }

    /// The views whose content (arguments, closures) is their context.
    private static let containerViews: [(KnownName, ViewContext)] = [
        (.Button, .button), (.Link, .link), (.Toggle, .toggle), (.TextField, .textField), (.SecureField, .textField),
        (.NavigationLink, .navigationLink), (.Menu, .menu),
    ]

    /// The controls whose title `.labelsHidden()` hides (a `Picker`'s trailing closure holds its options).
    private static let labelledControls: [KnownName] = [.Toggle, .Stepper, .Picker, .DatePicker]

    /// The other containers and content modifiers.
    private static let containers: [(KnownName, ViewContext)] = [
        (.Form, .form), (.Settings, .settings), (.Table, .table), (.MenuBarExtra, .menuBarExtra),
        (.ToolbarItem, .toolbar), (.ToolbarItemGroup, .toolbar), (.toolbar, .toolbar), (.popover, .popover),
        (.help, .help), (.alert, .alert), (.confirmationDialog, .alert), (.inspector, .inspector),
        (.accessibilityLabel, .accessibilityOnly), (.accessibilityValue, .accessibilityOnly),
        (.accessibilityHint, .accessibilityOnly), (.accessibilityRepresentation, .accessibilityOnly),
    ]

    /// A screen named for settings or an inspector is one, wherever it is shown.
    private static func context(ofScreenNamed name: String) -> ViewContext {
        var context: ViewContext = []
        if ["Settings", "SettingsView", "SettingsScreen", "Preferences", "PreferencesView"].contains(where: name.hasSuffix) {
            context.insert(.settings)
        }
        if name.hasSuffix("Inspector") || name.hasSuffix("InspectorView") { context.insert(.inspector) }
        return context
    }

    /// The tokens after a component's name: its arguments and trailing closures.
    private func contentTokens(of component: ComponentID) -> TokenRange {
        let node = tree[component]
        return TokenRange(node.token.raw + 1, node.lastToken.raw + 1)
    }

    /// A `Menu`'s items: its `content:` argument, or its first trailing closure (`Menu("Sort") { … }`,
    /// `Menu { … } label: { … }`).
    private func menuItems(of menu: ComponentID) -> ArgumentID? {
        tree.argument("content", of: menu)
            ?? tree.trailingClosures(of: menu).first { tree[$0].label == nil }
    }

    /// The tokens of a modifier's chain before the modifier (what it applies to).
    private func tokensBefore(_ component: ComponentID) -> TokenRange {
        TokenRange(tree[tree[component].chain].firstToken.raw, tree[component].firstToken.raw)
    }

    /// Whether a condition says "not" (`family != .systemSmall`, `!(family == .accessoryInline)`).
    private func isNegated(_ condition: ConditionID) -> Bool {
        tree[condition].tokens.contains { token in
            (tree[token].kind == .binaryOperator && tree.token(token, is: "!=")) || (tree[token].kind == .prefixOperator && tree.token(token, is: "!"))
        }
    }

    /// Whether the widget families named in `span` are all small (and there is one).
    private func familiesAreSmall(in span: TokenRange) -> Bool {
        var hasSmall = false
        for token in span where tree[token].kind == .identifier {
            if Self.smallFamilies.contains(where: { tree.token(token, is: $0) }) {
                hasSmall = true
            } else if Self.largeFamilies.contains(where: { tree.token(token, is: $0) }) {
                return false
            }
        }
        return hasSmall
    }

    private static let smallFamilies: [StaticString] = [
        "systemSmall", "accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner",
    ]
    private static let largeFamilies: [StaticString] = ["systemMedium", "systemLarge", "systemExtraLarge"]

    /// Gives each `some View` member of a screen, and each View type of the file, the context of
    /// the places that use it (`Form { header }`, `MenuBarExtra { BrewMenu() }`); twice, so that a
    /// member used by a member gets it too.
    private func propagateThroughUses(_ map: inout ViewContextMap) {
        // The spans of each target name, found by name through `slots` (no dictionary of strings
        // to hash and grow, no array of spans copied per use).
        var slots = NameIndex<Int>()
        var targets: [[TokenRange]] = []
        func addTarget(_ name: String, _ span: TokenRange) {
            if let slot = slots.value(named: name) {
                targets[slot].append(span)
            } else {
                slots.insert(targets.count, name: name)
                targets.append([span])
            }
        }
        for screen in screens {
            addTarget(screen.name, tree[screen.declaration].tokens)
        }
        for id in tree.declarationIDs {
            let declaration = tree[id]
            guard declaration.kind == .var || declaration.kind == .function, let name = declaration.name,
                  let parent = declaration.parent, isScreenOrItsExtension(parent), !tree.token(name, is: "body")
            else { continue }
            addTarget(tree.text(of: name), declaration.tokens)
        }
        guard !targets.isEmpty else { return }
        var uses: [(token: TokenID, slot: Int)] = []
        for chain in tree.chainIDs {
            var component = tree.base(of: chain)
            if tree[component].kind == .identifier, names[component] == .`self`,
               tree.components(of: chain).count > 1 {
                component = ComponentID(component.raw + 1)
            }
            guard let name = tree[component].name, tree[component].kind != .implicitMember,
                  let slot = slots.value(named: name, in: tree) else { continue }
            uses.append((name, slot))
        }
        for _ in 0..<2 {
            for use in uses {
                let context = map[use.token]
                for range in targets[use.slot] where !range.contains(use.token) {
                    map.add(context, to: range, tokenCount: tree.tokens.count)
                }
            }
        }
    }

    /// Whether a declaration is a screen type, or an extension in this file of one.
    private func isScreenOrItsExtension(_ id: DeclarationID) -> Bool {
        if screens.contains(where: { $0.declaration == id }) { return true }
        let declaration = tree[id]
        guard declaration.kind == .extension, let last = declaration.nameTokens.last else { return false }
        return screens.contains { tree.token(last, is: $0.name) }
    }
}
