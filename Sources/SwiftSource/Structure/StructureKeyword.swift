/// Words the structure parser treats specially. Contextual keywords are classified too; the parser
/// decides from the surrounding tokens whether they act as keywords.
enum Keyword: UInt8, Sendable {
    case none
    // Declarations
    case `import`, `struct`, `class`, `enum`, actor, `protocol`, `extension`, `func`, initializer, `deinit`
    case `subscript`, `var`, `let`, `typealias`, `associatedtype`, `case`, `operator`, `precedencegroup`
    case macro
    // Modifiers
    case `public`, `private`, `fileprivate`, `internal`, open, package, `static`, final, override, lazy
    case weak, unowned, mutating, nonmutating, convenience, required, optional, dynamic, indirect
    case nonisolated, distributed, prefix, postfix, infix, consuming, borrowing
    // Statements
    case `if`, `guard`, `else`, `switch`, `default`, `for`, `in`, `while`, `repeat`, `do`, `catch`
    case `return`, `throw`, `defer`, `break`, `continue`, `fallthrough`, `where`
    // Expressions and types
    case `try`, await, `as`, `is`, `true`, `false`, `nil`, `throws`, `rethrows`, async, some, any
    case `inout`, consume, copy, each, get, set, willSet, didSet, underscore, unknown

    /// A modifier that may precede a declaration keyword.
    var isModifier: Bool { rawValue >= Keyword.public.rawValue && rawValue <= Keyword.borrowing.rawValue }

    var modifierFlag: DeclarationModifiers {
        switch self {
        case .static: .static
        case .class: .class
        case .lazy: .lazy
        case .private: .private
        case .fileprivate: .fileprivate
        case .internal: .internal
        case .public: .public
        case .open: .open
        case .package: .package
        case .final: .final
        case .override: .override
        case .weak: .weak
        case .unowned: .unowned
        case .mutating: .mutating
        case .nonmutating: .nonmutating
        case .convenience: .convenience
        case .required: .required
        case .optional: .optional
        case .dynamic: .dynamic
        case .indirect: .indirect
        case .nonisolated: .nonisolated
        case .distributed: .distributed
        case .prefix, .postfix, .infix: .fixity
        case .consuming: .consuming
        case .borrowing: .borrowing
        default: []
        }
    }

    /// Words that can never start or continue an expression operand.
    var endsExpression: Bool {
        switch self {
        case .case, .default, .else, .where, .in, .catch, .return, .throw, .defer, .break, .continue,
             .fallthrough, .guard, .for, .while, .do, .func, .var, .let, .import, .struct, .enum,
             .protocol, .extension, .typealias, .associatedtype, .subscript, .deinit, .initializer, .repeat,
             .is, .as:
            true
        default:
            false
        }
    }

    /// Classifies an identifier's bytes `start..<end` of a buffer of `count` bytes (at most 15 bytes
    /// can be a keyword), with `table` (``KeywordTable/entries``, read once by the caller).
    @inline(__always)
    static func classify(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ count: Int,
                         in table: KeywordTable) -> Keyword {
        let length = end &- start
        // Keywords are 1-15 bytes and start with a lowercase letter or `_`.
        guard UInt(bitPattern: length &- 1) < 15 else { return .none }
        let first = bytes[start]
        guard first &- UInt8(ascii: "a") < 26 || first == UInt8(ascii: "_") else { return .none }
        // Most words are no keyword: reject those whose length and first letter no keyword has.
        guard table.mayBeKeyword(length: length, first: first) else { return .none }
        guard start + 16 <= count else { return classifyNearEnd(bytes, start, length, in: table) }
        // Two unaligned loads, masked to the word, instead of a byte loop.
        let raw = UnsafeRawPointer(bytes + start)
        var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        var high: UInt64 = 0
        if length < 8 {
            low &= (1 &<< UInt64(length &* 8)) &- 1
        } else if length > 8 {
            high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                & ((1 &<< UInt64((length &- 8) &* 8)) &- 1)
        }
        return table.lookup(low: low, high: high, length: length)
    }

    /// `classify` for a word within 16 bytes of the buffer's end (byte by byte).
    @inline(never)
    private static func classifyNearEnd(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ length: Int,
                                        in table: KeywordTable) -> Keyword {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for offset in 0..<length {
            let byte = UInt64(bytes[start + offset])
            if offset < 8 { low |= byte << UInt64(offset * 8) } else { high |= byte << UInt64((offset - 8) * 8) }
        }
        return table.lookup(low: low, high: high, length: length)
    }
}

/// Open-addressing table from a word's packed bytes to its ``Keyword``, in raw memory (read once per
/// identifier: Array's bounds checks and a lazy global's access check would dominate the lookup).
struct KeywordTable: @unchecked Sendable {
    /// The table, built once.
    static let entries = KeywordTable()

    private struct Entry {
        var low: UInt64
        var high: UInt64
        var keyword: Keyword
    }

    private static let size = 512
    private let slots: UnsafeMutablePointer<Entry>
    /// Per word length (1-15): a bit per first letter (`a`-`z`, then `_`) that some keyword has.
    private let firstLetters: UnsafeMutablePointer<UInt32>

    private static let words: [(String, Keyword)] = [
        ("import", .import), ("struct", .struct), ("class", .class), ("enum", .enum), ("actor", .actor),
        ("protocol", .protocol), ("extension", .extension), ("func", .func), ("init", .initializer),
        ("deinit", .deinit), ("subscript", .subscript), ("var", .var), ("let", .let),
        ("typealias", .typealias), ("associatedtype", .associatedtype), ("case", .case),
        ("operator", .operator), ("precedencegroup", .precedencegroup), ("macro", .macro),
        ("public", .public), ("private", .private), ("fileprivate", .fileprivate),
        ("internal", .internal), ("open", .open), ("package", .package), ("static", .static),
        ("final", .final), ("override", .override), ("lazy", .lazy), ("weak", .weak),
        ("unowned", .unowned), ("mutating", .mutating), ("nonmutating", .nonmutating),
        ("convenience", .convenience), ("required", .required), ("optional", .optional),
        ("dynamic", .dynamic), ("indirect", .indirect), ("nonisolated", .nonisolated),
        ("distributed", .distributed), ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix),
        ("consuming", .consuming), ("borrowing", .borrowing),
        ("if", .if), ("guard", .guard), ("else", .else), ("switch", .switch), ("default", .default),
        ("for", .for), ("in", .in), ("while", .while), ("repeat", .repeat), ("do", .do),
        ("catch", .catch), ("return", .return), ("throw", .throw), ("defer", .defer),
        ("break", .break), ("continue", .continue), ("fallthrough", .fallthrough), ("where", .where),
        ("try", .try), ("await", .await), ("as", .as), ("is", .is), ("true", .true),
        ("false", .false), ("nil", .nil), ("throws", .throws), ("rethrows", .rethrows),
        ("async", .async), ("some", .some), ("any", .any), ("inout", .inout), ("consume", .consume),
        ("copy", .copy), ("each", .each), ("get", .get), ("set", .set), ("willSet", .willSet),
        ("didSet", .didSet), ("_", .underscore), ("unknown", .unknown),
    ]

    private init() {
        slots = UnsafeMutablePointer<Entry>.allocate(capacity: Self.size)
        slots.initialize(repeating: Entry(low: 0, high: 0, keyword: .none), count: Self.size)
        firstLetters = UnsafeMutablePointer<UInt32>.allocate(capacity: 16)
        firstLetters.initialize(repeating: 0, count: 16)
        for (word, keyword) in Self.words {
            let bytes = Array(word.utf8)
            firstLetters[bytes.count] |= Self.letterBit(bytes[0])
            var low: UInt64 = 0
            var high: UInt64 = 0
            for (offset, byte) in bytes.enumerated() {
                if offset < 8 { low |= UInt64(byte) << UInt64(offset * 8) } else {
                    high |= UInt64(byte) << UInt64((offset - 8) * 8)
                }
            }
            var slot = Self.slot(low: low, high: high, length: bytes.count)
            while slots[slot].keyword != .none { slot = (slot + 1) & (Self.size - 1) }
            slots[slot] = Entry(low: low, high: high, keyword: keyword)
        }
    }

    @inline(__always) private static func letterBit(_ first: UInt8) -> UInt32 {
        first == UInt8(ascii: "_") ? 1 << 26 : 1 << UInt32(first &- UInt8(ascii: "a"))
    }

    /// Whether some keyword has this length (1-15) and first byte (`a`-`z` or `_`).
    @inline(__always) func mayBeKeyword(length: Int, first: UInt8) -> Bool {
        firstLetters[length] & Self.letterBit(first) != 0
    }

    @inline(__always) private static func slot(low: UInt64, high: UInt64, length: Int) -> Int {
        let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
        return Int(truncatingIfNeeded: mixed >> 55) & (size - 1)
    }

    @inline(__always) func lookup(low: UInt64, high: UInt64, length: Int) -> Keyword {
        var slot = Self.slot(low: low, high: high, length: length)
        while true {
            let entry = slots[slot]
            if entry.keyword == .none { return .none }
            if entry.low == low && entry.high == high { return entry.keyword }
            slot = (slot + 1) & (Self.size - 1)
        }
    }
}
