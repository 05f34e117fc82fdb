import BenchmarkCorpus
import Foundation

// typecase-bench: generates the benchmark corpus and measures SwiftSource on it (see Benchmarks/README.md).

let usage = """
    Usage: typecase-bench generate DIR [--lines N] [--seed S]
             Write a generated app of about N lines (default 400000) into DIR, replacing the
             corpus a previous run wrote there (any other non-empty DIR is refused).
           typecase-bench generated FILE [--megabytes N] [--shape catalog|dense]
             Write one machine-generated Swift file of about N MB (default 10): string catalog
             accessors, protobuf models and a few fonts, as code generators write them (catalog,
             the default), or many small views, each a Text with .font(.body) (dense).
           typecase-bench measure DIR [--runs N]
             Read every .swift file under DIR into memory, then print single-threaded lexer and
             lexer+structure throughput and the `grep -c` floor, each the median of N runs (default 5).
           typecase-bench lsp DIR --binary BIN [--runs N]
             Write a 50,000-line generated app with a 2,000-line SwiftUI file into DIR, run `BIN lsp`
             on it and print the median time from an edit of that file to its diagnostics (N edits, default 20).
    """

/// Reads `--name value` options after the positional directory.
struct BenchArguments {
    let directory: String
    private let options: [String: String]

    init?(_ arguments: ArraySlice<String>) {
        guard let directory = arguments.first, !directory.hasPrefix("-") else { return nil }
        self.directory = directory
        var options: [String: String] = [:]
        var rest = arguments.dropFirst()
        while let name = rest.popFirst() {
            guard name.hasPrefix("--"), let value = rest.popFirst() else { return nil }
            options[String(name.dropFirst(2))] = value
        }
        self.options = options
    }

    func option(_ name: String) -> String? { options[name] }

    func integer(_ name: String, default value: Int) -> Int? {
        guard let text = options[name] else { return value }
        return Int(text)
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("typecase-bench: \(message)\n".utf8))
    exit(2)
}

let commandLine = CommandLine.arguments.dropFirst()
guard let command = commandLine.first, let parsed = BenchArguments(commandLine.dropFirst()) else {
    print(usage)
    exit(commandLine.first == "--help" ? 0 : 2)
}
do {
    switch command {
    case "generate":
        guard let lines = parsed.integer("lines", default: 400_000), let seed = parsed.integer("seed", default: 1)
        else { fail("--lines and --seed take whole numbers") }
        try GenerateCommand.run(directory: parsed.directory, lines: lines, seed: UInt64(truncatingIfNeeded: seed))
    case "generated":
        guard let megabytes = parsed.integer("megabytes", default: 10), megabytes > 0 else {
            fail("--megabytes takes a positive number")
        }
        let bytes = megabytes * 1_000_000
        let text: String
        switch parsed.option("shape") ?? "catalog" {
        case "catalog": text = GeneratedCodeFile.make(bytes: bytes)
        case "dense": text = DenseViewsFile.make(bytes: bytes)
        default: fail("--shape takes catalog or dense")
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: parsed.directory))
        print("generated: \(parsed.directory), \(Format.megabytes(text.utf8.count))")
    case "measure":
        guard let runs = parsed.integer("runs", default: 5), runs > 0 else { fail("--runs takes a positive number") }
        try MeasureCommand.run(directory: parsed.directory, runs: runs)
    case "lsp":
        guard let binary = parsed.option("binary"), let runs = parsed.integer("runs", default: 20), runs > 0 else {
            fail("lsp needs --binary BIN (the typecase binary) and a positive --runs")
        }
        try LSPLatencyCommand.run(directory: parsed.directory, binary: binary, runs: runs)
    default:
        print(usage)
        exit(2)
    }
} catch {
    fail("\(error)")
}
