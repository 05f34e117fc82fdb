import Foundation
import Testing

/// Runs the built `typecase` binary for the tests of `styles`, `scale` and `tracking`.
enum TypographyCommandRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary next to the test bundle (the build products folder), else `.build/debug/typecase`
    /// under the package root found from this file.
    static let binary: URL = {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = products.appendingPathComponent("typecase")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        var root = URL(fileURLWithPath: #filePath)
        while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/typecase")
    }()

    /// Runs `typecase` with `arguments` in `directory` (default: the current one), `input` on its
    /// standard input, `output` as its standard output instead of a pipe, and `environment` added
    /// to the test's.
    static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil,
                    output: FileHandle? = nil, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment {
            // The test's environment without Xcode's script variables, and these.
            var merged = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SCRIPT_INPUT_FILE") }
            merged.merge(environment) { $1 }
            process.environment = merged
        }
        // The package's folder by default, not the process's current directory, which a test changes for a moment.
        process.currentDirectoryURL = directory ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let out = Pipe(), err = Pipe()
        process.standardOutput = output ?? out
        process.standardError = err
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        if output != nil { try out.fileHandleForWriting.close() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs the command and decodes its standard output as JSON.
    static func json(_ arguments: [String]) throws -> Any {
        let result = try run(arguments)
        guard result.status == 0 else { throw Failure(message: "exit \(result.status): \(result.stderr)") }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Expects exit status 2 and `message` in standard error.
    static func expectUsageError(_ arguments: [String], _ message: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try run(arguments)
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.stderr.contains(message), "\(result.stderr)", sourceLocation: sourceLocation)
    }

    /// Expects `typecase COMMAND --help` to succeed and name every option.
    static func expectHelp(_ command: String, documents options: [String],
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try run([command, "--help"])
        #expect(result.status == 0, sourceLocation: sourceLocation)
        for option in options + ["--help"] {
            #expect(result.stdout.contains(option), "\(option)", sourceLocation: sourceLocation)
        }
    }
}
