import SwiftSource

/// Where a SwiftUI view is shown: the containers around it that change how its text is judged
/// (a caption is fine as metadata in a list row, not as a button's title; a large title is fine on
/// a screen, not in a menu bar popover).
///
/// A view is in a container when it is inside the container's arguments or closures (`Button {
/// } label: { Text("Save") }`, `Form { … }`, `.popover(isPresented:) { … }`), when the container's
/// modifier follows it (`VStack { … }.onTapGesture { … }`), or when a `some View` member or a
/// View type that builds it is used inside the container (`Form { header }`,
/// `MenuBarExtra("Brew") { BrewMenu() }`), in the same file or, for the containers of ``placed``,
/// in another file of the run (see ``ViewPlacement``). Screens named as settings or inspectors
/// (`…Settings`, `…SettingsView`, `…PreferencesView`, `…Inspector`, `…InspectorView`) count as those
/// containers.
public struct ViewContext: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A `Button`'s label.
    public static let button = ViewContext(rawValue: 1 << 0)
    public static let link = ViewContext(rawValue: 1 << 1)
    public static let toggle = ViewContext(rawValue: 1 << 2)
    /// A `TextField`'s label or prompt.
    public static let textField = ViewContext(rawValue: 1 << 3)
    public static let navigationLink = ViewContext(rawValue: 1 << 4)
    /// A `Menu`'s label or items.
    public static let menu = ViewContext(rawValue: 1 << 5)
    /// A view with `.onTapGesture` (on itself or a container).
    public static let tapGesture = ViewContext(rawValue: 1 << 6)
    /// `.alert` / `.confirmationDialog` content.
    public static let alert = ViewContext(rawValue: 1 << 7)
    public static let menuBarExtra = ViewContext(rawValue: 1 << 8)
    public static let popover = ViewContext(rawValue: 1 << 9)
    /// `.help(…)` content (a tooltip).
    public static let help = ViewContext(rawValue: 1 << 10)
    public static let form = ViewContext(rawValue: 1 << 11)
    /// A `Settings` scene, or a screen named like settings or preferences.
    public static let settings = ViewContext(rawValue: 1 << 12)
    public static let table = ViewContext(rawValue: 1 << 13)
    /// `.toolbar { … }`, `ToolbarItem`, `ToolbarItemGroup`.
    public static let toolbar = ViewContext(rawValue: 1 << 14)
    /// `.inspector { … }`, or a screen named like an inspector.
    public static let inspector = ViewContext(rawValue: 1 << 15)
    /// The small widget families: `.systemSmall` and the accessory families (a `case` of a switch
    /// over the family, or a configuration whose `.supportedFamilies` are all small).
    public static let smallWidget = ViewContext(rawValue: 1 << 16)
    /// `.accessibilityLabel(Text(…))` and the like: text that is never rendered.
    public static let accessibilityOnly = ViewContext(rawValue: 1 << 17)
    /// A `Menu`'s items (not its label) or `.contextMenu` content: shown in a system menu, not on
    /// the screen.
    public static let menuItems = ViewContext(rawValue: 1 << 18)

    /// A control the user acts on: text in it is the action's name.
    public static let control: ViewContext = [.button, .link, .toggle, .textField, .navigationLink, .menu, .tapGesture]
    /// Small surfaces where display sizes crowd the content.
    public static let compact: ViewContext = [.menuBarExtra, .popover, .help, .toolbar, .smallWidget]
    /// Dense, utilitarian UI where a brand typeface gets in the way.
    public static let dense: ViewContext = [.form, .settings, .inspector, .table]

    /// The containers that reach a view declared in another file of the run where it is placed
    /// (`Settings { SettingsView() }` in the app's file, `Form { header }` with `header` in an extension).
    public static let placed: ViewContext = [.form, .settings, .table, .menuBarExtra, .toolbar, .popover, .help, .alert,
                                             .inspector, .smallWidget, .menuItems]

    /// The containers of the context as a message names them (`a Form`, `a popover`).
    public var phrases: [String] {
        Self.phrases.compactMap { contains($0.context) ? $0.phrase : nil }
    }

    private static let phrases: [(context: ViewContext, phrase: String)] = [
        (.button, "a Button"), (.link, "a Link"), (.toggle, "a Toggle"), (.textField, "a TextField"),
        (.navigationLink, "a NavigationLink"), (.menu, "a Menu"), (.tapGesture, "a tappable view"),
        (.alert, "an alert"), (.menuBarExtra, "a MenuBarExtra"), (.popover, "a popover"), (.help, "a help tooltip"),
        (.form, "a Form"), (.settings, "settings"), (.table, "a Table"), (.toolbar, "a toolbar"),
        (.inspector, "an inspector"), (.smallWidget, "a small widget family"), (.accessibilityOnly, "accessibility text"),
        (.menuItems, "menu items"),
    ]
}

/// Where a file of a run places a view that may be declared in another: a View type it builds
/// (`BrewMenu()` in a `MenuBarExtra`), or a member of a type it uses (`header` in `SettingsView`'s
/// `Form`), with the containers of ``ViewContext/placed`` around the use. Found in the first pass.
struct ViewPlacement: Sendable, Equatable {
    /// The View type's name, or the member's.
    var name: String
    /// For a member: the type (or extension) it is used in; nil for a View type.
    var type: String?
    var context: ViewContext

    /// The containers' words: a file whose bytes have none cannot place views in them (a false
    /// positive costs a lex in the first pass: its tokens decide, see ``mayPlaceViews(tokens:bytes:)``).
    /// Looked for with the first pass's other words (``FileWords/placements``).
    static let containerWords = [
        "Form", "Settings", "Preferences", "Table(", "MenuBarExtra", "toolbar", "ToolbarItem", "popover", "help(",
        "alert(", "confirmationDialog", "inspector", "Inspector", "Menu", "systemSmall", "accessory",
    ]
}

/// The context of every token of a file, filled once per file: empty when the file has no
/// container, else one ``ViewContext`` per token.
struct ViewContextMap: Sendable {
    private var contexts: [ViewContext] = []

    init() {}

    /// The context at a token.
    subscript(token: TokenID) -> ViewContext {
        contexts.isEmpty ? [] : contexts[token.index]
    }

    /// Adds `context` to every token of `span`.
    mutating func add(_ context: ViewContext, to span: TokenRange, tokenCount: Int) {
        guard !context.isEmpty, span.lowerBound < span.upperBound else { return }
        if contexts.isEmpty { contexts = [ViewContext](repeating: [], count: tokenCount) }
        let end = min(Int(span.upperBound), tokenCount)
        var index = Int(span.lowerBound)
        while index < end {
            contexts[index].formUnion(context)
            index += 1
        }
    }

    var isEmpty: Bool { contexts.isEmpty }
}
