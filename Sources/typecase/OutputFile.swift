import Foundation
import TypographyReports

/// Where a command's document goes: standard output (also for `--output -`), or with `--output PATH`
/// a file written atomically (a temporary file renamed into place, the folder created). A document
/// never replaces a source file; a failed write is an error.
enum OutputFile {
    /// Writes `bytes` (UTF-8) to `path` (nil or `-`: standard output).
    static func write(_ bytes: [UInt8], to path: String?) throws {
        if let path, path != ReportRequest.standardOutputPath { try checkDestination(path) }
        do throws(ReportWriteError) {
            if let path, path != ReportRequest.standardOutputPath {
                try ReportWriter.writeAtomically(bytes, to: path)
            } else {
                try ReportWriter.writeToStandardOutput { $0.write(bytes) }
            }
        } catch {
            throw OutputError(description: error.description)
        }
    }

    /// Writes `bytes` like ``write(_:to:)`` and returns the command's exit code: success, or 2 with
    /// the reason on standard error when the file cannot be written.
    static func finish(_ bytes: [UInt8], to path: String?) throws -> Int32 {
        do {
            try write(bytes, to: path)
        } catch let error as OutputError {
            printError(error.description)
            return ExitCode.usage
        }
        return ExitCode.success
    }

    /// Writes `text` like ``finish(_:to:)``.
    static func finish(_ text: String, to path: String?) throws -> Int32 {
        try finish(Array(text.utf8), to: path)
    }

    /// A usage error when `path` names a source file, a configuration file or a folder.
    static func checkDestination(_ path: String) throws {
        if let reason = ReportWriter.refusal(toWrite: path, inputs: []) {
            throw UsageError("--output '\(path)' \(reason)")
        }
    }
}

/// A document that could not be written (exit code 2, the message names the file).
struct OutputError: Error, CustomStringConvertible {
    let description: String
}
