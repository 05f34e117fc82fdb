import SwiftSource

extension FileAnalysis {
    /// Whether the view a modifier chain builds may show text. It shows none when it holds no text
    /// site (of a `Button`, its label closure only, not its action) and every view it is built of is a
    /// symbol, shape or spacer (`Image`, `…Icon(…)`, `ProgressView()`, `Circle()`), a property of the
    /// type whose getter builds only such views (`var locateIcon: some View`), or a name declared as
    /// an `Image`. Any other view (`ProfileHeader(user:)`, a `content` passed in) may show text.
    public func mayShowText(_ chain: ChainID) -> Bool {
        let base = tree.base(of: chain)
        let closures = tree.trailingClosures(of: base)
        if knownName(of: base) == .Button, closures.count >= 2, let label = closures.last {
            return mayShowText(in: tree[label].tokens, depth: 0)
        }
        if !sites(in: tree[base].tokens).isEmpty { return true }
        return mayShowText(view: base, depth: 0)
    }

    private func mayShowText(in span: TokenRange, depth: Int) -> Bool {
        if !sites(in: span).isEmpty { return true }
        for chain in tree.chains(in: span) {
            guard case .statement(let statement) = tree[tree[chain].expression].owner, tree[statement].kind == .expression,
                  mayShowText(view: tree.base(of: chain), depth: depth) else { continue }
            return true
        }
        return false
    }

    /// Whether one view a builder shows may be text (see ``mayShowText(_:)``).
    private func mayShowText(view base: ComponentID, depth: Int) -> Bool {
        guard tree[base].kind == .identifier, let name = tree[base].name else { return false }
        let text = tree.text(of: name)
        if tree[base].isCalled {
            guard text.first?.isUppercase == true else { return true }
            return !(Self.viewsWithoutText.contains(text) && !(text == "ProgressView" && !tree[base].arguments.isEmpty)
                || ["Icon", "Image", "Symbol", "Glyph"].contains { text.hasSuffix($0) })
        }
        guard depth < 3, text.first?.isLowercase == true, let type = tree.enclosingType(of: name),
              let property = tree.variable(named: name, in: type) else { return true }
        if let body = tree[property].body { return mayShowText(in: tree[body].tokens, depth: depth + 1) }
        return tree.declaredType(of: name).map { !tree.token($0, is: "Image") } ?? true
    }

    private static let viewsWithoutText: Set<String> = [
        "Image", "AsyncImage", "ProgressView", "Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse",
        "Color", "Spacer", "Divider", "EmptyView",
    ]
}
