import SwiftSource
import Typography

extension FileAnalysisBuilder {
    /// SwiftUI views that show text, with their own and inherited modifiers and their fonts.
    mutating func collectTextSites() {
        // The views are found through the name groups: the bases named `Text`, `Button` … and the
        // `.navigationTitle(…)` members, not by reading every chain.
        for name in Self.siteNames {
            for base in names.components(named: name) {
                let component = tree[base]
                guard component.kind == .identifier, component.isCalled, tree.base(of: component.chain) == base,
                      let kind = siteKind(base) else { continue }
                let (content, argument) = self.content(of: base)
                if content == .none && kind.needsTitle { continue }
                addSite(kind: kind, chain: component.chain, view: base, content: content, contentArgument: argument)
            }
        }
        for title in names.components(named: .navigationTitle) where tree[title].kind == .member && tree[title].isCalled {
            let chain = tree[title].chain
            // A control without a title argument (its label closure has the texts) takes no title.
            let base = tree.base(of: chain)
            if tree[base].kind == .identifier, tree[base].isCalled, let kind = siteKind(base), kind.needsTitle,
               self.content(of: base).0 == .none { continue }
            let (content, argument) = self.content(of: title)
            addSite(kind: .navigationTitle, chain: chain, view: title, content: content,
                    contentArgument: argument, hasModifiers: false)
        }
        textSites.sort { $0.anchor < $1.anchor }
    }

    /// The names of the views ``siteKind(_:)`` knows.
    private static let siteNames: [KnownName] = [.Text, .Label, .Button, .TextField, .SecureField, .TextEditor, .Toggle,
                                                 .Link, .NavigationLink, .Menu, .Picker, .Stepper, .DatePicker,
                                                 .LabeledContent]

    private func siteKind(_ component: ComponentID) -> TextSite.Kind? {
        switch names[component] {
        case .Text?: .text
        case .Label?: .label
        case .Button?: .button
        case .TextField?: .textField
        case .SecureField?: .secureField
        case .TextEditor?: .textEditor
        case .Toggle?: .toggle
        case .Link?: .link
        case .NavigationLink?: .navigationLink
        case .Menu?: .menu
        case .Picker?: .picker
        case .Stepper?: .stepper
        case .DatePicker?: .datePicker
        case .LabeledContent?: .labeledContent
        default: nil
        }
    }

    private func content(of component: ComponentID) -> (TextSite.Content, ArgumentID?) {
        guard let argument = tree.argument(nil, of: component) ?? tree.argument("verbatim", of: component),
              let value = tree[argument].value else { return (.none, nil) }
        if let chain = tree.singleChain(of: value), tree.components(of: chain).count == 1 {
            let literal = tree.base(of: chain)
            if tree[literal].kind == .stringLiteral {
                return (tree.isPlainStringLiteral(literal) ? .literal : .interpolated, argument)
            }
        }
        return (.dynamic, argument)
    }

    private mutating func addSite(kind: TextSite.Kind, chain: ChainID, view: ComponentID, content: TextSite.Content,
                                  contentArgument: ArgumentID?, hasModifiers: Bool = true) {
        var modifiers: [AppliedModifier] = []
        if hasModifiers {
            for component in tree.components(of: chain) where component > view {
                appendModifier(component, isInherited: false, to: &modifiers)
            }
        }
        // Environment modifiers of the containers around the site.
        let current = appendContainerModifiers(around: chain, to: &modifiers)
        // A subview property's texts take the modifiers of where it is used (`header.font(.title)`).
        // Many sites share their outermost chain (a body's stack): its use is looked up once.
        if subviewUses.isEmpty { subviewUses = [Int32](repeating: 0, count: tree.chains.count) }
        if subviewUses[current.index] == 0 {
            subviewUses[current.index] = tree.uses(ofSubviewBuiltBy: current).first.map { $0.raw + 1 } ?? -1
        }
        let use = subviewUses[current.index] > 0 ? ChainID(subviewUses[current.index] - 1) : nil
        if let use {
            for component in tree.components(of: use) where component > tree.base(of: use) {
                appendModifier(component, isInherited: true, to: &modifiers)
            }
        }
        let anchor = tree[view].name ?? tree[view].token
        let platform = platforms.platform(at: anchor)
        textSites.append(TextSite(kind: kind, anchor: anchor, chain: chain, view: view, content: content,
                                  contentArgument: contentArgument, modifiers: modifiers,
                                  fonts: siteFonts(modifiers, kind: kind, chain: chain), platform: platform,
                                  isInPreview: previewRanges.contains { $0.contains(anchor) },
                                  screen: screens.innermost(containing: anchor, in: tree)?.declaration))
    }

    /// Appends the inherited modifiers of the containers around a chain, innermost container first,
    /// and returns the outermost chain. The texts of a screen share their outer containers: each
    /// container's modifiers are read once.
    private mutating func appendContainerModifiers(around chain: ChainID, to modifiers: inout [AppliedModifier]) -> ChainID {
        var current = chain
        var next = tree.enclosingCall(of: chain)
        var depth = 0
        while depth < 64, let call = next {
            let container = self.container(call)
            modifiers += containers.modifiers(container.modifiers)
            current = tree[call].chain
            next = container.enclosingCall
            depth += 1
        }
        return current
    }

    /// The run of inherited modifiers a call's chain applies after it (see ``ContainerModifiers``),
    /// and the call around that chain.
    private mutating func container(_ call: ComponentID) -> (modifiers: Range<Int>, enclosingCall: ComponentID?) {
        if let known = containers.container(call) { return known }
        let outer = tree[call].chain
        var modifiers: [AppliedModifier] = []
        for component in tree.components(of: outer) where component > call {
            appendModifier(component, isInherited: true, to: &modifiers)
        }
        return containers.add(call, modifiers: modifiers, enclosingCall: tree.enclosingCall(of: outer),
                              componentCount: tree.components.count)
    }

    private func appendModifier(_ component: ComponentID, isInherited: Bool, to modifiers: inout [AppliedModifier]) {
        guard tree[component].kind == .member else { return }
        let name = names[component]
        // A container's modifier the audit does not know may set the font of the texts inside.
        if isInherited && !(name?.isInheritedModifier ?? (tree[component].isCalled
            && !FontNeutralModifiers.contains(component, in: tree))) { return }
        modifiers.append(AppliedModifier(name: name, component: component, isInherited: isInherited))
    }

    /// The candidates of the nearest `.font(…)` with the text's weight, design and digit modifiers:
    /// the innermost of stacked fonts wins; a project modifier that sets a font (`.eyebrow()`) gives
    /// its font; a modifier the audit cannot read (a design system's `.appButton()` from a package)
    /// makes the font unknown rather than body.
    private func siteFonts(_ modifiers: [AppliedModifier], kind: TextSite.Kind, chain: ChainID) -> [TextSiteFont] {
        var result: [TextSiteFont] = []
        let unknown = FontValue(framework: .swiftUI, source: .unknown, scaling: .unknown)
        search: for modifier in modifiers {
            switch modifier.name {
            case .font?:
                guard let argument = tree.argument(nil, of: modifier.component), let expression = tree[argument].value else {
                    // `.font(style: .subheadline, weight: .medium)`: the project's own `font` modifier.
                    guard tree[modifier.component].isCalled, !tree[modifier.component].arguments.isEmpty else { continue search }
                    let value = projectModifier(modifier.component).flatMap { known, call in
                        interpreter.instantiate(known, call: call)
                    }
                    result.append(TextSiteFont(value: value ?? unknown, occurrence: nil, isInherited: modifier.isInherited,
                                               isDefault: false))
                    break search
                }
                tree.forEachValueChain(of: expression) { chain in
                    guard let index = fontChains.binarySearch(chain.raw) else { return }
                    result.append(TextSiteFont(value: fonts[index].value, occurrence: index,
                                               isInherited: modifier.isInherited, isDefault: false))
                }
                if result.isEmpty {
                    result.append(TextSiteFont(value: unknown, occurrence: nil, isInherited: modifier.isInherited,
                                               isDefault: false))
                }
                break search
            case nil where tree[modifier.component].isCalled && tree[modifier.component].kind == .member:
                if let (known, call) = projectModifier(modifier.component) {
                    guard let value = known.value, reaches(known.reach, kind: kind, chain: chain, from: modifier.component)
                    else { continue search }
                    result.append(TextSiteFont(value: interpreter.instantiate(known, call: call) ?? value, occurrence: nil,
                                               isInherited: modifier.isInherited, isDefault: false))
                    break search
                }
                if FontNeutralModifiers.contains(modifier.component, in: tree) || isSystemStyle(modifier.component) { continue search }
                result.append(TextSiteFont(value: unknown, occurrence: nil, isInherited: modifier.isInherited,
                                           isDefault: false))
                break search
            default:
                continue search
            }
        }
        if result.isEmpty {
            let body = FontValue(framework: .swiftUI, source: .textStyle(.body), scaling: .curve(.body, isExplicit: false))
            result.append(TextSiteFont(value: body, occurrence: nil, isInherited: false, isDefault: true))
        }
        for index in result.indices { applyTextModifiers(modifiers, to: &result[index].value) }
        return result
    }

    /// What a project modifier does to the font: one called by name (`.eyebrow()`), or the modifier or
    /// style type a `modifier(…)` / `…Style(…)` call applies; with the call that passes its parameters
    /// (the modifier's own, or the applied type's `ScaledFont(size: 12)`).
    private func projectModifier(_ component: ComponentID) -> (ModifierFont, call: ComponentID)? {
        if let known = symbols.modifierFont(named: tree[component].token, in: tree) { return (known, component) }
        guard let type = appliedTypeToken(component), let known = symbols.modifierFont(named: type, in: tree) else {
            return nil
        }
        let applied = tree.argument(nil, of: component).flatMap { tree[$0].value }.flatMap { tree.singleChain(of: $0) }
            .map { tree.base(of: $0) }
        return (known, applied ?? component)
    }

    /// Whether a modifier's font reaches the site: a style's only the controls it styles — the site
    /// itself, or one around it inside the chain the style is applied to.
    private func reaches(_ reach: ModifierFont.Reach, kind: TextSite.Kind, chain: ChainID, from modifier: ComponentID) -> Bool {
        let control: StaticString
        switch reach {
        case .everyText: return true
        case .buttons:
            if kind == .button { return true }
            control = "Button"
        case .labels:
            if kind == .label { return true }
            control = "Label"
        case .toggles:
            if kind == .toggle { return true }
            control = "Toggle"
        }
        let styled = tree[modifier].chain
        guard styled != chain else { return false }
        for (call, _) in tree.enclosingCalls(of: chain) {
            if tree[call].kind == .identifier, tree.component(call, isNamed: control) { return true }
            if tree[call].chain == styled { return false }
        }
        return false
    }

    /// `.buttonStyle(.bordered)`, `.labelStyle(.iconOnly)` …: a system style (a bare implicit
    /// member), which keeps the text's font; a custom style (`PrimaryButtonStyle()`) may set one.
    private func isSystemStyle(_ component: ComponentID) -> Bool {
        guard let name = tree[component].name, tree[name].range.count >= 10,
              tree.token(name, is: "buttonStyle") || tree.token(name, is: "labelStyle")
                || tree.token(name, is: "toggleStyle") || tree.token(name, is: "textFieldStyle"),
              let value = tree.argument(nil, of: component).flatMap({ tree[$0].value }),
              let chain = tree.singleChain(of: value) else { return false }
        let components = tree.components(of: chain)
        return components.count == 1 && tree[components[0]].kind == .implicitMember && !tree[components[0]].isCalled
    }

    /// `.fontWeight`, `.bold()`, `.italic()`, `.fontDesign`, `.monospacedDigit()`, `.monospaced()`, and
    /// project modifiers that give the digits one width.
    private func applyTextModifiers(_ modifiers: [AppliedModifier], to value: inout FontValue) {
        for modifier in modifiers.reversed() {
            switch modifier.name {
            case .fontWeight?:
                if let argument = firstArgumentValue(of: modifier), let name = lastMemberName(argument) {
                    value.weight = FontWeight(rawValue: name) ?? value.weight
                }
            case .bold?: value.weight = .bold
            case .italic?: value.isItalic = true
            case .fontDesign?:
                if let argument = firstArgumentValue(of: modifier), let name = lastMemberName(argument),
                   let design = FontDesign(name: name) {
                    value.design = design == .default ? nil : design
                }
            case .monospacedDigit?: value.hasMonospacedDigits = true
            case .monospaced?:
                value.design = .monospaced
                value.hasMonospacedDigits = true
            case nil where symbols.hasDigitModifiers && tree[modifier.component].isCalled
                && tree[modifier.component].kind == .member:
                // A project modifier that gives the digits one width (`.tabularNumbers()`).
                if projectModifier(modifier.component)?.0.setsMonospacedDigits == true { value.hasMonospacedDigits = true }
            default: continue
            }
        }
    }

    /// The value of a modifier's first unlabelled argument (`.bold` of `.fontWeight(.bold)`).
    private func firstArgumentValue(of modifier: AppliedModifier) -> ExpressionID? {
        tree.argument(nil, of: modifier.component).flatMap { tree[$0].value }
    }

    private func lastMemberName(_ expression: ExpressionID) -> String? {
        guard let chain = tree.singleChain(of: expression), let last = tree.components(of: chain).last,
              let token = tree[last].name else { return nil }
        return tree.text(of: token)
    }
}

extension TextSite.Kind {
    /// Controls that show text only when given a title argument (else their label closure holds
    /// text sites of its own).
    var needsTitle: Bool {
        switch self {
        case .text, .textField, .secureField, .textEditor, .navigationTitle: false
        default: true
        }
    }
}
