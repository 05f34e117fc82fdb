import Testing
@testable import TypographyAudit

/// The first pass reads every file once for all its words (``WordScan``, ``FileWords``): each word
/// must be found wherever it is, and set only its own flags.
@Suite struct WordScanTests {
    private static func flags(_ scan: WordScan, _ text: String) -> UInt32 {
        scan.flags(in: Array(text.utf8), until: scan.allFlags)
    }

    /// The bytes are read two at a time: a word is found at an odd or even offset, at either end,
    /// whichever of its pairs is its anchor, and a two-byte word too.
    @Test func findsAWordAtEveryOffset() {
        let scan = WordScan(words: [("qz", 1), ("kern", 2), ("Table(", 4), ("@Published", 8)])
        for (word, flag) in [("qz", UInt32(1)), ("kern", 2), ("Table(", 4), ("@Published", 8)] {
            for prefix in ["", "x", "xx", "xxx"] {
                for suffix in ["", "y", "yy"] {
                    #expect(Self.flags(scan, prefix + word + suffix) == flag, "\(prefix + word + suffix)")
                }
            }
        }
        for text in ["", "q", "xq", "xzx", "zq", "ker", "xkerx", "kxern", "Table", "xTable x(", "@Publishe", "Published"] {
            #expect(Self.flags(scan, text) == 0, "\(text)")
        }
    }

    /// Words found anywhere in one file give the union of their flags; a word listed twice sets both
    /// flags; words sharing their anchor (`Menu` in `MenuBarExtra`) are each found.
    @Test func answersTheUnionOfTheWordsFound() {
        let scan = WordScan(words: [("Menu", 1), ("MenuBarExtra", 2), ("static let", 4), ("CGFloat", 8), ("Menu", 16)])
        #expect(Self.flags(scan, "MenuBarExtra { }") == 1 | 2 | 16)
        #expect(Self.flags(scan, "contextMenu") == 1 | 16)
        #expect(Self.flags(scan, "enum Metrics {\n    static let rowHeight: CGFloat = 22\n}\n") == 4 | 8)
        #expect(Self.flags(scan, "static  let x: Double") == 0)
        #expect(scan.allFlags == 31)
    }

    /// Once every wanted flag is found the scan may stop; the wanted flags are always right.
    @Test func stopsOnceTheWantedFlagsAreFound() {
        let scan = WordScan(words: [("font", 1), ("kern", 2)])
        let bytes = Array("Text(\"a\").font(.body) // kern".utf8)
        #expect(scan.flags(in: bytes, until: 1) & 1 == 1)
        #expect(scan.flags(in: bytes, until: 3) == 3)
    }

    /// A file's words: its vocabulary's and the first pass's others, each with its own flag.
    @Test func fileWordsTellTheirFlagsApart() {
        let scan = FileWordScan(vocabulary: RuleVocabulary(words: [["kern"]]))
        #expect(scan.words(in: Array("label.kern = 1\n".utf8)) == .vocabulary)
        #expect(scan.words(in: Array("final class Model: ObservableObject { @Published var count = 0 }\n".utf8)) == .models)
        #expect(scan.words(in: Array("Form { Text(\"a\") }\n".utf8)).contains(.placements))
        #expect(scan.words(in: Array("// typecase:disable fixed-font-size\n".utf8)) == .directive)
        let constants = scan.words(in: Array("enum Metrics { static let rowHeight: CGFloat = 22 }\n".utf8))
        #expect(constants == [.cgFloat, .staticLet] && constants.mayDeclareModifiersOrConstants)
        #expect(scan.words(in: Array("struct Card: ViewModifier {}\n".utf8)).mayDeclareModifiersOrConstants)
        #expect(!scan.words(in: Array("let width: CGFloat = 2\n".utf8)).mayDeclareModifiersOrConstants)
        // A vocabulary that admits every file (a rule without names) is found in every file.
        let everywhere = FileWordScan(vocabulary: RuleVocabulary(words: [[]]))
        #expect(everywhere.words(in: []) == .vocabulary)
    }

    /// A configuration's settings are read once for all the rules, at the position of each.
    @Test func ruleSettingsAreReadAtEachRulesPosition() {
        let index = RuleSettingsIndex(ids: ["a", "b", "c", "a"])
        let settings = index.settings(in: ["a": RuleConfiguration(enabled: false), "z": RuleConfiguration(severity: .error)])
        #expect(settings == [RuleConfiguration(enabled: false), nil, nil, RuleConfiguration(enabled: false)])
        #expect(index.settings(in: [:]) == [nil, nil, nil, nil])
    }
}
