import Dispatch
import Synchronization

/// Prepares the replacements of a fix run's files (``AtomicFileWriter/prepare(_:expecting:with:)``:
/// each file read again and compared with the text that was fixed, the new text written to a temporary
/// file beside it and flushed to disk) on threads of their own, ``lanes`` side by side, each preparing
/// the replacements it is given one after the other, while the run's threads go on fixing the next
/// files: a flush waits for the disk, and they no longer wait with it (nor, with several lanes, one
/// flush for another). The run takes each result (``PendingReplacement/result()``) before it needs to
/// know whether the file can be written.
final class ReplacementPreparer: Sendable {
    /// The replacements prepared at once: the flushes of a run's documents, fixed in a few
    /// milliseconds, would otherwise wait for each other well after their fixes are done.
    static let lanes = 4

    private let queues = (0..<lanes).map { DispatchQueue(label: "typecase.fix.replacements.\($0)") }
    /// How many replacements were started: the next one goes to the lane after the last one's.
    private let started = Atomic<Int>(0)

    /// Starts preparing `fixed` to replace `original` at `path`.
    func start(_ path: String, expecting original: [UInt8], with fixed: [UInt8]) -> PendingReplacement {
        let pending = PendingReplacement()
        let lane = started.wrappingAdd(1, ordering: .relaxed).oldValue % Self.lanes
        queues[lane].async {
            pending.finish(Result { () throws(FileWriteFailure) in try AtomicFileWriter.prepare(path, expecting: original, with: fixed) })
        }
        return pending
    }
}

/// A replacement that a ``ReplacementPreparer`` is preparing.
final class PendingReplacement: Sendable {
    private let done = DispatchGroup()
    private let outcome = Mutex<Result<PreparedReplacement, FileWriteFailure>?>(nil)

    fileprivate init() {
        done.enter()
    }

    fileprivate func finish(_ result: Result<PreparedReplacement, FileWriteFailure>) {
        outcome.withLock { $0 = result }
        done.leave()
    }

    /// The replacement prepared, or why it could not be, once it is done.
    func result() -> Result<PreparedReplacement, FileWriteFailure> {
        done.wait()
        return outcome.withLock { $0! }
    }
}
