/// A configuration file that cannot be used: the file, the line and column of the offending key or
/// value, and what is wrong. Its description is in the compiler's format so editors link to it:
/// `path/.typecase.json:4:5: error: unknown key 'platfrom' (did you mean 'platform'?)`.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    /// 1-based; 0 when the file could not be read at all.
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
    }
}
