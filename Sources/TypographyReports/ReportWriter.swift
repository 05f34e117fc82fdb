import Foundation

/// Writes reports to files atomically: each goes to a temporary file in the destination's directory
/// and is renamed over the destination, so a reader never sees half a report.
public enum ReportWriter {
    /// Renders `report` in each request's format and writes it to the request's path. Every request is
    /// attempted; the failures are returned (empty when all were written).
    @discardableResult
    public static func write(_ report: Report, to requests: [ReportRequest]) -> [ReportWriteError] {
        var failures: [ReportWriteError] = []
        for request in requests {
            do {
                try writeAtomically(request.format.renderBytes(report), to: request.path)
            } catch {
                failures.append(error)
            }
        }
        return failures
    }

    /// Writes `bytes` to a temporary file next to `path`, then renames it to `path`.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ReportWriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".typecase-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw ReportWriteError(path: path, reason: lastErrorText()) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let reason = lastErrorText()
                close(descriptor)
                unlink(temporary)
                throw ReportWriteError(path: path, reason: reason)
            }
            written += result
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let reason = lastErrorText()
            unlink(temporary)
            throw ReportWriteError(path: path, reason: reason)
        }
    }

    private static func lastErrorText() -> String { String(cString: strerror(errno)) }
}

/// A report that could not be written: the destination and the system's reason.
public struct ReportWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): cannot write report: \(reason)" }
}
