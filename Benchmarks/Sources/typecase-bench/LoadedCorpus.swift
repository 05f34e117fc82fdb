import Foundation

/// Every `.swift` file under a directory, read into memory so that measurements exclude I/O.
struct LoadedCorpus {
    let directory: String
    /// The files' bytes, in path order.
    let files: [[UInt8]]
    let byteCount: Int
    let lineCount: Int

    init(directory: String) throws {
        self.directory = directory
        let root = URL(fileURLWithPath: directory)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw BenchError("cannot read \(directory)")
        }
        var paths: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            paths.append(url.path)
        }
        guard !paths.isEmpty else { throw BenchError("no .swift files under \(directory)") }
        files = try paths.sorted().map { path in
            guard let data = FileManager.default.contents(atPath: path) else { throw BenchError("cannot read \(path)") }
            return [UInt8](data)
        }
        byteCount = files.reduce(0) { $0 + $1.count }
        lineCount = files.reduce(0) { total, bytes in
            total + bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
    }

    /// All files one after another, as one blob (what the grep floor scans).
    func concatenated() -> [UInt8] {
        files.flatMap { $0 }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
