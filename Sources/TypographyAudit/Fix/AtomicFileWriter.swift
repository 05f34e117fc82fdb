import Foundation

/// Why a fixed file was not written.
public struct FileWriteFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// The file or its folder is not writable: reported, not forced.
        case readOnly
        /// The file's bytes are no longer those that were read and fixed.
        case changedOnDisk
        /// Writing or renaming failed.
        case failed
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}

/// A fixed file's new contents written to a temporary file beside it, ready to be renamed over it.
public struct PreparedReplacement: Sendable {
    /// The file (symbolic links resolved) and the temporary file.
    let target: String
    let temporary: String
    /// The file's size and modification time when its contents were checked.
    let size: Int
    let modified: (seconds: Int, nanoseconds: Int)
}

/// Replaces a file's contents atomically: the new bytes go to a temporary file in the same folder,
/// which gets the file's permissions and then is renamed over it, so at every moment the path holds
/// either the old or the new contents. A symbolic link is followed and its target replaced.
///
/// ``replace(_:expecting:with:)`` does it for one file. A run that replaces many prepares them all
/// (``prepare(_:expecting:with:)``: each temporary file is written and flushed to disk), then commits
/// each (``commit(_:)``), so no file is replaced before every new content is on disk. Only the files
/// typecase writes are flushed (a `sync()` would wait for every other program's writes too).
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` if the file still holds `expected` (the bytes that were read and
    /// fixed); a read-only file or folder, or a file changed since it was read, is not touched.
    public static func replace(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) throws(FileWriteFailure) {
        try commit(try prepare(path, expecting: expected, with: bytes))
    }

    /// Why a replacement of `path` could not be written (a read-only file or folder, no regular
    /// file), or nil when it could: what a dry run tells without writing.
    public static func whyNotWritable(_ path: String) -> FileWriteFailure? {
        do throws(FileWriteFailure) {
            var info = stat()
            _ = try checkWritable(resolvedPath(path), info: &info)
            return nil
        } catch {
            return error
        }
    }

    /// Checks that `target` is a writable regular file in a writable folder; the folder, and in
    /// `info` the file's status.
    private static func checkWritable(_ target: String, info: inout stat) throws(FileWriteFailure) -> String {
        guard SystemPath.withCString(target, { stat($0, &info) }) == 0 else { throw FileWriteFailure(.failed, "cannot read: \(errorText())") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileWriteFailure(.failed, "not a regular file") }
        // No write permission bit is read-only even for a user who could override it.
        guard info.st_mode & 0o222 != 0, SystemPath.withCString(target, { access($0, W_OK) }) == 0 else {
            throw FileWriteFailure(.readOnly, "read-only file; not changed")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        guard SystemPath.withCString(directory, { access($0, W_OK) }) == 0 else {
            throw FileWriteFailure(.readOnly, "its folder is read-only; not changed")
        }
        return directory
    }

    /// Checks that `path` is a writable regular file that still holds `expected`, and writes `bytes`
    /// to a temporary file beside it with its permissions (and owner, where the process may keep it),
    /// flushed to disk before it is closed.
    public static func prepare(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) throws(FileWriteFailure)
        -> PreparedReplacement {
        let target = resolvedPath(path)
        var info = stat()
        let directory = try checkWritable(target, info: &info)
        let current: [UInt8]
        do { current = try SourceReader.readBytes(target) } catch {
            throw FileWriteFailure(.failed, "cannot read again before writing: \(error.reason)")
        }
        guard current == expected else { throw FileWriteFailure(.changedOnDisk, "changed on disk since it was read; not changed") }

        let name = (target as NSString).lastPathComponent
        var template = SystemPath.withCString(directory + "/." + name + ".typecase-XXXXXX") {
            Array(UnsafeBufferPointer(start: $0, count: strlen($0) + 1))
        }
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileWriteFailure(.failed, "cannot create a temporary file: \(errorText())") }
        let temporary = template.withUnsafeBufferPointer { SystemPath.string(cString: $0.baseAddress!) }
        var isOpen = true
        do throws(FileWriteFailure) {
            try writeAll(bytes, to: descriptor)
            guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else {
                throw FileWriteFailure(.failed, "cannot set permissions: \(errorText())")
            }
            _ = fchown(descriptor, info.st_uid, info.st_gid)
            guard fsync(descriptor) == 0 else { throw FileWriteFailure(.failed, "cannot write: \(errorText())") }
            isOpen = false
            guard close(descriptor) == 0 else { throw FileWriteFailure(.failed, "cannot write: \(errorText())") }
        } catch {
            if isOpen { close(descriptor) }
            SystemPath.withCString(temporary) { _ = unlink($0) }
            throw error
        }
        return PreparedReplacement(target: target, temporary: temporary, size: Int(info.st_size),
                                   modified: (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)))
    }

    /// Renames the prepared temporary file over the file, unless the file changed since it was
    /// checked; the temporary file is removed when the rename does not happen.
    public static func commit(_ prepared: PreparedReplacement) throws(FileWriteFailure) {
        var latest = stat()
        guard SystemPath.withCString(prepared.target, { stat($0, &latest) }) == 0, Int(latest.st_size) == prepared.size,
              Int(latest.st_mtim.tv_sec) == prepared.modified.seconds,
              Int(latest.st_mtim.tv_nsec) == prepared.modified.nanoseconds else {
            SystemPath.withCString(prepared.temporary) { _ = unlink($0) }
            throw FileWriteFailure(.changedOnDisk, "changed on disk while it was being fixed; not changed")
        }
        let renamed = SystemPath.withCString(prepared.temporary) { from in
            SystemPath.withCString(prepared.target) { to in rename(from, to) }
        }
        guard renamed == 0 else {
            let reason = errorText()
            SystemPath.withCString(prepared.temporary) { _ = unlink($0) }
            throw FileWriteFailure(.failed, "cannot replace: \(reason)")
        }
    }

    /// The path with symbolic links resolved (the path itself when it cannot be).
    static func resolvedPath(_ path: String) -> String {
        guard let resolved = SystemPath.withCString(path, { realpath($0, nil) }) else { return path }
        defer { free(resolved) }
        return SystemPath.string(cString: resolved)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(FileWriteFailure) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                throw FileWriteFailure(.failed, "cannot write: \(errorText())")
            }
            written += result
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
