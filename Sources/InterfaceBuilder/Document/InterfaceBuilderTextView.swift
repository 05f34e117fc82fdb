/// A view of a document that shows text (`label`, `button`, `textField`, `textView`; on AppKit also
/// `NSTextField`-like controls whose cell holds the font), with the settings the audit reads.
public struct InterfaceBuilderTextView: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case label, button, textField, textView
    }

    /// The view's element index.
    public var element: Int
    public var kind: Kind
    /// The element's name (`label`, `searchField`).
    public var elementName: String
    /// `id`: what outlets name as their destination.
    public var id: String?
    /// `customClass` (`BrewTitleLabel`), if set.
    public var customClass: String?
    /// The font, when the document stores one the reader understands.
    public var font: InterfaceBuilderFont?
    /// `adjustsFontForContentSizeCategory` (nil: not written, which means NO).
    public var adjustsFontForContentSizeCategory: Bool?
    /// The lines a label shows: `numberOfLines` (0: unlimited; a label without the attribute shows 1);
    /// nil for views other than labels.
    public var numberOfLines: Int?
    /// Whether the label shrinks its text to fit: `adjustsFontSizeToFit="YES"`, or a
    /// `minimumScaleFactor` / `minimumFontSize` without `adjustsFontSizeToFit="NO"` (Interface Builder
    /// writes `NO` on every label that does not shrink).
    public var shrinksToFit: Bool
    /// `minimumScaleFactor`, if written.
    public var minimumScaleFactor: Double?
    /// `lineBreakMode` (`tailTruncation`, `wordWrap`, `middleTruncation` …), if written.
    public var lineBreakMode: String?
    /// A fixed height: an equal height constraint of the view's own with a constant, whose priority
    /// beats the view's vertical compression resistance.
    public var fixedHeight: HeightConstraint?
    /// Whether the document gives the view a title to show in its font: false for a button without a
    /// `title` in any state, its configuration or its cell (an image-only button); true for other views.
    public var hasTitle = true
    /// `hidden="YES"`: the view is not shown until code shows it.
    public var isHidden = false
}

/// `<constraint firstAttribute="height" constant="44"/>` on a view.
public struct HeightConstraint: Sendable, Hashable {
    /// The constraint's element index.
    public var element: Int
    public var constant: Double
}

/// `<outlet property="titleLabel" destination="ID"/>`: a property of the object whose `<connections>`
/// hold it, pointing at the element with that id.
public struct InterfaceBuilderOutlet: Sendable, Hashable {
    /// The outlet's element index.
    public var element: Int
    public var property: String
    public var destination: String
    /// The element whose connections hold the outlet (a view controller, the File's Owner, a cell).
    public var owner: Int
    /// The owner's `customClass`: the Swift class that declares the `@IBOutlet`.
    public var ownerClass: String?
}
