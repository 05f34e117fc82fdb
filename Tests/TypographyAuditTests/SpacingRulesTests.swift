import SwiftSource
import Testing
import TypographyAudit

/// The spacing and fitting rules beyond their examples: line limits, messages quoting the
/// system's tracking, severities and fix kinds.
@Suite struct SpacingRulesTests {
    static let lineLimits: [(String, LineCapacity)] = [
        ("", .unbounded),
        (".lineLimit(nil)", .unbounded),
        (".lineLimit(1)", .atMost(1)),
        (".lineLimit(3)", .atMost(3)),
        (".lineLimit(2, reservesSpace: true)", .atMost(2)),
        (".lineLimit(1...2)", .atMost(2)),
        (".lineLimit(1..<3)", .atMost(2)),
        (".lineLimit(...4)", .atMost(4)),
        (".lineLimit(2...)", .unbounded),
        (".lineLimit(limit)", .unknown),
        (".lineLimit(isCompact ? 1 : 3)", .atMost(3)),
        (".lineLimit(isExpanded ? nil : 2)", .unbounded),
        (".lineLimit(isCompact ? 1 : limit)", .unknown),
    ]

    @Test(arguments: lineLimits)
    func lineCapacity(_ modifier: String, _ expected: LineCapacity) throws {
        let analysis = FileAnalysis(file: SourceFile(path: "V.swift", text: "import SwiftUI\nlet t = Text(notes)\(modifier)\n"))
        let site = try #require(analysis.textSites.first)
        #expect(site.lineCapacity(in: analysis.tree) == expected)
    }

    @Test func inheritedLineLimitCounts() throws {
        let text = "import SwiftUI\nlet v = VStack { Text(notes).font(.body.leading(.tight)) }.lineLimit(2)\n"
        #expect(RuleExamples.findings(of: "tight-leading-multiline", in: text).isEmpty)
    }

    @Test func manualTrackingQuotesTheSystemTracking() throws {
        let text = """
            import SwiftUI
            let a = Text(name).tracking(1)
            let b = Text(name).font(.system(size: 34, design: .serif)).tracking(-0.5)
            """
        let messages = RuleExamples.findings(of: "manual-tracking", in: text).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("SF Pro already tracks 17 pt at \u{2212}0.43 pt") == true)
        #expect(messages.last?.contains("tracking of \u{2212}0.5 pt") == true)
        #expect(messages.last?.contains("New York already tracks 34 pt at") == true)
    }

    @Test func kerningOfZeroIsANoteWithoutAFix() throws {
        let text = "import SwiftUI\nlet a = Text(name).kerning(0)\nlet b = Text(name).kerning(1.5)\n"
        let findings = RuleExamples.findings(of: "kerning-instead-of-tracking", in: text)
        #expect(findings.map(\.severity) == [.note, .warning])
        #expect(findings.map { $0.fix?.isExact } == [nil, true])
        #expect(findings[0].fixUnavailable?.contains("tracking 0 would turn it back on") == true)
        #expect(findings[0].message.contains("turns the font's own kerning off"))
    }

    @Test func kerningWrapperCallsElsewhereInTheFileAreReported() throws {
        let text = """
            import SwiftUI
            extension View {
                func letterSpaced(amount: CGFloat) -> some View { kerning(amount) }
            }
            let a = Text("A").letterSpaced(amount: 2)
            let b = Text("B").letterSpaced(amount: value)
            """
        let lines = RuleExamples.findings(of: "kerning-instead-of-tracking", in: text).map(\.location.line)
        #expect(lines == [3, 5])
    }

    @Test func negativeLineSpacingOnLongTextHasNoTightLeadingFix() throws {
        let text = "import SwiftUI\nlet a = Text(notes).font(.callout).lineSpacing(-2)\n"
        let findings = RuleExamples.findings(of: "negative-line-spacing", in: text)
        #expect(findings.count == 1)
        #expect(findings.first?.fix == nil)
        let tight = RuleExamples.findings(of: "tight-leading-multiline", in: text)
        #expect(tight.first?.fix?.isExact == false)
    }

    @Test func negativeLineSpacingOnCustomFontHasNoFix() throws {
        let text = "import SwiftUI\nlet a = Text(name).font(.custom(\"Georgia\", size: 17)).lineSpacing(-2).lineLimit(2)\n"
        #expect(RuleExamples.findings(of: "negative-line-spacing", in: text).first?.fix == nil)
    }

    @Test func singleLineLabelWithTightLeadingIsQuiet() throws {
        let text = """
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.font = UIFont(descriptor: descriptor.withSymbolicTraits(.traitTightLeading)!, size: 0)
                }
            }
            """
        #expect(RuleExamples.findings(of: "tight-leading-multiline", in: text).isEmpty)
    }

    @Test func minimumScaleFactorNamesHowFarTextShrinks() throws {
        let text = "import SwiftUI\nlet a = Text(name).minimumScaleFactor(0.7)\n"
        #expect(RuleExamples.findings(of: "minimum-scale-factor", in: text).first?.message.contains("down to 70%") == true)
    }

    @Test func removingNegativeSpacingKeepsCommentsAndTheRestOfTheChain() throws {
        let before = """
            import SwiftUI
            let notes = Text(recipe.notes) // tasting notes
                .lineSpacing(-2)
                .font(.callout)
            """
        let after = """
            import SwiftUI
            let notes = Text(recipe.notes) // tasting notes
                .font(.callout)
            """
        #expect(try RuleExamples.corrected(before, by: "tight-leading-multiline") == after)
    }
}
