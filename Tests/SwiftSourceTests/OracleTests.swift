import BenchmarkCorpus
import Foundation
import SwiftSource
import Testing

/// `swift-tokens` (../shared/tools/swift-tokens), built once per test run outside the read-only
/// shared folder, into this package's `.build`.
enum SwiftTokensOracle {
    /// The repository root (this file is `Tests/SwiftSourceTests/OracleTests.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The tool's package: `../shared/tools/swift-tokens` beside the repository (CI), or beside the
    /// folder holding a git worktree of it.
    static let packageDirectory: URL? = {
        let candidates = [
            packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/swift-tokens"),
            packageRoot.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/tools/swift-tokens"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
    }()

    /// The built executable, or nil (the reason printed) when it cannot be built here.
    static let executable: URL? = build()

    static var isAvailable: Bool { executable != nil }

    private static func build() -> URL? {
        guard let package = packageDirectory else {
            print("OracleTests skipped: ../shared/tools/swift-tokens not found beside \(packageRoot.path)")
            return nil
        }
        let scratch = packageRoot.appendingPathComponent(".build/swift-tokens-oracle")
        let result = run("/usr/bin/env", ["swift", "build", "-c", "release", "--package-path", package.path,
                                           "--scratch-path", scratch.path])
        let tool = scratch.appendingPathComponent("release/swift-tokens")
        guard result.status == 0, FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("OracleTests skipped: swift-tokens did not build (no SwiftParser in this toolchain?): "
                  + String(result.output.suffix(400)))
            return nil
        }
        return tool
    }

    /// Runs a program to completion; its exit status and standard output (standard error when it
    /// fails).
    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        // The package's folder, not the process's current directory, which a test changes for a moment.
        process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return (-1, "\(error)") }
        // Read while it runs so a full pipe cannot block it.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: process.terminationStatus == 0 ? data : errorData, as: UTF8.self)
        return (process.terminationStatus, text)
    }

    /// The oracle's output for the files, split by path.
    static func tokens(of paths: [String]) -> [String: [Substring]] {
        guard let executable else { return [:] }
        let result = run(executable.path, paths)
        var byPath: [String: [Substring]] = [:]
        for line in result.output.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            byPath[String(line[..<tab]), default: []].append(line)
        }
        return byPath
    }
}

@Suite struct OracleTests {
    /// Every file of the test corpus, plus generated app sources, lexed by typecase and by SwiftParser
    /// (through `swift-tokens`): identical tokens after merging adjacent string (and regex) pieces.
    @Test(.enabled(if: SwiftTokensOracle.isAvailable, "swift-tokens (SwiftParser) is not available here"))
    func lexerAgreesWithSwiftParser() throws {
        let corpus = try #require(Bundle.module.url(forResource: "Corpus", withExtension: nil))
        var paths = try FileManager.default.subpathsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { corpus.appendingPathComponent($0).path }
        let handWritten = paths.count

        let generatedDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("typecase-oracle-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: generatedDirectory) }
        for file in CorpusGenerator.generate(seed: 20_261_129, targetLines: 110_000) {
            let url = generatedDirectory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }

        let expected = SwiftTokensOracle.tokens(of: paths)
        var lines = 0
        var mismatchedFiles: [String] = []
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            lines += bytes.reduce(into: 1) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
            let ours = Lexer.mergingStringPieces(Lexer.oracleLines(path: path, bytes: bytes))
            let theirs = Lexer.mergingStringPieces((expected[path] ?? []).joined(separator: "\n"))
            if ours != theirs {
                mismatchedFiles.append(path)
                if mismatchedFiles.count <= 10 {
                    Issue.record(Comment(rawValue: Self.describeMismatch(path: path, bytes: bytes, ours: ours, theirs: theirs)))
                }
            }
        }
        print("oracle: \(paths.count) files (\(handWritten) hand-written, \(paths.count - handWritten) generated), "
              + "\(lines) lines, \(mismatchedFiles.count) files differ")
        #expect(lines >= 100_000)
        #expect(mismatchedFiles.isEmpty, "files that differ: \(mismatchedFiles.prefix(20))")
    }

    /// The first differing lines of a file, with the bytes each side's token covers.
    static func describeMismatch(path: String, bytes: [UInt8], ours: [Substring], theirs: [Substring]) -> String {
        func show(_ line: Substring?) -> String {
            guard let line else { return "(none)" }
            let fields = line.split(separator: "\t")
            guard fields.count >= 4, let start = Int(fields[fields.count - 3]), let end = Int(fields[fields.count - 2]),
                  start <= end, end <= bytes.count else { return String(line) }
            let text = String(decoding: bytes[start..<min(end, start + 60)], as: UTF8.self)
            return "\(fields[fields.count - 1]) \(start)..<\(end) \(text.debugDescription)"
        }
        var report = "\(path): typecase and SwiftParser differ\n"
        var shown = 0
        var index = 0
        while index < max(ours.count, theirs.count) && shown < 5 {
            let mine = index < ours.count ? ours[index] : nil
            let oracle = index < theirs.count ? theirs[index] : nil
            if mine != oracle {
                report += "  typecase:    \(show(mine))\n  SwiftParser: \(show(oracle))\n"
                shown += 1
            }
            index += 1
        }
        return report
    }
}
