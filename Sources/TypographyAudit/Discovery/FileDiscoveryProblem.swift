/// Something wrong with an input that does not stop the run: a path that does not exist, an
/// unreadable file, a symlink loop, invalid UTF-8. Its description names the path and what is wrong,
/// in the compiler's format (`error` when the input was skipped, `warning` when it is audited anyway).
public struct InputProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case nonexistentPath
        case unreadable
        case noSwiftFiles
        case symlinkLoop
        case brokenSymlink
        case notSwiftFile
        case binaryFile
        /// An Interface Builder document that is not well-formed XML (skipped).
        case malformedDocument
        /// Audited anyway, with replacement characters where the bytes are not UTF-8.
        case invalidUTF8
        /// Audited anyway; worth knowing because such files are usually generated.
        case largeFile
        /// A `typecase:` comment that suppresses nothing: a misspelt directive or an unknown rule id.
        case ineffectiveSuppression
        /// A note (shown with `--verbose`): a `typecase:disable` region that runs to the end of the file.
        case suppressionToEndOfFile
        /// A configuration setting that has no effect (a catalog rule this version does not run yet).
        case ineffectiveConfiguration
    }

    /// The path as the user would recognise it (as named, or found below a named directory).
    public var path: String
    public var kind: Kind
    public var message: String
    /// Where in the file, for problems about one place (a suppression comment, a configuration key).
    public var line: Int?
    public var column: Int?

    public init(path: String, kind: Kind, message: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    /// Whether the input was left out of the audit (otherwise it was audited despite the problem).
    public var isSkipped: Bool {
        switch kind {
        case .invalidUTF8, .largeFile, .ineffectiveSuppression, .suppressionToEndOfFile, .ineffectiveConfiguration: false
        default: true
        }
    }

    /// Whether this is only a note, shown when asked (`--verbose`).
    public var isNote: Bool { kind == .suppressionToEndOfFile }

    /// `error` for an input left out, `note`, else `warning` (as standard error and reports show it).
    public var level: String { isSkipped ? "error" : isNote ? "note" : "warning" }

    public var description: String {
        let place = line.map { line in ":\(line)" + (column.map { ":\($0)" } ?? "") } ?? ""
        return "\(path)\(place): \(level): \(message)"
    }
}
