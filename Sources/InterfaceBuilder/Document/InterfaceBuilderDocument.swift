import Typography

/// A `.storyboard` or `.xib` document read for its text: the platform, the views that show text with
/// their fonts and settings, and the outlets that connect them to code.
public struct InterfaceBuilderDocument: Sendable {
    public enum Kind: Sendable, Hashable {
        case storyboard, xib
    }

    /// The XML the document was read from (byte ranges for edits and locations).
    public let xml: XMLTree
    public let kind: Kind
    /// The platform from `targetRuntime` (`iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, `watchKit`),
    /// else from the document type; nil when neither says.
    public let platform: Platform?
    /// `launchScreen="YES"`: shown before the app runs, at a size fixed by the system.
    public let isLaunchScreen: Bool
    /// The views that show text, in document order.
    public let textViews: [InterfaceBuilderTextView]
    /// The outlets, in document order.
    public let outlets: [InterfaceBuilderOutlet]

    /// Reads a document; throws when the bytes are not well-formed XML or not an Interface Builder
    /// document.
    public init(bytes: [UInt8]) throws(InterfaceBuilderError) {
        let xml: XMLTree
        do throws(XMLSyntaxError) {
            xml = try XMLReader.read(bytes)
        } catch {
            throw .malformed(error)
        }
        try self.init(xml: xml)
    }

    /// Reads a document from parsed XML.
    public init(xml: XMLTree) throws(InterfaceBuilderError) {
        let root = xml.root
        guard xml.element(root, isNamed: "document") else {
            throw .notInterfaceBuilder(rootElement: xml.name(of: root))
        }
        self.xml = xml
        let type = xml.value("type", of: root) ?? ""
        kind = type.contains("Storyboard") ? .storyboard : .xib
        let platform = Self.platform(targetRuntime: xml.value("targetRuntime", of: root), type: type)
        self.platform = platform
        isLaunchScreen = xml.value("launchScreen", of: root, is: "YES")
        textViews = TextViewReader(xml: xml, isAppKit: platform == .macos).textViews()
        outlets = Self.outlets(in: xml)
    }

    /// The text view whose element is `element`, if any.
    public func textView(at element: Int) -> InterfaceBuilderTextView? {
        var low = 0
        var high = textViews.count
        while low < high {
            let mid = (low + high) / 2
            if textViews[mid].element < element { low = mid + 1 } else { high = mid }
        }
        return low < textViews.count && textViews[low].element == element ? textViews[low] : nil
    }

    /// The text views by id.
    public func textViewsByID() -> [String: InterfaceBuilderTextView] {
        var result: [String: InterfaceBuilderTextView] = [:]
        for view in textViews { if let id = view.id { result[id] = view } }
        return result
    }

    static func platform(targetRuntime: String?, type: String) -> Platform? {
        switch targetRuntime {
        case "iOS.CocoaTouch"?: return .ios
        case "MacOSX.Cocoa"?: return .macos
        case "AppleTV"?: return .tvos
        case "watchKit"?: return .watchos
        default: break
        }
        // `AppleSDK` and older documents: the document type names the framework.
        if type.contains("CocoaTouch") { return .ios }
        if type.contains("AppleTV") { return .tvos }
        if type.contains("WatchKit") { return .watchos }
        if type.contains("Cocoa") { return .macos }
        return nil
    }

    static func outlets(in xml: XMLTree) -> [InterfaceBuilderOutlet] {
        var outlets: [InterfaceBuilderOutlet] = []
        for element in xml.elements.indices where xml.element(element, isNamed: "outlet") {
            guard let property = xml.value("property", of: element), let destination = xml.value("destination", of: element),
                  let connections = xml.elements[element].parent, xml.element(connections, isNamed: "connections"),
                  let owner = xml.elements[connections].parent else { continue }
            outlets.append(InterfaceBuilderOutlet(element: element, property: property, destination: destination,
                                                  owner: owner, ownerClass: xml.value("customClass", of: owner)))
        }
        return outlets
    }
}

/// Why a file could not be read as an Interface Builder document.
public enum InterfaceBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not well-formed XML.
    case malformed(XMLSyntaxError)
    /// Well-formed XML whose root is not `<document>`.
    case notInterfaceBuilder(rootElement: String)

    public var description: String {
        switch self {
        case .malformed(let error): "malformed XML at \(error.line):\(error.column): \(error.message)"
        case .notInterfaceBuilder(let root): "not an Interface Builder document (the root element is <\(root)>, not <document>)"
        }
    }
}
