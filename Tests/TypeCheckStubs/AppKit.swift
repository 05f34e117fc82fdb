// AppKit declarations for type-checking the test apps on Linux (see README.md). Layout types
// shared with UIKit (NSLayoutConstraint, its anchors, NSTextAlignment) come from the UIKit stub.
@_exported import Foundation
@_exported import UIKit

open class NSFontDescriptor: NSObject, @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let bold = SymbolicTraits(rawValue: 2), italic = SymbolicTraits(rawValue: 1)
        public static let monoSpace = SymbolicTraits(rawValue: 1024)
    }
    public struct SystemDesign: Hashable, Sendable {
        public static let `default` = SystemDesign(), rounded = SystemDesign(), serif = SystemDesign(), monospaced = SystemDesign()
    }
    public override init() {}
    public class func preferredFontDescriptor(forTextStyle style: NSFont.TextStyle, options: [String: Any] = [:]) -> NSFontDescriptor {
        NSFontDescriptor()
    }
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> NSFontDescriptor { self }
    public func withDesign(_ design: SystemDesign) -> NSFontDescriptor? { self }
    public var pointSize: CGFloat { 0 }
}

open class NSFont: NSObject, @unchecked Sendable {
    // The same styles and weights as UIKit's (the stub shares them).
    public typealias TextStyle = UIFont.TextStyle
    public typealias Weight = UIFont.Weight
    public override init() {}
    public init?(name: String, size: CGFloat) {}
    public init?(descriptor: NSFontDescriptor, size: CGFloat) {}
    public class func preferredFont(forTextStyle style: TextStyle, options: [String: Any] = [:]) -> NSFont { NSFont() }
    public class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont { NSFont() }
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont { NSFont() }
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont { NSFont() }
    public class func menuFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    public class func menuBarFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    public class func labelFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    public class func messageFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    public class func toolTipsFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    public class func controlContentFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    public class func titleBarFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    public class var systemFontSize: CGFloat { 13 }
    public class var smallSystemFontSize: CGFloat { 11 }
    public class var labelFontSize: CGFloat { 10 }
    public class func systemFontSize(for controlSize: NSControl.ControlSize) -> CGFloat { 13 }
    public func withSize(_ fontSize: CGFloat) -> NSFont { self }
    public var fontDescriptor: NSFontDescriptor { NSFontDescriptor() }
    public var pointSize: CGFloat { 0 }
    public var ascender: CGFloat { 0 }
    public var descender: CGFloat { 0 }
    public var capHeight: CGFloat { 0 }
    public var fontName: String { "" }
}

open class NSColor: NSObject, @unchecked Sendable {
    public override init() {}
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init?(named name: String) {}
    public static let labelColor = NSColor(), secondaryLabelColor = NSColor(), tertiaryLabelColor = NSColor()
    public static let controlAccentColor = NSColor(), windowBackgroundColor = NSColor(), controlBackgroundColor = NSColor()
    public static let textColor = NSColor(), systemRed = NSColor(), systemBlue = NSColor(), systemGreen = NSColor()
    public static let white = NSColor(), black = NSColor(), clear = NSColor(), separatorColor = NSColor()
}

open class NSImage: NSObject, @unchecked Sendable {
    public struct SymbolConfiguration: Sendable {
        public init(pointSize: CGFloat, weight: NSFont.Weight) {}
        public init(pointSize: CGFloat, weight: NSFont.Weight, scale: NSImage.SymbolScale) {}
        public init(textStyle: NSFont.TextStyle) {}
        public init(textStyle: NSFont.TextStyle, scale: NSImage.SymbolScale) {}
        public init(scale: NSImage.SymbolScale) {}
    }
    public enum SymbolScale: Int, Sendable { case small, medium, large }
    public override init() {}
    public init?(systemSymbolName: String, accessibilityDescription: String?) {}
    public init?(named: String) {}
    public func withSymbolConfiguration(_ configuration: SymbolConfiguration) -> NSImage? { self }
}

open class NSResponder: NSObject, @unchecked Sendable {
    public override init() {}
    public required init?(coder: NSCoder) {}
}

open class NSView: NSResponder, LayoutAnchors, @unchecked Sendable {
    public init(frame frameRect: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var translatesAutoresizingMaskIntoConstraints = true
    open var isHidden = false
    open var toolTip: String?
    open var subviews: [NSView] = []
    open func addSubview(_ view: NSView) {}
    open func layout() {}
    open func viewDidMoveToWindow() {}
}

open class NSControl: NSView, @unchecked Sendable {
    public enum ControlSize: UInt, Sendable { case regular, small, mini, large }
    open var font: NSFont?
    open var controlSize: ControlSize = .regular
    open var stringValue = ""
    open var attributedStringValue = NSAttributedString(string: "")
    open var alignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var isEnabled = true
    open var target: AnyObject?
    open var action: Selector?
}

open class NSTextField: NSControl, @unchecked Sendable {
    public convenience init(labelWithString stringValue: String) { self.init(frame: .zero) }
    public convenience init(wrappingLabelWithString stringValue: String) { self.init(frame: .zero) }
    public convenience init(string stringValue: String) { self.init(frame: .zero) }
    public convenience init(labelWithAttributedString attributedStringValue: NSAttributedString) { self.init(frame: .zero) }
    open var textColor: NSColor?
    open var maximumNumberOfLines = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEditable = true
    open var isSelectable = true
    open var isBezeled = true
    open var drawsBackground = true
    open var placeholderString: String?
}

open class NSButton: NSControl, @unchecked Sendable {
    public convenience init(title: String, target: AnyObject?, action: Selector?) { self.init(frame: .zero) }
    open var title = ""
    open var attributedTitle = NSAttributedString(string: "")
}

open class NSStackView: NSView, @unchecked Sendable {
    public enum Orientation: Int, Sendable { case horizontal, vertical }
    public convenience init(views: [NSView]) { self.init(frame: .zero) }
    open var orientation: NSUserInterfaceLayoutOrientation = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: NSLayoutConstraint.Attribute = .centerY
    open var edgeInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    open func addArrangedSubview(_ view: NSView) {}
}
public enum NSUserInterfaceLayoutOrientation: Int, Sendable { case horizontal, vertical }
public struct NSEdgeInsets: Sendable { public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {} }
extension NSLayoutConstraint {
    public enum Attribute: Int, Sendable { case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline }
}

open class NSMenu: NSObject, @unchecked Sendable {
    public init(title: String) {}
    public override init() {}
    open var items: [NSMenuItem] = []
    open var font: NSFont?
    open func addItem(_ newItem: NSMenuItem) {}
    @discardableResult
    open func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String) -> NSMenuItem { NSMenuItem() }
    open func removeAllItems() {}
}

open class NSMenuItem: NSObject, @unchecked Sendable {
    public override init() {}
    public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {}
    open class func separator() -> NSMenuItem { NSMenuItem() }
    open var title = ""
    open var attributedTitle: NSAttributedString?
    open var view: NSView?
    open var target: AnyObject?
    open var isEnabled = true
    open var submenu: NSMenu?
}

open class NSStatusItem: NSObject, @unchecked Sendable {
    public static let variableLength: CGFloat = -1
    public static let squareLength: CGFloat = -2
    open var button: NSStatusBarButton? { nil }
    open var menu: NSMenu?
    open var length: CGFloat = 0
}
open class NSStatusBarButton: NSButton, @unchecked Sendable {
    open var image: NSImage?
}

open class NSStatusBar: NSObject, @unchecked Sendable {
    public static let system = NSStatusBar()
    open func statusItem(withLength length: CGFloat) -> NSStatusItem { NSStatusItem() }
}

open class NSViewController: NSResponder, @unchecked Sendable {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var view = NSView(frame: .zero)
    open func viewDidLoad() {}
    open func loadView() {}
}
