import SwiftSource

/// A class or factory of the run whose text views follow the text size by themselves: a subclass
/// that sets `adjustsFontForContentSizeCategory = true` on itself (`final class ScalingLabel:
/// UILabel`), or a function that sets it on the view it builds and returns
/// (`LabelFactory.caption()`, `UILabel.makeHeadline()`). A label made by one needs no flag in the
/// files that give it a font (`missing-adjusts-font`).
public struct AdjustingTextView: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case subclass, factory
    }

    public let kind: Kind
    /// The class's name, or the factory's.
    public let name: String
    /// A factory's type (`LabelFactory`; `UILabel` for an extension's), nil at the top level.
    public let owner: String?

    /// The adjusting classes and factories a file declares.
    static func declared(in tree: SyntaxTree, names: ComponentNames) -> [AdjustingTextView] {
        var found: [AdjustingTextView] = []
        for component in names.components(named: .adjustsFontForContentSizeCategory) {
            guard let token = tree[component].name, Int(token.raw) + 2 < tree.tokens.count,
                  tree.token(TokenID(token.raw + 1), is: "="), tree.token(TokenID(token.raw + 2), is: "true") else { continue }
            let receiver = token.raw >= 2 && tree.token(TokenID(token.raw - 1), is: ".") ? TokenID(token.raw - 2) : nil
            let declarations = tree.enclosingDeclarations(of: token)
            if receiver.map({ tree.token($0, is: "self") }) ?? true {
                // The view itself: the class (or the app's class an extension adds to) it is set in.
                guard let type = declarations.first(where: { tree[$0].isTypeLike }), let name = tree.name(ofType: type),
                      tree[type].kind == .class || (tree[type].kind == .extension && !isFrameworkClass(name)) else { continue }
                found.append(AdjustingTextView(kind: .subclass, name: name, owner: nil))
            } else if let receiver, tree.localBinding(of: receiver) != nil,
                      let factory = declarations.first(where: { tree[$0].kind == .function }),
                      let name = tree[factory].name {
                // A local view the function builds (and returns): the function is its factory.
                let owner = tree[factory].parent.flatMap { parent in tree[parent].isTypeLike ? tree.name(ofType: parent) : nil }
                found.append(AdjustingTextView(kind: .factory, name: tree.text(of: name), owner: owner))
            }
        }
        return Array(Set(found)).sorted { ($0.name, $0.owner ?? "") < ($1.name, $1.owner ?? "") }
    }

    /// `UILabel`, `NSTextField`: an extension of a framework class adds to every one of its views.
    private static func isFrameworkClass(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("NS")
    }
}
