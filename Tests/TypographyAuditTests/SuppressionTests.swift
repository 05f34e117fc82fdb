import SwiftSource
import Testing
@testable import TypographyAudit

@Suite struct SuppressionTests {
    /// The map for `source`, and a way to ask about the first occurrence of a marker text.
    struct Fixture {
        let file: SourceFile
        let map: SuppressionMap

        init(_ source: String) {
            file = SourceFile(path: "T.swift", text: source)
            map = SuppressionMap(file: file, tokens: SuppressionTestLexer.tokenize(file.bytes))
        }

        /// Whether a finding of `rule` at the first occurrence of `marker` is suppressed.
        func suppressed(_ rule: String, at marker: String) -> Bool {
            let needle = Array(marker.utf8)
            let offset = file.bytes.indices.first { file.bytes[$0...].starts(with: needle) }!
            let (line, column) = file.location(of: offset)
            return map.isSuppressed(rule, at: SourceLocation(line: line, column: column, offset: offset))
        }
    }

    @Test func nextAndThis() {
        let fixture = Fixture("""
            // typecase:disable:next fixed-font-size
            let a = Font.system(size: 12) // A
            let b = Font.system(size: 13) // B
            let c = Font.system(size: 14).kerning(1) // typecase:disable:this kerning-instead-of-tracking, fixed-font-size
            /* typecase:disable:next
               thin-weight */
            let d = Font.body.weight(.thin) // D
            """)
        #expect(fixture.suppressed("fixed-font-size", at: "let a"))
        #expect(!fixture.suppressed("thin-weight", at: "let a"))
        #expect(!fixture.suppressed("fixed-font-size", at: "let b"))
        #expect(fixture.suppressed("fixed-font-size", at: "let c"))
        #expect(fixture.suppressed("kerning-instead-of-tracking", at: ".kerning"))
        #expect(fixture.suppressed("thin-weight", at: "let d"))
        #expect(fixture.map.directives.map(\.action) == [.disableNext, .disableThis, .disableNext])
        #expect(fixture.map.directives[1].ruleIDs == ["kerning-instead-of-tracking", "fixed-font-size"])
    }

    @Test func regions() {
        let fixture = Fixture("""
            let before = 1
            // typecase:disable fixed-font-size thin-weight
            let inside = 2
            // typecase:enable thin-weight
            let half = 3
            // typecase:enable fixed-font-size
            let after = 4
            let open = 5 // typecase:disable all - generated below
            let generated = 6
            // typecase:enable caption2-use
            let reenabled = 7
            """)
        #expect(!fixture.suppressed("fixed-font-size", at: "let before"))
        #expect(fixture.suppressed("fixed-font-size", at: "let inside"))
        #expect(fixture.suppressed("thin-weight", at: "let inside"))
        #expect(fixture.suppressed("fixed-font-size", at: "let half"))
        #expect(!fixture.suppressed("thin-weight", at: "let half"))
        #expect(!fixture.suppressed("fixed-font-size", at: "let after"))
        #expect(!fixture.suppressed("thin-weight", at: "let open"))
        #expect(fixture.suppressed("thin-weight", at: "let generated"))
        #expect(fixture.suppressed("anything-else", at: "let reenabled"))
        #expect(!fixture.suppressed("caption2-use", at: "let reenabled"))
        #expect(fixture.map.directives[3].isAll && fixture.map.directives[3].ruleIDs.isEmpty)
    }

    @Test func onlyRealCommentsCount() {
        let fixture = Fixture("""
            let s = "// typecase:disable:next fixed-font-size"
            let a = Font.system(size: 12)
            /// typecase:disable:next fixed-font-size
            let b = Font.system(size: 12)
            // see typecase:disable:next fixed-font-size
            let c = Font.system(size: 12)
            """)
        #expect(fixture.map.isEmpty)
        #expect(!fixture.suppressed("fixed-font-size", at: "let a"))
        #expect(!fixture.suppressed("fixed-font-size", at: "let b"))
    }

    @Test func malformedDirectivesAndUnknownRules() {
        let fixture = Fixture("""
            // typecase:disabel fixed-font-size
            // typecase:disable:next
            // typecase: disable:this fixed-font-sise -- reason here
            let x = 1
            """)
        #expect(fixture.map.malformed.map(\.message) == [
            "unknown action 'disabel' (expected disable, enable, disable:next or disable:this)",
            "'typecase:disable:next' names no rule (use a rule id or 'all')",
        ])
        #expect(fixture.map.malformed.map(\.location.line) == [1, 2])
        let unknown = fixture.map.unknownRuleIDs(known: ["fixed-font-size"])
        #expect(unknown.map(\.ruleID) == ["fixed-font-sise"])
        #expect(unknown.first?.directive.location == SourceLocation(line: 3, column: 1, offset: 61))
    }

    @Test func findingsAreFilteredByRuleAndLocation() {
        let fixture = Fixture("let a = 1 // typecase:disable:this thin-weight\nlet b = 2\n")
        let location = SourceLocation(line: 1, column: 9, offset: 8)
        #expect(fixture.map.isSuppressed(Finding(ruleID: "thin-weight", severity: .warning, path: "T.swift",
                                                 location: location, message: "")))
        #expect(!fixture.map.isSuppressed(Finding(ruleID: "thin-weight", severity: .warning, path: "T.swift",
                                                  location: SourceLocation(line: 2, column: 9, offset: 55), message: "")))
    }
}

/// A stand-in for `Lexer.tokenize` that knows just enough for these tests: comments (nested block
/// comments included) and single-line string literals; everything else becomes identifier tokens.
enum SuppressionTestLexer {
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        func at(_ offset: Int, _ text: String) -> Bool {
            bytes[(index + offset)...].starts(with: text.utf8)
        }
        while index < bytes.count {
            let start = index
            if at(0, "//") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                let kind: TokenKind = bytes[start...].starts(with: "///".utf8) ? .docLineComment : .lineComment
                tokens.append(Token(kind: kind, start: Int32(start), end: Int32(index)))
            } else if at(0, "/*") {
                var depth = 0
                repeat {
                    if at(0, "/*") { depth += 1; index += 2 } else if at(0, "*/") { depth -= 1; index += 2 } else { index += 1 }
                } while depth > 0 && index < bytes.count
                tokens.append(Token(kind: .blockComment, start: Int32(start), end: Int32(index)))
            } else if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                index += 1
                tokens.append(Token(kind: .stringText, start: Int32(start), end: Int32(min(index, bytes.count))))
            } else if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") {
                index += 1
            } else {
                while index < bytes.count, ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\""), UInt8(ascii: "/")].contains(bytes[index]) {
                    index += 1
                }
                if index == start { index += 1 }
                tokens.append(Token(kind: .identifier, start: Int32(start), end: Int32(index)))
            }
        }
        return tokens
    }
}
