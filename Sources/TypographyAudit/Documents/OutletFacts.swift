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
    }

    private var byOutlet: [OutletKey: Assignments] = [:]

    public init() {}

    /// The assignments to text views of the file's classes.
    public init(_ analysis: FileAnalysis) {
        let tree = analysis.tree
        for view in analysis.textViews {
            // A button's title label is reached through the button's outlet: `startButton.titleLabel`.
            let property = view.name.hasSuffix(".titleLabel") ? String(view.name.dropLast(".titleLabel".count)) : view.name
            guard let type = view.type, let name = tree[type].name, !property.contains(".") else { continue }
            let key = OutletKey(owner: tree.text(of: name), property: property)
            var assignments = byOutlet[key] ?? Assignments()
            for assignment in view.assignments { assignments.properties.insert(assignment.property) }
            if let adjusts = view.lastAssignment(of: .adjustsFontForContentSizeCategory) {
                switch tree.text(of: tree[adjusts.value].tokens) {
                case "true": assignments.adjustsFont = true
                case "false": assignments.adjustsFont = false
                default: break
                }
            }
            byOutlet[key] = assignments
        }
    }

    /// Adds another file's assignments.
    public mutating func formUnion(_ other: CodeOutlets) {
        byOutlet.merge(other.byOutlet) { lhs, rhs in
            Assignments(properties: lhs.properties.union(rhs.properties), adjustsFont: rhs.adjustsFont ?? lhs.adjustsFont)
        }
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
