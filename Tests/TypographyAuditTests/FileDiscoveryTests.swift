import Foundation

/// A fresh directory under the system's temporary folder, removed by `remove()`; paths are absolute
/// with symlinks resolved (so they compare equal to what the code under test computes).
struct TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("typecase-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.path
    }

    /// Writes `text` to `relative`, creating directories; returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String = "let x = 1\n") throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    /// Creates a symbolic link at `relative` pointing to `destination` (as written).
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
