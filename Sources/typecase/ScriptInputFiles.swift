import Foundation

/// The files an Xcode Run Script phase hands its script: with `--use-script-input-file-lists`, the
/// lines of each file list Xcode names in `SCRIPT_INPUT_FILE_LIST_0` … (`SCRIPT_INPUT_FILE_LIST_COUNT`
/// of them, resolved `.xcfilelist` files), as SwiftLint reads them.
enum ScriptInputFiles {
    /// The paths listed, in order; a usage error when the count is missing or a list cannot be read.
    static func fromFileLists(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [String] {
        guard let countText = environment["SCRIPT_INPUT_FILE_LIST_COUNT"], let count = Int(countText), count >= 0 else {
            throw UsageError("--use-script-input-file-lists: SCRIPT_INPUT_FILE_LIST_COUNT is not set (run it from an Xcode "
                + "Run Script phase with input file lists)")
        }
        var paths: [String] = []
        for index in 0..<count {
            let name = "SCRIPT_INPUT_FILE_LIST_\(index)"
            guard let list = environment[name] else { throw UsageError("--use-script-input-file-lists: \(name) is not set") }
            guard let data = FileManager.default.contents(atPath: list) else {
                throw UsageError("--use-script-input-file-lists: cannot read the file list \(list)")
            }
            paths += String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        return paths
    }
}
