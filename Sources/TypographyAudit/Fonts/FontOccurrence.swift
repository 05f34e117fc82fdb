import SwiftSource
import Typography

/// One font expression of a file with its interpreted value: `Font.system(size: 28)` in a
/// declaration, `.font(.title)`'s `.title`, each branch of `.font(big ? .title : .body)`, a use of a
/// declared font (`.brewTitle`), a helper call (`UIFont.appFont(ofSize: 12)`).
///
/// Rules about a font's own value (fixed size, custom font scaling, weight, minimum size) iterate
/// ``FileAnalysis/fonts`` and report where ``reportsValueHere`` is true, at ``anchor``: a font is
/// reported where it is built, not at every use of a declared font.
public struct FontOccurrence: Sendable {
    /// How the expression relates to the declaration of its value.
    public enum Role: Sendable, Hashable {
        /// The font is built here (`Font.system(size: 28)`, `UIFont(name:size:)`).
        case built
        /// The expression names a font declared elsewhere (`.brewTitle`): its value is reported there.
        case reference
        /// A helper call whose arguments give the font its size, weight or style
        /// (`UIFont.appFont(ofSize: 20)`): reported here.
        case helperCall
    }

    // The stored properties are laid out so that the one-byte ones fill the gap after `value`.
    public var value: FontValue
    public var role: Role
    /// The platform the code is judged for (configuration, imports, `#if os(…)`).
    public var platform: Platform
    /// Inside `#Preview` or a `PreviewProvider`.
    public var isInPreview: Bool
    /// The chain of the font expression (for a helper call or a reference: the call or the name).
    public var chain: ChainID
    /// Where findings about the font point: the chain's first token (`Font`, the `.` of `.system`).
    public var anchor: TokenID
    /// Which parts come from the enclosing function's parameters (a helper's body).
    public var slots: FontSlots
    /// Whether the font only sizes an SF Symbol (see ``FileAnalysis/isSymbolFont(_:)``), decided
    /// once when the font is collected: three rules ask for every font.
    var sizesSymbolOnly = false
    /// The declared font this expression names, if any.
    public var symbol: FontSymbol?

    /// Whether findings about the value belong here (built here, or a helper call with arguments).
    public var reportsValueHere: Bool { role != .reference }
}
