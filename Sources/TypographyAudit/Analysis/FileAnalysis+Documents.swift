extension FileAnalysis {
    /// Whether an Interface Builder document of the run sets `adjustsFontForContentSizeCategory="YES"`
    /// on the view behind `view`: an outlet of the class that owns it (a property declared with
    /// `@IBOutlet`, or declared elsewhere).
    public func documentAdjustsFont(of view: PlatformTextView) -> Bool {
        guard let type = view.type, let name = tree[type].name,
              project.documentOutlets.adjustsFont(owner: tree.text(of: name), property: view.name) else { return false }
        guard let declaration = view.declaration else { return true }
        return tree[declaration].attributes.contains { tree.token(tree[$0].name, is: "IBOutlet") }
    }
}
