import SwiftSource

extension FileAnalysis {
    /// Whether a font expression only sizes an SF Symbol: the argument of `.font(…)` on an
    /// `Image(…)` chain, or of `UIImage.SymbolConfiguration(font:)`. Such a font shows no text, so the
    /// rules about reading text (minimum size, thin weights) leave it to the symbol rules.
    public func isSymbolFont(_ font: FontOccurrence) -> Bool {
        guard let argument = tree.enclosingArgument(of: font.chain),
              case .component(let owner) = tree[argument].owner else { return false }
        if tree.component(owner, isNamed: "SymbolConfiguration") { return tree[argument].label != nil }
        guard tree.knownName(of: owner) == .font else { return false }
        return tree.component(tree.base(of: tree[owner].chain), isNamed: "Image")
    }
}
