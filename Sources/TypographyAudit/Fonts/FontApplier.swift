import SwiftSource
import Typography

/// A function of the app that scales a font it is given with `UIFontMetrics` (and usually applies
/// it): `func applyBrand(_ font: UIFont, style: UIFont.TextStyle) { self.font =
/// UIFontMetrics(forTextStyle: style).scaledFont(for: font) }`. A font passed to it at a call
/// (`label.applyBrand(BrandFont.heavy(28), style: .title1)`) scales along the curve the call names.
struct FontApplier: Sendable, Equatable {
    /// The function's name.
    var name: String
    /// The argument label of the font parameter, nil for none (`_`).
    var fontLabel: String?
    /// The curve: a text style the function names, or the label of the parameter that gives it.
    var curve: Curve

    enum Curve: Sendable, Equatable {
        case style(TextStyle, isExplicit: Bool)
        /// The style comes from the argument with this label (nil: unlabelled).
        case parameter(label: String?)
    }

    /// The appliers a file declares: each `UIFontMetrics(…).scaledFont(for: p)` whose `p` is a font
    /// parameter of the function around it.
    static func appliers(in tree: SyntaxTree, names: ComponentNames) -> [FontApplier] {
        var result: [FontApplier] = []
        for scaled in names.components(named: .scaledFont) where tree[scaled].isCalled {
            guard let value = tree.argumentValue("for", of: scaled), let chain = tree.singleChain(of: value),
                  tree.components(of: chain).count == 1, let argumentName = tree[tree.base(of: chain)].name,
                  let function = tree.enclosingFunction(of: tree[scaled].token), let functionName = tree[function].name
            else { continue }
            let parameters = tree[function].parameters
            guard let font = parameters.first(where: { tree.token(tree[$0].localName, spellsLike: argumentName) }),
                  tree[font].typeTokens.contains(where: { token in
                      let name = tree.knownName(of: token)
                      return name == .UIFont || name == .NSFont
                  }),
                  let curve = curve(of: scaled, parameters: parameters, in: tree, names: names) else { continue }
            result.append(FontApplier(name: tree.text(of: functionName), fontLabel: label(of: font, in: tree), curve: curve))
        }
        return result
    }

    /// The curve of the metrics a `scaledFont` call is made on: `UIFontMetrics(forTextStyle: .title1)`,
    /// `UIFontMetrics(forTextStyle: style)` of a parameter, `UIFontMetrics.default`.
    private static func curve(of scaled: ComponentID, parameters: IDRange<Parameter>, in tree: SyntaxTree,
                              names: ComponentNames) -> Curve? {
        let components = tree.components(of: tree[scaled].chain).filter { $0 < scaled }
        guard let metrics = components.first, names[metrics] == .UIFontMetrics else { return nil }
        if components.count == 2, names[components[1]] == .default, !tree[metrics].isCalled { return .style(.body, isExplicit: false) }
        guard components.count == 1, let style = tree.argumentValue("forTextStyle", of: metrics),
              let styleChain = tree.singleChain(of: style), let last = tree.components(of: styleChain).last else { return nil }
        if tree.components(of: styleChain).count == 1, tree[last].kind == .identifier, let name = tree[last].name {
            return parameters.first { tree.token(tree[$0].localName, spellsLike: name) }
                .map { .parameter(label: label(of: $0, in: tree)) }
        }
        return names[last]?.uiKitTextStyle.map { .style($0, isExplicit: true) }
    }

    private static func label(of parameter: ParameterID, in tree: SyntaxTree) -> String? {
        let first = tree[parameter].firstName
        return tree.token(first, is: "_") ? nil : tree.text(of: first)
    }
}
