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
    /// Whether a font chain is the argument of `.font(…)` on an `Image(…)` chain, on a label style's
    /// `configuration.icon`, or of `UIImage.SymbolConfiguration(font:)` (see ``FileAnalysis/isSymbolFont(_:)``).
    func sizesSymbolOnly(_ chain: ChainID) -> Bool {
        guard let argument = enclosingArgument(of: chain),
              case .component(let owner) = self[argument].owner else { return false }
        if component(owner, isNamed: "SymbolConfiguration") { return self[argument].label != nil }
        guard knownName(of: owner) == .font else { return false }
        let chain = self[owner].chain
        let base = base(of: chain)
        if component(base, isNamed: "Image") { return true }
        let components = components(of: chain)
        return components.count > 2 && component(base, isNamed: "configuration") && component(components[1], isNamed: "icon")
    }
}
