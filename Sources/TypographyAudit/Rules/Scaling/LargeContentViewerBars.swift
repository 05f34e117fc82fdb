import SwiftSource

/// Bars and the Large Content Viewer (catalog "Bars"). UIKit bars that show the viewer, whose
/// `maximumContentSizeCategory` cap `dynamic-type-capped` leaves alone: the capped view is a bar (a
/// `UIToolbar`/`UITabBar` subclass, `playerBar`, `let controls = UIToolbar()`), and the same type enables
/// the viewer on that view (`showsLargeContentViewer = true`, `addInteraction(UILargeContentViewerInteraction())`).
/// And the bar a fixed font sits in (a type named `…Bar`, `…Toolbar`, `…BarView`, or one inheriting from a
/// bar; a SwiftUI toolbar; navigation bar and bar button titles; a bar button item's custom view), which
/// `fixed-font-size` reports with the bar's two ways out unless it shows the viewer.
struct LargeContentViewerBars {
    let tree: SyntaxTree
    /// Whether the file names the viewer at all (`showsLargeContentViewer`, `UILargeContentViewerInteraction`,
    /// `.accessibilityShowsLargeContentViewer()`): most files do not, and are not searched type by type.
    private let mentionsViewer: Bool

    init(tree: SyntaxTree) {
        self.tree = tree
        mentionsViewer = ByteSearch.contains(tree.file.bytes, "LargeContentViewer")
    }

    /// Whether the view whose `maximumContentSizeCategory` is `property` is a bar showing the viewer.
    func showsViewer(capped property: ComponentID) -> Bool {
        guard mentionsViewer else { return false }
        let token = tree[property].token
        guard let receiver = tree.receiver(before: property), let type = tree.enclosingType(of: token),
              isBar(receiver, in: type) else { return false }
        let names = receiver.map { tree.text(of: $0) }
        for chain in tree.chains(in: tree[type].tokens) {
            guard let last = tree.components(of: chain).last, enablesViewer(last, in: type),
                  let other = tree.receiver(before: last), other.map({ tree.text(of: $0) }) == names else { continue }
            return true
        }
        return false
    }

    /// Where in a bar a font sits, as a message names it, and whether that bar shows the viewer.
    struct Place {
        /// `the bar ReaderToolbar`, `a toolbar`, `the navigation bar title`, `a bar button item's custom view`.
        var phrase: String
        var showsViewer: Bool
    }

    /// The bar a font sits in (catalog "Bars"): a custom bar type, a SwiftUI `.toolbar { }`, a navigation
    /// bar's or bar button item's title attributes, or a view given as a bar button item's `customView` or a
    /// navigation item's `titleView` in the same type. Nil outside every bar.
    func place(of font: FontOccurrence, in file: FileAnalysis) -> Place? {
        let anchor = font.anchor
        if let attributes = file.titleAttributes(holding: font) {
            guard let phrase = titlePhrase(of: attributes) else { return nil }
            return Place(phrase: phrase, showsViewer: false)
        }
        if let bar = barType(around: anchor), let name = tree[bar].name {
            return Place(phrase: "the bar " + tree.text(of: name), showsViewer: showsViewer(in: bar))
        }
        let type = tree.enclosingType(of: anchor)
        let viewerInType = type.map(showsViewer(in:)) ?? false
        if file.context(at: anchor).contains(.toolbar) { return Place(phrase: "a toolbar", showsViewer: viewerInType) }
        guard let type, let index = file.fontIndex(of: font.chain),
              let view = file.textViews.first(where: { view in
                  view.type == type && view.assignments(of: .font).contains { $0.fonts.contains(index) }
              }),
              let phrase = barPhrase(ofViewNamed: view.name, in: type) else { return nil }
        return Place(phrase: phrase, showsViewer: viewerInType)
    }

    /// A navigation bar's title (`appearance.titleTextAttributes`, `navigationBar.titleTextAttributes`) or a
    /// bar button item's (`UIBarButtonItem.appearance().setTitleTextAttributes(…)`, `buttonAppearance.normal
    /// .titleTextAttributes`); nil for other controls' titles (a segmented control's).
    private func titlePhrase(of attributes: ComponentID) -> String? {
        let chain = tree[attributes].chain
        let names = tree.components(of: chain).compactMap { tree.name(of: $0)?.lowercased() }
        if names.contains(where: { $0.hasSuffix("item") || $0.contains("buttonappearance") }) {
            return "a bar button item's title"
        }
        if tree[attributes].isCalled { return nil }
        return "the navigation bar title"
    }

    /// How a message names the bar a view of `type` is placed in: `UIBarButtonItem(customView: name)` or
    /// `titleView = name` (`name` is the view's receiver, `pageLabel` or `closeButton.titleLabel`).
    private func barPhrase(ofViewNamed name: String, in type: DeclarationID) -> String? {
        let base = name.split(separator: ".").first.map(String.init) ?? name
        for chain in tree.chains(in: tree[type].tokens) {
            for component in tree.components(of: chain) {
                if tree.isCall(component, named: "UIBarButtonItem"), let value = tree.argumentValue("customView", of: component),
                   names(value, base) {
                    return "a bar button item's custom view"
                }
                if tree.component(component, isNamed: "titleView"), let assignment = tree.assignment(to: chain),
                   let value = assignment.expression, names(value, base) {
                    return "the navigation bar's title view"
                }
            }
        }
        return nil
    }

    /// Whether an expression is the name `base` alone (`pageLabel`, `self.pageLabel`).
    private func names(_ expression: ExpressionID, _ base: String) -> Bool {
        guard let chain = tree.singleChain(of: expression) else { return false }
        let names = tree.components(of: chain).compactMap { tree.name(of: $0) }.filter { $0 != "self" }
        return names == [base]
    }

    /// The bar type `token` is written in (its name, or the bar type it inherits from), nil outside one.
    func barType(around token: TokenID) -> DeclarationID? {
        guard let type = tree.enclosingType(of: token) else { return nil }
        let declaration = tree[type]
        let isBar = declaration.name.map(isBarName) == true || declaration.inheritance.contains { isBarName(tree[$0].name) }
        return isBar ? type : nil
    }

    /// Whether anything in `type` shows the Large Content Viewer: `showsLargeContentViewer = true`,
    /// `addInteraction(UILargeContentViewerInteraction())`, SwiftUI `.accessibilityShowsLargeContentViewer()`.
    func showsViewer(in type: DeclarationID) -> Bool {
        mentionsViewer && tree.chains(in: tree[type].tokens).contains { chain in
            tree.components(of: chain).contains { component in
                tree.component(component, isNamed: "accessibilityShowsLargeContentViewer") || enablesViewer(component, in: type)
            }
        }
    }

    /// `showsLargeContentViewer = true`, or `addInteraction(…)` given a `UILargeContentViewerInteraction`.
    private func enablesViewer(_ component: ComponentID, in type: DeclarationID) -> Bool {
        if tree.component(component, isNamed: "showsLargeContentViewer") {
            guard let assignment = tree.assignment(to: tree[component].chain), let value = assignment.expression else { return false }
            return tree.text(of: tree[value].tokens) == "true"
        }
        guard tree.isCall(component, named: "addInteraction"), let argument = tree.argument(nil, of: component),
              let value = tree[argument].value, let chain = tree.singleChain(of: value) else { return false }
        let base = tree.base(of: chain)
        if tree.component(base, isNamed: "UILargeContentViewerInteraction") { return true }
        // `let viewer = UILargeContentViewerInteraction()` … `addInteraction(viewer)`
        guard tree[base].kind == .identifier, !tree[base].isCalled, tree.components(of: chain).count == 1,
              let binding = declaration(of: tree[base].token, in: type), let initializer = tree[binding].initializer,
              let made = tree.singleChain(of: initializer) else { return false }
        return tree.component(tree.base(of: made), isNamed: "UILargeContentViewerInteraction")
    }

    /// Whether the receiver is a bar: the type itself (by its name or superclass) for `self`, else a
    /// view named like one or declared as one.
    private func isBar(_ receiver: [TokenID], in type: DeclarationID) -> Bool {
        guard let last = receiver.last else {
            let declaration = tree[type]
            return declaration.name.map(isBarName) == true
                || declaration.inheritance.contains { isBarName(tree[$0].name) }
        }
        if isBarName(last) { return true }
        guard receiver.count == 1, let binding = declaration(of: last, in: type) else { return false }
        var tokens = Array(tree[binding].typeTokens)
        if let initializer = tree[binding].initializer { tokens += Array(tree[initializer].tokens) }
        return tokens.contains { tree[$0].kind == .identifier && isBarName($0) }
    }

    /// A name ending in `bar` or `barView` in any case (`UIToolbar`, `tabBar`, `PlayerBarView`).
    private func isBarName(_ token: TokenID) -> Bool {
        let name = tree.text(of: token).lowercased()
        return name.hasSuffix("bar") || name.hasSuffix("barview")
    }

    /// The local binding of the name `token` spells before it, else the member of `type` of that name.
    private func declaration(of token: TokenID, in type: DeclarationID) -> DeclarationID? {
        if let local = tree.localBinding(of: token) { return local }
        return tree.members(of: type).first { member in
            tree[member].name.map { tree.token($0, spellsLike: token) } == true
        }
    }
}
