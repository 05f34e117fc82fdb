import SwiftSource

extension FileAnalysis {
    /// The code of the file that runs again when the text size changes (see ``ReapplyPaths``). The
    /// caller lists ``KnownName/registerForTraitChanges`` and ``KnownName/didChangeNotification`` in its names.
    func reapplyPaths() -> [TokenRange] {
        ReapplyPaths(tree: tree, names: names).spans
    }
}

/// The code of a file that runs again when the text size changes: `traitCollectionDidChange`, a cell's
/// `updateConfiguration(using:)`, `registerForTraitChanges` calls, `UIContentSizeCategory.didChangeNotification`
/// observers and the functions their `#selector`s name, and the functions those call (one level:
/// `applyFonts()` or `self.applyFonts()` of the same type, extensions included; `header.applyFonts()`
/// of any type).
struct ReapplyPaths {
    let tree: SyntaxTree
    let names: ComponentNames
    /// The spans of that code, in no particular order.
    private(set) var spans: [TokenRange] = []

    init(tree: SyntaxTree, names: ComponentNames) {
        self.tree = tree
        self.names = names
        for component in names.components(named: KnownName.registerForTraitChanges) {
            spans.append(tree[component].tokens)
        }
        for component in names.components(named: KnownName.didChangeNotification) where postsSizeChanges(component) {
            var chain = tree[component].chain
            while let call = tree.enclosingCall(of: chain) { chain = tree[call].chain }
            spans.append(tree[chain].tokens)
        }
        var functionNames = Set<String>()
        for span in spans { functionNames.formUnion(selectors(in: span)) }
        let functions = tree.declarationIDs.filter { tree[$0].kind == .function && tree[$0].name != nil }
        for id in functions {
            let name = tree[id].name!
            if tree.knownName(of: name) == .traitCollectionDidChange || tree.token(name, is: "updateConfiguration")
                || !functionNames.isEmpty && functionNames.contains(tree.text(of: name)) {
                spans.append(tree[id].tokens)
            }
        }
        guard !spans.isEmpty else { return }
        let called = calls(in: spans)
        for id in functions {
            let name = tree.text(of: tree[id].name!)
            if called.onAnyType.contains(name) || called.onOwnType.contains(OwnCall(type: typeName(at: tree[id].firstToken), name: name)) {
                spans.append(tree[id].tokens)
            }
        }
    }

    /// The types this code tells to drop what they built (`AttributedStringBuilder.invalidateCaches()`
    /// in an app coordinator's size-change observer): a static call on a capitalized name whose function
    /// says it clears, resets, rebuilds or updates. Such a type's fonts sized once are made again on a
    /// change, from whichever file of the run the call is in.
    var typesToldToRebuild: [String] {
        var types: [String] = []
        for span in spans {
            for chain in tree.chains(in: span) {
                let components = tree.components(of: chain)
                guard components.count >= 2, tree[components[0]].kind == .identifier, !tree[components[0]].isCalled,
                      let type = tree[components[0]].name, tree.startsUppercase(type),
                      tree[components[1]].isCalled, let function = tree[components[1]].name,
                      Self.saysRebuild(tree.text(of: function)) else { continue }
                types.append(tree.text(of: type))
            }
        }
        return types
    }

    /// `invalidateCaches`, `clearCache`, `resetFonts`, `rebuildStyles`, `reloadAll`, `updateFonts`, `purge`, `flush`.
    private static func saysRebuild(_ function: String) -> Bool {
        let lowercased = function.lowercased()
        return ["invalidate", "clear", "reset", "rebuild", "reload", "update", "refresh", "purge", "flush"].contains {
            lowercased.hasPrefix($0)
        }
    }

    /// Whether a `didChangeNotification` is the text size's (`UIContentSizeCategory.didChangeNotification`),
    /// not another type's (`WatchComplication.didChangeNotification`).
    private func postsSizeChanges(_ component: ComponentID) -> Bool {
        guard let receiver = tree.component(before: component) else { return true }
        return tree.component(receiver, isNamed: "UIContentSizeCategory")
    }

    /// A function called without a receiver (or on `self`) from code in the type named `type`.
    private struct OwnCall: Hashable {
        let type: String?
        let name: String
    }

    /// The names of the functions called in `spans`: on the caller's own type, and on other receivers.
    private func calls(in spans: [TokenRange]) -> (onOwnType: Set<OwnCall>, onAnyType: Set<String>) {
        var own = Set<OwnCall>()
        var any = Set<String>()
        for span in spans {
            let type = typeName(at: TokenID(span.lowerBound))
            for chain in tree.chains(in: span) {
                let components = tree.components(of: chain)
                for (position, component) in components.enumerated() where tree[component].isCalled {
                    guard let name = tree[component].name.map({ tree.text(of: $0) }) else { continue }
                    if position == 0 || position == 1 && names[components[0]] == .`self` {
                        own.insert(OwnCall(type: type, name: name))
                    } else {
                        any.insert(name)
                    }
                }
            }
        }
        return (own, any)
    }

    /// The name of the type (or extended type) around a token; `nil` at the top level.
    private func typeName(at token: TokenID) -> String? {
        tree.enclosingType(of: token).flatMap { tree[$0].name }.map { tree.text(of: $0) }
    }

    /// The functions `#selector(name)` names in a span.
    private func selectors(in span: TokenRange) -> Set<String> {
        var selected = Set<String>()
        for chain in tree.chains(in: span) {
            for component in tree.components(of: chain) where tree[component].kind == .macro && tree.component(component, isNamed: "selector") {
                guard let argument = tree[component].arguments.first, let value = tree[argument].value,
                      let inner = tree.singleChain(of: value), let last = tree.components(of: inner).last,
                      let name = tree[last].name else { continue }
                selected.insert(tree.text(of: name))
            }
        }
        return selected
    }
}
