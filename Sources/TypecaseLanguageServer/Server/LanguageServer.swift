import Foundation
import TypographyAudit

/// `typecase lsp`: a Language Server Protocol 3.17 server over a byte stream (stdio). One loop
/// handles the client's messages in order; a thread reads and frames the input (and notes
/// `$/cancelRequest` at once); the workspace pass runs on its own threads after `initialize` is
/// answered, reporting `$/progress`, and requests that need it wait for it. A buffer's diagnostics
/// are published when no message waits, so a burst of edits is audited once.
public final class LanguageServer {
    private let input: FileHandle
    private let connection: Connection
    private let events = EventQueue()
    private let maximumMessageSize: Int
    private var documents: [String: TextDocument] = [:]
    /// The findings published for each buffer, and the version they are for.
    private var published: [String: (version: Int, findings: [Finding])] = [:]
    /// Buffers changed since their diagnostics were published.
    private var dirty: Set<String> = []
    private var workspace: WorkspaceAudit?
    /// Whether a workspace pass runs (requests that need it wait in ``waiting``).
    private var isLoading = false
    private var waiting: [(id: RequestID, method: String, params: Any?)] = []
    private var root: String?
    private var isInitialized = false
    private var isShutDown = false
    private var diagnostics = Diagnostics()
    private var client = ClientCapabilities()
    private var progress: WorkspaceProgress?
    private var nextRequestID = 0

    /// `maximumMessageSize`: the largest message body accepted, in bytes.
    public init(input: FileHandle, output: FileHandle, maximumMessageSize: Int = 64 << 20) {
        self.input = input
        connection = Connection(output: output)
        self.maximumMessageSize = maximumMessageSize
    }

    /// Serves until `exit` (or the end of the input); the process exit code: 0 after `shutdown`, else 1.
    public func run() -> Int32 {
        startReading()
        while true {
            switch events.pop() {
            case .endOfInput:
                return isShutDown ? 0 : 1
            case .input(.error(let message)):
                connection.send(OutgoingMessage.error(id: nil, .invalidRequest(message)))
            case .input(.message(let body)):
                if let code = handle(body) { return code }
            case .workspaceReady(let handle):
                workspaceReady(handle.audit)
            }
            if events.isEmpty { publishChanged() }
        }
    }

    private func startReading() {
        let (input, events, connection, limit) = (input, events, connection, maximumMessageSize)
        Thread.detachNewThread {
            var framer = MessageFramer(maximumBodySize: limit)
            while true {
                let data = input.availableData
                guard !data.isEmpty else { break }
                framer.append(data)
                while let item = framer.next() {
                    if case .message(let body) = item, let id = CancelRequest.id(in: body) { connection.cancel(id) }
                    events.push(.input(item))
                }
            }
            events.push(.endOfInput)
        }
    }

    // MARK: Messages

    /// Handles one message; the exit code when it is `exit`.
    private func handle(_ body: Data) -> Int32? {
        switch IncomingMessage.parse(body) {
        case .failure(let invalid):
            connection.send(OutgoingMessage.error(id: invalid.id, invalid.error))
        case .success(.response):
            break
        case .success(.notification(let method, let params)):
            if method == "exit" { return isShutDown ? 0 : 1 }
            guard isInitialized, !isShutDown else { break }
            notify(method, params)
        case .success(.request(let id, let method, let params)):
            request(id, method, params)
        }
        return nil
    }

    private func request(_ id: RequestID, _ method: String, _ params: Any?) {
        if connection.takeCancellation(of: id) { return connection.send(OutgoingMessage.error(id: id, .requestCancelled)) }
        if method == "initialize" {
            guard !isInitialized else { return connection.send(OutgoingMessage.error(id: id, .invalidRequest("already initialized"))) }
            return initialize(id, params as? JSONObject ?? [:])
        }
        guard isInitialized else { return connection.send(OutgoingMessage.error(id: id, .serverNotInitialized)) }
        guard !isShutDown else { return connection.send(OutgoingMessage.error(id: id, .invalidRequest("the server is shut down"))) }
        switch method {
        case "shutdown":
            isShutDown = true
            connection.send(OutgoingMessage.response(id: id, result: NSNull()))
        case "textDocument/codeAction", "textDocument/hover":
            guard workspace != nil else { return waiting.append((id, method, params)) }
            answer(id, method, params)
        default:
            connection.send(OutgoingMessage.error(id: id, .methodNotFound(method)))
        }
    }

    /// Answers a request that needs the workspace.
    private func answer(_ id: RequestID, _ method: String, _ params: Any?) {
        if connection.takeCancellation(of: id) { return connection.send(OutgoingMessage.error(id: id, .requestCancelled)) }
        do throws(ResponseError) {
            let params = try DocumentParams(params)
            guard let document = documents[params.uri] else {
                throw .invalidParams("'\(params.uri)' is not open")
            }
            publish(params.uri)
            let findings = published[params.uri]?.findings ?? []
            let result: Any
            if method == "textDocument/hover" {
                guard let position = params.position else { throw .invalidParams("hover needs a 'position'") }
                result = params.path.flatMap { workspace?.analysis(ofFile: $0, bytes: document.bytes) }
                    .flatMap { Hover.hover(at: document.offset(of: position), in: $0, document: document) } ?? NSNull()
            } else {
                guard let range = params.range else { throw .invalidParams("codeAction needs a 'range'") }
                result = CodeActions.actions(for: findings, in: document, range: range, only: params.only, diagnostics: diagnostics)
            }
            connection.send(OutgoingMessage.response(id: id, result: result))
        } catch {
            connection.send(OutgoingMessage.error(id: id, error))
        }
    }

    private func notify(_ method: String, _ params: Any?) {
        let params = params as? JSONObject ?? [:]
        switch method {
        case "initialized":
            registerWatchers()
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? JSONObject, let uri = item["uri"] as? String,
                  let text = item["text"] as? String else { return }
            documents[uri] = TextDocument(uri: uri, version: item["version"] as? Int ?? 0, text: text)
            dirty.insert(uri)
        case "textDocument/didChange":
            guard let item = params["textDocument"] as? JSONObject, let uri = item["uri"] as? String,
                  var document = documents[uri], let changes = params["contentChanges"] as? [JSONObject] else { return }
            let version = item["version"] as? Int ?? document.version + 1
            for change in changes {
                guard let text = change["text"] as? String else { continue }
                document.apply(text, in: TextRange(json: change["range"]), version: version)
            }
            documents[uri] = document
            dirty.insert(uri)
        case "textDocument/didSave":
            guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String, let text = params["text"] as? String,
                  var document = documents[uri] else { return }
            document.apply(text, in: nil, version: document.version)
            documents[uri] = document
            dirty.insert(uri)
        case "textDocument/didClose":
            guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String, documents[uri] != nil else { return }
            documents[uri] = nil
            dirty.remove(uri)
            published[uri] = nil
            if let path = DocumentParams.path(of: uri) { workspace?.closeBuffer(path) }
            connection.send(OutgoingMessage.notification("textDocument/publishDiagnostics", params: ["uri": uri, "diagnostics": []]))
            dirty.formUnion(documents.keys)
        case "workspace/didChangeWatchedFiles":
            watchedFilesChanged(params["changes"] as? [JSONObject] ?? [])
        case "workspace/didChangeConfiguration":
            reloadWorkspace()
        default:
            break // `$/cancelRequest` was noted when read; other notifications need nothing.
        }
    }

    // MARK: Lifecycle

    private func initialize(_ id: RequestID, _ params: JSONObject) {
        isInitialized = true
        client = ClientCapabilities(params["capabilities"] as? JSONObject ?? [:])
        root = Self.root(params)
        let options = params["initializationOptions"] as? JSONObject ?? [:]
        diagnostics.rulesDocument = options["rulesDocumentation"] as? String ?? RulesDocumentFile.url()
        connection.send(OutgoingMessage.response(id: id, result: [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix", CodeActions.fixAllKind]],
                "hoverProvider": true,
            ] as JSONObject,
            "serverInfo": ["name": "typecase", "version": TypecaseVersion.current],
        ]))
        progress = WorkspaceProgress(connection: connection, token: params["workDoneToken"])
        reloadWorkspace()
    }

    /// The workspace's folder: `rootUri`, else the first workspace folder, else `rootPath`.
    private static func root(_ params: JSONObject) -> String? {
        if let uri = params["rootUri"] as? String, let path = DocumentParams.path(of: uri) { return path }
        if let folders = params["workspaceFolders"] as? [JSONObject], let uri = folders.first?["uri"] as? String,
           let path = DocumentParams.path(of: uri) { return path }
        return params["rootPath"] as? String
    }

    /// Runs the workspace pass again on its own thread (the configuration or the set of files changed).
    private func reloadWorkspace() {
        guard !isLoading else { return }
        isLoading = true
        var buffers: [String: [UInt8]] = [:]
        for (uri, document) in documents { if let path = DocumentParams.path(of: uri) { buffers[path] = document.bytes } }
        let handle = WorkspaceHandle(workspace ?? WorkspaceAudit(root: root))
        workspace = nil
        if progress?.token == nil, client.createsProgress {
            let token = "typecase/workspace"
            nextRequestID += 1
            connection.send(OutgoingMessage.request(id: .string("typecase-\(nextRequestID)"), "window/workDoneProgress/create",
                                                    params: ["token": token]))
            progress?.token = token
        }
        let (events, progress, files) = (events, progress, buffers)
        Thread.detachNewThread {
            progress?.begin()
            handle.audit.reload(buffers: files) { done, total in progress?.report(done: done, of: total) }
            progress?.end(files: handle.audit.fileCount)
            events.push(.workspaceReady(handle))
        }
    }

    private func workspaceReady(_ audit: WorkspaceAudit) {
        workspace = audit
        isLoading = false
        for error in audit.configurationErrors {
            connection.send(OutgoingMessage.notification("window/showMessage", params: ["type": 1, "message": "typecase: \(error.description)"]))
        }
        dirty.formUnion(documents.keys)
        let requests = waiting
        waiting = []
        for request in requests { answer(request.id, request.method, request.params) }
    }

    private func registerWatchers() {
        guard client.registersWatchedFiles else { return }
        nextRequestID += 1
        let watchers = ["**/*.swift", "**/*.xib", "**/*.storyboard", "**/.typecase.json"].map { ["globPattern": $0] }
        connection.send(OutgoingMessage.request(id: .string("typecase-\(nextRequestID)"), "client/registerCapability", params: [
            "registrations": [["id": "typecase-watched-files", "method": "workspace/didChangeWatchedFiles",
                               "registerOptions": ["watchers": watchers]]],
        ]))
    }

    /// A configuration file changed, or files were created or deleted: the pass runs again. Otherwise
    /// each changed file that is not open counts with its new contents for the open buffers.
    private func watchedFilesChanged(_ changes: [JSONObject]) {
        let paths = changes.compactMap { ($0["uri"] as? String).flatMap(DocumentParams.path(of:)) }
        if paths.contains(where: { $0.hasSuffix("/.typecase.json") }) || changes.contains(where: { $0["type"] as? Int != 2 }) {
            return reloadWorkspace()
        }
        guard let workspace else { return }
        let open = Set(documents.keys.compactMap(DocumentParams.path(of:)))
        for path in paths where !open.contains(path) { workspace.refresh(path) }
        dirty.formUnion(documents.keys)
    }

    // MARK: Diagnostics

    /// Publishes the diagnostics of the changed buffers (all of them when the workspace facts changed).
    private func publishChanged() {
        guard workspace != nil, !dirty.isEmpty else { return }
        for uri in dirty.sorted() { publish(uri) }
    }

    /// Audits buffer `uri` if it changed and publishes its diagnostics when they differ from the last.
    private func publish(_ uri: String) {
        guard let workspace, dirty.remove(uri) != nil, let document = documents[uri] else { return }
        let findings = DocumentParams.path(of: uri).flatMap { workspace.findings(forFile: $0, bytes: document.bytes) } ?? []
        if let last = published[uri], last.version == document.version, last.findings == findings { return }
        published[uri] = (document.version, findings)
        connection.send(OutgoingMessage.notification("textDocument/publishDiagnostics", params: [
            "uri": uri, "version": document.version,
            "diagnostics": findings.map { diagnostics.diagnostic($0, in: document) },
        ]))
    }
}

/// The workspace audit on its way between the loop and the thread of its pass (one of them uses it at a time).
final class WorkspaceHandle: @unchecked Sendable {
    let audit: WorkspaceAudit
    init(_ audit: WorkspaceAudit) { self.audit = audit }
}
