import InterfaceBuilder
import SwiftSource

/// What the run's Interface Builder documents set on outlets, by the owner's class and the property:
/// read in the engine's first pass, so the Swift rules see it (`missing-adjusts-font` on an
/// `@IBOutlet` whose document sets `adjustsFontForContentSizeCategory="YES"`).
public struct DocumentOutlets: Sendable {
    private var adjusting: Set<OutletKey> = []

    public init() {}

    /// Records the outlets of one document whose views adjust their font.
    public mutating func add(_ document: InterfaceBuilderDocument) {
        guard !document.outlets.isEmpty else { return }
        let views = document.textViewsByID()
        for outlet in document.outlets {
            guard let owner = outlet.ownerClass, views[outlet.destination]?.adjustsFontForContentSizeCategory == true else { continue }
            adjusting.insert(OutletKey(owner: owner, property: outlet.property))
        }
    }

    /// Whether a document's bytes may set `adjustsFontForContentSizeCategory` (a document without
    /// the attribute's name adds nothing: ``add(_:)`` need not read it).
    static func mayAdjustFonts(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "adjustsFontForContentSizeCategory")
    }

    /// Adds another set of facts.
    public mutating func formUnion(_ other: DocumentOutlets) { adjusting.formUnion(other.adjusting) }

    /// Whether a document sets `adjustsFontForContentSizeCategory="YES"` on the view of `owner.property`.
    public func adjustsFont(owner: String, property: String) -> Bool {
        !adjusting.isEmpty && adjusting.contains(OutletKey(owner: owner, property: property))
    }
}

/// What the run's Swift code assigns to the properties of its classes (outlets among them): read in
/// the engine's second pass, so the documents' rules judge an outlet's view by what the code sets.
public struct CodeOutlets: Sendable {
    /// What code assigns to one property.
    public struct Assignments: Sendable, Hashable {
        /// The properties assigned (`font`, `numberOfLines`, `adjustsFontSizeToFitWidth` …).
        public var properties: Set<KnownName> = []
        /// The last `adjustsFontForContentSizeCategory` value written as a literal (nil: none or not a literal).
        public var adjustsFont: Bool?
        /// Whether an `attributedText` assigned carries its own font (see ``attributesSetFont(_:in:)``).
        public var attributedTextHasFont = false
        /// Whether that font is a text style's (`.font: UIFont.preferredFont(forTextStyle: .subheadline)`).
        public var attributedTextHasTextStyle = false
    }

    private var byOutlet: [OutletKey: Assignments] = [:]
    /// The buttons code gives a title (`skipButton.setTitle(…)`, `saveButton.configuration = …`), by
    /// owner and property; a button class titling itself (`setTitle(…)` in its own code) as `Class.self`.
    private var titled: Set<OutletKey> = []
    /// What code hides and shows (see ``Visibility``).
    private var visibility = Visibility()

    public init() {}

    /// The assignments to text views of the file's classes, and to the outlets of the views it holds
    /// (`cell.priceLabel`, `cell` declared or cast as a class); a loop over a list of outlets assigns
    /// to each (`for button in [leftButton, rightButton] { button.titleLabel?.font = … }`).
    public init(_ analysis: FileAnalysis) {
        let tree = analysis.tree
        titled = Self.titledButtons(in: tree)
        visibility = Visibility(tree)
        for view in analysis.textViews {
            guard let first = view.assignments.first else { continue }
            let held = analysis.memberOutlet(of: view)
            guard let owner = held?.owner ?? view.type.flatMap({ tree[$0].name }).map({ tree.text(of: $0) }) else { continue }
            var assignments = Assignments()
            for assignment in view.assignments {
                assignments.properties.insert(assignment.property)
                if assignment.property == .attributedText, let isTextStyle = Self.attributesSetFont(assignment, in: analysis) {
                    assignments.attributedTextHasFont = true
                    if isTextStyle { assignments.attributedTextHasTextStyle = true }
                }
            }
            if let adjusts = view.lastAssignment(of: .adjustsFontForContentSizeCategory) {
                switch tree.text(of: tree[adjusts.value].tokens) {
                case "true": assignments.adjustsFont = true
                case "false": assignments.adjustsFont = false
                default: break
                }
            }
            for receiver in held.map({ [$0.outlet] }) ?? analysis.listedViews(of: view, at: first) ?? [view.name] {
                // A button's title label is reached through the button's outlet: `startButton.titleLabel`.
                let property = receiver.hasSuffix(".titleLabel") ? String(receiver.dropLast(".titleLabel".count)) : receiver
                guard !property.contains(".") else { continue }
                let key = OutletKey(owner: owner, property: property)
                byOutlet[key] = byOutlet[key].map { Self.merged($0, assignments) } ?? assignments
            }
        }
    }

    /// Whether an `attributedText` assignment's string carries its own font: a `.font` attribute or a
    /// `font:` argument in the value (`previewString(from: text, font: Style.headlineFont)`), or, for a
    /// local string, in the function that builds it (`[.font: Style.previewFont]`), so the view's own
    /// font never shows. Nil when it carries none; else whether a font written there scales (a preferred
    /// font, `UIFont.preferredFont(forTextStyle: .headline)` or a design system's `Style.headlineFont`
    /// made so, or a `UIFontMetrics`-scaled one): a text style, which the view adjusts when it is told to.
    private static func attributesSetFont(_ assignment: PropertyAssignment, in analysis: FileAnalysis) -> Bool? {
        let tree = analysis.tree
        let value = assignment.value
        let isLocal = tree.singleChain(of: value).map { chain in
            tree.components(of: chain).count == 1 && tree[tree.base(of: chain)].kind == .identifier && !tree[tree.base(of: chain)].isCalled
        } == true
        let span = isLocal ? assignment.function.map { tree[$0].tokens } ?? tree[value].tokens : tree[value].tokens
        var previous: TokenID?
        var setsFont = false
        for raw in span.lowerBound..<span.upperBound {
            let token = TokenID(raw)
            defer { previous = token }
            guard !setsFont, tree.token(token, is: "font"), raw + 1 < span.upperBound else { continue }
            let next = TokenID(raw + 1)
            if tree.token(next, is: ":") { setsFont = true }
            if tree.token(next, is: ","), let previous, tree.token(previous, is: ".") { setsFont = true }
        }
        guard setsFont else { return nil }
        return tree.chains(in: span).contains { chain in
            guard let font = analysis.font(of: chain) else { return false }
            if case .preferred = font.value.source { return true }
            return font.value.isScaledByFontMetrics
        }
    }

    /// The buttons `tree` gives a title to: the receiver of `setTitle(_:for:)`, `setAttributedTitle(_:for:)`
    /// or a `configuration` (a name, or `self.name`, in a type), or the type itself for a call without one.
    private static func titledButtons(in tree: SyntaxTree) -> Set<OutletKey> {
        let bytes = tree.file.bytes
        guard ByteSearch.contains(bytes, "etTitle") || ByteSearch.contains(bytes, "etAttributedTitle")
                || ByteSearch.contains(bytes, "configuration") else { return [] }
        var titled = Set<OutletKey>()
        for chain in tree.chainIDs {
            let components = tree.components(of: chain)
            guard let position = components.firstIndex(where: { component in
                tree[component].isCalled && (tree.component(component, isNamed: "setTitle") || tree.component(component, isNamed: "setAttributedTitle"))
                    || !tree[component].isCalled && tree.component(component, isNamed: "configuration")
            }), let type = tree.enclosingType(of: tree[components[position]].token), let owner = tree.name(ofType: type) else { continue }
            let names = components[..<position].compactMap { tree.name(of: $0) }.filter { $0 != "self" }
            if names.isEmpty, tree[components[position]].isCalled {
                titled.insert(OutletKey(owner: owner, property: "self"))
            } else if names.count == 1 {
                titled.insert(OutletKey(owner: owner, property: names[0]))
            }
        }
        return titled
    }

    /// Whether code gives the button of `owner.property`, or any button of class `buttonClass`, a title.
    public func titles(owner: String?, property: String?, buttonClass: String?) -> Bool {
        guard !titled.isEmpty else { return false }
        if let owner, let property, titled.contains(OutletKey(owner: owner, property: property)) { return true }
        return buttonClass.map { titled.contains(OutletKey(owner: $0, property: "self")) } ?? false
    }

    /// Whether the code of a run keeps the view of `owner.property` hidden: it sets `isHidden = true`
    /// on it and never anything else there, nor on a receiver it cannot name.
    public func keepsHidden(owner: String, property: String) -> Bool {
        visibility.keepsHidden(OutletKey(owner: owner, property: property))
    }

    private static func merged(_ lhs: Assignments, _ rhs: Assignments) -> Assignments {
        Assignments(properties: lhs.properties.union(rhs.properties), adjustsFont: rhs.adjustsFont ?? lhs.adjustsFont,
                    attributedTextHasFont: lhs.attributedTextHasFont || rhs.attributedTextHasFont,
                    attributedTextHasTextStyle: lhs.attributedTextHasTextStyle || rhs.attributedTextHasTextStyle)
    }

    /// Adds another file's assignments.
    public mutating func formUnion(_ other: CodeOutlets) {
        byOutlet.merge(other.byOutlet, uniquingKeysWith: Self.merged)
        titled.formUnion(other.titled)
        visibility.formUnion(other.visibility)
    }

    /// What code assigns to `owner.property`, if anything.
    public func assignments(owner: String, property: String) -> Assignments? {
        byOutlet[OutletKey(owner: owner, property: property)]
    }
}

/// A property of a class: `BrewViewController.titleLabel`.
struct OutletKey: Hashable, Sendable {
    var owner: String
    var property: String
}

/// The views code hides and may show, by `isHidden` writes: `promoButton.isHidden = true` hides the
/// outlet of its type; any other value (`= false`, `= !isSignedIn`, `.toggle()`) may show it. A write
/// through another object (`cell.badgeLabel.isHidden = false`) may show that property of any class; one
/// through a receiver without a name (`$0.isHidden = false`, `subviews.first?.isHidden`) may show any
/// view of the type.
struct Visibility: Sendable {
    private var hidden: Set<OutletKey> = []
    private var shown: Set<OutletKey> = []
    /// The owner of a write through another object, and the property of one without a name.
    private static let any = "*"

    init() {}

    init(_ tree: SyntaxTree) {
        guard ByteSearch.contains(tree.file.bytes, "isHidden") else { return }
        for chain in tree.chainIDs {
            let components = tree.components(of: chain)
            guard let position = components.firstIndex(where: { !tree[$0].isCalled && tree.component($0, isNamed: "isHidden") }),
                  let type = tree.enclosingType(of: tree[components[position]].token), let owner = tree.name(ofType: type)
            else { continue }
            let hides: Bool
            if position == components.count - 1 {
                // A read (`if badge.isHidden`) shows nothing.
                guard let value = tree.assignment(to: chain)?.expression else { continue }
                hides = tree.isTrueLiteral(value)
            } else {
                guard tree.component(components[position + 1], isNamed: "toggle") else { continue }
                hides = false
            }
            let spelled = tree.receiver(before: components[position]).map { $0.map { tree.text(of: $0) } }
            // A closure's `$0` names no view.
            let names = spelled?.contains { $0.hasPrefix("$") } == true ? nil : spelled
            let key = Self.key(receiver: names, owner: owner, type: type, in: tree)
            if hides, key.owner == owner, key.property != Self.any { hidden.insert(key) } else { shown.insert(key) }
        }
    }

    /// The outlet a write to `isHidden` through `receiver` is about: a member of the type, a property of
    /// another object (of any class), or, for a receiver without a name or a name that is no member (a
    /// loop's `button`), any view of the type.
    private static func key(receiver names: [String]?, owner: String, type: DeclarationID, in tree: SyntaxTree) -> OutletKey {
        guard let names else { return OutletKey(owner: owner, property: any) }
        if names.count == 1, isMember(names[0], of: type, in: tree) { return OutletKey(owner: owner, property: names[0]) }
        if names.count == 2 { return OutletKey(owner: any, property: names[1]) }
        return OutletKey(owner: owner, property: any)
    }

    private static func isMember(_ name: String, of type: DeclarationID, in tree: SyntaxTree) -> Bool {
        tree.members(of: type).contains { member in tree[member].name.map { tree.text(of: $0) == name } == true }
    }

    func keepsHidden(_ key: OutletKey) -> Bool {
        hidden.contains(key) && !shown.contains(key) && !shown.contains(OutletKey(owner: Self.any, property: key.property))
            && !shown.contains(OutletKey(owner: key.owner, property: Self.any))
    }

    mutating func formUnion(_ other: Visibility) {
        hidden.formUnion(other.hidden)
        shown.formUnion(other.shown)
    }
}
