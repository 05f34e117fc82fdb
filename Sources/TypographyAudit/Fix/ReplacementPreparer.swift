import Dispatch
import Synchronization

/// Prepares the replacements of a fix run's files (``AtomicFileWriter/prepare(_:expecting:with:)``:
/// each file read again and compared with the text that was fixed, the new text written to a temporary
/// file beside it and flushed to disk) on threads of their own, ``lanes`` side by side, each preparing
/// the replacements it is given one after the other, while the run's threads go on fixing the next
/// files: a flush waits for the disk, and they no longer wait with it (nor, with several lanes, one
/// flush for another). The run takes each result (``Pending/value()``) before it needs to
/// know whether the file can be written.
final class ReplacementPreparer: Sendable {
    /// The replacements prepared at once: the flushes of a run's documents, fixed in a few
    /// milliseconds, would otherwise wait for each other well after their fixes are done, and on a
    /// busy disk (a flush of 2–10 ms) four lanes still left the run waiting for its last flushes.
    static let lanes = 16

    private let queues = (0..<lanes).map { DispatchQueue(label: "typecase.fix.replacements.\($0)") }
    /// How many replacements were started: the next one goes to the lane after the last one's.
    private let started = Atomic<Int>(0)

    /// Starts preparing `fixed` to replace `original` at `path`.
    func start(_ path: String, expecting original: [UInt8], with fixed: [UInt8]) -> PendingReplacement {
        Pending(on: nextLane()) {
            Result { () throws(FileWriteFailure) in try AtomicFileWriter.prepare(path, expecting: original, with: fixed) }
        }
    }

    /// Starts renaming each file's replacement over it, once prepared (``FixedFile/committed()``), on
    /// the lanes side by side: a rename frees the replaced file's blocks, and on a disk that discards
    /// them it waits for the disk (one after another, 169 renames took up to half a second on a busy
    /// disk). Nil for a file with nothing to write.
    func commit(_ files: [FixedFile]) -> [Pending<FileFixReport>?] {
        files.map { file in
            guard file.preparing != nil || file.pending != nil else { return nil }
            return Pending(on: nextLane()) { file.awaitingPreparation().committed() }
        }
    }

    private func nextLane() -> DispatchQueue {
        queues[started.wrappingAdd(1, ordering: .relaxed).oldValue % Self.lanes]
    }
}

/// A replacement that a ``ReplacementPreparer`` is preparing: once done, the replacement prepared, or
/// why it could not be.
typealias PendingReplacement = Pending<Result<PreparedReplacement, FileWriteFailure>>

/// A value being made on a queue of its own while the run goes on.
final class Pending<Value: Sendable>: Sendable {
    private let done = DispatchGroup()
    private let made = Mutex<Value?>(nil)

    /// Starts making the value with `make` on `queue`.
    init(on queue: DispatchQueue, _ make: @escaping @Sendable () -> Value) {
        done.enter()
        queue.async { [self] in
            let value = make()
            made.withLock { $0 = value }
            done.leave()
        }
    }

    /// The value, once it is made.
    func value() -> Value {
        done.wait()
        return made.withLock { $0! }
    }
}
