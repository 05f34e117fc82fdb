import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The floor: how long `grep -c` takes to scan the corpus bytes, concatenated into one cached file
/// next to the corpus directory, timed on the same clock as the lexer.
///
/// grep is started with `posix_spawn` and its count read from a pipe (GNU grep stops at the first match
/// when its output is `/dev/null`, so the output must be real).
enum GrepFloor {
    /// The fixed string grep counts lines of: what a quick "where are the fonts" search would scan for.
    static let pattern = "font"

    /// Writes the concatenated corpus next to its directory and calls `body` with a function that
    /// runs `LC_ALL=C grep -c font` on it once and returns grep's count; removes the file after.
    static func withGrep<Result>(_ corpus: LoadedCorpus, _ body: (@escaping () throws -> Int) throws -> Result) throws -> Result {
        let path = corpus.directory.hasSuffix("/") ? String(corpus.directory.dropLast()) : corpus.directory
        let blob = URL(fileURLWithPath: path + ".concatenated")
        try Data(corpus.concatenated()).write(to: blob)
        defer { try? FileManager.default.removeItem(at: blob) }
        guard let grep = ["/usr/bin/grep", "/bin/grep"].first(where: FileManager.default.isExecutableFile) else {
            throw BenchError("grep not found in /usr/bin or /bin")
        }
        return try body { try run(grep, ["grep", "-c", pattern, blob.path]) }
    }

    /// Runs the program with `LC_ALL=C` and returns the number it prints.
    private static func run(_ program: String, _ arguments: [String]) throws -> Int {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw BenchError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = [strdup("LC_ALL=C"), nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, envp)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { throw BenchError("cannot start \(program)") }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(text) else { throw BenchError("\(program) printed \(text.debugDescription)") }
        return number
    }
}
