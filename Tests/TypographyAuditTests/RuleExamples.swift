import SwiftSource
import TypographyAudit

/// Helpers for running rule examples: `↓` markers, auditing a snippet, applying fixes.
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
        guard let rule = RuleRegistry.rule(ruleID) else { return [] }
        return FileAuditor(rules: [rule]).audit(SourceFile(path: path, text: text)).filter { $0.ruleID == ruleID }
    }

    /// The snippet with every fix of the rule's findings applied.
    static func corrected(_ text: String, by ruleID: String) throws -> String {
        let edits = findings(of: ruleID, in: text).compactMap(\.fix).flatMap(\.edits)
            .map { TextEdit(range: $0.range, replacement: $0.replacement) }
        return String(decoding: try applyEdits(edits, to: Array(text.utf8)), as: UTF8.self)
    }
}
