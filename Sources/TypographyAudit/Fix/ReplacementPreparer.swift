import Dispatch
import Synchronization

/// Prepares the replacements of a fix run's files (``AtomicFileWriter/prepare(_:expecting:with:)``:
/// each file read again and compared with the text that was fixed, the new text written to a temporary
/// file beside it and flushed to disk) on a thread of its own, one after the other in the order they
/// are started, while the run's threads go on fixing the next files: a flush waits for the disk, and
/// they no longer wait with it. The run takes each result (``PendingReplacement/result()``) before it
/// needs to know whether the file can be written.
final class ReplacementPreparer: Sendable {
    private let queue = DispatchQueue(label: "typecase.fix.replacements")

    /// Starts preparing `fixed` to replace `original` at `path`.
    func start(_ path: String, expecting original: [UInt8], with fixed: [UInt8]) -> PendingReplacement {
        let pending = PendingReplacement()
        queue.async {
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
