import Foundation
import Testing

/// Golden files in `Tests/Golden/`: the checked-in, reviewed output of a
/// command. Run with `TYPECASE_UPDATE_GOLDEN=1` to rewrite them after an intended change, then
/// review the diff.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Expects `actual` to equal the golden file `name` byte for byte.
    static func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TYPECASE_UPDATE_GOLDEN"] != nil {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let common = min(actualLines.count, expectedLines.count)
            let first = (0..<common).first { actualLines[$0] != expectedLines[$0] } ?? common
            let got = first < actualLines.count ? String(actualLines[first]) : "(end)"
            let wanted = first < expectedLines.count ? String(expectedLines[first]) : "(end)"
            let hint = "(TYPECASE_UPDATE_GOLDEN=1 swift test rewrites the golden files)"
            Issue.record(Comment(rawValue: "\(name) differs at line \(first + 1):\n  got:      \(got)\n  expected: \(wanted)\n\(hint)"),
                         sourceLocation: sourceLocation)
        }
    }
}
