import Foundation
import TypographyAudit

/// Runs `typecase fix`'s engine on files in a temporary folder.
enum FixFixture {
    /// A temporary folder with the given files (path → bytes), removed after `body`.
    static func withFolder(_ files: [String: [UInt8]], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-fix-\(UUID())").path
        for (path, bytes) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        try body(root)
    }

    static func read(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// One file fixed in place: its text afterwards and the run's result.
    static func fix(_ text: String, name: String = "View.swift", approximate: Bool = false,
                    rules: Set<String>? = nil) throws -> (text: String, result: FixResult) {
        try fix(bytes: Array(text.utf8), name: name, approximate: approximate, rules: rules)
    }

    static func fix(bytes: [UInt8], name: String = "View.swift", approximate: Bool = false,
                    rules: Set<String>? = nil) throws -> (text: String, result: FixResult) {
        var output: (String, FixResult)?
        try withFolder([name: bytes]) { root in
            let result = FixEngine.run(FixOptions(paths: [root], jobs: 1,
                                                  policy: FixPolicy(includesApproximate: approximate, ruleIDs: rules)))
            output = (String(decoding: try read(root + "/" + name), as: UTF8.self), result)
        }
        return output!
    }
}
