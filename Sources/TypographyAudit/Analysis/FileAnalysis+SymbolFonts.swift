import SwiftSource

extension FileAnalysis {
    /// Whether a font expression only sizes an SF Symbol: the argument of `.font(…)` on an
    /// `Image(…)` chain or a label style's icon (`configuration.icon`), or of
    /// `UIImage.SymbolConfiguration(font:)`. Such a font shows no text, so the
    /// rules about reading text (minimum size, thin weights) leave it to the symbol rules.
    public func isSymbolFont(_ font: FontOccurrence) -> Bool {
        font.sizesSymbolOnly
    }
}

extension SyntaxTree {
    /// Whether a font chain is the argument of `.font(…)` on an `Image(…)` chain (also one a function of
    /// the file returns), on a `Label` shown as its icon only (`.labelStyle(.iconOnly)`), on a label style's
    /// `configuration.icon` or a name declared as an `Image`, of `UIImage.SymbolConfiguration(font:)`, or an argument whose label says it
    /// is a symbol's (`Toast(symbol: …, symbolFont: .system(size: 35))`, `iconFont:`, the `font:` of `.icon(font:size:)`) (see ``FileAnalysis/isSymbolFont(_:)``).
    func sizesSymbolOnly(_ chain: ChainID) -> Bool {
        if isInIconFontFactory(chain) || isNamedForSymbols(chain) { return true }
        guard let argument = enclosingArgument(of: chain),
              case .component(let owner) = self[argument].owner else { return false }
        if component(owner, isNamed: "SymbolConfiguration") { return self[argument].label != nil }
        if let label = self[argument].label, Self.namesSymbolFont(text(of: label)) || token(label, is: "font") && namesIcon(owner) {
            return true
        }
        guard knownName(of: owner) == .font else { return false }
        let chain = self[owner].chain
        let base = base(of: chain)
        if component(base, isNamed: "Image") || holdsImage(base) || returnsImage(base) || showsOnlySymbols(base) { return true }
        let components = components(of: chain)
        // `Label("Start", systemImage: "play.fill").labelStyle(.iconOnly).font(…)`: the title is read, not drawn.
        if component(base, isNamed: "Label"), components.contains(where: setsIconOnlyLabelStyle) { return true }
        return components.count > 2 && component(base, isNamed: "configuration") && component(components[1], isNamed: "icon")
    }

    /// Whether a chain's font draws icons, not text: its family is an icon font's
    /// (`.custom(MaterialDesignIcons.familyName, size: 24)`); it is the default of an icon style's factory
    /// (`static func icon(font: Font? = .system(size: 14.5))`); it is in a type whose name says icons and
    /// that is a style (`struct IconButtonStyle: ButtonStyle`, the views nested in it); or it is made by a
    /// function returning a font of such a type that is no view, cell or controller
    /// (`extension IconDrawable { static func font(ofSize:) -> UIFont }`, whose system font is the icon
    /// font's fallback). One walk up the declarations around the chain.
    private func isInIconFontFactory(_ chain: ChainID) -> Bool {
        if usesIconFamily(chain) { return true }
        let first = self[chain].firstToken
        var function: DeclarationID?
        var innermostType: DeclarationID?
        var current = enclosingDeclaration(of: first)
        while let id = current {
            let node = self[id]
            if function == nil, node.isFunctionLike {
                function = id
                if case .parameterDefault = self[self[chain].expression].owner, let name = node.name, saysIcon(name) {
                    return true
                }
            }
            if node.isTypeLike {
                if let name = node.name, saysIcon(name),
                   node.inheritance.contains(where: { text(of: self[$0].name).hasSuffix("Style") }) {
                    return true
                }
                if innermostType == nil { innermostType = id }
            }
            current = node.parent
        }
        guard let function, let innermostType else { return false }
        return makesIconFont(function, in: innermostType)
    }

    /// Whether `function` returns a font and `type`, around it, has a name that says icons and is no
    /// view, cell or controller.
    private func makesIconFont(_ function: DeclarationID, in type: DeclarationID) -> Bool {
        guard self[function].kind == .function,
              self[function].typeTokens.contains(where: { id in
                  token(id, is: "UIFont") || token(id, is: "NSFont") || token(id, is: "Font")
              }),
              let name = self[type].name ?? self[type].nameTokens.last, saysIcon(name) else { return false }
        return !self[type].inheritance.contains { reference in
            let inherited = text(of: self[reference].name)
            return ["View", "Cell", "Controller", "Label", "Button"].contains { inherited.hasSuffix($0) }
        }
    }

    /// Whether a custom font's family is read from a type whose name says icons
    /// (`Font.custom(MaterialDesignIcons.familyName, size: 24)`, `UIFont(name: IconFont.name, size: 20)`).
    private func usesIconFamily(_ chain: ChainID) -> Bool {
        for component in components(of: chain) {
            let isCustom = self.component(component, isNamed: "custom")
            guard isCustom || self[component].isCalled && argument("name", of: component) != nil,
                  let family = isCustom ? argument(nil, of: component) : argument("name", of: component),
                  let value = self[family].value else { continue }
            return self[value].tokens.contains { token in
                tokens[token.index].kind == .identifier && file.bytes[tokens[token.index].range.lowerBound] < UInt8(ascii: "a")
                    && saysIcon(token)
            }
        }
        return false
    }

    /// Whether a chain is the value of a property (stored or computed) or a parameter's default whose
    /// name says it is a symbol's or an icon's font (`static let iconFont = Font.system(size: 14)`,
    /// `symbolFont: Font = .system(size: 35)`): the font is handed on under that name, to size symbols.
    private func isNamedForSymbols(_ chain: ChainID) -> Bool {
        switch self[self[chain].expression].owner {
        case .initializer(let declaration):
            let node = self[declaration]
            guard node.kind == .let || node.kind == .var, let name = node.name else { return false }
            return Self.namesSymbolFont(text(of: name))
        case .parameterDefault(let parameter):
            return Self.namesSymbolFont(text(of: self[parameter].localName))
                || Self.namesSymbolFont(text(of: self[parameter].firstName))
        case .statement:
            // A computed property's value (`static var iconFont: Font { .system(size: 13) }`, also in its `get`).
            guard var declaration = enclosingDeclaration(of: self[chain].firstToken) else { return false }
            if self[declaration].kind == .accessor, let parent = self[declaration].parent { declaration = parent }
            guard self[declaration].kind == .var, let name = self[declaration].name else { return false }
            return Self.namesSymbolFont(text(of: name))
        default:
            return false
        }
    }

    /// Whether a chain's base is a name declared as an `Image` (`let image: Image` passed in to a row).
    private func holdsImage(_ base: ComponentID) -> Bool {
        guard self[base].kind == .identifier, !self[base].isCalled, let name = self[base].name,
              let type = declaredType(of: name) else { return false }
        return token(type, is: "Image")
    }

    /// Whether a chain's base calls a function of this file that returns an `Image`
    /// (`getSafeImage(named: tab.systemImage).font(.system(size: 12.5))`): every function of that name
    /// in the file is declared `-> Image` (or `Image?`).
    private func returnsImage(_ base: ComponentID) -> Bool {
        guard self[base].kind == .identifier, self[base].isCalled, let name = self[base].name,
              file.bytes[tokens[name.index].range.lowerBound] >= UInt8(ascii: "a") else { return false }
        var found = false
        for declaration in declarationIDs where self[declaration].kind == .function {
            guard let declared = self[declaration].name, token(declared, spellsLike: name) else { continue }
            let returned = self[declaration].typeTokens.filter { self[$0].kind == .identifier }
            guard returned.count == 1, token(returned[0], is: "Image") else { return false }
            found = true
        }
        return found
    }

    /// Whether a modifier is `.labelStyle(.iconOnly)`: the label's title is read by VoiceOver, not drawn.
    func setsIconOnlyLabelStyle(_ modifier: ComponentID) -> Bool {
        component(modifier, isNamed: "labelStyle") && argumentValue(nil, of: modifier).flatMap { lastMemberName(of: $0) } == "iconOnly"
    }

    /// Whether a call's name says it makes an icon (`.icon(font: …, size: 24)`, `symbolButton(font:)`).
    private func namesIcon(_ call: ComponentID) -> Bool {
        guard let name = self[call].name else { return false }
        return saysIcon(name)
    }

    /// Whether a name says it is about icons (`icon`, `IconDrawable`, `symbolButton`, `glyphFont`): read
    /// on the token's bytes, ASCII letters in either case (a font's every enclosing declaration asks).
    private func saysIcon(_ token: TokenID) -> Bool {
        let range = tokens[token.index].range
        return file.bytes.withUnsafeBufferPointer { bytes in
            var index = range.lowerBound
            while index < range.upperBound {
                switch bytes[index] | 0x20 {
                case UInt8(ascii: "i") where Self.matches("icon", at: index, in: bytes, before: range.upperBound): return true
                case UInt8(ascii: "s") where Self.matches("symbol", at: index, in: bytes, before: range.upperBound): return true
                case UInt8(ascii: "g") where Self.matches("glyph", at: index, in: bytes, before: range.upperBound): return true
                default: index += 1
                }
            }
            return false
        }
    }

    /// Whether the lowercase ASCII `word` is spelled at `index` in either case, within `end`.
    private static func matches(_ word: StaticString, at index: Int, in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= end else { return false }
        let letters = word.utf8Start
        for offset in 0..<count where bytes[index + offset] | 0x20 != letters[offset] { return false }
        return true
    }

    /// Whether an argument label names a symbol's or an icon's font (`symbolFont`, `iconFont`, `imageFont`).
    private static func namesSymbolFont(_ label: String) -> Bool {
        label.lowercased().hasSuffix("font") && label.lowercasedContainsAny(of: ["symbol", "icon", "image", "glyph"])
    }

    /// Whether a stack, `Group` or button label (`VStack { Image(systemName: "chevron.up"); Image(…) }`)
    /// holds nothing but images, also in the branches of an `if`: a font set on it sizes symbols only.
    private func showsOnlySymbols(_ container: ComponentID) -> Bool {
        // A button labelled by images only: `Button(action: record, label: { Image(systemName: "mic") })`.
        if component(container, isNamed: "Button") {
            let closures = trailingClosures(of: container)
            let label = argument("label", of: container)
                ?? (argument("action", of: container) != nil ? closures.first : closures.dropFirst().last)
            return label.flatMap(closureBlock).map { holdsOnlyImages($0) } ?? false
        }
        guard component(container, isNamed: "VStack") || component(container, isNamed: "HStack")
                || component(container, isNamed: "ZStack") || component(container, isNamed: "Group"),
              let closure = trailingClosures(of: container).first, let block = closureBlock(of: closure) else { return false }
        return holdsOnlyImages(block)
    }

    /// Whether a view block shows images only: `Image(…)` views, in `if` branches too, or a view property of
    /// its type that does (`label: { sendIcon }` with `var sendIcon: some View { Image(uiImage: …) }`).
    private func holdsOnlyImages(_ block: BlockID, depth: Int = 0) -> Bool {
        let statements = self[block].statements
        guard !statements.isEmpty, depth < 4 else { return false }
        return statements.allSatisfy { id in
            let statement = self[id]
            switch statement.kind {
            case .expression, .return:
                guard let expression = statement.expression, let chain = singleChain(of: expression) else { return false }
                let base = base(of: chain)
                if component(base, isNamed: "Image") { return true }
                guard self[base].kind == .identifier, !self[base].isCalled, let name = self[base].name,
                      let type = enclosingType(of: name), let property = variable(named: name, in: type),
                      let body = self[property].body else { return false }
                return holdsOnlyImages(body, depth: depth + 1)
            case .if:
                guard let body = statement.body, holdsOnlyImages(body, depth: depth) else { return false }
                return statement.elseBody.map { holdsOnlyImages($0, depth: depth) } ?? true
            default:
                return false
            }
        }
    }
}

private extension String {
    /// Whether the string, lowercased, contains one of `words` (lowercase ASCII). An ASCII string is
    /// compared on its bytes: Foundation's `contains` bridged every name of every font chain's
    /// types to an `NSString` (a fifth of a dense file's audit).
    func lowercasedContainsAny(of words: [String]) -> Bool {
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            let text = lowercased()
            return words.contains { text.contains($0) }
        }
        let bytes = utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        return words.contains { word in
            let count = word.utf8.count
            return count <= bytes.count && (0...(bytes.count - count)).contains { bytes[$0..<$0 + count].elementsEqual(word.utf8) }
        }
    }
}
