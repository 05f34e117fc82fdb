import SwiftSource
import Typography

/// The attributed string (or attributes dictionary) an attribute is set on, by name: `text` of
/// `text.addAttribute(.kern, …)`, `title` of `title.kern = 1`, `attributes` of `attributes[.kern] = 2`;
/// and the system fonts the code around it gives it.
struct AttributedStringReceiver {
    /// The receiver's names without `self.` (`text`, `header.title`).
    private let names: [TokenID]
    private let tree: SyntaxTree

    /// The receiver of `component`: the components before it in its chain, when they are plain names.
    init?(before component: ComponentID, in tree: SyntaxTree) {
        guard let names = Self.names(before: component, in: tree), !names.isEmpty else { return nil }
        self.names = names
        self.tree = tree
    }

    /// The receiver a dictionary literal builds the attributes of: `R.addAttributes([…], range:)`,
    /// `let R = NSMutableAttributedString(string: …, attributes: […])`, `var R: [NSAttributedString.Key: Any] = […]`.
    init?(holding dictionary: ComponentID, in tree: SyntaxTree) {
        self.tree = tree
        let chain = tree[dictionary].chain
        guard tree.components(of: chain).count == 1 else { return nil }
        switch tree[tree[chain].expression].owner {
        case .argument(let argument):
            guard case .component(let call) = tree[argument].owner else { return nil }
            if tree.isCall(call, named: "addAttributes") || tree.isCall(call, named: "setAttributes"),
               let names = Self.names(before: call, in: tree), !names.isEmpty {
                self.names = names
                return
            }
            guard let label = tree[argument].label, tree.token(label, is: "attributes"),
                  case .initializer(let declaration) = tree[tree[tree[call].chain].expression].owner,
                  let name = tree[declaration].name else { return nil }
            names = [name]
        case .initializer(let declaration):
            guard let name = tree[declaration].name else { return nil }
            names = [name]
        default:
            return nil
        }
    }

    /// The system fonts the function (or declaration) around `token` gives the receiver: a `.font`
    /// attribute (`R.addAttribute(.font, value: F, range: …)`, `R.font = F`, `R[.font] = F`, a `.font`
    /// entry of the dictionary it is made with or given by `addAttributes`), and the font given to each
    /// text view it is shown in (`label.attributedText = R`). Nil when it gives none, or one that is
    /// not a system font or not understood.
    func systemFonts(around token: TokenID, in file: FileAnalysis) -> [(value: FontValue, platform: Platform)]? {
        let scope = (tree.enclosingFunction(of: token) ?? tree.enclosingDeclaration(of: token)).map { tree[$0].tokens }
            ?? TokenRange(0, Int32(tree.tokens.count))
        var fonts: [(value: FontValue, platform: Platform)] = []
        for font in file.components(named: .font) where scope.contains(tree[font].token) {
            guard let value = fontValue(setBy: font) else { continue }
            let found = file.fontIndices(of: value).map { (file.fonts[$0].value, file.fonts[$0].platform) }
            guard let known = found.isEmpty ? swiftUITextStyle(value, in: file) : found else { return nil }
            fonts += known
        }
        for view in file.textViews {
            for shown in view.assignments(of: .attributedText) where scope.contains(tree[shown.statement].firstToken) {
                guard let chain = tree.singleChain(of: shown.value), let last = tree.components(of: chain).last,
                      tree[last].kind == .identifier || tree[last].kind == .member, !tree[last].isCalled,
                      isReceiver(Self.names(before: last, in: tree).map { $0 + [tree[last].token] }) else { continue }
                // A view given no font shows the string in the fonts it carries.
                guard let font = view.lastAssignment(of: .font) else { continue }
                guard !font.fonts.isEmpty else { return nil }
                fonts += font.fonts.map { (file.fonts[$0].value, file.fonts[$0].platform) }
            }
        }
        return fonts.isEmpty || fonts.contains(where: { !$0.value.isSystemFamily }) ? nil : fonts
    }

    /// A bare text style (`.body`) assigned to a SwiftUI `AttributedString`'s font (`title.font = .body`),
    /// which the analysis reads in UIKit's context and so not as a font.
    private func swiftUITextStyle(_ value: ExpressionID, in file: FileAnalysis) -> [(value: FontValue, platform: Platform)]? {
        guard case .statement = tree[value].owner, let chain = tree.singleChain(of: value),
              tree.components(of: chain).count == 1, tree[tree.base(of: chain)].kind == .implicitMember,
              !tree[tree.base(of: chain)].isCalled,
              let style = file.knownName(of: tree.base(of: chain))?.swiftUITextStyle else { return nil }
        let font = FontValue(framework: .swiftUI, source: .textStyle(style), scaling: .curve(style, isExplicit: true))
        return [(font, file.platform(at: tree[chain].firstToken))]
    }

    /// The font a `font` component sets on the receiver, if it sets one.
    private func fontValue(setBy font: ComponentID) -> ExpressionID? {
        let chain = tree[font].chain
        guard tree.components(of: chain).last == font else { return nil }
        switch tree[tree[chain].expression].owner {
        case .statement:
            guard tree[font].kind == .member, isReceiver(Self.names(before: font, in: tree)) else { return nil }
            return tree.assignment(to: chain)?.expression
        case .argument(let argument):
            guard case .component(let owner) = tree[argument].owner, isReceiver(Self.names(before: owner, in: tree))
            else { return nil }
            if tree.isCall(owner, named: "addAttribute"), tree.argument(nil, of: owner) == argument {
                return tree.argumentValue("value", of: owner)
            }
            guard tree[owner].kind == .subscript, tree.components(of: tree[owner].chain).last == owner else { return nil }
            return tree.assignment(to: tree[owner].chain)?.expression
        case .dictionaryKey(let entry):
            guard case .component(let dictionary) = tree[entry].owner,
                  let holder = AttributedStringReceiver(holding: dictionary, in: tree), isReceiver(holder.names) else { return nil }
            return tree[entry].value
        default:
            return nil
        }
    }

    private func isReceiver(_ other: [TokenID]?) -> Bool {
        guard let other, other.count == names.count else { return false }
        return zip(names, other).allSatisfy { tree.token($0, spellsLike: $1) }
    }

    /// The names of the components before `component` (`self` and `?`/`!` left out); nil when one of
    /// them is not a plain name (a call, a subscript, a literal).
    private static func names(before component: ComponentID, in tree: SyntaxTree) -> [TokenID]? {
        let components = tree.components(of: tree[component].chain)
        var names: [TokenID] = []
        for id in components.prefix(while: { $0 != component }) {
            switch tree[id].kind {
            case .optionalChaining, .forceUnwrap:
                continue
            case .identifier where names.isEmpty && tree.token(tree[id].token, is: "self"):
                continue
            case .identifier, .member:
                guard !tree[id].isCalled else { return nil }
                names.append(tree[id].token)
            default:
                return nil
            }
        }
        return names
    }
}
