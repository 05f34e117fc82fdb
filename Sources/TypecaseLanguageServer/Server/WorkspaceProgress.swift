import Foundation

/// `$/progress` for the workspace pass: begin, a report each time the percentage moves by 5, end.
/// Called from the pass's threads.
final class WorkspaceProgress: @unchecked Sendable {
    private let connection: Connection
    private let lock = NSLock()
    private var lastPercentage = 0
    /// The client's `workDoneToken`, or the one the server created; nil: no progress is reported.
    var token: Any? {
        get { lock.withLock { storedToken } }
        set { lock.withLock { storedToken = newValue } }
    }
    private var storedToken: Any?

    init(connection: Connection, token: Any?) {
        self.connection = connection
        storedToken = token is String || token is Int ? token : nil
    }

    func begin() {
        lock.withLock { lastPercentage = 0 }
        send(["kind": "begin", "title": "typecase", "message": "auditing the workspace", "percentage": 0, "cancellable": false])
    }

    func report(done: Int, of total: Int) {
        let percentage = total == 0 ? 100 : done * 100 / total
        let moved = lock.withLock { () -> Bool in
            guard percentage >= lastPercentage + 5 else { return false }
            lastPercentage = percentage
            return true
        }
        if moved { send(["kind": "report", "percentage": percentage]) }
    }

    func end(files: Int) {
        send(["kind": "end", "message": "audited \(files) file\(files == 1 ? "" : "s")"])
    }

    private func send(_ value: JSONObject) {
        guard let token else { return }
        connection.send(OutgoingMessage.notification("$/progress", params: ["token": token, "value": value]))
    }
}
