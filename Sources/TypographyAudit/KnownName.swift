import SwiftSource

/// The identifiers the audit understands — font APIs, text views, modifiers, UIKit properties —
/// recognised from a token's bytes with one hash lookup and no `String`.
///
/// Rules switch over it: `if tree.knownName(of: component) == .lineLimit { … }`. A name that is not
/// listed here can still be compared with ``SyntaxTree/component(_:isNamed:)``. The raw value is the
/// identifier as written in Swift.
public enum KnownName: String, CaseIterable, Sendable {
    // Types and modules
    case Font, UIFont, NSFont, UIFontMetrics, UIFontDescriptor, NSFontDescriptor
    case SwiftUI, UIKit, AppKit, TextStyle, Weight, Width, Design
    // SwiftUI text styles (UIKit spellings: title1, caption1)
    case extraLargeTitle, extraLargeTitle2, largeTitle, title, title1, title2, title3, headline, subheadline
    case body, callout, footnote, caption, caption1, caption2
    // Font constructors
    case system, custom, systemFont, boldSystemFont, italicSystemFont, monospacedSystemFont
    case monospacedDigitSystemFont, preferredFont, preferredFontDescriptor, scaledFont, scaledValue
    case labelFont, messageFont, menuFont, toolTipsFont, titleBarFont, controlContentFont, userFont
    case `default`, `init`
    // Font modifiers and measurements
    case weight, bold, italic, width, monospacedDigit, monospaced, leading, smallCaps
    case lowercaseSmallCaps, uppercaseSmallCaps, withSize, pointSize, lineHeight, ascender, descender
    case capHeight, xHeight
    // SDK size constants
    case systemFontSize, smallSystemFontSize, labelFontSize, buttonFontSize
    // SwiftUI views that show text
    case Text, Label, Button, TextField, SecureField, TextEditor, Toggle, Link, NavigationLink, Menu
    case Picker, Stepper, DatePicker, LabeledContent
    // SwiftUI modifiers
    case font, fontWeight, fontDesign, fontWidth, tracking, kerning, lineLimit, lineSpacing
    case minimumScaleFactor, frame, dynamicTypeSize, contentTransition, allowsTightening, truncationMode
    case multilineTextAlignment, foregroundStyle, foregroundColor, textCase, navigationTitle
    case accessibilityShowsLargeContentViewer, fixedSize
    // UIKit / AppKit text views and properties
    case UILabel, UIButton, UITextField, UITextView, NSTextField, NSTextView
    case adjustsFontForContentSizeCategory, numberOfLines, adjustsFontSizeToFitWidth
    case maximumContentSizeCategory, minimumContentSizeCategory, lineBreakMode, text, attributedText
    case titleLabel, stringValue, allowsDefaultTighteningForTruncation, maximumNumberOfLines
    // Declarations the audit looks for
    case View, PreviewProvider, Preview, ScaledMetric, viewDidLoad, loadView, traitCollectionDidChange
    case `self`, `super`

    /// Whether a SwiftUI modifier of this name passes through the environment to the views inside
    /// (a `.font` on a stack applies to its texts; a `.frame` does not).
    public var isInheritedModifier: Bool {
        switch self {
        case .font, .fontWeight, .fontDesign, .fontWidth, .bold, .italic, .monospacedDigit, .monospaced,
             .tracking, .kerning, .lineLimit, .lineSpacing, .minimumScaleFactor, .allowsTightening,
             .truncationMode, .multilineTextAlignment, .dynamicTypeSize, .textCase, .foregroundStyle,
             .foregroundColor:
            true
        default:
            false
        }
    }

    /// The table: FNV-1a hash of the bytes → the names with that hash.
    fileprivate static let table: [UInt64: [(bytes: [UInt8], name: KnownName)]] = {
        var table: [UInt64: [(bytes: [UInt8], name: KnownName)]] = [:]
        for name in allCases {
            let bytes = Array(name.rawValue.utf8)
            table[fnv1a(bytes[...]), default: []].append((bytes, name))
        }
        return table
    }()

    /// The longest raw value; longer tokens are never known names.
    fileprivate static let maximumLength = allCases.map(\.rawValue.utf8.count).max() ?? 0
}

/// FNV-1a over bytes: the hash used for name tables of the audit.
@inlinable func fnv1a(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
}

extension SyntaxTree {
    /// The known name a token spells (backticks not stripped), or nil.
    public func knownName(of token: TokenID) -> KnownName? {
        let range = tokens[token.index].range
        guard range.count <= KnownName.maximumLength, range.upperBound <= file.bytes.count else { return nil }
        let bytes = file.bytes[range]
        guard let candidates = KnownName.table[fnv1a(bytes)] else { return nil }
        for candidate in candidates where candidate.bytes.elementsEqual(bytes) { return candidate.name }
        return nil
    }

    /// The known name of a named component (`Text`, `.font`, `.system`), or nil.
    public func knownName(of component: ComponentID) -> KnownName? {
        guard let token = components[component.index].name else { return nil }
        return knownName(of: token)
    }

    /// The FNV-1a hash of a token's bytes (for name tables keyed without `String`s).
    func nameHash(of token: TokenID) -> UInt64 {
        fnv1a(file.bytes[tokens[token.index].range])
    }
}
