/// The normalized source lines of findings, read from their files.
enum BaselineLines {
    /// The key of each of `findings`, in order. Each file is read once (findings of a file are
    /// adjacent in report order); a file that cannot be read gives empty lines.
    static func keys(of findings: [Finding], paths: BaselinePaths) -> [BaselineKey] {
        var keys: [BaselineKey] = []
        keys.reserveCapacity(findings.count)
        var current: (path: String, stored: String, bytes: [UInt8])?
        for finding in findings {
            if current?.path != finding.path {
                let bytes = (try? SourceReader.readBytes(AbsolutePath.make(finding.path))) ?? []
                current = (finding.path, paths.stored(finding.path), bytes)
            }
            keys.append(BaselineKey(rule: finding.ruleID, path: current!.stored,
                                    line: normalizedLine(in: current!.bytes, at: finding.location.offset)))
        }
        return keys
    }

    /// The line of `bytes` containing `offset`, without leading and trailing whitespace and with
    /// every run of spaces and tabs inside it made one space.
    static func normalizedLine(in bytes: [UInt8], at offset: Int) -> String {
        guard offset >= 0, offset <= bytes.count else { return "" }
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var line: [UInt8] = []
        line.reserveCapacity(end - start)
        var pendingSpace = false
        for byte in bytes[start..<end] {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                pendingSpace = !line.isEmpty
                continue
            }
            if pendingSpace { line.append(UInt8(ascii: " ")) }
            pendingSpace = false
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }
}
