import SwiftSource

/// Edits that remove whole statements (`text.addAttribute(.kern, value: -0.43, range: range)`).
enum StatementEdits {
    /// Removes a statement with its line: from the line's start to the line break after it. Nil when
    /// other code or a comment shares its lines, or when the code would not compile without it: the
    /// only statement of a `switch` case, or of a closure without a signature (`{ $0.kern = 1 }`: a
    /// closure that no longer uses `$0` is an error), or a statement using `$0` in such a closure.
    static func removal(of id: StatementID, in tree: SyntaxTree) -> FixEdit? {
        let statement = tree[id]
        let block = tree[statement.block]
        switch block.kind {
        case .code, .file:
            break
        case .caseBody:
            guard block.statements.count > 1 else { return nil }
        case .closure:
            let usesAnonymousParameter = statement.tokens.contains { tree[$0].kind == .identifier && tree.text(of: $0).hasPrefix("$") }
            guard !tree.closureSignature(of: statement.block).isEmpty || (block.statements.count > 1 && !usesAnonymousParameter) else { return nil }
        default:
            return nil
        }
        let file = tree.file
        let start = Int(tree[statement.firstToken].start)
        let lineStart = Int(file.lineStarts[file.location(of: start).line - 1])
        guard file.bytes[lineStart..<start].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return nil }
        var end = Int(tree[statement.lastToken].end)
        while end < file.bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ";")].contains(file.bytes[end]) { end += 1 }
        if end < file.bytes.count, file.bytes[end] == UInt8(ascii: "\r") { end += 1 }
        if end < file.bytes.count, file.bytes[end] == UInt8(ascii: "\n") {
            end += 1
        } else if end < file.bytes.count {
            return nil
        }
        return FixEdit(range: lineStart..<end, replacement: "")
    }
}
