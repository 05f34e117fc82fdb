import Foundation
import SwiftSource

/// `typecase-bench measure`: single-threaded throughput of the lexer and the structure parser on a
/// corpus already in memory, against the `grep -c` floor over the same bytes.
enum MeasureCommand {
    static func run(directory: String, runs: Int) throws {
        let corpus = try LoadedCorpus(directory: directory)
        let bytes = corpus.byteCount
        let lines = corpus.lineCount
        print("corpus:           \(corpus.files.count) files, \(lines) lines, \(Format.megabytes(bytes)) (\(directory))")
        print("runs:             median of \(runs) after a warm-up, one thread, files in memory; MB = 10^6 bytes")
        print("load average:     \(loadAverage()) before measuring")

        let lexer = Stopwatch.median(runs: runs) {
            corpus.files.reduce(0) { $0 + Lexer.tokenize($1).count }
        }
        let sources = corpus.files.enumerated().map { SourceFile(path: "file\($0.offset).swift", bytes: $0.element) }
        let structure = Stopwatch.median(runs: runs) {
            sources.reduce(0) { $0 + SyntaxTree.parse($1).chains.count }
        }
        let grep = try GrepFloor.measure(corpus, runs: runs)
        print("lexer:            \(Format.throughput(bytes: bytes, lines: lines, lexer))  [\(lexer.result) tokens]")
        print("lexer+structure:  \(Format.throughput(bytes: bytes, lines: lines, structure))  [\(structure.result) chains]")
        print("grep -c floor:    \(Format.throughput(bytes: bytes, lines: lines, grep))  [LC_ALL=C grep -c \(GrepFloor.pattern), one file]")
        printRatio("lexer / grep:", lexer, to: grep)
        printRatio("structure / grep:", structure, to: grep)
    }

    /// How many times the grep time a measurement took, by wall and by CPU time.
    private static func printRatio<Result>(_ label: String, _ timing: Stopwatch.Timing<Result>, to grep: Stopwatch.Timing<Int>) {
        let padded = label.padding(toLength: 18, withPad: " ", startingAt: 0)
        print("\(padded)\(Format.fixed(timing.seconds / grep.seconds, 1))× the grep time (by CPU time \(Format.fixed(timing.cpuSeconds / grep.cpuSeconds, 1))×)")
    }

    /// The 1-minute load average from `/proc/loadavg`, or `?` where there is none.
    private static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "?" }
        return text.split(separator: " ").first.map(String.init) ?? "?"
    }
}
