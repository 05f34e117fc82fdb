/// A type written in an inheritance clause: `View`, `UIViewController`, `SwiftUI.View`,
/// `Identifiable & Hashable`.
public struct TypeReference: Sendable {
    /// All tokens of the type.
    public internal(set) var tokens: TokenRange
    /// The type's own name: the last identifier before any generic arguments (`View` in
    /// `SwiftUI.View`, `Collection` in `Collection<Int>`).
    public internal(set) var name: TokenID
}
