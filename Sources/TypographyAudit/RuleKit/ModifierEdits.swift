import SwiftSource

/// Edits of SwiftUI modifier chains shared by the spacing rules.
enum ModifierEdits {
    /// Removes a modifier component (`.lineSpacing(-2)`) with the whitespace and line break before
    /// it, so that the rest of the chain keeps its layout.
    static func removal(of component: ComponentID, in tree: SyntaxTree) -> FixEdit {
        let first = tree[component].firstToken
        let start = first.raw > 0 ? Int(tree[TokenID(first.raw - 1)].end) : Int(tree[first].start)
        return FixEdit(range: start..<Int(tree[tree[component].lastToken].end), replacement: "")
    }

    /// The anchor of a modifier: the `.` of `.tracking(…)`, or the name of a bare `tracking(…)`.
    static func anchor(of component: ComponentID, in tree: SyntaxTree) -> TokenID {
        tree[component].kind == .member ? tree[component].firstToken : tree[component].token
    }
}
