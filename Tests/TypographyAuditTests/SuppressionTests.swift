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
            map = SuppressionMap(file: file, tokens: Lexer.tokenize(file))
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
            let d = \"""
                // typecase:disable all
                \"""
            let e = #"/* typecase:disable all */"#
            let f = Font.system(size: 12)
            """)
        #expect(fixture.map.isEmpty)
        #expect(!fixture.suppressed("fixed-font-size", at: "let a"))
        #expect(!fixture.suppressed("fixed-font-size", at: "let b"))
        #expect(!fixture.suppressed("fixed-font-size", at: "let f"))
    }

    @Test func malformedDirectivesAndUnknownRules() {
        let fixture = Fixture("""
            // typecase:disabel fixed-font-size
            // typecase:disable:next
            // typecase: disable:this fixed-font-sise -- reason here
            let x = 1
            // typecase:disable:nxet fixed-font-size
            // typecase:ignore fixed-font-size
            """)
        #expect(fixture.map.malformed.map(\.message) == [
            "unknown action 'disabel' (did you mean 'disable'? expected disable, enable, disable:next or disable:this)",
            "'typecase:disable:next' names no rule (use a rule id or 'all')",
            "unknown action 'disable:nxet' (did you mean 'disable:next'? expected disable, enable, disable:next or disable:this)",
            "unknown action 'ignore' (expected disable, enable, disable:next or disable:this)",
        ])
        #expect(fixture.map.malformed.map(\.location.line) == [1, 2, 5, 6])
        let unknown = fixture.map.unknownRuleIDs(known: ["fixed-font-size"])
        #expect(unknown.map(\.ruleID) == ["fixed-font-sise"])
        #expect(unknown.first?.directive.location == SourceLocation(line: 3, column: 1, offset: 61))
    }

    /// A sentence after `typecase:` is a comment, not a misspelt directive; directives are read in
    /// any case.
    @Test func proseIsIgnoredAndDirectivesAreReadInAnyCase() {
        let fixture = Fixture("""
            // typecase: these sizes come from the design system, see DESIGN.md
            /* Typecase: reviewed by the type team */
            // TYPECASE:DISABLE:NEXT Fixed-Font-Size
            let a = Font.system(size: 12) // A
            let b = Font.system(size: 13) // TypeCase:Disable:This fixed-font-size
            // TYPECASE: disable:next thin-weight
            let c = Font.body.weight(.thin) // C
            // typecase:
            """)
        #expect(fixture.map.malformed.map(\.message) == ["missing action after 'typecase:'"])
        #expect(fixture.suppressed("fixed-font-size", at: "let a"))
        #expect(fixture.suppressed("fixed-font-size", at: "let b"))
        #expect(fixture.suppressed("thin-weight", at: "let c"))
        #expect(fixture.map.directives.map(\.action) == [.disableNext, .disableThis, .disableNext])
        #expect(fixture.map.directives[0].ruleIDs == ["fixed-font-size"])
        #expect(SuppressionParser.mayContainDirective(Array("// TYPECASE:disable all".utf8)))
        #expect(SuppressionParser.mayContainDirective(Array("// Typecase:disable all".utf8)))
    }

    /// Through the engine, whose first pass picks the files with directives: an upper-case one is
    /// honoured, and a sentence after `typecase:` is not warned about.
    @Test func theEngineHonoursUpperCaseDirectivesAndIgnoresProse() {
        let source = """
            import SwiftUI
            // Typecase: the sizes below come from the brand book
            // TYPECASE:DISABLE:NEXT thin-weight
            let a = Font.body.weight(.thin)
            let b = Font.body.weight(.thin)
            """
        let result = AuditEngine.run(AuditOptions(standardInput: StandardInputFile(path: "T.swift", bytes: Array(source.utf8))))
        #expect(result.findings.filter { $0.ruleID == "thin-weight" }.map(\.location.line) == [5])
        #expect(result.problems.isEmpty, "\(result.problems)")
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
