import SwiftSource
import Testing
import TypographyAudit

/// Helpers for running rule examples: `↓` markers, auditing a snippet, applying fixes, and the
/// variants every triggering example must also pass.
enum RuleExamples {
    /// A position in a snippet.
    struct Position: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }

    /// The snippet without its `↓` markers, and where each marker was (line, byte column).
    static func markers(in example: String) -> (text: String, positions: [Position]) {
        var text = ""
        var positions: [Position] = []
        var line = 1
        var column = 1
        for character in example {
            if character == "↓" {
                positions.append(Position(line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (text, positions)
    }

    /// The findings of one rule on a snippet.
    static func findings(of ruleID: String, in text: String, path: String = "Example.swift") -> [Finding] {
        findings(of: ruleID, in: Example(text), path: path)
    }

    /// The findings of one rule on an example's code (markers removed), under the example's
    /// configuration and platform.
    static func findings(of ruleID: String, in example: Example, path: String = "Example.swift") -> [Finding] {
        guard let rule = RuleRegistry.rule(ruleID) else { return [] }
        var configuration = Configuration(directory: "/")
        if let settings = example.configuration { configuration.rules[ruleID] = settings }
        let text = markers(in: example.code).text
        return FileAuditor(rules: [rule])
            .audit(SourceFile(path: path, text: text), absolutePath: "/" + path, configuration: configuration,
                   platform: example.platform)
            .filter { $0.ruleID == ruleID }
    }

    /// The snippet with every fix of the rule's findings applied.
    static func corrected(_ text: String, by ruleID: String) throws -> String {
        try corrected(Example(text), by: ruleID)
    }

    /// The example's code with every fix of the rule's findings applied.
    static func corrected(_ example: Example, by ruleID: String) throws -> String {
        let edits = findings(of: ruleID, in: example).compactMap(\.fix).flatMap(\.edits)
            .map { TextEdit(range: $0.range, replacement: $0.replacement) }
        return String(decoding: try applyEdits(edits, to: Array(example.code.utf8)), as: UTF8.self)
    }

    /// The variants of a triggering example in which the rule must report nothing: the code in a
    /// comment, in a string literal, and with `// typecase:disable:next <rule>` above each marked line.
    static func silentVariants(of example: Example, ruleID: String) -> [(name: String, example: Example)] {
        let lines = example.code.split(separator: "\n", omittingEmptySubsequences: false)
        let plain = markers(in: example.code).text
        let commented = plain.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }
        let disabled = lines.flatMap { line -> [Substring] in
            guard line.contains("↓") else { return [line] }
            let indent = line.prefix { $0 == " " }
            return [indent + "// typecase:disable:next \(ruleID)", line]
        }
        return [
            ("in a comment", example.with(code: commented.joined(separator: "\n"))),
            ("in a string literal", example.with(code: "let example = #\"\"\"\n\(plain)\n\"\"\"#\n")),
            ("after typecase:disable:next", example.with(code: disabled.joined(separator: "\n"))),
        ]
    }
}

extension Example {
    /// Where the example is written, for Swift Testing's issues.
    var sourceLocation: Testing.SourceLocation {
        let path = "\(file)"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return Testing.SourceLocation(fileID: "TypographyAudit/\(name)", filePath: path, line: Int(line), column: 1)
    }
}
