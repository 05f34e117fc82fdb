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
    }

    /// The path as the user would recognise it (as named, or found below a named directory).
    public var path: String
    public var kind: Kind
    public var message: String

    public init(path: String, kind: Kind, message: String) {
        self.path = path
        self.kind = kind
        self.message = message
    }

    /// Whether the input was left out of the audit (otherwise it was audited despite the problem).
    public var isSkipped: Bool {
        switch kind {
        case .invalidUTF8, .largeFile: false
        default: true
        }
    }

    public var description: String {
        "\(path): \(isSkipped ? "error" : "warning"): \(message)"
    }
}
