import Foundation

/// The server's side of the stream: framed messages written whole under a lock (the workspace pass
/// reports progress from its threads), and the ids of requests the client cancelled, noted by the
/// reading thread as soon as the cancellation arrives.
final class Connection: @unchecked Sendable {
    private let output: FileHandle
    private let lock = NSLock()
    private var cancelled: Set<RequestID> = []
    private var closed = false

    init(output: FileHandle) {
        self.output = output
    }

    /// Writes one message; a client that went away makes later writes do nothing.
    func send(_ body: Data) {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        do { try output.write(contentsOf: MessageFramer.frame(body)) } catch { closed = true }
    }

    func cancel(_ id: RequestID) {
        lock.lock()
        cancelled.insert(id)
        lock.unlock()
    }

    /// Whether the request `id` was cancelled (forgetting it).
    func takeCancellation(of id: RequestID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled.remove(id) != nil
    }
}

/// What the server's loop handles, in order of arrival: what the client sent, a workspace pass that
/// finished, the end of the input.
enum ServerEvent: @unchecked Sendable {
    case input(MessageFramer.Item)
    /// The workspace audit, handed back by the thread that ran its pass (only that thread used it).
    case workspaceReady(WorkspaceHandle)
    case endOfInput
}

/// A first-in first-out queue of events, filled by the reading and workspace threads, drained by the loop.
final class EventQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [ServerEvent] = []
    private var head = 0

    func push(_ event: ServerEvent) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    /// The next event, waiting for one.
    func pop() -> ServerEvent {
        condition.lock()
        defer { condition.unlock() }
        while head == events.count { condition.wait() }
        let event = events[head]
        head += 1
        if head > 64, head * 2 > events.count {
            events.removeFirst(head)
            head = 0
        }
        return event
    }

    /// Whether no event waits (the loop then publishes the diagnostics of the buffers that changed).
    var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head == events.count
    }
}
