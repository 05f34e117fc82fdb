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

/// Replaces a file's contents atomically: the new bytes go to a temporary file in the same folder,
/// which gets the file's permissions and then is renamed over it, so at every moment the path holds
/// either the old or the new contents. A symbolic link is followed and its target replaced.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` if the file still holds `expected` (the bytes that were read and
    /// fixed); a read-only file or folder, or a file changed since it was read, is not touched.
    public static func replace(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) throws(FileWriteFailure) {
        let target = resolvedPath(path)
        var info = stat()
        guard stat(target, &info) == 0 else { throw FileWriteFailure(.failed, "cannot read: \(errorText())") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileWriteFailure(.failed, "not a regular file") }
        // No write permission bit is read-only even for a user who could override it.
        guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
            throw FileWriteFailure(.readOnly, "read-only file; not changed")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        guard access(directory, W_OK) == 0 else {
            throw FileWriteFailure(.readOnly, "its folder is read-only; not changed")
        }
        let current: [UInt8]
        do { current = try SourceReader.readBytes(target) } catch {
            throw FileWriteFailure(.failed, "cannot read again before writing: \(error.reason)")
        }
        guard current == expected else { throw FileWriteFailure(.changedOnDisk, "changed on disk since it was read; not changed") }

        let name = (target as NSString).lastPathComponent
        var template = Array((directory + "/." + name + ".typecase-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileWriteFailure(.failed, "cannot create a temporary file: \(errorText())") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var isOpen = true
        do throws(FileWriteFailure) {
            try writeAll(bytes, to: descriptor)
            // The file's permission bits, and its owner where the process may keep it.
            guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else {
                throw FileWriteFailure(.failed, "cannot set permissions: \(errorText())")
            }
            _ = fchown(descriptor, info.st_uid, info.st_gid)
            guard fsync(descriptor) == 0 else { throw FileWriteFailure(.failed, "cannot write: \(errorText())") }
            isOpen = false
            guard close(descriptor) == 0 else { throw FileWriteFailure(.failed, "cannot write: \(errorText())") }
            var latest = stat()
            guard stat(target, &latest) == 0, latest.st_size == info.st_size,
                  latest.st_mtim.tv_sec == info.st_mtim.tv_sec, latest.st_mtim.tv_nsec == info.st_mtim.tv_nsec else {
                throw FileWriteFailure(.changedOnDisk, "changed on disk while it was being fixed; not changed")
            }
            guard rename(temporary, target) == 0 else { throw FileWriteFailure(.failed, "cannot replace: \(errorText())") }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// The path with symbolic links resolved (the path itself when it cannot be).
    static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
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
