import BenchmarkCorpus
import Foundation

/// `typecase-bench generate`: writes the generated corpus to a directory.
enum GenerateCommand {
    static func run(directory: String, lines: Int, seed: UInt64) throws {
        let root = URL(fileURLWithPath: directory)
        try? FileManager.default.removeItem(at: root)
        let files = CorpusGenerator.generate(seed: seed, targetLines: lines)
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
}
