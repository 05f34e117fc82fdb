import SwiftSource
import Typography

/// The identifiers the audit understands — font APIs, text views, modifiers, UIKit properties, and
/// the names rules search for — recognised from a token's bytes with one hash lookup and no `String`.
///
/// Rules switch over it: `if file.knownName(of: component) == .lineLimit { … }`, and find components
/// by it: `context.file.components(named: .kerning)` (a rule lists the names it searches for in
/// ``Rule/names``). A name that is not listed here can still be compared with
/// ``SyntaxTree/component(_:isNamed:)``; add a case when a rule searches for it. The raw value is the
/// identifier as written in Swift. At most ``capacity`` names fit the table.
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
    // Names the rules search for
    case kern, heightAnchor, rowHeight, Image, scheduledTimer, Timer, CADisplayLink
    // Containers that change how text is judged (see ``ViewContext``), layouts, symbols, re-apply paths
    case Form, Settings, Table, MenuBarExtra, ToolbarItem, ToolbarItemGroup, popover, help, toolbar, alert
    case confirmationDialog, inspector, onTapGesture, supportedFamilies, accessibilityLabel, accessibilityValue
    case accessibilityHint, accessibilityRepresentation, HStack, ViewThatFits, AnyLayout, isAccessibilitySize, sizeCategory
    case SymbolConfiguration, registerForTraitChanges, didChangeNotification, contextMenu, labelsHidden
    case setPreferredSymbolConfiguration, preferredSymbolConfiguration, preferredSymbolConfigurationForImage

    /// How many names the table holds at most: a name's code is one byte, and 255 means none.
    public static let capacity = 255

    /// The bytes whose presence in a file lets a rule that lists this name report there (see
    /// ``Rule/names``): the spelling, but `.text` for `text`, a word of most model files, which rules
    /// only read as a text view's property (`label.text =`; inside a `UILabel` subclass the file
    /// names the view type, which the rule lists too).
    public var vocabularyWord: String {
        self == .text ? ".text" : rawValue
    }

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

    /// An open-addressing table: the name's first sixteen bytes and length → its code (see
    /// ``NameCode``). Most names are no longer, so comparing those bytes as two words, read from the
    /// token at once, is comparing the spelling: a lookup hashes no byte by byte.
    fileprivate struct NameTable: Sendable {
        /// A spelling's first sixteen bytes as two little-endian words (zero past its end), where
        /// the whole spelling starts in ``spellings``, its length and its code.
        struct Slot {
            var head: UInt64 = 0
            var tail: UInt64 = 0
            var start: Int32 = 0
            var length: UInt8 = 0
            var code = NameCode.none
        }

        let mask: Int
        /// The longest spelling; longer tokens are never known names.
        let maximumLength: Int
        /// Per first byte, one bit per length of the spellings starting with it: most identifiers
        /// (`viewModel`, `item`) are ruled out by it without being read further.
        let lengthsByFirstByte: [UInt64]
        /// ``Slot/code`` is ``NameCode/none`` for an empty slot.
        let slots: [Slot]
        /// Every spelling, for the bytes of the long ones past their first sixteen.
        let spellings: [UInt8]

        init() {
            let capacity = 1024
            precondition(KnownName.allCases.count <= KnownName.capacity && KnownName.allCases.count * 2 <= capacity,
                         "KnownName has \(KnownName.allCases.count) cases; the name table holds \(KnownName.capacity)")
            var slots = [Slot](repeating: Slot(), count: capacity)
            var spellings: [UInt8] = []
            var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)
            let all = KnownName.allCases.map(\.rawValue)
            for (code, spelling) in all.enumerated() {
                let bytes = Array(spelling.utf8)
                lengthsByFirstByte[Int(bytes[0])] |= 1 << UInt64(bytes.count)
                let (head, tail) = bytes.withUnsafeBufferPointer { Self.words($0, 0..<bytes.count) }
                var slot = Self.hash(head, tail, bytes.count) & (capacity - 1)
                while slots[slot].code != NameCode.none { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = Slot(head: head, tail: tail, start: Int32(spellings.count), length: UInt8(bytes.count),
                                   code: UInt8(code))
                spellings += bytes
            }
            mask = capacity - 1
            maximumLength = all.map(\.utf8.count).max() ?? 0
            precondition(maximumLength < 64, "a known name is longer than the lengths by first byte hold")
            self.lengthsByFirstByte = lengthsByFirstByte
            self.slots = slots
            self.spellings = spellings
        }

        /// The code of the name `bytes[range]` spells, or ``NameCode/none``. Inlined into the loop of
        /// ``ComponentNames``: a call cost a fifth of a lookup.
        @inline(__always)
        func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt8 {
            let length = range.count
            guard length <= maximumLength, range.upperBound <= bytes.count, length > 0,
                  lengthsByFirstByte[Int(bytes[range.lowerBound])] & (1 << UInt64(length)) != 0 else { return NameCode.none }
            let (head, tail) = Self.words(bytes, range)
            return slots.withUnsafeBufferPointer { slots in
                var index = Self.hash(head, tail, length) & mask
                while slots[index].code != NameCode.none {
                    let slot = slots[index]
                    if slot.head == head, slot.tail == tail, Int(slot.length) == length,
                       length <= 16 || spelled(slot, as: bytes, range) {
                        return slot.code
                    }
                    index = (index + 1) & mask
                }
                return NameCode.none
            }
        }

        /// Whether the bytes of a long name past its first sixteen are those of `slot`'s spelling.
        private func spelled(_ slot: Slot, as bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
            spellings.withUnsafeBufferPointer { spellings in
                let start = Int(slot.start)
                for offset in 16..<range.count where spellings[start + offset] != bytes[range.lowerBound + offset] {
                    return false
                }
                return true
            }
        }

        /// The first sixteen bytes of `bytes[range]` as two little-endian words, zero past the range.
        private static func words(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (UInt64, UInt64) {
            (word(bytes, from: range.lowerBound, count: range.count), word(bytes, from: range.lowerBound + 8, count: range.count - 8))
        }

        /// Up to eight bytes from `start` (`count` of them, at most) as a little-endian word, zero
        /// past them; read at once when the buffer holds eight bytes there.
        @inline(__always)
        private static func word(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> UInt64 {
            guard count > 0, let base = bytes.baseAddress else { return 0 }
            guard start + 8 <= bytes.count else {
                var word: UInt64 = 0
                for index in 0..<min(count, 8) { word |= UInt64(bytes[start + index]) << UInt64(index * 8) }
                return word
            }
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return count >= 8 ? word : word & (UInt64(1) << UInt64(count * 8) &- 1)
        }

        private static func hash(_ head: UInt64, _ tail: UInt64, _ length: Int) -> Int {
            let mixed = (head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length)) &* 0xBF58_476D_1CE4_E5B9
            return Int(truncatingIfNeeded: mixed >> 29)
        }
    }

    fileprivate static let table = NameTable()

    /// The known name `bytes[range]` spells (backticks not stripped), or nil.
    static func spelled(by range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> KnownName? {
        byCode[Int(table.lookup(bytes, range))]
    }
    /// The known names by code.
    fileprivate static let byCode = KnownName.allCases.map { Optional($0) }
        + [KnownName?](repeating: nil, count: 256 - KnownName.allCases.count)
}

/// The code of a name in the name table: a ``KnownName``'s declaration order; `none` for any other
/// identifier.
enum NameCode {
    static let none: UInt8 = 255
    static let count = KnownName.allCases.count

    static func of(_ name: KnownName) -> Int {
        // A payload-free enum is stored as its case's declaration index: its position in
        // `allCases`, which is its code (NameGroupTests checks this for every case). Hashing the
        // name (a String raw value) cost more than the group lookup it serves.
        Int(unsafeBitCast(name, to: UInt8.self))
    }
}

/// FNV-1a over bytes: the hash used for name tables of the audit.
@inlinable func fnv1a(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
}

/// FNV-1a over a string's UTF-8, read in place when the string is contiguous (no array made).
func fnv1a(_ string: String) -> UInt64 {
    if let hash = string.utf8.withContiguousStorageIfAvailable({ bytes in
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }) {
        return hash
    }
    return fnv1a(Array(string.utf8)[...])
}

/// The known name of every named component of a tree, computed in one pass (one hash lookup per
/// component), so the passes of the analysis and the rules read it from an array; and the
/// components grouped by name, so a rule looking for `.kerning(…)` reads its group instead of
/// scanning every component.
struct ComponentNames: Sendable {
    private let names: [KnownName?]
    /// Component IDs grouped by name code, each group in ID order: group `c` is
    /// `grouped[groupStarts[c]..<groupStarts[c + 1]]`.
    private let grouped: [ComponentID]
    private let groupStarts: [Int32]

    init(_ tree: SyntaxTree) {
        let table = KnownName.table
        let byCode = KnownName.byCode
        let count = tree.components.count
        var groupStarts = [Int32](repeating: 0, count: NameCode.count + 2)
        // Every element written once, in place (no array filled with nil first, no array of codes).
        let names = [KnownName?](unsafeUninitializedCapacity: count) { buffer, initialized in
            tree.file.bytes.withUnsafeBufferPointer { bytes in
                tree.tokens.withUnsafeBufferPointer { tokens in
                    tree.components.withUnsafeBufferPointer { components in
                        groupStarts.withUnsafeMutableBufferPointer { groupStarts in
                            for index in 0..<count {
                                var known: KnownName?
                                if let name = components[index].name {
                                    let code = table.lookup(bytes, tokens[name.index].range)
                                    if code != NameCode.none {
                                        known = byCode[Int(code)]
                                        groupStarts[Int(code) + 2] += 1
                                    }
                                }
                                buffer.initializeElement(at: index, to: known)
                            }
                        }
                    }
                }
            }
            initialized = count
        }
        // Counting sort: after the prefix sums, groupStarts[c + 1] is where group c is filled from.
        for code in 0..<NameCode.count { groupStarts[code + 2] += groupStarts[code + 1] }
        var grouped = [ComponentID](repeating: ComponentID(Int32(0)), count: Int(groupStarts[NameCode.count + 1]))
        grouped.withUnsafeMutableBufferPointer { grouped in
            groupStarts.withUnsafeMutableBufferPointer { groupStarts in
                for index in 0..<count {
                    guard let name = names[index] else { continue }
                    let slot = NameCode.of(name) + 1
                    grouped[Int(groupStarts[slot])] = ComponentID(index)
                    groupStarts[slot] += 1
                }
            }
        }
        self.names = names
        self.grouped = grouped
        self.groupStarts = groupStarts
    }

    subscript(component: ComponentID) -> KnownName? { names[component.index] }

    /// The components named `name`, in ID order.
    func components(named name: KnownName) -> ArraySlice<ComponentID> { group(NameCode.of(name)) }

    private func group(_ code: Int) -> ArraySlice<ComponentID> {
        grouped[Int(groupStarts[code])..<Int(groupStarts[code + 1])]
    }
}

extension SyntaxTree {
    /// The known name a token spells (backticks not stripped), or nil.
    public func knownName(of token: TokenID) -> KnownName? {
        file.bytes.withUnsafeBufferPointer { KnownName.spelled(by: tokens[token.index].range, in: $0) }
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
