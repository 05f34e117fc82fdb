// UIKit declarations for type-checking the test apps on Linux (see README.md).
@_exported import Foundation

public struct UIEdgeInsets: Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitBold = SymbolicTraits(rawValue: 2)
        public static let traitItalic = SymbolicTraits(rawValue: 1)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1024)
        public static let traitCondensed = SymbolicTraits(rawValue: 64)
    }
    public struct SystemDesign: Hashable, Sendable {
        public static let `default` = SystemDesign(), rounded = SystemDesign(), serif = SystemDesign(), monospaced = SystemDesign()
    }
    public struct AttributeName: Hashable, Sendable {
        public init(rawValue: String) {}
        public static let featureSettings = AttributeName(rawValue: "f"), traits = AttributeName(rawValue: "t")
        public static let family = AttributeName(rawValue: "a"), name = AttributeName(rawValue: "n")
    }
    public struct TraitKey: Hashable, Sendable {
        public static let weight = TraitKey(), width = TraitKey(), slant = TraitKey()
    }
    public struct FeatureKey: Hashable, Sendable {
        public static let type = FeatureKey(), selector = FeatureKey()
        public static let featureIdentifier = FeatureKey(), typeIdentifier = FeatureKey()
    }
    public var pointSize: CGFloat { 0 }
    public var symbolicTraits: SymbolicTraits { [] }
    public override init() {}
    public init(name: String, size: CGFloat) {}
    public init(fontAttributes: [AttributeName: Any]) {}
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { UIFontDescriptor() }
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                              compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor { UIFontDescriptor() }
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? { self }
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
    public func withSize(_ size: CGFloat) -> UIFontDescriptor { self }
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor { self }
}

public let kNumberSpacingType = 6
public let kMonospacedNumbersSelector = 0
public let kProportionalNumbersSelector = 1

open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: Hashable, Sendable {
        public init(rawValue: String) {}
        public static let largeTitle = TextStyle(rawValue: "a"), title1 = TextStyle(rawValue: "b"), title2 = TextStyle(rawValue: "c")
        public static let title3 = TextStyle(rawValue: "d"), headline = TextStyle(rawValue: "e"), subheadline = TextStyle(rawValue: "f")
        public static let body = TextStyle(rawValue: "g"), callout = TextStyle(rawValue: "h"), footnote = TextStyle(rawValue: "i")
        public static let caption1 = TextStyle(rawValue: "j"), caption2 = TextStyle(rawValue: "k")
        public static let extraLargeTitle = TextStyle(rawValue: "l"), extraLargeTitle2 = TextStyle(rawValue: "m")
    }
    public struct Weight: Hashable, Sendable {
        public init(_ rawValue: CGFloat) {}
        public init(rawValue: CGFloat) {}
        public var rawValue: CGFloat { 0 }
        public static let ultraLight = Weight(0), thin = Weight(0), light = Weight(0), regular = Weight(0), medium = Weight(0)
        public static let semibold = Weight(0), bold = Weight(0), heavy = Weight(0), black = Weight(0)
    }
    public struct Width: Hashable, Sendable {
        public init(_ rawValue: CGFloat) {}
        public static let compressed = Width(0), condensed = Width(0), standard = Width(0), expanded = Width(0)
    }
    public override init() {}
    public init?(name: String, size: CGFloat) {}
    public init(descriptor: UIFontDescriptor, size: CGFloat) {}
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { UIFont() }
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont { UIFont() }
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
    public class var systemFontSize: CGFloat { 17 }
    public class var smallSystemFontSize: CGFloat { 12 }
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }
    public class var familyNames: [String] { [] }
    public func withSize(_ fontSize: CGFloat) -> UIFont { self }
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
    public var pointSize: CGFloat { 0 }
    public var lineHeight: CGFloat { 0 }
    public var ascender: CGFloat { 0 }
    public var descender: CGFloat { 0 }
    public var capHeight: CGFloat { 0 }
    public var xHeight: CGFloat { 0 }
    public var leading: CGFloat { 0 }
    public var fontName: String { "" }
    public var familyName: String { "" }
}

public final class UIFontMetrics: @unchecked Sendable {
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

public struct UIContentSizeCategory: Hashable, Sendable, Comparable {
    public init(rawValue: String) {}
    public static func < (lhs: Self, rhs: Self) -> Bool { false }
    public static let extraSmall = Self(rawValue: ""), small = Self(rawValue: ""), medium = Self(rawValue: "")
    public static let large = Self(rawValue: ""), extraLarge = Self(rawValue: ""), extraExtraLarge = Self(rawValue: "")
    public static let extraExtraExtraLarge = Self(rawValue: ""), accessibilityMedium = Self(rawValue: "")
    public static let accessibilityLarge = Self(rawValue: ""), accessibilityExtraLarge = Self(rawValue: "")
    public static let accessibilityExtraExtraLarge = Self(rawValue: ""), accessibilityExtraExtraExtraLarge = Self(rawValue: "")
    public static let unspecified = Self(rawValue: "")
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChange")
    public var isAccessibilityCategory: Bool { false }
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() {}
    public init(preferredContentSizeCategory: UIContentSizeCategory) {}
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { .regular }
    public var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
    public func hasDifferentFontAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }
    public class var current: UITraitCollection { UITraitCollection() }
}

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

public protocol UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public protocol UITraitChangeRegistration {}
extension UITraitPreferredContentSizeCategory: UITraitChangeRegistration {}

open class UIColor: NSObject, @unchecked Sendable {
    public override init() {}
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public init?(named name: String) {}
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    public static let label = UIColor(), secondaryLabel = UIColor(), tertiaryLabel = UIColor(), quaternaryLabel = UIColor()
    public static let systemBackground = UIColor(), secondarySystemBackground = UIColor(), tertiarySystemBackground = UIColor()
    public static let systemGroupedBackground = UIColor(), secondarySystemGroupedBackground = UIColor()
    public static let systemBlue = UIColor(), systemRed = UIColor(), systemGreen = UIColor(), systemOrange = UIColor()
    public static let systemGray = UIColor(), systemGray2 = UIColor(), systemGray5 = UIColor(), systemGray6 = UIColor()
    public static let systemFill = UIColor(), secondarySystemFill = UIColor(), tertiarySystemFill = UIColor(), separator = UIColor()
    public static let tintColor = UIColor(), link = UIColor(), placeholderText = UIColor()
    public static let white = UIColor(), black = UIColor(), clear = UIColor(), red = UIColor(), blue = UIColor()
    public static let gray = UIColor(), darkGray = UIColor(), lightGray = UIColor(), green = UIColor(), orange = UIColor()
    public var cgColor: CGColorStub { CGColorStub() }
}

open class UIImage: NSObject, @unchecked Sendable {
    public struct SymbolConfiguration: Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {}
        public init(font: UIFont) {}
        public init(font: UIFont, scale: UIImage.SymbolScale) {}
        public init(scale: UIImage.SymbolScale) {}
        public init(weight: UIImage.SymbolWeight) {}
    }
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default`, unspecified, small, medium, large }
    public override init() {}
    public init?(systemName: String) {}
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {}
    public init?(named: String) {}
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
}

public struct UIControlState: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = UIControlState([]), highlighted = UIControlState(rawValue: 1)
    public static let disabled = UIControlState(rawValue: 2), selected = UIControlState(rawValue: 4)
}

public struct UIControlEvents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = UIControlEvents(rawValue: 1), valueChanged = UIControlEvents(rawValue: 2)
    public static let primaryActionTriggered = UIControlEvents(rawValue: 4), editingChanged = UIControlEvents(rawValue: 8)
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

open class UIResponder: NSObject, @unchecked Sendable {}

open class UIView: UIResponder, LayoutAnchors, @unchecked Sendable {
    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, center, left, right }
    public override init() {}
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var layoutMargins: UIEdgeInsets = .zero
    open var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    open var translatesAutoresizingMaskIntoConstraints = true
    open var contentMode: ContentMode = .scaleToFill
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var accessibilityLabel: String?
    open var showsLargeContentViewer = false
    open var scalesLargeContentImage = false
    open var largeContentTitle: String?
    open var maximumContentSizeCategory: UIContentSizeCategory?
    open var minimumContentSizeCategory: UIContentSizeCategory?
    open var layer: CALayerStub { CALayerStub() }
    open var subviews: [UIView] { [] }
    open var superview: UIView? { nil }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var intrinsicContentSize: CGSize { .zero }
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func invalidateIntrinsicContentSize() {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open func awakeFromNib() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func addInteraction(_ interaction: UILargeContentViewerInteraction) {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    @discardableResult
    open func registerForTraitChanges<Environment: UITraitEnvironmentStub>(_ traits: [UITraitDefinition.Type],
                                                                    handler: @escaping (Environment, UITraitCollection) -> Void) -> UITraitChangeRegistrationToken {
        UITraitChangeRegistrationToken()
    }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    open class func appearance() -> Self { fatalError() }
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self { fatalError() }
}

/// The anchors of a view or layout guide (UIKit's and AppKit's views share them here).
public protocol LayoutAnchors {}
extension LayoutAnchors {
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

public protocol UITraitEnvironmentStub: AnyObject {}
extension UIView: UITraitEnvironmentStub {}
extension UIViewController: UITraitEnvironmentStub {}
public final class UITraitChangeRegistrationToken: @unchecked Sendable { public init() {} }
public final class UILargeContentViewerInteraction: @unchecked Sendable { public init() {} }

public final class CALayerStub: @unchecked Sendable {
    public init() {}
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColorStub?
    public var masksToBounds = false
    public var cornerCurve: String = ""
}
public struct CGColorStub: Sendable { public init() {} }

public struct NSDirectionalEdgeInsets: Sendable {
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

public struct UILayoutPriority: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(_ value: Float) {}
    public init(rawValue: Float) {}
    public init(floatLiteral value: Float) {}
    public init(integerLiteral value: Int) {}
    public static let required = UILayoutPriority(1000), defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250), fittingSizeLevel = UILayoutPriority(50)
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { lhs }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { lhs }
}

public class NSLayoutAnchorStub: @unchecked Sendable {
    public init() {}
    public func constraint(equalTo anchor: NSLayoutAnchorStub) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(equalTo anchor: NSLayoutAnchorStub, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchorStub) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchorStub, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchorStub) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchorStub, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutAnchorStub, multiplier: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutAnchorStub, multiplier: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
public final class NSLayoutXAxisAnchor: NSLayoutAnchorStub, @unchecked Sendable {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchorStub, @unchecked Sendable {}
public final class NSLayoutDimension: NSLayoutAnchorStub, @unchecked Sendable {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

open class UILayoutGuide: NSObject, LayoutAnchors, @unchecked Sendable {
    public override init() {}
}

open class NSLayoutConstraint: NSObject, @unchecked Sendable {
    public enum Axis: Int, Sendable { case horizontal, vertical }
    public override init() {}
    open var constant: CGFloat = 0
    open var isActive = false
    open var priority: UILayoutPriority = .required
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

open class UILabel: UIView, @unchecked Sendable {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var showsExpansionTextWhenTruncated = false
}

open class UIControl: UIView, @unchecked Sendable {
    public typealias State = UIControlState
    public typealias Event = UIControlEvents
    open var isEnabled = true
    open var isSelected = false
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
}

/// `#selector` needs the Objective-C runtime; a selector built from a string stands in.
public struct Selector: Sendable { public init(_ name: String) {} }

public final class UIAction: @unchecked Sendable {
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {}
}

public struct AttributeScopesUIKit {}

public struct UIConfigurationTextAttributesTransformer: Sendable {
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {}
}

open class UIButton: UIControl, @unchecked Sendable {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, close }
    public struct Configuration: Sendable {
        public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }
        public enum Size: Sendable { case mini, small, medium, large }
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        public static func filled() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func plain() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var contentInsets = NSDirectionalEdgeInsets.zero
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var titleLabel: UILabel? { nil }
    open var configuration: Configuration?
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {}
}

open class UITextField: UIControl, @unchecked Sendable {
    open var text: String?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var attributedPlaceholder: NSAttributedString?
}

open class UITextView: UIView, @unchecked Sendable {
    open var text: String!
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var adjustsFontForContentSizeCategory = false
    open var isEditable = true
    open var isScrollEnabled = true
}

open class UIImageView: UIView, @unchecked Sendable {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var image: UIImage?
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
}

open class UIStackView: UIView, @unchecked Sendable {
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline, top, bottom }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: Alignment = .fill
    open var distribution: Distribution = .fill
    open var isLayoutMarginsRelativeArrangement = false
    open var arrangedSubviews: [UIView] { [] }
    open func addArrangedSubview(_ view: UIView) {}
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

open class UIScrollView: UIView, @unchecked Sendable {
    open var contentInset: UIEdgeInsets = .zero
    open var alwaysBounceVertical = false
}

public struct UISegmentedControlStub {}
open class UISegmentedControl: UIControl, @unchecked Sendable {
    public init(items: [Any]?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var selectedSegmentIndex = 0
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

open class UISwitch: UIControl, @unchecked Sendable { open var isOn = false }

open class UIViewController: UIResponder, @unchecked Sendable {
    public override init() {}
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open var view: UIView! = UIView()
    open var title: String?
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var navigationController: UINavigationController? { nil }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func addChild(_ childController: UIViewController) {}
    open func didMove(toParent parent: UIViewController?) {}
    @discardableResult
    open func registerForTraitChanges<Environment: UITraitEnvironmentStub>(_ traits: [UITraitDefinition.Type],
                                                                    handler: @escaping (Environment, UITraitCollection) -> Void) -> UITraitChangeRegistrationToken {
        UITraitChangeRegistrationToken()
    }
}

open class UINavigationItem: NSObject, @unchecked Sendable {
    public override init() {}
    open var title: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}

open class UINavigationController: UIViewController, @unchecked Sendable {
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

open class UITableView: UIScrollView, @unchecked Sendable {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public static let automaticDimension: CGFloat = -1
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44
    open var dataSource: UITableViewDataSource?
    open var delegate: UITableViewDelegate?
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func reloadData() {}
}

public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
public protocol UITableViewDelegate: AnyObject {}

open class UITableViewController: UIViewController, @unchecked Sendable {
    public init(style: UITableView.Style) { super.init() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var tableView: UITableView! = UITableView()
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

public struct UIListContentConfiguration: Sendable {
    public struct TextProperties: Sendable {
        public var font: UIFont = UIFont()
        public var color: UIColor = UIColor()
        public var numberOfLines = 0
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    }
    public static func cell() -> Self { Self() }
    public static func subtitleCell() -> Self { Self() }
    public static func valueCell() -> Self { Self() }
    public static func header() -> Self { Self() }
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
}

public protocol UIContentConfiguration {}
extension UIListContentConfiguration: UIContentConfiguration {}

public struct UICellConfigurationState: Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var traitCollection = UITraitCollection()
}

open class UITableViewCell: UIView, @unchecked Sendable {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark }
    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience override init() { self.init(style: .default, reuseIdentifier: nil) }
    open var contentView: UIView { UIView() }
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
    open var accessoryType: AccessoryType = .none
    open var contentConfiguration: UIContentConfiguration?
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    open func prepareForReuse() {}
    open func updateConfiguration(using state: UICellConfigurationState) {}
    open func setNeedsUpdateConfiguration() {}
}

open class UICollectionViewCell: UIView, @unchecked Sendable {
    open var contentView: UIView { UIView() }
    open var contentConfiguration: UIContentConfiguration?
    open func prepareForReuse() {}
    open func updateConfiguration(using state: UICellConfigurationState) {}
    open func setNeedsUpdateConfiguration() {}
}

open class UICollectionViewListCell: UICollectionViewCell, @unchecked Sendable {
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

open class UITabBarItem: NSObject, @unchecked Sendable {
    public override init() {}
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    open class func appearance() -> UITabBarItem { UITabBarItem() }
}

public final class UIGraphicsImageRenderer: @unchecked Sendable {
    public init(size: CGSize) {}
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { UIImage() }
}
public final class UIGraphicsImageRendererContext: @unchecked Sendable {}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let link = NSAttributedString.Key("NSLink")
}

open class NSParagraphStyleStub: NSObject, @unchecked Sendable {}
open class NSMutableParagraphStyle: NSObject, @unchecked Sendable {
    public override init() {}
    open var lineSpacing: CGFloat = 0
    open var lineHeightMultiple: CGFloat = 0
    open var minimumLineHeight: CGFloat = 0
    open var maximumLineHeight: CGFloat = 0
    open var paragraphSpacing: CGFloat = 0
    open var alignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { .zero }
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect { .zero }
}

extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { .zero }
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect { .zero }
}

extension NSAttributedString {
    public func size() -> CGSize { .zero }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect { .zero }
}

public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}
public final class NSStringDrawingContext: @unchecked Sendable { public init() {} }

public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

extension AttributeContainer {
    /// A UIKit font attribute (the real SDK reaches it through its attribute scope).
    public var font: UIFont? { get { nil } set {} }
    public var foregroundColor: UIColor? { get { nil } set {} }
}

// Foundation API that Linux's Foundation lacks.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
    public var section: Int { self[0] }
}
extension Measurement {
    public func formatted() -> String { "" }
}
