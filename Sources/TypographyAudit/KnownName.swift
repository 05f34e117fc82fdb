import SwiftSource
import Typography

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
    // Weights, designs, widths, leading
    case ultraLight, thin, light, regular, medium, semibold, heavy, black
    case rounded, serif, compressed, condensed, standard, expanded, tight, loose
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

    /// An open-addressing table: FNV-1a hash of the bytes → the name, checked against its spelling.
    fileprivate struct Table: Sendable {
        let mask: Int
        /// The longest spelling; longer tokens are never known names.
        let maximumLength: Int
        let hashes: [UInt64]
        let names: [KnownName?]
        /// Each slot's spelling: `spellings[starts[slot]..<starts[slot] + lengths[slot]]`.
        let spellings: [UInt8]
        let starts: [Int32]
        let lengths: [Int32]

        init() {
            let capacity = 1024
            var hashes = [UInt64](repeating: 0, count: capacity)
            var names = [KnownName?](repeating: nil, count: capacity)
            var spellings: [UInt8] = []
            var starts = [Int32](repeating: 0, count: capacity)
            var lengths = [Int32](repeating: 0, count: capacity)
            for name in KnownName.allCases {
                let bytes = Array(name.rawValue.utf8)
                let hash = fnv1a(bytes[...])
                var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
                while names[slot] != nil { slot = (slot + 1) & (capacity - 1) }
                hashes[slot] = hash
                names[slot] = name
                starts[slot] = Int32(spellings.count)
                lengths[slot] = Int32(bytes.count)
                spellings += bytes
            }
            mask = capacity - 1
            maximumLength = KnownName.allCases.map(\.rawValue.utf8.count).max() ?? 0
            self.hashes = hashes
            self.names = names
            self.spellings = spellings
            self.starts = starts
            self.lengths = lengths
        }

        func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> KnownName? {
            guard range.count <= maximumLength, range.upperBound <= bytes.count else { return nil }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while let name = names[slot] {
                if hashes[slot] == hash, Int(lengths[slot]) == range.count, spelled(slot, as: bytes, range) { return name }
                slot = (slot + 1) & mask
            }
            return nil
        }

        private func spelled(_ slot: Int, as bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
            var offset = Int(starts[slot])
            for index in range {
                if spellings[offset] != bytes[index] { return false }
                offset += 1
            }
            return true
        }
    }

    fileprivate static let table = Table()
}

/// FNV-1a over bytes: the hash used for name tables of the audit.
@inlinable func fnv1a(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
}

/// The known name of every named component of a tree, computed in one pass (one hash lookup per
/// component), so the passes of the analysis and the rules read it from an array.
struct ComponentNames: Sendable {
    private let names: [KnownName?]

    init(_ tree: SyntaxTree) {
        let table = KnownName.table
        let tokens = tree.tokens
        self.names = tree.file.bytes.withUnsafeBufferPointer { bytes in
            tree.components.map { component in
                component.name.flatMap { table.lookup(bytes, tokens[$0.index].range) }
            }
        }
    }

    subscript(component: ComponentID) -> KnownName? { names[component.index] }
}

extension SyntaxTree {
    /// The known name a token spells (backticks not stripped), or nil.
    public func knownName(of token: TokenID) -> KnownName? {
        let range = tokens[token.index].range
        return file.bytes.withUnsafeBufferPointer { KnownName.table.lookup($0, range) }
    }

    /// The known name of a named component (`Text`, `.font`, `.system`), or nil.
    public func knownName(of component: ComponentID) -> KnownName? {
        guard let token = components[component.index].name else { return nil }
        return knownName(of: token)
    }

    /// Whether a token starts with an ASCII capital letter (a type name, by convention).
    func startsUppercase(_ token: TokenID) -> Bool {
        let first = file.bytes[Int(tokens[token.index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// The FNV-1a hash of a token's bytes (for name tables keyed without `String`s).
    func nameHash(of token: TokenID) -> UInt64 {
        fnv1a(file.bytes[tokens[token.index].range])
    }
}

extension KnownName {
    /// The weight a `Font.Weight` / `UIFont.Weight` member of this name is.
    public var fontWeight: FontWeight? {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        default: nil
        }
    }

    /// The design a `Font.Design` member of this name is.
    public var fontDesign: FontDesign? {
        switch self {
        case .default: .default
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        default: nil
        }
    }

    /// The width a `Font.Width` / `UIFont.Width` member of this name is.
    public var fontWidth: FontWidth? {
        FontWidth(rawValue: rawValue)
    }

    /// The leading a `Font.Leading` member of this name is.
    public var leadingTrait: LeadingTrait? {
        switch self {
        case .tight: .tight
        case .loose: .loose
        case .standard: .standard
        default: nil
        }
    }
}
