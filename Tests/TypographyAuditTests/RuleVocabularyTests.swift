import BenchmarkCorpus
import Foundation
import SwiftSource
import Testing
@testable import TypographyAudit

/// A file without any word of the rules' vocabularies is not parsed: these tests check that no rule
/// could have reported in such a file.
@Suite struct RuleVocabularyTests {
    @Test func admitsAFileWithAWordAnywhere() {
        let vocabulary = RuleVocabulary(rules: [KerningInsteadOfTrackingRule(), NegativeLineSpacingRule()])
        #expect(vocabulary.admits(Array("kern".utf8)))
        #expect(vocabulary.admits(Array("x.lineSpacing".utf8)))
        #expect(vocabulary.admits(Array("// no kerning here\n".utf8)))
        #expect(!vocabulary.admits(Array("struct Model { let id: Int }\n".utf8)))
        #expect(!vocabulary.admits(Array("ker".utf8)))
        #expect(!vocabulary.admits(Array("lineSpacin".utf8)))
        #expect(!vocabulary.admits([]))
    }

    /// Files are read two bytes at a time: a word is found at an odd or even offset, at the end,
    /// and a two-byte word too.
    @Test func findsAWordAtEveryOffset() {
        let vocabulary = RuleVocabulary(words: [["ab", "kern"]])
        for text in ["ab", "xab", "xxab", "abx", "xabx", "kern", "xkern", "xxkern", "kernx", "xkernx"] {
            #expect(vocabulary.admits(Array(text.utf8)), "\(text)")
        }
        for text in ["a", "xa", "xbx", "ker", "xker", "xkerx", "kxern", "baxkrn"] {
            #expect(!vocabulary.admits(Array(text.utf8)), "\(text)")
        }
    }

    @Test func aRuleWithoutVocabularyAdmitsEveryFile() {
        struct Anywhere: Rule {
            static let names: [KnownName] = []
            static let description = RuleDescription(id: "anywhere", name: "Anywhere", defaultSeverity: .note,
                                                     rationale: "", triggeringExamples: [], nonTriggeringExamples: [])
            func check(_ context: inout RuleContext) {}
        }
        let vocabulary = RuleVocabulary(rules: [KerningInsteadOfTrackingRule(), Anywhere()])
        #expect(vocabulary.admits(Array("struct Model {}\n".utf8)))
        #expect(vocabulary.admits([]))
    }

    /// A file's vocabulary has the words of the rules its configuration enables, not of those it disables.
    @Test func aFileVocabularyLeavesOutTheRulesItsConfigurationDisables() {
        var quiet = Configuration(directory: "/")
        quiet.rules["kerning-instead-of-tracking"] = RuleConfiguration(enabled: false)
        let files = [DiscoveredFile(path: "A.swift", systemPath: "A.swift", absolutePath: "/A.swift", configuration: Configuration(directory: "/")),
                     DiscoveredFile(path: "B.swift", systemPath: "B.swift", absolutePath: "/B.swift", configuration: quiet),
                     DiscoveredFile(path: "C.swift", systemPath: "C.swift", absolutePath: "/C.swift", configuration: quiet)]
        let vocabularies = FileVocabularies(files: files, rules: [KerningInsteadOfTrackingRule(), NegativeLineSpacingRule()])
        let kerning = Array("label.kern = 1\n".utf8)
        #expect(vocabularies[file: 0].admits(kerning))
        #expect(!vocabularies[file: 1].admits(kerning))
        #expect(!vocabularies[file: 2].admits(kerning))
        #expect(vocabularies[file: 2].admits(Array("text.lineSpacing(2)\n".utf8)))
    }

    /// Each rule's own triggering examples pass its vocabulary.
    @Test(arguments: RuleRegistry.all.map { type(of: $0).description.id })
    func triggeringExamplesContainAVocabularyWord(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        let vocabulary = RuleVocabulary(rules: [rule])
        for example in type(of: rule).description.triggeringExamples {
            let text = RuleExamples.markers(in: example.code).text
            #expect(vocabulary.admits(Array(text.utf8)), "\(id): an example without a vocabulary word:\n\(text)")
        }
    }

    /// On a generated app, every file the vocabulary rejects has no findings when audited anyway,
    /// and some files are rejected (models, view models).
    @Test func rejectedGeneratedFilesHaveNoFindings() {
        let vocabulary = RuleVocabulary(rules: RuleRegistry.all)
        let auditor = FileAuditor()
        var rejected = 0
        for file in CorpusGenerator.generate(seed: 20261129, targetLines: 40_000) where !vocabulary.admits(Array(file.text.utf8)) {
            rejected += 1
            let findings = auditor.audit(SourceFile(path: file.path, text: file.text))
            #expect(findings.isEmpty, "\(file.path): \(findings.map(\.message))")
        }
        #expect(rejected > 0)
    }
}
