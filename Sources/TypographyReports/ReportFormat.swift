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

    /// The format named `name` (case-insensitive; `md` is accepted for Markdown).
    public init(name: String) throws(ReportFormatError) {
        let lowered = name.lowercased()
        if let format = ReportFormat(rawValue: lowered) {
            self = format
        } else if lowered == "md" {
            self = .markdown
        } else {
            throw ReportFormatError(message: "unknown report format '\(name)' (expected one of: "
                + ReportFormat.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
    }

    /// The report in this format.
    public func render(_ report: Report) -> String {
        switch self {
        case .xcode: XcodeReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .markdown: MarkdownReporter.render(report)
        }
    }

    /// The report in this format as UTF-8 bytes, ready to write to a file or a pipe.
    public func renderBytes(_ report: Report) -> [UInt8] {
        switch self {
        case .xcode: XcodeReporter.renderBytes(report)
        default: Array(render(report).utf8)
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

/// One `--report FORMAT=PATH` request: write the report in `format` to the file at `path`.
public struct ReportRequest: Sendable, Equatable {
    public var format: ReportFormat
    public var path: String

    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }

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
