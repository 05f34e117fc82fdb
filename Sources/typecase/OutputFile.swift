import Foundation
import TypographyReports

/// Where a command's document goes: standard output, or with `--output PATH` a file written
/// atomically (a temporary file renamed into place). A report never replaces a source file.
enum OutputFile {
    /// File extensions typecase reads as source: `--output` refuses to write over them.
    static let sourceExtensions: Set<String> = ["swift", "xib", "storyboard"]

    /// Writes `text` to `path` (nil: standard output).
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        try checkDestination(path)
        do throws(ReportWriteError) {
            try ReportWriter.writeAtomically(Array(text.utf8), to: path)
        } catch {
            throw OutputError(description: error.description)
        }
    }

    /// Writes `text` like ``write(_:to:)`` and returns the command's exit code: success, or 2 with
    /// the reason on standard error when the file cannot be written.
    static func finish(_ text: String, to path: String?) throws -> Int32 {
        do {
            try write(text, to: path)
        } catch let error as OutputError {
            printError(error.description)
            return ExitCode.usage
        }
        return ExitCode.success
    }

    /// A usage error when `path` names a source file or a directory.
    static func checkDestination(_ path: String) throws {
        let name = URL(fileURLWithPath: path).pathExtension.lowercased()
        if sourceExtensions.contains(name) {
            throw UsageError("--output '\(path)' is a source file; choose another name for the report")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("--output '\(path)' is a directory")
        }
    }
}

/// A document that could not be written (exit code 2, the message names the file).
struct OutputError: Error, CustomStringConvertible {
    let description: String
}
