import Typography

/// A replacement of bytes `range` of a document with `replacement`.
public struct DocumentEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// The edits that turn a document's fixed fonts into text styles, keeping every other byte.
public enum DocumentEdits {
    /// Edits that make `font` (a `<fontDescription>` of the system font) the text style `rawValue`:
    /// `type="system"` (or the system font's private `name=".AppleSystemUIFont"`) becomes `style="…"`;
    /// `family`, `pointSize` and `weight` go.
    public static func textStyle(_ rawValue: String, replacing font: InterfaceBuilderFont,
                                 in xml: XMLTree) -> [DocumentEdit]? {
        let element = font.element
        guard xml.element(element, isNamed: "fontDescription"),
              let kind = xml.attribute("type", of: element) ?? xml.attribute("name", of: element) else { return nil }
        var edits = [DocumentEdit(range: xml.attributes[kind].range, replacement: "style=\"\(XMLEntities.escape(rawValue))\"")]
        for name in ["family", "pointSize", "weight"] as [StaticString] {
            guard let attribute = xml.attribute(name, of: element) else { continue }
            edits.append(DocumentEdit(range: removalRange(of: attribute, in: xml), replacement: ""))
        }
        return edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The edit that sets `adjustsFontForContentSizeCategory="YES"` on a view: its value replaced when
    /// written, else the attribute inserted where Interface Builder writes it (before
    /// `adjustsFontSizeToFit`, `translatesAutoresizingMaskIntoConstraints` or `id`, else last); nil
    /// when it is already YES.
    public static func adjustsFontForContentSizeCategory(of view: Int, in xml: XMLTree) -> DocumentEdit? {
        if let attribute = xml.attribute("adjustsFontForContentSizeCategory", of: view) {
            guard xml.value(of: attribute) != "YES" else { return nil }
            return DocumentEdit(range: xml.attributes[attribute].valueRange, replacement: "YES")
        }
        let text = "adjustsFontForContentSizeCategory=\"YES\""
        for name in ["adjustsFontSizeToFit", "translatesAutoresizingMaskIntoConstraints", "id"] as [StaticString] {
            guard let next = xml.attribute(name, of: view) else { continue }
            let start = xml.attributes[next].nameRange.lowerBound
            return DocumentEdit(range: start..<start, replacement: text + " ")
        }
        let end = xml.attributes(of: view).last.map { xml.attributes[$0].range.upperBound }
            ?? xml.elements[view].nameRange.upperBound
        return DocumentEdit(range: end..<end, replacement: " " + text)
    }

    /// The bytes with `edits` applied (sorted, not overlapping), read again as XML: nil when the
    /// edits overlap or the result is not well-formed (never written then).
    public static func apply(_ edits: [DocumentEdit], to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var cursor = 0
        for edit in sorted {
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= bytes.count else { return nil }
            result += bytes[cursor..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result += bytes[cursor...]
        guard (try? XMLReader.read(result)) != nil else { return nil }
        return result
    }

    /// An attribute with the whitespace before it.
    private static func removalRange(of attribute: Int, in xml: XMLTree) -> Range<Int> {
        var start = xml.attributes[attribute].nameRange.lowerBound
        while start > 0, xml.bytes[start - 1] == UInt8(ascii: " ") || xml.bytes[start - 1] == UInt8(ascii: "\t")
            || xml.bytes[start - 1] == UInt8(ascii: "\n") || xml.bytes[start - 1] == UInt8(ascii: "\r") { start -= 1 }
        return start..<xml.attributes[attribute].range.upperBound
    }
}
