import BenchmarkCorpus
import Foundation

/// `typecase-bench generate`: writes the generated corpus to a directory.
enum GenerateCommand {
    /// Marks a directory as a generated corpus, so a later run may replace it.
    static let marker = ".typecase-bench-corpus"

    static func run(directory: String, lines: Int, seed: UInt64) throws {
        let root = URL(fileURLWithPath: directory)
        try clear(root)
        let files = CorpusGenerator.generate(seed: seed, targetLines: lines)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent(marker))
        var totalLines = 0
        var totalBytes = 0
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = Data(file.text.utf8)
            try bytes.write(to: url)
            totalBytes += bytes.count
            totalLines += bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        print("generated: \(files.count) files, \(totalLines) lines, \(Format.megabytes(totalBytes)) (seed \(seed)) in \(directory)")
    }

    /// Removes a previous corpus; refuses to touch a non-empty directory that is not one.
    private static func clear(_ root: URL) throws {
        let manager = FileManager.default
        guard let contents = try? manager.contentsOfDirectory(atPath: root.path), !contents.isEmpty else { return }
        guard contents.contains(marker) else {
            throw BenchError("\(root.path) is not empty and was not made by typecase-bench; choose another directory")
        }
        try manager.removeItem(at: root)
    }
}
