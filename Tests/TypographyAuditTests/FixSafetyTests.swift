import Foundation
import SwiftSource
import Testing
import TypographyAudit

/// The safety of `typecase fix`: the plan of non-conflicting edits, the re-read gate, atomic writes
/// and the unified diff.
@Suite struct FixSafetyTests {
    static func finding(_ rule: String, at offset: Int, _ edits: [FixEdit], exact: Bool = true) -> Finding {
        Finding(ruleID: rule, severity: .warning, path: "A.swift", location: SourceLocation(line: 1, column: offset + 1, offset: offset),
                message: "m", fix: Fix(edits: edits, isExact: exact, summary: rule))
    }

    @Test func thePlanTakesTheWiderExactFixAndDefersTheOneInsideIt() {
        let outer = Self.finding("outer", at: 0, [FixEdit(range: 0..<10, replacement: "X")])
        let inner = Self.finding("inner", at: 4, [FixEdit(range: 4..<6, replacement: "Y")])
        let same = Self.finding("same", at: 0, [FixEdit(range: 0..<10, replacement: "X")])
        let approximate = Self.finding("approx", at: 20, [FixEdit(range: 20..<21, replacement: "Z")], exact: false)
        let plan = FixPlan(findings: [inner, approximate, same, outer], policy: FixPolicy())
        #expect(plan.edits == [TextEdit(range: 0..<10, replacement: "X")])
        #expect(Set(plan.applied.map(\.finding.ruleID)) == ["outer", "same"])
        #expect(plan.deferred.map(\.ruleID) == ["inner"])
        #expect(plan.left.map(\.reason.kind) == [.approximate])
    }

    @Test func insertionsAtTheEdgesOfAReplacementDoNotCollide() {
        let replace = TextEdit(range: 4..<8, replacement: "x")
        #expect(!FixPlan.collide(replace, TextEdit(range: 8..<8, replacement: "y")))
        #expect(!FixPlan.collide(replace, TextEdit(range: 4..<4, replacement: "y")))
        #expect(FixPlan.collide(replace, TextEdit(range: 5..<5, replacement: "y")))
        #expect(FixPlan.collide(TextEdit(range: 3..<3, replacement: "a"), TextEdit(range: 3..<3, replacement: "b")))
    }

    @Test func theReReadGateRefusesAFixThatBreaksTheFile() {
        let validator = SwiftDocumentValidator()
        let original = Array("let a = f(1)\nstruct S {}\n".utf8)
        #expect(validator.problem(original: original, fixed: Array("let a = f(2)\nstruct S {}\n".utf8)) == nil)
        #expect(validator.problem(original: original, fixed: Array("let a = f(1\nstruct S {}\n".utf8)) != nil)
        #expect(validator.problem(original: original, fixed: Array("let a = \"f(1)\nstruct S {}\n".utf8)) != nil)
        #expect(validator.problem(original: original, fixed: Array("let a = f { 1 }\nstruct S {}\n".utf8)) != nil)
        #expect(validator.problem(original: original, fixed: Array("let a = f(1)\nstruct S {}\nstruct T {}\n".utf8)) != nil)
    }

    @Test func aRefusedFixLeavesTheDocumentAndSaysWhy() {
        let text = Array("import SwiftUI\nlet f = Font.system(size: 17)\n".utf8)
        let tree = SyntaxTree.parse(SourceFile(path: "A.swift", bytes: text))
        let breaking = Self.finding("fixed-font-size", at: 8, [FixEdit(range: 8..<12, replacement: "{ Font")])
        let outcome = DocumentFixer.fix(original: text, reading: tree, findings: [breaking], path: "A.swift",
                                        policy: FixPolicy(), validator: SwiftDocumentValidator(), audit: { _ in [] })
        #expect(outcome.fixed == nil)
        #expect(outcome.refusal?.contains("unmatched brackets") == true)
        #expect(outcome.left.map(\.reason.kind) == [.fileNotWritten])
    }

    @Test func anAtomicWriteKeepsPermissionsAndLeavesNoTemporaryFile() throws {
        try FixFixture.withFolder(["A.swift": Array("old\n".utf8)]) { root in
            let path = root + "/A.swift"
            chmod(path, 0o640)
            try AtomicFileWriter.replace(path, expecting: Array("old\n".utf8), with: Array("new\n".utf8))
            let observed = try FixFixture.read(path)
            #expect(observed == Array("new\n".utf8))
            var info = stat()
            stat(path, &info)
            #expect(info.st_mode & 0o777 == 0o640)
            let names = try FileManager.default.contentsOfDirectory(atPath: root)
            #expect(names == ["A.swift"])
        }
    }

    @Test func aFileChangedOnDiskOrReadOnlyIsNotWritten() throws {
        try FixFixture.withFolder(["A.swift": Array("edited meanwhile\n".utf8)]) { root in
            let path = root + "/A.swift"
            #expect(throws: FileWriteFailure(.changedOnDisk, "changed on disk since it was read; not changed")) {
                try AtomicFileWriter.replace(path, expecting: Array("old\n".utf8), with: Array("new\n".utf8))
            }
            chmod(path, 0o444)
            #expect(throws: FileWriteFailure(.readOnly, "read-only file; not changed")) {
                try AtomicFileWriter.replace(path, expecting: Array("edited meanwhile\n".utf8), with: Array("new\n".utf8))
            }
            let observed = try FixFixture.read(path)
            #expect(observed == Array("edited meanwhile\n".utf8))
        }
    }

    @Test func aSymlinkedFileIsReplacedAtItsTarget() throws {
        try FixFixture.withFolder(["real/A.swift": Array("old\n".utf8)]) { root in
            try FileManager.default.createSymbolicLink(atPath: root + "/link.swift", withDestinationPath: root + "/real/A.swift")
            try AtomicFileWriter.replace(root + "/link.swift", expecting: Array("old\n".utf8), with: Array("new\n".utf8))
            let observed = try FixFixture.read(root + "/real/A.swift")
            #expect(observed == Array("new\n".utf8))
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: root + "/link.swift")
            #expect(destination == root + "/real/A.swift")
        }
    }

    @Test func theUnifiedDiffHasHunksWithContext() {
        let old = (1...12).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 11\n", with: "")
        let diff = UnifiedDiff.render(path: "A.swift", old: Array(old.utf8), new: Array(new.utf8))
        #expect(diff == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -8,5 +8,4 @@
             line 8
             line 9
             line 10
            -line 11
             line 12

            """)
        #expect(UnifiedDiff.render(path: "A.swift", old: Array("a".utf8), new: Array("b".utf8))
                    == "--- a/A.swift\n+++ b/A.swift\n@@ -1,1 +1,1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n")
    }
}
