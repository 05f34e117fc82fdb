import SwiftSource

/// Finds the `typecase:` directives among a file's comment tokens. Only real comments count: text
/// in string literals is never a directive, and doc comments (`///`, `/** */`) are documentation.
/// Directives are read in any case (`// TYPECASE:DISABLE:NEXT Fixed-Font-Size`); a comment where a
/// space follows `typecase:` is prose (`// typecase: sizes below are the designer's`) unless its
/// first word is an action (`// typecase: disable:next thin-weight` is a directive).
enum SuppressionParser {
    static let prefix = Array("typecase:".utf8)

    /// Whether `bytes` contain `typecase:` anywhere, in lower case, capitalised (`Typecase:`,
    /// `TypeCase:`) or upper case (a cheap test before reading comments).
    static func mayContainDirective(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "ypecase:") || ByteSearch.contains(bytes, "YPECASE:")
    }

    /// Whether `bytes[start...]` begins with `typecase:` in any case.
    private static func startsWithPrefix(_ bytes: [UInt8], at start: Int, end: Int) -> Bool {
        end - start >= prefix.count && zip(bytes[start..<start + prefix.count], prefix).allSatisfy { byte, expected in
            byte | (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? 0x20 : 0) == expected
        }
    }

    /// The directives in `tokens` in file order, and the comments that looked like directives but were not.
    static func parse(_ file: SourceFile, tokens: [Token]) -> (directives: [SuppressionDirective], malformed: [MalformedSuppression]) {
        var directives: [SuppressionDirective] = []
        var malformed: [MalformedSuppression] = []
        for token in tokens where token.kind == .lineComment || token.kind == .blockComment {
            let isBlock = token.kind == .blockComment
            var start = token.range.lowerBound + 2
            var end = token.range.upperBound
            if isBlock, end - start >= 2, file.bytes[end - 2] == UInt8(ascii: "*"), file.bytes[end - 1] == UInt8(ascii: "/") {
                end -= 2
            }
            while start < end, file.bytes[start] == UInt8(ascii: " ") || file.bytes[start] == UInt8(ascii: "\t") { start += 1 }
            guard startsWithPrefix(file.bytes, at: start, end: end) else { continue }
            let body = file.text(start + prefix.count..<end)
            if isProse(body) { continue }
            let (line, column) = file.location(of: token.range.lowerBound)
            let location = SourceLocation(line: line, column: column, offset: token.range.lowerBound)
            let endLine = file.location(of: max(token.range.lowerBound, token.range.upperBound - 1)).line
            switch parseBody(body) {
            case .success(let (action, ids)):
                let isAll = ids.contains("all")
                directives.append(SuppressionDirective(action: action, ruleIDs: isAll ? [] : ids, isAll: isAll,
                                                       location: location, endLine: endLine))
            case .failure(let problem):
                malformed.append(MalformedSuppression(location: location, message: problem.message))
            }
        }
        return (directives, malformed)
    }

    struct Problem: Error { var message: String }

    /// Whether the text after `typecase:` is a sentence: it starts with white space and its first
    /// word is not an action (in any case).
    private static func isProse(_ body: String) -> Bool {
        guard let first = body.first, first.isWhitespace else { return false }
        guard let word = body.split(whereSeparator: { $0.isWhitespace || $0 == "," }).first else { return false }
        return SuppressionDirective.Action(rawValue: word.lowercased()) == nil
    }

    /// Parses `disable:next a, b - reason` (the text after `typecase:`; any case).
    static func parseBody(_ body: String) -> Result<(SuppressionDirective.Action, [String]), Problem> {
        let words = body.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" })
        guard let first = words.first else { return .failure(Problem(message: "missing action after 'typecase:'")) }
        guard let action = SuppressionDirective.Action(rawValue: String(first)) else {
            let actions = SuppressionDirective.Action.allCases.map(\.rawValue)
            return .failure(Problem(message: "unknown action '\(first)'"
                + expected("disable, enable, disable:next or disable:this", for: String(first), in: actions)))
        }
        var ids: [String] = []
        for word in words.dropFirst() {
            if word == "-" || word.hasPrefix("--") || word == "—" { break }
            ids.append(String(word))
        }
        guard !ids.isEmpty else {
            return .failure(Problem(message: "'typecase:\(action.rawValue)' names no rule (use a rule id or 'all')"))
        }
        return .success((action, ids))
    }
}
