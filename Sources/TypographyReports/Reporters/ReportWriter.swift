import Foundation
import TypographyAudit

/// Writes reports: to files atomically — each goes to a temporary file in the destination's folder
/// (created when missing) and is renamed over the destination, so a reader never sees half a report —
/// or to standard output; streamed either way, and every write error reported.
public enum ReportWriter {
    /// File extensions of source a report never overwrites.
    public static let sourceExtensions: Set<String> = [
        "swift", "m", "mm", "h", "hh", "hpp", "c", "cc", "cpp", "metal", "xib", "storyboard",
    ]

    /// Why a report may not be written to `path`, or nil when it may: the path is a folder, one of
    /// `inputs` (the files and folders named for the audit, the configuration file), has a source
    /// file's extension (existing or not: the next audit would read it), is a configuration file, is
    /// an existing file that is neither empty nor a document typecase wrote (``DocumentSignature``),
    /// or lies below something that is not a folder.
    public static func refusal(toWrite path: String, inputs: [String]) -> String? {
        if path.hasSuffix("/") { return "is a folder, not a file" }
        var names = [URL(fileURLWithPath: path)]
        if let pointer = SystemPath.withCString(path, { realpath($0, nil) }) {
            names.append(URL(fileURLWithPath: SystemPath.string(cString: pointer)))
            free(pointer)
        }
        for url in names {
            let fileExtension = url.pathExtension.lowercased()
            if sourceExtensions.contains(fileExtension) {
                return "is a source file (.\(fileExtension)); a report never overwrites source, choose another name"
            }
            if url.lastPathComponent == ".typecase.json" { return "is a configuration file; a report never overwrites it" }
        }
        var info = stat()
        if SystemPath.withCString(path, { stat($0, &info) }) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { return "is a folder, not a file" }
            for input in inputs {
                var inputInfo = stat()
                if SystemPath.withCString(input, { stat($0, &inputInfo) }) == 0, inputInfo.st_dev == info.st_dev, inputInfo.st_ino == info.st_ino {
                    return "is one of the audit's inputs; a report never overwrites it"
                }
            }
            return info.st_mode & S_IFMT == S_IFREG ? foreignFileRefusal(path) : nil
        }
        // A missing destination: its nearest existing ancestor must be a folder.
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        while ancestor.path != "/" {
            if SystemPath.withCString(ancestor.path, { stat($0, &info) }) == 0 {
                return info.st_mode & S_IFMT == S_IFDIR ? nil : "cannot be created: \(ancestor.path) is not a folder"
            }
            ancestor.deleteLastPathComponent()
        }
        return nil
    }

    /// Why the existing regular file at `path` may not be replaced, or nil when it is empty or a
    /// document typecase wrote; an unreadable file is left to the write to report.
    private static func foreignFileRefusal(_ path: String) -> String? {
        guard let file = SystemPath.withCString(path, { fopen($0, "rb") }) else { return nil }
        defer { fclose(file) }
        var prefix = [UInt8](repeating: 0, count: DocumentSignature.prefixLength)
        let count = fread(&prefix, 1, prefix.count, file)
        guard !DocumentSignature.isReplaceable(Array(prefix[..<count])) else { return nil }
        return "exists and is not a file typecase wrote; typecase replaces only an empty file or one it wrote: "
            + "remove it or choose another name"
    }

    /// Writes `report` in each request's format to the request's file (requests for standard output
    /// are left to ``writeToStandardOutput(_:format:)``), and each of `documents` (a baseline) to its
    /// file, all or none: every file is written to a temporary file (a device or pipe directly) and
    /// the files are renamed into place only when all were written, else every temporary file is
    /// removed and no file is replaced. Returns the failures (empty when all were written).
    @discardableResult
    public static func write(_ report: Report, to requests: [ReportRequest],
                             with documents: [RenderedDocument] = []) -> [ReportWriteError] {
        var failures: [ReportWriteError] = []
        var staged: [StagedFile] = []
        for request in requests where !request.isStandardOutput {
            do {
                if let file = try stage(toFile: request.path, { request.format.write(report, to: &$0) }) { staged.append(file) }
            } catch {
                failures.append(error)
            }
        }
        stage(documents, into: &staged, failures: &failures)
        return commit(staged, failures: failures)
    }

    /// Writes each of `documents` (design tokens for each size) to its file, all or none, as
    /// ``write(_:to:with:)`` does. Returns the failures (empty when all were written).
    @discardableResult
    public static func write(_ documents: [RenderedDocument]) -> [ReportWriteError] {
        var failures: [ReportWriteError] = []
        var staged: [StagedFile] = []
        stage(documents, into: &staged, failures: &failures)
        return commit(staged, failures: failures)
    }

    private static func stage(_ documents: [RenderedDocument], into staged: inout [StagedFile],
                              failures: inout [ReportWriteError]) {
        for document in documents {
            do {
                if let file = try stage(toFile: document.path, { $0.buffer += document.bytes }) { staged.append(file) }
            } catch {
                failures.append(ReportWriteError(path: error.path, reason: error.reason, noun: document.noun))
            }
        }
    }

    /// Renames every staged file into place when nothing failed, else removes them all.
    private static func commit(_ staged: [StagedFile], failures: [ReportWriteError]) -> [ReportWriteError] {
        guard failures.isEmpty else {
            for file in staged { file.discard() }
            return failures
        }
        var failures = failures
        for file in staged {
            do { try file.commit() } catch { failures.append(error) }
        }
        return failures
    }

    /// Streams the report to standard output; throws when a write fails (a full disk, a closed pipe).
    public static func writeToStandardOutput(_ report: Report, format: ReportFormat) throws(ReportWriteError) {
        try writeToStandardOutput { format.write(report, to: &$0) }
    }

    /// Writes what `produce` puts into a stream to standard output; throws when a write fails.
    public static func writeToStandardOutput(_ produce: (inout ReportStream) -> Void) throws(ReportWriteError) {
        var stream = ReportStream(descriptor: STDOUT_FILENO, name: "standard output")
        produce(&stream)
        try stream.finish()
    }

    /// Streams the report into a temporary file next to `path` (creating the folder), then renames
    /// it to `path`; an existing file keeps its permissions, a symbolic link is written through. A
    /// destination that is not a regular file (`/dev/stderr`, a pipe) is written directly.
    public static func write(_ report: Report, format: ReportFormat, toFile path: String) throws(ReportWriteError) {
        try write(toFile: path) { format.write(report, to: &$0) }
    }

    /// Writes a document already rendered (a specimen page, tokens) to `path` the same way.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ReportWriteError) {
        try write(toFile: path) { $0.buffer += bytes }
    }

    /// Writes what `produce` puts into a stream to the file at `path`: atomically for a regular or
    /// new file (through a symbolic link), directly for a device or pipe.
    private static func write(toFile path: String, _ produce: (inout ReportStream) -> Void) throws(ReportWriteError) {
        try stage(toFile: path, produce)?.commit()
    }

    /// Writes what `produce` puts into a stream to a temporary file beside `path`, to be renamed
    /// into place (through a symbolic link); a device or pipe is written directly (nil). Refuses, as
    /// it was checked before the audit, an existing file typecase did not write.
    private static func stage(toFile path: String, _ produce: (inout ReportStream) -> Void) throws(ReportWriteError) -> StagedFile? {
        var existing = stat()
        if SystemPath.withCString(path, { stat($0, &existing) }) == 0, existing.st_mode & S_IFMT != S_IFREG {
            try writeDirectly(to: path, produce)
            return nil
        }
        if let refusal = foreignFileRefusal(path) { throw ReportWriteError(path: SystemPath.display(path), reason: refusal) }
        let resolved = SystemPath.withCString(path, { realpath($0, nil) }).map { pointer in
            defer { free(pointer) }
            return SystemPath.string(cString: pointer)
        } ?? path
        return try stage(to: resolved, name: path, produce)
    }

    /// Streams into the device or pipe at `path`.
    private static func writeDirectly(to path: String, _ produce: (inout ReportStream) -> Void) throws(ReportWriteError) {
        let descriptor = SystemPath.withCString(path) { open($0, O_WRONLY | O_TRUNC) }
        guard descriptor >= 0 else { throw ReportWriteError(path: SystemPath.display(path), reason: lastErrorText()) }
        defer { close(descriptor) }
        var stream = ReportStream(descriptor: descriptor, name: SystemPath.display(path))
        produce(&stream)
        try stream.finish()
    }

    /// Streams into a temporary file next to `path`, to be renamed to `path`; `name` names the
    /// destination in errors.
    private static func stage(to path: String, name: String,
                              _ produce: (inout ReportStream) -> Void) throws(ReportWriteError) -> StagedFile {
        // The folder and the file's name as strings, not through URL or FileManager: a name that is not
        // UTF-8 (carried as SystemPath does) must reach the system as its bytes.
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard SystemPath.createDirectories(directory) else {
            throw ReportWriteError(path: SystemPath.display(name), reason: "cannot create the folder \(SystemPath.display(directory))")
        }
        let temporary = (directory == "/" ? "" : directory) + "/." + fileName + ".typecase-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        var existing = stat()
        let mode = SystemPath.withCString(path, { stat($0, &existing) }) == 0 ? existing.st_mode & 0o7777 : 0o644
        let descriptor = SystemPath.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL, mode) }
        guard descriptor >= 0 else { throw ReportWriteError(path: SystemPath.display(name), reason: lastErrorText()) }
        var stream = ReportStream(descriptor: descriptor, name: SystemPath.display(name))
        produce(&stream)
        do {
            try stream.finish()
        } catch {
            close(descriptor)
            SystemPath.withCString(temporary) { _ = unlink($0) }
            throw error
        }
        let permitted = fchmod(descriptor, mode) == 0
        let file = StagedFile(temporary: temporary, destination: path, name: name)
        guard close(descriptor) == 0 && permitted else {
            let reason = lastErrorText()
            file.discard()
            throw ReportWriteError(path: SystemPath.display(name), reason: reason)
        }
        return file
    }

    fileprivate static func lastErrorText() -> String { String(cString: strerror(errno)) }
}

/// A document written in full to a temporary file beside its destination, not yet in place.
private struct StagedFile {
    var temporary: String
    var destination: String
    /// The destination as the user named it, for errors.
    var name: String

    /// Renames the temporary file over the destination.
    func commit() throws(ReportWriteError) {
        guard SystemPath.withCString(temporary, { from in SystemPath.withCString(destination) { rename(from, $0) } }) == 0 else {
            let reason = ReportWriter.lastErrorText()
            discard()
            throw ReportWriteError(path: SystemPath.display(name), reason: reason)
        }
    }

    /// Removes the temporary file; the destination is untouched.
    func discard() {
        SystemPath.withCString(temporary) { _ = unlink($0) }
    }
}

/// A report that could not be written: the destination and the system's reason.
public struct ReportWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// What the file is, for the message: `report`, or a ``RenderedDocument``'s noun.
    public var noun = "report"
    public var description: String { "\(path): cannot write \(noun): \(reason)" }
}

/// A document already rendered that is written with the reports, all or none (the baseline).
public struct RenderedDocument: Sendable {
    public var path: String
    public var bytes: [UInt8]
    /// What it is, in messages: `baseline`.
    public var noun: String

    public init(path: String, bytes: [UInt8], noun: String) {
        self.path = path
        self.bytes = bytes
        self.noun = noun
    }
}
