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
        print("runs:             median of \(runs) interleaved rounds after a warm-up, one thread, files in memory; MB = 10^6 bytes")
        print("load average:     \(loadAverage()) before measuring")

        let sources = corpus.files.enumerated().map { SourceFile(path: "file\($0.offset).swift", bytes: $0.element) }
        // Lexer, structure and grep take turns in each round; ratios compare times of the same round.
        let samples: [Stopwatch.Samples] = try GrepFloor.withGrep(corpus) { grep in
            try Stopwatch.interleaved(runs: runs, [
                { corpus.files.reduce(0) { $0 + Lexer.tokenize($1).count } },
                { sources.reduce(0) { $0 + SyntaxTree.parse($1).chains.count } },
                grep,
            ])
        }
        let (lexer, structure, grep) = (samples[0], samples[1], samples[2])
        print("lexer:            \(Format.throughput(bytes: bytes, lines: lines, lexer.timing))  [\(lexer.result) tokens]")
        print("lexer+structure:  \(Format.throughput(bytes: bytes, lines: lines, structure.timing))  [\(structure.result) chains]")
        print("grep -c floor:    \(Format.throughput(bytes: bytes, lines: lines, grep.timing))  [LC_ALL=C grep -c \(GrepFloor.pattern), one file]")
        printRatio("lexer / grep:", lexer.ratio(to: grep))
        printRatio("structure / grep:", structure.ratio(to: grep))
    }

    /// How many times the grep time a measurement took (median of the rounds), by wall and by CPU time.
    private static func printRatio(_ label: String, _ ratio: (wall: Double, cpu: Double)) {
        let padded = label.padding(toLength: 18, withPad: " ", startingAt: 0)
        print("\(padded)\(Format.fixed(ratio.wall, 1))× the grep time (by CPU time \(Format.fixed(ratio.cpu, 1))×; median of the rounds' ratios)")
    }

    /// The 1-minute load average from `/proc/loadavg`, or `?` where there is none.
    private static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "?" }
        return text.split(separator: " ").first.map(String.init) ?? "?"
    }
}
