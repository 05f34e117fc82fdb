/// How much a finding matters; `--fail-on` compares against it.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A place in a file: 1-based line and column (UTF-8 bytes, as the compiler counts) and the byte offset.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int
    /// The column in UTF-16 code units (what Xcode and GitHub count), set by the engine where it
    /// differs from ``column`` (a line with non-ASCII text before the place); nil where it is the same.
    public var utf16Column: Int?

    public init(line: Int, column: Int, offset: Int, utf16Column: Int? = nil) {
        self.line = line
        self.column = column
        self.offset = offset
        self.utf16Column = utf16Column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A replacement of bytes `range` of a file with `replacement`, proposed by a rule.
public struct FixEdit: Sendable, Hashable, Codable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A rule's proposed fix: the edits, and whether the rendered result at the default size is unchanged
/// (`exact`) or only close (`approximate`, applied only when asked).
public struct Fix: Sendable, Hashable, Codable {
    public var edits: [FixEdit]
    public var isExact: Bool
    /// A short description of the change (`.system(size: 17, weight: .semibold)` → `.headline`).
    public var summary: String

    public init(edits: [FixEdit], isExact: Bool, summary: String) {
        self.edits = edits
        self.isExact = isExact
        self.summary = summary
    }
}

/// One place where source departs from the guidance.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    /// The file path as the user named it (relative paths stay relative).
    public var path: String
    public var location: SourceLocation
    public var message: String
    public var fix: Fix?
    /// Why there is no fix, when the rule fixes other findings but not this one (a size from a
    /// variable, a helper's parameter): `typecase fix` lists it in its summary.
    public var fixUnavailable: String?

    public init(ruleID: String, severity: Severity, path: String, location: SourceLocation,
                message: String, fix: Fix? = nil, fixUnavailable: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.location = location
        self.message = message
        self.fix = fix
        self.fixUnavailable = fixUnavailable
    }

    /// The order every reporter uses: path, line, column, rule.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
