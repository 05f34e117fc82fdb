/// `typecase-bench measure`: single-threaded throughput of the lexer and the structure parser on a
/// corpus already in memory, against the `grep -c` floor over the same bytes.
enum MeasureCommand {
    static func run(directory: String, runs: Int) throws {
        let corpus = try LoadedCorpus(directory: directory)
        let bytes = corpus.byteCount
        let lines = corpus.lineCount
        print("corpus:           \(corpus.files.count) files, \(lines) lines, \(Format.megabytes(bytes)) (\(directory))")
        print("runs:             median of \(runs), one thread, files in memory; MB = 10^6 bytes")

        let grep = try GrepFloor.measure(corpus, runs: runs)
        print("lexer:            not available yet")
        print("lexer+structure:  structure: not available yet")
        print("grep -c floor:    \(Format.throughput(bytes: bytes, lines: lines, seconds: grep.seconds))  [LC_ALL=C grep -c \(GrepFloor.pattern), one file]")
    }
}
