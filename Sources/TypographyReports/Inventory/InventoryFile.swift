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
    /// Outside any screen of its file, the type that builds the text (an extension's type: `extension
    /// RecipeDetail { var footer: some View }`): ``Inventory`` groups the use under that screen when
    /// some file of the run declares it, as `too-many-type-levels` counts it.
    public var ownerType: String?
    /// The branch the text shows in (a `case` of a `switch`, an `#if` clause), if any: branches never
    /// show together, so a screen's levels are its busiest branch's.
    public var branch: String?
    /// The side of a choice the font is (`.caption` in `.font(compact ? .caption : .title)`), if any:
    /// the sides of one condition never show together (``TypographyAudit/FontChoice``).
    public var choice: Choice?
    /// Text the system lays out apart from the screen (a toolbar, menu, alert, popover or help item,
    /// accessibility-only text, ``TypographyAudit/ViewContext/apartFromScreen``): none of its levels.
    public var isApart: Bool
    /// Set in an Interface Builder document: one of its screen's levels here, though
    /// `too-many-type-levels` judges the fonts of Swift code only (the catalog's rules for documents
    /// judge each element).
    public var isInDocument: Bool
    /// The words the text shows, when the code writes them as a plain string literal (not a
    /// localization key): the app's own sample for the inventory page.
    public var text: String?

    /// One side of a choice between two fonts: its condition as written, without spaces, and the side
    /// (0 before the `:`, 1 after).
    public struct Choice: Sendable, Hashable, Comparable {
        public var condition: String
        public var side: Int

        public init(condition: String, side: Int) {
            self.condition = condition
            self.side = side
        }

        /// By condition, then side: the order `too-many-type-levels` takes the states in.
        public static func < (a: Choice, b: Choice) -> Bool { (a.condition, a.side) < (b.condition, b.side) }
    }

    public init(font: InventoryFont, path: String, line: Int, screen: String?, view: String, ownerType: String? = nil,
                branch: String? = nil, choice: Choice? = nil, isApart: Bool = false, isInDocument: Bool = false,
                text: String? = nil) {
        self.text = text
        self.font = font
        self.path = path
        self.line = line
        self.screen = screen
        self.view = view
        self.ownerType = ownerType
        self.branch = branch
        self.choice = choice
        self.isApart = isApart
        self.isInDocument = isInDocument
    }

    /// The screen's name, or `FILE (no screen)` for text built outside any screen.
    public var screenName: String {
        if let screen { return screen }
        return "\(InventoryFile.fileName(of: path)) (no screen)"
    }
}

/// What the inventory takes from one file: its text sites' fonts and how many of those sites
/// follow Dynamic Type. Built by ``InventoryAdapter`` from the audit's analysis.
public struct InventoryFile: Sendable {
    public var path: String
    /// One use per font a text site can show (each branch of a ternary is one): SwiftUI sites, then
    /// each font assignment of the UIKit/AppKit views, each in source order.
    public var uses: [FontUse]
    /// Text sites (SwiftUI views that show text, UIKit/AppKit views with a font) on a platform with
    /// Dynamic Type, previews excluded: macOS and tvOS text has no text size to follow.
    public var textSites: Int
    /// The text sites whose every font follows the user's text size.
    public var scalingTextSites: Int
    /// The screens the file declares (SwiftUI `View` types and view controllers), text or not.
    public var screens: [String]

    /// The last component of `path`, found on the bytes (a split by Character walks every grapheme).
    static func fileName(of path: String) -> String {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        return name.isEmpty ? path.split(separator: "/").last.map(String.init) ?? path : String(name)
    }

    public init(path: String, uses: [FontUse], textSites: Int, scalingTextSites: Int, screens: [String] = []) {
        self.path = path
        self.uses = uses
        self.textSites = textSites
        self.scalingTextSites = scalingTextSites
        self.screens = screens
    }
}
