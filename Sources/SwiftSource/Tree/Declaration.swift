/// A declaration: `import`, a type, a function, an initializer, a property, an enum case, an accessor.
///
/// Declarations are stored in source order (a declaration comes before the ones nested in it), with
/// a ``parent`` link to the enclosing declaration. `var a = 1, b = 2` gives two declarations that
/// share the attributes and modifiers written once before `var`.
public struct Declaration: Sendable {
    /// What is declared.
    public internal(set) var kind: DeclarationKind
    /// Modifiers written before the keyword (`static`, `lazy`, `private` …).
    public internal(set) var modifiers: DeclarationModifiers
    /// First token: the first attribute or modifier, else the keyword (for the second binding of
    /// `var a = 1, b = 2`: the binding's own pattern).
    public internal(set) var firstToken: TokenID
    /// Last token (the closing brace of a body, the end of an initializer …).
    public internal(set) var lastToken: TokenID
    /// The keyword: `struct`, `func`, `var`, `case`, `get` for accessors, `init` …
    public internal(set) var keyword: TokenID
    var nameRaw: Int32
    /// Tokens of the name: an `import` path, an extension's extended type, a binding's pattern
    /// (`(a, b)`), or just the name token.
    public internal(set) var nameTokens: TokenRange
    /// `@…` attributes written before the declaration, e.g. `@ScaledMetric(relativeTo: .title)`.
    public internal(set) var attributes: IDRange<Attribute>
    // A generic parameter clause is in a table of the tree (``SyntaxTree/genericParameters(of:)``;
    // few declarations have one): the node is 80 bytes, not 88.
    /// Types after `:` (inheritance, conformances, an associated type's constraints).
    public internal(set) var inheritance: IDRange<TypeReference>
    /// Parameters of a function, initializer, subscript, macro or enum case with associated values.
    public internal(set) var parameters: IDRange<Parameter>
    /// The type: a property's annotation, a function's or subscript's return type, a typealias's
    /// value. Empty when not written.
    public internal(set) var typeTokens: TokenRange
    var initializerRaw: Int32
    var bodyRaw: Int32
    var parentRaw: Int32
    /// The block the declaration is written in (the file block for top-level declarations).
    public internal(set) var block: BlockID

    /// The name token (`Foo`, `body`, `title`, `viewDidLoad`, the operator of an operator function,
    /// `get`/`didSet` for accessors, the first component of an `import` path; for an extension the
    /// extended type's own name, `Font` in `extension SwiftUI.Font`); `nil` for `init`, `deinit`,
    /// `subscript` and tuple patterns.
    public var name: TokenID? { .optional(nameRaw) }
    /// The value after `=`: a property's initializer, an enum case's raw value, a macro's definition.
    public var initializer: ExpressionID? { .optional(initializerRaw) }
    /// The brace body: members of a type, statements of a function, a computed property's getter,
    /// or a block of ``DeclarationKind/accessor`` declarations (`get`/`set`/`willSet`/`didSet`).
    public var body: BlockID? { .optional(bodyRaw) }
    /// The enclosing declaration (the type around a method, the property around an accessor, the
    /// function around a local variable).
    public var parent: DeclarationID? { .optional(parentRaw) }
    /// All tokens of the declaration.
    public var tokens: TokenRange { TokenRange(first: firstToken.raw, last: lastToken.raw) }

    /// Whether the declaration introduces a type or extends one.
    public var isTypeLike: Bool {
        switch kind {
        case .struct, .class, .enum, .actor, .protocol, .extension: true
        default: false
        }
    }

    /// Whether the declaration has executable statements (function-like).
    public var isFunctionLike: Bool {
        switch kind {
        case .function, .initializer, .deinitializer, .subscript, .accessor: true
        default: false
        }
    }
}

/// The kind of a ``Declaration``.
public enum DeclarationKind: UInt8, Sendable, CaseIterable {
    case `import`
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    case function, initializer, deinitializer, `subscript`
    /// `var` (one per binding).
    case `var`
    /// `let` (one per binding).
    case `let`
    /// One element of `case a, b(Int)` in an enum.
    case enumCase
    case `typealias`, `associatedtype`
    /// `get`, `set`, `willSet`, `didSet`, `_read`, `_modify` inside a property's or subscript's body.
    case accessor
    case `operator`, precedenceGroup, macro
}

/// Declaration modifiers, as a set of flags.
public struct DeclarationModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let `static` = Self(rawValue: 1 << 0)
    /// `class` used as a modifier (`class func`, `class var`).
    public static let `class` = Self(rawValue: 1 << 1)
    public static let lazy = Self(rawValue: 1 << 2)
    public static let `private` = Self(rawValue: 1 << 3)
    public static let `fileprivate` = Self(rawValue: 1 << 4)
    public static let `internal` = Self(rawValue: 1 << 5)
    public static let `public` = Self(rawValue: 1 << 6)
    public static let open = Self(rawValue: 1 << 7)
    public static let package = Self(rawValue: 1 << 8)
    public static let final = Self(rawValue: 1 << 9)
    public static let override = Self(rawValue: 1 << 10)
    public static let weak = Self(rawValue: 1 << 11)
    public static let unowned = Self(rawValue: 1 << 12)
    public static let mutating = Self(rawValue: 1 << 13)
    public static let nonmutating = Self(rawValue: 1 << 14)
    public static let convenience = Self(rawValue: 1 << 15)
    public static let required = Self(rawValue: 1 << 16)
    public static let optional = Self(rawValue: 1 << 17)
    public static let dynamic = Self(rawValue: 1 << 18)
    public static let indirect = Self(rawValue: 1 << 19)
    public static let nonisolated = Self(rawValue: 1 << 20)
    public static let distributed = Self(rawValue: 1 << 21)
    /// `prefix`, `postfix` or `infix` (operator declarations and functions).
    public static let fixity = Self(rawValue: 1 << 22)
    public static let consuming = Self(rawValue: 1 << 23)
    public static let borrowing = Self(rawValue: 1 << 24)
}
