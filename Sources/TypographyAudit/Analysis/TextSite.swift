import SwiftSource
import Typography

/// A SwiftUI view that shows text, with the modifiers that apply to it: its own (in its chain) and
/// those inherited through the environment from the containers around it (`.font` on a `VStack`
/// applies to the `Text`s inside).
///
/// ```swift
/// for site in file.textSites {
///     if let lineLimit = site.modifier(.lineLimit) { … tree[lineLimit] … }
///     for font in site.fonts { font.value.resolvedSize(on: site.platform) }
/// }
/// ```
public struct TextSite: Sendable {
    public enum Kind: Sendable, Hashable {
        case text, label, button, textField, secureField, textEditor, toggle, link, navigationLink, menu,
             picker, stepper, datePicker, labeledContent
        /// `.navigationTitle(…)`: the modifier is the site (no modifiers of its own).
        case navigationTitle
    }

    /// What the text shows.
    public enum Content: Sendable, Hashable {
        /// No text argument (`Button { } label: { … }` has its texts as sites of their own).
        case none
        /// A string literal without interpolation (`Text("Ratio")`, `Text(verbatim: "…")`).
        case literal
        /// A string literal with interpolations (`Text("\(count) g")`).
        case interpolated
        /// Any other expression (`Text(recipe.name)`, `Text(date, style: .timer)`).
        case dynamic
    }

    public var kind: Kind
    /// The view's name token (`Text`), or the `navigationTitle` token.
    public var anchor: TokenID
    /// The chain the view starts (its own modifiers follow the view component).
    public var chain: ChainID
    /// The component that creates the view (`Text("…")`) or the `.navigationTitle(…)` component.
    public var view: ComponentID
    public var content: Content
    /// The text argument (first unlabelled argument, or `verbatim:`), if any.
    public var contentArgument: ArgumentID?
    /// Modifiers in application order: the site's own chain first (nearest first), then those
    /// inherited from enclosing containers, innermost container first.
    public var modifiers: [AppliedModifier]
    /// The fonts the text can be shown in: the candidates of the nearest `.font(…)` (each branch
    /// of a ternary), with `.fontWeight`, `.bold()`, `.fontDesign`, `.monospacedDigit()` applied.
    /// One default body font when no `.font` applies.
    public var fonts: [TextSiteFont]
    public var platform: Platform
    public var isInPreview: Bool
    /// The View type the site is built in.
    public var screen: DeclarationID?

    /// The nearest modifier of that name (own before inherited), if any. The rule lists `name` in
    /// its ``Rule/names``.
    public func modifier(_ name: KnownName) -> ComponentID? {
        DeclaredNames.check(name)
        return nearestModifier(name)
    }

    /// ``modifier(_:)`` for the analysis' own facts (line capacity), which a rule reads without
    /// naming the modifier.
    func nearestModifier(_ name: KnownName) -> ComponentID? {
        modifiers.first { $0.name == name }?.component
    }

    /// All modifiers of that name, nearest first. The rule lists `name` in its ``Rule/names``.
    public func modifiers(_ name: KnownName) -> [AppliedModifier] {
        DeclaredNames.check(name)
        return modifiers.filter { $0.name == name }
    }
}

/// A modifier applied to a text site.
public struct AppliedModifier: Sendable, Hashable {
    /// The modifier's known name (nil for names the audit does not list: compare with
    /// ``SwiftSource/SyntaxTree/component(_:isNamed:)``).
    public var name: KnownName?
    public var component: ComponentID
    /// Whether it comes from an enclosing container rather than the site's own chain.
    public var isInherited: Bool
}

/// One font a text site can be shown in.
public struct TextSiteFont: Sendable {
    /// The value, with the text's weight/design/digit modifiers applied.
    public var value: FontValue
    /// Whether the `.font` is on an enclosing container.
    public var isInherited: Bool
    /// Whether no `.font` applies (SwiftUI's default, body).
    public var isDefault: Bool
    /// ``occurrence``, -1 for none: 72 bytes a font instead of 104 with the `Int?`.
    private var occurrenceRaw: Int32

    public init(value: FontValue, occurrence: Int?, isInherited: Bool, isDefault: Bool) {
        self.value = value
        self.isInherited = isInherited
        self.isDefault = isDefault
        occurrenceRaw = occurrence.map { Int32(truncatingIfNeeded: $0) } ?? -1
    }

    /// The font expression (index into ``FileAnalysis/fonts``); nil for the default body font.
    public var occurrence: Int? {
        get { occurrenceRaw < 0 ? nil : Int(occurrenceRaw) }
        set { occurrenceRaw = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
    }
}
