/// Recognises a document typecase wrote by how it begins, so a report, a baseline or an `--output`
/// document replaces only an empty file or one of typecase's own — never an `Info.plist`, a
/// `project.pbxproj`, a `.strings` table or any other file that happens to sit at the path.
public enum DocumentSignature {
    /// How many bytes of an existing file are read to recognise it.
    public static let prefixLength = 8192

    /// Whether a file beginning with `prefix` (its first ``prefixLength`` bytes, or all of it) may be
    /// replaced: it holds only white space or an empty JSON array, or it is a document typecase
    /// writes — an HTML page or SVG titled by typecase, a JSON report or SARIF log naming typecase as
    /// its tool, JUnit or Checkstyle XML marked by typecase, a GitLab Code Quality report of its
    /// checks, a baseline, a type inventory, design tokens, a Markdown report, or lines in the Xcode
    /// or GitHub format.
    public static func isReplaceable(_ prefix: [UInt8]) -> Bool {
        let text = String(decoding: prefix, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.isEmpty || trimmed.reversed().drop(while: \.isWhitespace).reversed().elementsEqual("[]") { return true }
        if markers.contains(where: { text.contains($0) }) { return true }
        if leads.contains(where: { trimmed.hasPrefix($0) }) { return true }
        return isLineReport(text, complete: prefix.count < prefixLength)
    }

    /// Text only typecase's documents carry near their start.
    private static let markers = [
        "<meta name=\"generator\" content=\"typecase\">",  // every HTML page
        " — typecase</title>",  // the SVG specimen
        "\"name\": \"typecase\"", "\"name\":\"typecase\"",  // the JSON report, SARIF's driver
        "(typecase tokens)",  // CSS tokens
        "<!-- written by typecase -->",  // JUnit and Checkstyle XML
        "\"check_name\": \"typecase/",  // GitLab Code Quality
        "\"org.typecase\": {",  // DTCG tokens' extensions
    ]

    /// How typecase's other documents begin (after white space).
    private static let leads = [
        "{\n  \"version\": 1,\n  \"findings\": [",  // a baseline
        "{\n  \"files\": ",  // the inventory as JSON
        "{\n  \"platform\": ",  // tokens as JSON
        "Type inventory: ",  // the inventory as a table
        "# typecase audit\n", "# Type inventory\n",  // Markdown
    ]

    /// Whether every complete line is a finding in the Xcode format (`path:1:2: warning: … [rule]`)
    /// or a GitHub workflow command (`::warning file=…`); the last line counts only when `complete`.
    private static func isLineReport(_ text: String, complete: Bool) -> Bool {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        if !complete && !text.hasSuffix("\n") { lines.removeLast() }
        guard !lines.isEmpty else { return false }
        return lines.allSatisfy { isXcodeLine($0) } || lines.allSatisfy { isGitHubLine($0) }
    }

    private static func isXcodeLine(_ line: Substring) -> Bool {
        guard line.hasSuffix("]"), line.contains(" ["),
              let severity = [": error: ", ": warning: ", ": note: "].lazy.compactMap({ line.range(of: $0) }).first else { return false }
        // `path:line:column` before the severity.
        let location = line[..<severity.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        return location.count >= 3 && location.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    private static func isGitHubLine(_ line: Substring) -> Bool {
        ["::error file=", "::warning file=", "::notice file="].contains { line.hasPrefix($0) }
    }
}
