import BenchmarkCorpus
import Foundation

/// `typecase-bench lsp DIR --binary BIN`: the latency of `typecase lsp`'s diagnostics after an edit.
/// Writes a generated app of about 50,000 lines into DIR with one dense SwiftUI file of about 2,000
/// lines, starts the server on DIR over pipes as an editor does, opens the dense file, then `runs` times
/// changes one line (a text style to a fixed size and back, so the findings change each time) and
/// times from writing `didChange` to reading the `publishDiagnostics` of that version.
enum LSPLatencyCommand {
    static func run(directory: String, binary: String, runs: Int) throws {
        let root = URL(fileURLWithPath: directory)
        try GenerateCommand.run(directory: directory, lines: 50_000, seed: 1)
        var text = DenseViewsFile.make(bytes: 33_500)
        let lines = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let file = root.appendingPathComponent("App/Screens/DenseRowsView.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)

        let server = try LSPProcess(binary: binary)
        let started = DispatchTime.now()
        server.send(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                     "params": ["processId": NSNull(), "rootUri": root.absoluteString, "capabilities": [:] as [String: Any]]])
        _ = try server.next { $0["id"] as? Int == 1 }
        server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:] as [String: Any]])
        let uri = file.absoluteString
        server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]]])
        _ = try server.diagnostics(uri: uri, version: 1)
        let firstPass = seconds(since: started)

        // The first view's `        Text("Row 1").font(.body)`.
        let fileLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let edited = fileLines.firstIndex(where: { $0.contains(".font(.body)") }),
              let font = fileLines[edited].range(of: ".body") else { throw BenchError("the dense file has no .font(.body)") }
        let line = fileLines[edited]
        let column = line.utf16.distance(from: line.startIndex, to: font.lowerBound)
        var current = ".body"
        var samples: [Double] = []
        var counts: [Int] = []
        for version in 2..<(2 + runs) {
            let next = current == ".body" ? ".system(size: 17)" : ".body"
            let change: [String: Any] = ["range": ["start": ["line": edited, "character": column],
                                                   "end": ["line": edited, "character": column + current.utf16.count]],
                                         "text": next]
            let start = DispatchTime.now()
            server.send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version], "contentChanges": [change]]])
            counts.append(try server.diagnostics(uri: uri, version: version).count)
            samples.append(seconds(since: start))
            current = next
        }
        text = ""
        server.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        _ = try server.next { $0["id"] as? Int == 2 }
        server.send(["jsonrpc": "2.0", "method": "exit"])
        server.wait()
        samples.sort()
        let median = samples[samples.count / 2]
        print("lsp didChange → diagnostics, \(lines)-line file in a 50,000-line app: median \(Format.fixed(median * 1000, 1)) ms, "
            + "min \(Format.fixed(samples[0] * 1000, 1)) ms, max \(Format.fixed(samples[samples.count - 1] * 1000, 1)) ms "
            + "over \(runs) edits (diagnostics \(Set(counts).sorted().map(String.init).joined(separator: "/"))); "
            + "initialize to first diagnostics \(Format.fixed(firstPass, 2)) s (target: 50 ms after a change)")
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// `typecase lsp` as a child process with framed JSON-RPC on its pipes.
private final class LSPProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []

    init(binary: String) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The next message that `matches`, skipping the others.
    func next(_ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        while true {
            let message = try read()
            if matches(message) { return message }
        }
    }

    func diagnostics(uri: String, version: Int) throws -> [Any] {
        let message = try next { message in
            let params = message["params"] as? [String: Any]
            return message["method"] as? String == "textDocument/publishDiagnostics" && params?["uri"] as? String == uri
                && params?["version"] as? Int == version
        }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [Any] ?? []
    }

    func wait() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func read() throws -> [String: Any] {
        let separator: [UInt8] = [13, 10, 13, 10]
        while true {
            if let end = (0..<max(0, buffer.count - 3)).first(where: { Array(buffer[$0..<$0 + 4]) == separator }) {
                let header = String(decoding: buffer[..<end], as: UTF8.self)
                guard let length = header.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
                    throw BenchError("bad header from the server: \(header)")
                }
                if buffer.count >= end + 4 + length {
                    let body = Data(buffer[(end + 4)..<(end + 4 + length)])
                    buffer.removeFirst(end + 4 + length)
                    guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                        throw BenchError("the server sent a message that is not an object")
                    }
                    return object
                }
            }
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw BenchError("the server ended its output") }
            buffer += data
        }
    }
}
