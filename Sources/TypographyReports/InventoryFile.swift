import Typography

/// One place where text is shown in a font: the font, the file and line, and the screen.
public struct FontUse: Sendable, Hashable {
    public var font: InventoryFont
    public var path: String
    public var line: Int
    /// The screen the text is built in (a SwiftUI `View` type or a view controller), else nil.
    public var screen: String?
    /// What shows the text: `Text`, `Button`, `UILabel`, `navigationTitle`, …
    public var view: String
    /// Outside any screen, the type whose extension builds the text (`extension RecipeDetail { var
    /// footer: some View }`): ``Inventory`` groups the use under that screen when some file of the
    /// run declares it, as `too-many-type-levels` counts it.
    public var extendedType: String?

    public init(font: InventoryFont, path: String, line: Int, screen: String?, view: String, extendedType: String? = nil) {
        self.font = font
        self.path = path
        self.line = line
        self.screen = screen
        self.view = view
        self.extendedType = extendedType
    }

    /// The screen's name, or `FILE (no screen)` for text built outside any screen.
    public var screenName: String {
        screen ?? "\(path.split(separator: "/").last.map(String.init) ?? path) (no screen)"
    }
}

/// What the inventory takes from one file: its text sites' fonts and how many of those sites
/// follow Dynamic Type. Built by ``InventoryAdapter`` from the audit's analysis.
public struct InventoryFile: Sendable {
    public var path: String
    /// One use per font a text site can show (each branch of a ternary is one): SwiftUI sites, then
    /// UIKit/AppKit views, each in source order.
    public var uses: [FontUse]
    /// Text sites (SwiftUI views that show text, UIKit/AppKit views with a font), previews excluded.
    public var textSites: Int
    /// The text sites whose every font follows the user's text size.
    public var scalingTextSites: Int
    /// The screens the file declares (SwiftUI `View` types and view controllers), text or not.
    public var screens: [String]

    public init(path: String, uses: [FontUse], textSites: Int, scalingTextSites: Int, screens: [String] = []) {
        self.path = path
        self.uses = uses
        self.textSites = textSites
        self.scalingTextSites = scalingTextSites
        self.screens = screens
    }
}
