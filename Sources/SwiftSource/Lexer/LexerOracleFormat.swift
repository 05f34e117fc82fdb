extension Lexer {
    /// The tokens of `bytes` in the format of `../shared/tools/swift-tokens`: one line per token,
    /// `PATH<TAB>START<TAB>END<TAB>KIND`, with `KIND` the token's `oracleKind`.
    ///
    /// String literals come in more pieces than the oracle prints (open/text/close rather than
    /// quote/segment); compare after merging adjacent `string` lines, as `mergingStringPieces` does.
    public static func oracleLines(path: String, bytes: [UInt8]) -> String {
        let tokens = tokenize(bytes)
        var out = ""
        out.reserveCapacity(tokens.count * (path.utf8.count + 16))
        for token in tokens where token.end > token.start {
            out += path
            out += "\t"
            out += String(token.start)
            out += "\t"
            out += String(token.end)
            out += "\t"
            out += token.kind.oracleKind
            out += "\n"
        }
        return out
    }

    /// Oracle-format lines with each run of consecutive `string` lines (and of `regex` lines) merged
    /// into one line spanning them, so two lexers that cut a literal into different pieces compare
    /// equal. Lines of other kinds are kept as they are.
    public static func mergingStringPieces<S: StringProtocol>(_ lines: S) -> [Substring] {
        var merged: [Substring] = []
        var pending: (prefix: Substring, start: Substring, end: Substring, kind: Substring)?
        func flush() {
            if let run = pending { merged.append("\(run.prefix)\t\(run.start)\t\(run.end)\t\(run.kind)"[...]) }
            pending = nil
        }
        for line in String(lines).split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 4 else {
                flush()
                merged.append(line)
                continue
            }
            let kind = fields[fields.count - 1]
            let prefix = fields[0..<(fields.count - 3)].joined(separator: "\t")[...]
            if kind == "string" || kind == "regex" {
                if let run = pending, run.kind == kind, run.prefix == prefix {
                    pending = (prefix, run.start, fields[fields.count - 2], kind)
                    continue
                }
                flush()
                pending = (prefix, fields[fields.count - 3], fields[fields.count - 2], kind)
            } else {
                flush()
                merged.append(line)
            }
        }
        flush()
        return merged
    }
}
