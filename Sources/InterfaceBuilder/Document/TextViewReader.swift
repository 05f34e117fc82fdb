/// Finds the text views of a document and reads their fonts and settings.
struct TextViewReader {
    let xml: XMLTree
    let isAppKit: Bool

    func textViews() -> [InterfaceBuilderTextView] {
        var views: [InterfaceBuilderTextView] = []
        for element in xml.elements.indices {
            guard let kind = kind(of: element) else { continue }
            views.append(read(element, kind: kind))
        }
        return views
    }

    private func kind(of element: Int) -> InterfaceBuilderTextView.Kind? {
        if xml.element(element, isNamed: "label") { return .label }
        if xml.element(element, isNamed: "button") { return .button }
        if xml.element(element, isNamed: "textField") { return .textField }
        if xml.element(element, isNamed: "textView") { return .textView }
        guard isAppKit else { return nil }
        if xml.element(element, isNamed: "searchField") || xml.element(element, isNamed: "secureTextField")
            || xml.element(element, isNamed: "comboBox") || xml.element(element, isNamed: "tokenField") { return .textField }
        if xml.element(element, isNamed: "popUpButton") { return .button }
        return nil
    }

    private func read(_ element: Int, kind: InterfaceBuilderTextView.Kind) -> InterfaceBuilderTextView {
        let shrinkSetting = xml.value("adjustsFontSizeToFit", of: element)
        let minimumScaleFactor = xml.value("minimumScaleFactor", of: element).flatMap(Double.init)
        let minimumFontSize = xml.value("minimumFontSize", of: element).flatMap(Double.init)
        let font = font(of: element)
        let shrinks = (shrinkSetting == "YES"
            || (shrinkSetting == nil && kind == .label && (minimumScaleFactor ?? minimumFontSize ?? 0) > 0))
            && !Self.floorsAtItsSize(minimumScaleFactor: minimumScaleFactor, minimumFontSize: minimumFontSize, font: font)
        return InterfaceBuilderTextView(
            element: element, kind: kind, elementName: xml.name(of: element), id: xml.value("id", of: element),
            customClass: xml.value("customClass", of: element), font: font,
            adjustsFontForContentSizeCategory: xml.value("adjustsFontForContentSizeCategory", of: element).map { $0 == "YES" },
            numberOfLines: kind == .label ? xml.value("numberOfLines", of: element).flatMap { Int($0) } ?? 1 : nil,
            shrinksToFit: shrinks, minimumScaleFactor: minimumScaleFactor,
            lineBreakMode: xml.value("lineBreakMode", of: element), fixedHeight: fixedHeight(of: element),
            hasTitle: kind != .button || hasTitle(element), isHidden: xml.value("hidden", of: element) == "YES")
    }

    /// Whether a button's element, or one inside it (a `state`, its `buttonConfiguration`, an AppKit
    /// `buttonCell`), has a title: a `title` attribute that is not empty, or an attributed title.
    private func hasTitle(_ element: Int) -> Bool {
        if let title = xml.value("title", of: element), !title.isEmpty { return true }
        for inner in xml.descendants(of: element) {
            if let title = xml.value("title", of: inner), !title.isEmpty { return true }
            if xml.element(inner, isNamed: "attributedString") { return true }
        }
        return false
    }

    /// Whether Autoshrink's floor is the text's own size, so it never shrinks: a minimum font scale of 1 or
    /// more, or (without a scale) a minimum font size at or above the font's point size (`minimumFontSize="14"`
    /// on a 14 pt font).
    private static func floorsAtItsSize(minimumScaleFactor: Double?, minimumFontSize: Double?, font: InterfaceBuilderFont?) -> Bool {
        if let minimumScaleFactor { return minimumScaleFactor >= 1 }
        guard let minimumFontSize, let size = font?.pointSize else { return false }
        return minimumFontSize >= size
    }

    /// UIKit: the view's `fontDescription` (a button's may be in its `buttonConfiguration` as
    /// `titleFontDescription`); AppKit: the `font` of the view or of its cell.
    private func font(of element: Int) -> InterfaceBuilderFont? {
        for child in xml.children(of: element) {
            if xml.element(child, isNamed: "fontDescription"), xml.value("key", of: child, is: "fontDescription") {
                return InterfaceBuilderFont(fontDescription: child, in: xml)
            }
            if xml.element(child, isNamed: "buttonConfiguration") {
                for inner in xml.children(of: child) where xml.element(inner, isNamed: "fontDescription")
                    && xml.value("key", of: inner, is: "titleFontDescription") {
                    return InterfaceBuilderFont(fontDescription: inner, in: xml)
                }
            }
            if xml.element(child, isNamed: "font"), xml.value("key", of: child, is: "font") {
                return InterfaceBuilderFont(appKitFont: child, in: xml)
            }
            if xml.value("key", of: child, is: "cell") {
                for inner in xml.children(of: child) where xml.element(inner, isNamed: "font") && xml.value("key", of: inner, is: "font") {
                    return InterfaceBuilderFont(appKitFont: inner, in: xml)
                }
            }
        }
        return nil
    }

    /// An equal height constraint in the view's own `<constraints>` (no second item) whose priority
    /// (default 1000) is above the view's vertical compression resistance (default 750).
    private func fixedHeight(of element: Int) -> HeightConstraint? {
        let resistance = xml.value("verticalCompressionResistancePriority", of: element).flatMap(Double.init) ?? 750
        for child in xml.children(of: element) where xml.element(child, isNamed: "constraints") {
            for constraint in xml.children(of: child) where xml.element(constraint, isNamed: "constraint") {
                guard xml.value("firstAttribute", of: constraint, is: "height"),
                      xml.attribute("secondItem", of: constraint) == nil, xml.attribute("relation", of: constraint) == nil,
                      let constant = xml.value("constant", of: constraint).flatMap(Double.init) else { continue }
                let priority = xml.value("priority", of: constraint).flatMap(Double.init) ?? 1000
                guard priority > resistance else { continue }
                return HeightConstraint(element: constraint, constant: constant)
            }
        }
        return nil
    }
}
