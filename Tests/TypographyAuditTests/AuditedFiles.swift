import Foundation
@testable import TypographyAudit

/// Audits files written for a test and gives the findings of one rule as the tests compare them.
enum AuditedFiles {
    /// The findings of `rule` in a folder, as `path:line` with the path below the folder, sorted.
    static func places(in directory: TemporaryDirectory, rule: String) -> [String] {
        AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 1)).findings.filter { $0.ruleID == rule }
            .map { "\(String($0.path.dropFirst(directory.path.count + 1))):\($0.location.line)" }.sorted()
    }

    /// The findings of `rule` in one Swift file written at `path` of a folder of its own: line and message.
    static func findings(in source: String, at path: String, rule: String) throws -> [(line: Int, message: String)] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(path, source)
        return AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 1)).findings.filter { $0.ruleID == rule }
            .map { ($0.location.line, $0.message) }
    }
}
