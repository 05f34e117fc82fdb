import SwiftSource

// A screen's type levels as `too-many-type-levels` judges them and the inventory shows them: the
// texts of the type that builds them, without the text the system lays out apart, the busiest of
// the branches that never show together.

extension ViewContext {
    /// Text the system lays out apart from a screen's own hierarchy: accessibility-only text, menu
    /// items, toolbar items, alerts, popovers and help tooltips are none of the screen's type levels.
    public static let apartFromScreen: ViewContext = [.accessibilityOnly, .menuItems, .toolbar, .alert, .popover, .help]
}

extension FileAnalysis {
    /// Whether a text is laid out apart from its screen's hierarchy: in a context
    /// ``ViewContext/apartFromScreen``, a `.navigationTitle(…)` (also of a `Text`), which the navigation
    /// bar sets in its own font, a section's header or footer in no font of its own (the list's style,
    /// not the body), a text field's prompt (drawn in the field's font), an emoji (a reaction's, drawn as a picture), or a glyph whose every font sizes a
    /// symbol only (an icon font's: `Text(verbatim: icon.unicode).font(.custom(MaterialDesignIcons.familyName, size: 13))`).
    public func isApartFromScreen(_ site: TextSite) -> Bool {
        if site.kind == .navigationTitle || !context(of: site).isDisjoint(with: .apartFromScreen) || site.showsEmoji(in: tree) {
            return true
        }
        if !site.fonts.isEmpty && site.fonts.allSatisfy({ $0.occurrence.map { fonts[$0].sizesSymbolOnly } ?? false }) { return true }
        if isTextFieldPrompt(site) { return true }
        for (depth, (call, argument)) in tree.enclosingCalls(of: site.chain).enumerated() where depth < 8 {
            if depth == 0, tree.component(call, isNamed: "navigationTitle") || tree.component(call, isNamed: "navigationBarTitle") {
                return true
            }
            if tree.component(call, isNamed: "Section"), let label = tree[argument].label,
               tree.token(label, is: "header") || tree.token(label, is: "footer") {
                return site.fonts.allSatisfy(\.isDefault)
            }
        }
        return false
    }

    /// Whether a text is a text field's prompt, which the field draws in its own font: given as
    /// `prompt:` (`TextField("Title", text: $title, prompt: Text("Untitled"))`), or held in a local
    /// that is (`let prompt = Text(model.placeholder)` … `prompt: prompt`).
    private func isTextFieldPrompt(_ site: TextSite) -> Bool {
        switch tree[tree[site.chain].expression].owner {
        case .argument(let argument):
            guard case .component(let call) = tree[argument].owner else { return false }
            return isPrompt(argument, of: call)
        case .initializer(let local):
            guard tree[local].kind == .let, let name = tree[local].name, let scope = tree[local].parent else { return false }
            return isGivenAsPrompt(name, in: scope)
        default:
            return false
        }
    }

    /// Whether a local's name is given as a text field's `prompt:` in the declaration around it.
    private func isGivenAsPrompt(_ name: TokenID, in scope: DeclarationID) -> Bool {
        tree.chains(in: tree[scope].tokens).contains { chain in
            tree.components(of: chain).contains { call in
                guard let argument = tree.argument("prompt", of: call), isPrompt(argument, of: call),
                      let value = tree[argument].value, let given = tree.singleChain(of: value) else { return false }
                return tree.components(of: given).count == 1 && tree.token(tree[tree.base(of: given)].token, spellsLike: name)
            }
        }
    }

    private func isPrompt(_ argument: ArgumentID, of call: ComponentID) -> Bool {
        guard let label = tree[argument].label, tree.token(label, is: "prompt") else { return false }
        return tree.component(call, isNamed: "TextField") || tree.component(call, isNamed: "SecureField")
    }

    /// The type a text at `token` belongs to, by name: the innermost type or extension around it
    /// (an extension by its last name: `extension Brew.Row` is `Row`). A screen's levels are those
    /// of the texts its type and its extensions, in any file, build.
    public func screenOwner(of token: TokenID) -> String? {
        tree.enclosingType(of: token).flatMap { tree.name(ofType: $0) }
    }

    /// The screen a UIKit or AppKit text view's fonts count in, by name: its view controller, or for a
    /// view of an extension (`extension CardViewController { func configure() { … } }`) the extended
    /// type, a screen when some file of the run declares it so; nil for other types (cells, `NSView`s)
    /// and free functions' locals.
    public func screenOwner(of view: PlatformTextView) -> String? {
        guard let type = view.type else { return nil }
        guard tree[type].kind == .extension || screens.contains(where: { $0.declaration == type && $0.kind == .viewController })
        else { return nil }
        return tree.name(ofType: type)
    }

    /// The branch of a screen a token is shown in, if any: the innermost `case` body of a `switch`
    /// around it (a widget's families, a loading state) or arm of an `if` that has an `else` (one
    /// button style or the other), else the innermost `#if` clause (a platform's variant). Branches
    /// never show together: a screen's levels are its busiest branch's, with the texts outside every branch.
    public func screenBranch(around token: TokenID) -> String? {
        var block: BlockID? = tree.enclosingBlock(of: token)
        search: while let current = block {
            switch tree[current].kind {
            case .caseBody: return "case " + String(current.raw)
            case .members, .file: break search
            default:
                if case .statement(let statement) = tree[current].owner, tree[statement].kind == .if,
                   let other = tree[statement].elseBody {
                    return (current == other ? "else " : "if ") + String(statement.raw)
                }
                block = tree[current].parent
            }
        }
        return tree.ifConfigClauses(containing: token).first.map { "#if " + String($0.raw) }
    }
}
