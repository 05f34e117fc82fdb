import InterfaceBuilder
import Typography

/// One text view of a document as the document rules see it: its font as a ``FontValue``, the
/// platform, its outlet, and what the Swift code of the run assigns to that outlet (which wins).
public struct DocumentSite: Sendable {
    public var view: InterfaceBuilderTextView
    /// The font as the code rules would see the same font (nil when the document stores none the
    /// reader understands).
    public var font: FontValue?
    /// Whether the font is a text style (it scales; its size may be unknown for an unknown style).
    public var isTextStyle: Bool
    public var platform: Platform
    /// The outlet connecting the view to code (`BrewViewController.titleLabel`), if any.
    public var outlet: InterfaceBuilderOutlet?
    /// What the code assigns to that outlet.
    public var code: CodeOutlets.Assignments?
    /// Whether the view's class (`customClass`) sets `adjustsFontForContentSizeCategory = true` in its own
    /// code: on itself, or a button class on its `titleLabel`.
    public var classAdjustsFont = false

    /// Whether code assigns the view's font, itself or in an attributed text: the document's font never
    /// shows, so it is not judged. A text view's attributed text never shows it either, whatever its
    /// attributes (runs without a font take the default font, not the view's).
    public var codeSetsFont: Bool {
        codeSets(.font) || code?.attributedTextHasFont == true || view.kind == .textView && codeSets(.attributedText)
    }

    /// Whether code assigns `property`.
    public func codeSets(_ property: KnownName) -> Bool { code?.properties.contains(property) ?? false }

    /// `adjustsFontForContentSizeCategory` as the view gets it: the code's when it sets it, else the document's.
    public var adjustsFont: Bool {
        if codeSets(.adjustsFontForContentSizeCategory) { return code?.adjustsFont ?? true }
        if classAdjustsFont { return true }
        return view.adjustsFontForContentSizeCategory ?? false
    }

    /// How findings name the view: its outlet (`titleLabel`), else its text, else its kind and id.
    public func name(in xml: XMLTree) -> String {
        if let outlet { return outlet.property }
        let kind = view.kind.rawValue
        for attribute in ["text", "title"] as [StaticString] {
            if let text = xml.value(attribute, of: view.element), !text.isEmpty { return "\(kind) '\(text)'" }
        }
        return view.id.map { "\(kind) \($0)" } ?? kind
    }
}

extension FontValue {
    /// The value the code rules would compute for the same font written in code.
    init?(_ font: InterfaceBuilderFont, framework: FontFramework) {
        switch font.source {
        case .system:
            guard let size = font.pointSize else { return nil }
            self.init(framework: framework, source: .systemSize, size: size,
                      sizeOrigin: font.isPlatformDefault ? .sdkConstant : .literal, weight: font.weight, scaling: .none)
        case .textStyle(let style?):
            self.init(framework: framework, source: .preferred(style), weight: font.weight,
                      scaling: .curve(style, isExplicit: true))
        case .textStyle(nil), .metaFont:
            return nil
        case .custom(let name, let family):
            self.init(framework: framework, source: .custom(family: name ?? family), size: font.pointSize,
                      sizeOrigin: font.pointSize == nil ? .unknown : .literal, weight: font.weight, scaling: .none)
        }
        isItalic = font.isItalic
    }
}
