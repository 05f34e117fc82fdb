/// A set of ``KnownName``s as one bit per name code: membership is a shift and a mask.
public struct NameSet: Sendable, Hashable, ExpressibleByArrayLiteral {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    public init(_ names: some Sequence<KnownName>) {
        for name in names { insert(name) }
    }

    public init(arrayLiteral names: KnownName...) {
        self.init(names)
    }

    public mutating func insert(_ name: KnownName) {
        let code = NameCode.of(name)
        let bit = UInt64(1) << UInt64(code & 63)
        switch code >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    public func contains(_ name: KnownName) -> Bool {
        let code = NameCode.of(name)
        let word = switch code >> 6 {
        case 0: bits.0
        case 1: bits.1
        case 2: bits.2
        default: bits.3
        }
        return word & (UInt64(1) << UInt64(code & 63)) != 0
    }

    /// The names in the set, in declaration order.
    public var names: [KnownName] { KnownName.allCases.filter(contains) }

    public static func == (lhs: NameSet, rhs: NameSet) -> Bool {
        lhs.bits == rhs.bits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bits.0)
        hasher.combine(bits.1)
        hasher.combine(bits.2)
        hasher.combine(bits.3)
    }
}

/// In a debug build, the names the running rule declared (``Rule/names``): a query by a name it did
/// not declare stops the run, because the engine skips files by the declared names and would skip
/// files the rule could report in. Release builds check nothing.
enum DeclaredNames {
    #if DEBUG
    /// The rule being checked and its names; nil outside a rule (the analysis builders).
    @TaskLocal static var current: (ruleID: String, names: NameSet)?
    #endif

    /// Runs `body` as rule `ruleID` declaring `names`.
    @inline(__always)
    static func checking<Result>(_ ruleID: String, _ names: [KnownName], _ body: () -> Result) -> Result {
        #if DEBUG
        return $current.withValue((ruleID, NameSet(names)), operation: body)
        #else
        return body()
        #endif
    }

    /// Stops a debug build when the running rule did not declare `name`.
    @inline(__always)
    static func check(_ name: KnownName) {
        #if DEBUG
        if let current, !current.names.contains(name) {
            assertionFailure("rule \(current.ruleID) queries the name .\(name) without listing it in its names")
        }
        #endif
    }
}
