import Foundation
import Testing

/// `typecase fix` through the binary: dry run, diff, formats, usage errors, writing.
@Suite struct FixCommandTests {
    static func withFolder(_ text: String, _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-fix-command-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Card.swift"))
        try body(root)
    }

    static let card = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Text("Ratio").font(.system(size: 17, weight: .semibold))
            }
        }

        """

    @Test func aDryRunWithDiffPrintsAPatchAndWritesNothing() throws {
        try Self.withFolder(Self.card) { root in
            let result = try TypographyCommandRunner.run(["fix", "--dry-run", "--diff", root])
            #expect(result.status == 0)
            #expect(result.stdout == """
                --- \(root)/Card.swift
                +++ \(root)/Card.swift
                @@ -1,6 +1,6 @@
                 import SwiftUI
                 struct Card: View {
                     var body: some View {
                -        Text("Ratio").font(.system(size: 17, weight: .semibold))
                +        Text("Ratio").font(.headline)
                     }
                 }

                """)
            #expect(result.stderr.contains("would apply 1 fix in 1 file"))
            #expect(try String(contentsOfFile: root + "/Card.swift", encoding: .utf8) == Self.card)
        }
    }

    @Test func aRunWritesAndSummarisesInJSON() throws {
        try Self.withFolder(Self.card) { root in
            let result = try TypographyCommandRunner.run(["fix", "--format", "json", root])
            #expect(result.status == 0)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(json["fixesApplied"] as? Int == 1)
            let fonts = try #require(json["replacedFonts"] as? [[String: Any]])
            #expect(fonts.first?["change"] as? String == ".system(size: 17, weight: .semibold) → .headline")
            #expect(try String(contentsOfFile: root + "/Card.swift", encoding: .utf8).contains(#"Text("Ratio").font(.headline)"#))
        }
    }

    @Test func markdownSummaryHasTheChecklistSections() throws {
        try Self.withFolder(Self.card) { root in
            let result = try TypographyCommandRunner.run(["fix", "--dry-run", "--format", "markdown", root])
            #expect(result.stdout.hasPrefix("# typecase fix\n"))
            #expect(result.stdout.contains("## Hardcoded fonts replaced"))
            #expect(result.stdout.contains("## Manual test steps\n\n- [ ] Open Card ("))
        }
    }

    /// `fix -` reads standard input and prints the fixed text, the summary on standard error; the
    /// file named by --stdin-path is neither read nor written.
    @Test func standardInputIsFixedToStandardOutput() throws {
        try Self.withFolder("// not the text that is fixed\n") { root in
            let result = try TypographyCommandRunner.run(["fix", "-", "--stdin-path", "Card.swift", "--format", "json"],
                                                         in: URL(fileURLWithPath: root), input: Self.card)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == Self.card.replacingOccurrences(of: ".font(.system(size: 17, weight: .semibold))", with: ".font(.headline)"))
            #expect(result.stderr.contains("Card.swift"), "\(result.stderr)")
            #expect(try String(contentsOfFile: root + "/Card.swift", encoding: .utf8) == "// not the text that is fixed\n")
            // Nothing to fix: the text comes back as it was.
            let clean = try TypographyCommandRunner.run(["fix", "-"], input: "let x = 1\n")
            #expect(clean.status == 0, "\(clean.stderr)")
            #expect(clean.stdout == "let x = 1\n")
        }
        try TypographyCommandRunner.expectUsageError(["fix", "-", "Sources"], "standard input is fixed alone")
    }

    @Test func usageErrorsExitTwo() throws {
        let unknownRule = try TypographyCommandRunner.run(["fix", "--rules", "no-such-rule", "."])
        #expect(unknownRule.status == 2)
        #expect(unknownRule.stderr.contains("unknown rule 'no-such-rule'"))
        let format = try TypographyCommandRunner.run(["fix", "--format", "sarif", "."])
        #expect(format.status == 2)
        let help = try TypographyCommandRunner.run(["fix", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--approximate"))
    }
}
