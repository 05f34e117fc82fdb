import TypographyAudit

/// The formats `typecase audit --format` and `--report FORMAT=PATH` accept.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:col: warning: message [rule-id]`, the compiler's format (the default).
    case xcode
    /// typecase's versioned JSON schema.
    case json
    /// SARIF 2.1.0.
    case sarif
    /// GitHub Actions workflow annotations.
    case github
    /// A Markdown summary with tables per rule and per file.
    case markdown
    /// One self-contained HTML page: summary, findings by rule and by file, the inventory.
    case html
    /// JUnit XML: a failed test case per finding (CI test reports).
    case junit
    /// Checkstyle XML (Jenkins, Danger, reviewdog).
    case checkstyle
    /// A GitLab Code Quality report (JSON).
    case gitlab

    /// The format named `name` (case-insensitive; `md` is accepted for Markdown).
    public init(name: String) throws(ReportFormatError) {
        let lowered = name.lowercased()
        if let format = ReportFormat(rawValue: lowered) {
            self = format
        } else if lowered == "md" {
            self = .markdown
        } else {
            let names = ReportFormat.allCases.map(\.rawValue)
            throw ReportFormatError(message: "unknown report format '\(name)'"
                + expected("one of: " + names.joined(separator: ", "), for: lowered, in: names))
        }
    }

    /// Whether the format prints the findings' fixes (JSON, SARIF and HTML do).
    public var showsFixes: Bool { self == .json || self == .sarif || self == .html }

    /// The report in this format.
    public func render(_ report: Report) -> String {
        var stream = ReportStream()
        write(report, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// Writes the report in this format into `stream` (streamed: flushed as it is written).
    public func write(_ report: Report, to stream: inout ReportStream) {
        switch self {
        case .xcode: XcodeReporter.write(report, to: &stream)
        case .json: JSONReporter.write(report, to: &stream)
        case .sarif: SARIFReporter.write(report, to: &stream)
        case .github: GitHubReporter.write(report, to: &stream)
        case .markdown: MarkdownReporter.write(report, to: &stream)
        case .html: stream.write(AuditPage.render(report))
        case .junit: JUnitReporter.write(report, to: &stream)
        case .checkstyle: CheckstyleReporter.write(report, to: &stream)
        case .gitlab: GitLabReporter.write(report, to: &stream)
        }
    }
}

/// A report format name or a `FORMAT=PATH` argument that could not be understood.
public struct ReportFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// One `--report FORMAT=PATH` request: write the report in `format` to the file at `path`, or to
/// standard output when the path is `-`.
public struct ReportRequest: Sendable, Equatable {
    public var format: ReportFormat
    public var path: String

    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }

    /// The path that stands for standard output.
    public static let standardOutputPath = "-"

    /// Whether the report goes to standard output (`FORMAT=-`).
    public var isStandardOutput: Bool { path == Self.standardOutputPath }

    /// Parses `FORMAT=PATH` (`sarif=build/typecase.sarif`); the path may itself contain `=`.
    public init(argument: String) throws(ReportFormatError) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
              argument.index(after: equals) != argument.endIndex else {
            throw ReportFormatError(message: "expected FORMAT=PATH, got '\(argument)'")
        }
        self.init(format: try ReportFormat(name: String(argument[..<equals])),
                  path: String(argument[argument.index(after: equals)...]))
    }
}
