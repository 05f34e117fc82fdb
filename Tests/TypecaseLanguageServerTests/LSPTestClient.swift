import Foundation
import Testing
@testable import TypecaseLanguageServer

/// A client talking to an in-process ``LanguageServer`` over two pipes, as an editor would: framed
/// JSON-RPC written to the server's input, messages read back from its output.
final class LSPTestClient: @unchecked Sendable {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let condition = NSCondition()
    private var received: [JSONObject] = []
    private var exitCode: Int32?
    private var nextID = 0

    init(maximumMessageSize: Int = 64 << 20) {
        let server = LanguageServer(input: toServer.fileHandleForReading, output: fromServer.fileHandleForWriting,
                                    maximumMessageSize: maximumMessageSize)
        let serverBox = UncheckedBox(server)
        Thread.detachNewThread { [self] in
            let code = serverBox.value.run()
            condition.lock()
            exitCode = code
            condition.broadcast()
            condition.unlock()
        }
        let output = fromServer.fileHandleForReading
        Thread.detachNewThread { [self] in
            var framer = MessageFramer()
            while true {
                let data = output.availableData
                if data.isEmpty { break }
                framer.append(data)
                while case .message(let body)? = framer.next() {
                    guard let object = try? JSONSerialization.jsonObject(with: body) as? JSONObject else { continue }
                    condition.lock()
                    received.append(object)
                    condition.broadcast()
                    condition.unlock()
                }
            }
        }
    }

    /// Writes raw bytes to the server.
    func write(_ bytes: Data) {
        toServer.fileHandleForWriting.write(bytes)
    }

    /// Sends a message framed with its Content-Length.
    func send(_ object: JSONObject) {
        write(MessageFramer.frame(try! JSONSerialization.data(withJSONObject: object)))
    }

    /// Sends a request; its id.
    @discardableResult
    func request(_ method: String, _ params: Any = [String: Any]()) -> Int {
        nextID += 1
        send(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params])
        return nextID
    }

    func notify(_ method: String, _ params: Any = [String: Any]()) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its response.
    func call(_ method: String, _ params: Any = [String: Any]()) throws -> JSONObject {
        let id = request(method, params)
        return try response(to: id)
    }

    func response(to id: Int) throws -> JSONObject {
        try wait("the response to \(id)") { $0["id"] as? Int == id && $0["method"] == nil }
    }

    /// The first message received (and not yet taken) that `matches`, waiting up to `timeout` seconds.
    func wait(_ what: String, timeout: TimeInterval = 60, _ matches: (JSONObject) -> Bool) throws -> JSONObject {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            guard condition.wait(until: deadline) else { throw ClientError(description: "timed out waiting for \(what); got \(received)") }
        }
    }

    /// The next diagnostics published for `uri` (optionally for `version`).
    func diagnostics(for uri: String, version: Int? = nil) throws -> [JSONObject] {
        let message = try wait("diagnostics for \(uri)") { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? JSONObject, params["uri"] as? String == uri else { return false }
            return version == nil || params["version"] as? Int == version
        }
        return (message["params"] as? JSONObject)?["diagnostics"] as? [JSONObject] ?? []
    }

    /// The messages received so far and not taken.
    var pending: [JSONObject] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// The server's exit code, waiting up to `timeout` seconds for it to end.
    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while exitCode == nil { guard condition.wait(until: deadline) else { break } }
        return exitCode
    }

    /// Ends the server's input.
    func closeInput() {
        try? toServer.fileHandleForWriting.close()
    }

    struct ClientError: Error, CustomStringConvertible {
        let description: String
    }
}

final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A folder of Swift files for a session, removed by `remove()`.
struct TemporaryWorkspace {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-lsp-\(UUID())")
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func uri(_ path: String) -> String { root.appendingPathComponent(path).absoluteString }
    func path(_ path: String) -> String { root.appendingPathComponent(path).path }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
