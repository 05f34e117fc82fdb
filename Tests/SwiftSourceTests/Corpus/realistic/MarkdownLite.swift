import Foundation
import RegexBuilder

/// A tiny Markdown subset for article bodies: **bold**, _italic_, `code`, [links](url) and headings.
/// Anything else is passed through as plain text.
enum MarkdownLite {
    enum Block: Equatable {
        case heading(level: Int, text: String)
        case paragraph(String)
        case quote(String)
        case code(language: String?, source: String)
    }

    static let headingPattern = /^(#{1,6})\s+(.+)$/
    static let linkPattern = #/\[(?<title>[^\]]+)\]\((?<url>https?://[^)\s]+)\)/#
    static let fencePattern = try! Regex(#"^```(\w+)?$"#)

    static let emphasis = Regex {
        "_"
        Capture {
            OneOrMore(.word)
        }
        "_"
    }

    static func blocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var paragraph: [Substring] = []
        var code: (language: String?, lines: [Substring])?

        func flush() {
            if !paragraph.isEmpty {
                blocks.append(.paragraph(paragraph.joined(separator: " ")))
                paragraph.removeAll()
            }
        }

        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var open = code {
                if line.hasPrefix("```") {
                    blocks.append(.code(language: open.language, source: open.lines.joined(separator: "\n")))
                    code = nil
                } else {
                    open.lines.append(line)
                    code = open
                }
                continue
            }
            if let match = line.wholeMatch(of: headingPattern) {
                flush()
                blocks.append(.heading(level: match.1.count, text: String(match.2)))
            } else if line.hasPrefix("```") {
                flush()
                let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                code = (language.isEmpty ? nil : language, [])
            } else if line.hasPrefix("> ") {
                flush()
                blocks.append(.quote(String(line.dropFirst(2))))
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flush()
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return blocks
    }

    /// Replaces links with their titles, for places that cannot show links (widgets, notifications).
    static func plainText(_ markdown: String) -> String {
        markdown
            .replacing(linkPattern) { match in match.output.title }
            .replacing(emphasis) { match in match.output.1 }
            .replacingOccurrences(of: "**", with: "")
            .replacingOccurrences(of: "`", with: "")
    }

    static let sample = """
        # Reading on small screens

        Line length matters more than _size_. See [the study](https://example.com/study?id=42&ref=app).

        > "Typography exists to honor content." — Robert Bringhurst

        ```swift
        Text("Hello, \\(name)!")
            .font(.body)
        ```
        """

    static let escaped = "Tabs\tand \"quotes\" and a backslash \\ and unicode \u{2014} and \u{1F4DA}"
    static let rawWithQuotes = ##"He wrote "#1" and "\#(not interpolated)" here"##
    static let multilineRaw = #"""
        Raw multi-line: \n stays as written, \#(escaped.count) is interpolated.
        """#
}

extension MarkdownLite.Block: CustomStringConvertible {
    var description: String {
        switch self {
        case let .heading(level, text): String(repeating: "#", count: level) + " " + text
        case .paragraph(let text): text
        case .quote(let text): "> \(text)"
        case .code(let language?, let source): "```\(language)\n\(source)\n```"
        case .code(nil, let source): "```\n\(source)\n```"
        }
    }
}
