/// Why bytes are not well-formed XML, and where: the first problem met.
public struct XMLSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong (`mismatched end tag </view>: expected </label> (opened at 12:17)`).
    public var message: String
    /// The byte offset of the problem.
    public var offset: Int
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
