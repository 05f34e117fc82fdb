import Foundation
import TypographyAudit
import TypographyReports

/// `typecase audit --baseline FILE` and `--write-baseline FILE`.
struct BaselineOptions {
    /// The baseline whose findings are not reported.
    var readPath: String?
    /// Where to record this run's findings.
    var writePath: String?

    /// Refuses a baseline with standard input (its lines are not in a file), and a baseline to write
    /// over a source file, a configuration file or one of the `inputs`.
    init(_ parsed: ParsedArguments, inputs: [String], standardInput: Bool) throws {
        readPath = parsed.value("baseline")
        writePath = parsed.value("write-baseline")
        for (option, path) in [("baseline", readPath), ("write-baseline", writePath)] {
            guard let path else { continue }
            if path.isEmpty { throw UsageError("--\(option) needs a file name") }
            if standardInput { throw UsageError("--\(option) works on files, not on standard input") }
        }
        if let writePath, let reason = ReportWriter.refusal(toWrite: writePath, inputs: inputs) {
            throw UsageError("--write-baseline \(writePath): \(reason.replacingOccurrences(of: "a report", with: "a baseline"))")
        }
    }

    /// The baseline to apply, if one was named.
    func load() throws(BaselineError) -> Baseline? {
        guard let readPath else { return nil }
        return try Baseline.read(readPath)
    }

    /// The baseline file to write with the reports, and the line that says so once it is written.
    struct Recording {
        var document: RenderedDocument
        var summary: String
    }

    /// `findings` (every finding of the run, before any baseline) as the file named by
    /// `--write-baseline`; nil when none was named.
    func recording(_ findings: [Finding]) -> Recording? {
        guard let writePath else { return nil }
        let baseline = Baseline(recording: findings, directory: parentDirectory(of: writePath))
        let count = findings.count
        return Recording(document: RenderedDocument(path: writePath, bytes: baseline.encoded(), noun: "baseline"),
                         summary: "wrote baseline \(writePath): \(count) finding\(count == 1 ? "" : "s") in \(baseline.entries.count) entr\(baseline.entries.count == 1 ? "y" : "ies")")
    }

    /// The directory of `path` as given (`.` for a bare file name).
    private func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
