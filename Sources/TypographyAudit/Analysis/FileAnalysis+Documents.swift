import SwiftSource

extension FileAnalysis {
    /// Whether an Interface Builder document of the run sets `adjustsFontForContentSizeCategory="YES"`
    /// on the view behind `view`: an outlet of the class that owns it (a property declared with
    /// `@IBOutlet`, or declared elsewhere), or an outlet of another view this type holds
    /// (`headerView.titleLabel`, where `headerView` is declared as a view class with that outlet).
    public func documentAdjustsFont(of view: PlatformTextView) -> Bool {
        if let (owner, outlet) = memberOutlet(of: view) {
            return project.documentOutlets.adjustsFont(owner: owner, property: outlet)
        }
        guard let type = view.type, let name = tree[type].name,
              project.documentOutlets.adjustsFont(owner: tree.text(of: name), property: view.name) else { return false }
        guard let declaration = view.declaration else { return true }
        return tree.attribute("IBOutlet", on: declaration) != nil
    }

    /// For a view named `holder.outlet` (or a button's `holder.outlet.titleLabel`), the type `holder`
    /// is declared with (annotated, initialized or cast: `let cell = … as! FareCell`) and the outlet's
    /// name; nil for a button's own title label (`saveButton.titleLabel`, `saveButton` a `…Button`).
    func memberOutlet(of view: PlatformTextView) -> (owner: String, outlet: String)? {
        var parts = view.name.split(separator: ".")
        if parts.count == 3, parts[2] == "titleLabel" { parts.removeLast() }
        guard parts.count == 2, let statement = view.assignments.first?.statement,
              let holder = tree[statement].tokens.first(where: { tree.text(of: $0) == parts[0] }),
              let type = tree.declaredType(of: holder) else { return nil }
        let owner = tree.text(of: type)
        if parts[1] == "titleLabel", view.name.hasSuffix(".titleLabel"), owner.hasSuffix("Button") { return nil }
        return (owner, String(parts[1]))
    }
}
