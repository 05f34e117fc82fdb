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
        let grep = try GrepFloor.measure(corpus, runs: runs)
        print("lexer:            \(Format.throughput(bytes: bytes, lines: lines, lexer))  [\(lexer.result) tokens]")
        print("lexer+structure:  structure: not available yet")
        print("grep -c floor:    \(Format.throughput(bytes: bytes, lines: lines, grep))  [LC_ALL=C grep -c \(GrepFloor.pattern), one file]")
        print("lexer / grep:     \(Format.fixed(lexer.seconds / grep.seconds, 1))× the grep time (by CPU time \(Format.fixed(lexer.cpuSeconds / grep.cpuSeconds, 1))×)")
    }

    /// The 1-minute load average from `/proc/loadavg`, or `?` where there is none.
    private static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "?" }
        return text.split(separator: " ").first.map(String.init) ?? "?"
    }
}
