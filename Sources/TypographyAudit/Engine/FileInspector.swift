/// Reads each file's analysis during an audit run, besides (or instead of) the rules: the
/// inventory is built this way, in the same pass as the audit.
///
/// ```swift
/// let inspector = FileInspector(vocabulary: ["font", "Text"]) { file in file.fonts.count }
/// let (result, counts) = AuditEngine.run(AuditOptions(paths: ["App"], rules: []), inspector: inspector)
/// ```
public struct FileInspector<Extract: Sendable>: Sendable {
    /// Words without which a file has nothing to inspect: a file containing none of them and none of
    /// the rules' words is read but not parsed (as the words of ``Rule/names``).
    public var vocabulary: [String]
    /// Called once per analysed file, on the engine's worker threads.
    public var inspect: @Sendable (FileAnalysis) -> Extract

    public init(vocabulary: [String], inspect: @escaping @Sendable (FileAnalysis) -> Extract) {
        self.vocabulary = vocabulary
        self.inspect = inspect
    }
}
