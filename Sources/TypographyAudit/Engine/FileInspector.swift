import InterfaceBuilder
import Typography

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
    /// Called once per analysed Swift file, on the engine's worker threads.
    public var inspect: @Sendable (FileAnalysis) -> Extract
    /// Called once per Interface Builder document that shows text (launch screens left out, as the
    /// audit leaves them), after the Swift files: its views as the document rules see them. Nil:
    /// documents are not inspected.
    public var inspectDocument: (@Sendable (DocumentInspection) -> Extract)?

    public init(vocabulary: [String], inspect: @escaping @Sendable (FileAnalysis) -> Extract,
                inspectDocument: (@Sendable (DocumentInspection) -> Extract)? = nil) {
        self.vocabulary = vocabulary
        self.inspect = inspect
        self.inspectDocument = inspectDocument
    }
}

/// An Interface Builder document as a ``FileInspector`` sees it.
public struct DocumentInspection: Sendable {
    /// The document's path as findings name it.
    public var path: String
    public var document: InterfaceBuilderDocument
    /// The platform its views are judged for (`--platform`, else `targetRuntime`, else configuration).
    public var platform: Platform
    /// Its text views in document order, each with its font and what the run's code assigns to its outlet.
    public var sites: [DocumentSite]
}
