import SwiftSource
import Testing
import Typography
import TypographyAudit

/// `text-clips-at-large-sizes`, `below-minimum-size` and `thin-weight` beyond their examples:
/// the categories named per platform, caps, severities and fix kinds.
@Suite struct SizeAndWeightRulesTests {
    static func findings(_ id: String, _ text: String, platform: Platform? = nil) -> [Finding] {
        guard let rule = RuleRegistry.rule(id) else { return [] }
        return FileAuditor(rules: [rule]).audit(SourceFile(path: "V.swift", text: text), platform: platform)
    }

    static func frame(_ font: String, height: Int, extra: String = "") -> String {
        "import SwiftUI\nlet v = Text(name).font(\(font)).frame(height: \(height))\(extra)\n"
    }

    static let clipCases: [(font: String, height: Int, platform: Platform, category: String?)] = [
        (".headline", 24, .ios, "from xxLarge (a line needs 26 pt)"),
        (".headline", 21, .ios, "already at the default size"),
        (".headline", 62, .ios, nil),
        (".body", 61, .ios, "from AX5 (a line needs 62 pt)"),
        (".largeTitle", 100, .ios, nil),
        // watchOS stops at AX3 (body 25.5 pt): a 26 pt height holds every size.
        (".body", 22, .watchos, "from AX1 (a line needs 23.5 pt)"),
        (".body", 26, .watchos, nil),
        // No Dynamic Type on macOS.
        (".body", 12, .macos, nil),
    ]

    @Test(arguments: clipCases)
    func clipsNameTheFirstCategory(_ font: String, _ height: Int, _ platform: Platform, _ expected: String?) {
        let messages = Self.findings("text-clips-at-large-sizes", Self.frame(font, height: height), platform: platform).map(\.message)
        if let expected {
            #expect(messages.count == 1)
            #expect(messages.first?.contains(expected) == true, "\(messages)")
        } else {
            #expect(messages.isEmpty, "\(messages)")
        }
    }

    @Test func dynamicTypeCapsBoundTheCategories() {
        let capped = Self.frame(".headline", height: 30, extra: ".dynamicTypeSize(...DynamicTypeSize.xxxLarge)")
        #expect(Self.findings("text-clips-at-large-sizes", capped).isEmpty)
        let open = Self.frame(".headline", height: 30, extra: ".dynamicTypeSize(.large...)")
        #expect(Self.findings("text-clips-at-large-sizes", open).first?.message.contains("AX1") == true)
    }

    /// Rows whose frame holds a column of texts and texts of its own, each with the one message expected.
    static let rowCases: [(row: String, message: String)] = [
        ("""
            HStack {
                VStack(alignment: .leading) {
                    Text(name).font(.body)
                    Text(detail).font(.caption)
                }
                Spacer()
                Text(price, format: .number).font(.body).monospacedDigit()
            }
            .frame(height: 44)
            """, "44 pt clips the 2 texts stacked in it from xxLarge (one line of each needs 47 pt)"),
        ("""
            HStack {
                VStack {
                    Text(name).font(.caption)
                    Text(detail).font(.caption2)
                }
                Text(price).font(.largeTitle)
            }
            .frame(height: 40)
            """, "40 pt clips .largeTitle text already at the default size (a line needs 41 pt)"),
        ("""
            HStack {
                VStack { Text(name).font(.caption); Text(detail).font(.caption) }
                VStack { Text(title).font(.body); Text(subtitle).font(.body) }
                Text(price).font(.body)
            }
            .frame(height: 40)
            """, "40 pt clips the 2 texts stacked in it already at the default size (one line of each needs 44 pt)"),
    ]

    /// The message names the first category that clips anything the frame holds, once per frame.
    @Test(arguments: rowCases)
    func aRowFrameNamesTheFirstClipOfEverythingItHolds(_ row: String, _ message: String) {
        let messages = Self.findings("text-clips-at-large-sizes", "import SwiftUI\nlet v = \(row)\n").map(\.message)
        #expect(messages == ["fixed height of \(message); use minHeight or let the height grow"])
    }

    @Test func customFontsGrowAlongTheirCurve() {
        // 17 pt Georgia scaled along body: the body line (22 pt) grows with body's multipliers.
        let text = Self.frame(".custom(\"Georgia\", size: 17)", height: 24)
        #expect(Self.findings("text-clips-at-large-sizes", text).first?.message.contains("from xxLarge") == true)
        let capped = "import UIKit\nlet f = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"Georgia\", size: 17)!, maximumPointSize: 19)\n"
        let analysis = FileAnalysis(file: SourceFile(path: "F.swift", text: capped))
        let font = analysis.fonts.first?.value
        #expect(font?.lineHeight(on: .ios, at: .large) == 22)
        #expect(font?.lineHeight(on: .ios, at: .accessibility5).map { $0 < 25 } == true)
    }

    @Test(arguments: [(Platform.tvos, 22.0), (.visionos, 11), (.watchos, 11), (.macos, 9), (.ios, 10)])
    func belowMinimumUsesThePlatformMinimum(_ platform: Platform, _ size: Double) {
        let text = "import SwiftUI\nlet v = Text(name).font(.system(size: \(Int(size))))\n"
        let findings = Self.findings("below-minimum-size", text, platform: platform)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("\(platform.displayName) minimum of \(Int(platform.minimumTextSize)) pt") == true)
        let atMinimum = "import SwiftUI\nlet v = Text(name).font(.system(size: \(Int(platform.minimumTextSize))))\n"
        #expect(Self.findings("below-minimum-size", atMinimum, platform: platform).isEmpty)
    }

    /// The fix summary starts from the size written, not from the minimum the style is chosen for,
    /// also where the minimum is a style's size (tvOS Caption 2, macOS Footnote, a UIKit preferred font).
    static let belowMinimumSummaries: [(Platform, font: String, summary: String)] = [
        (.ios, ".system(size: 9)", ".system(size: 9) → .caption2 (9 pt → 11 pt)"),
        (.ios, ".system(size: 9, weight: .semibold)", ".system(size: 9, weight: .semibold) → .caption2.weight(.semibold) (9 pt → 11 pt)"),
        (.watchos, ".system(size: 10)", ".system(size: 10) → .footnote (10 pt → 13 pt)"),
        (.watchos, "Font.system(size: 11, design: .rounded)", "Font.system(size: 11, design: .rounded) → Font.system(.footnote, design: .rounded) (11 pt → 13 pt)"),
        (.tvos, ".system(size: 20)", ".system(size: 20) → .caption2.weight(.regular) (20 pt → 23 pt)"),
        (.macos, ".system(size: 9)", ".system(size: 9) → .footnote (9 pt → 10 pt)"),
        (.ios, "UIFont.systemFont(ofSize: 9)", "UIFont.systemFont(ofSize: 9) → UIFont.preferredFont(forTextStyle: .caption2) (9 pt → 11 pt)"),
        (.tvos, "UIFont.systemFont(ofSize: 20, weight: .medium)",
         "UIFont.systemFont(ofSize: 20, weight: .medium) → UIFont.preferredFont(forTextStyle: .caption2) (20 pt → 23 pt)"),
        (.tvos, "UIFont.systemFont(ofSize: 20)", "20 pt → 23 pt"),
        (.macos, "NSFont.systemFont(ofSize: 8)", "NSFont.systemFont(ofSize: 8) → NSFont.preferredFont(forTextStyle: .footnote) (8 pt → 10 pt)"),
    ]

    @Test(arguments: belowMinimumSummaries)
    func belowMinimumSummariesStartFromTheWrittenSize(_ platform: Platform, _ font: String, _ summary: String) {
        let text = font.hasPrefix("UI") || font.hasPrefix("NS")
            ? "import UIKit\nfunc style(_ label: UILabel) { label.font = \(font) }\n"
            : "import SwiftUI\nlet v = Text(name).font(\(font))\n"
        let summaries = Self.findings("below-minimum-size", text, platform: platform).map { $0.fix?.summary }
        #expect(summaries == [summary])
    }

    @Test func belowMinimumFixesAreApproximate() {
        let text = "import SwiftUI\nlet a = Font.system(size: 9, weight: .bold)\nlet b = Font.custom(\"Georgia\", size: 8)\n"
        let fixes = Self.findings("below-minimum-size", text).compactMap(\.fix)
        #expect(fixes.count == 2)
        #expect(fixes.allSatisfy { !$0.isExact })
    }

    @Test func thinWeightSeverityFollowsTheSize() {
        let text = """
            import SwiftUI
            let a = Font.system(size: 27, weight: .light)
            let b = Font.system(size: 28, weight: .light)
            let c = Font.largeTitle.weight(.thin)
            """
        let findings = Self.findings("thin-weight", text)
        #expect(findings.map(\.severity) == [.warning, .note, .note])
        #expect(findings.map { $0.fix?.isExact } == [false, nil, nil])
    }

    @Test func thinWeightReportsAContainerModifierOnce() {
        let text = """
            import SwiftUI
            let v = VStack {
                Text(a).font(.title)
                Text(b).font(.caption)
            }
            .fontWeight(.light)
            """
        let findings = Self.findings("thin-weight", text)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("at 12 pt") == true)
    }

    @Test(arguments: [
        ("HelveticaNeue-Light", FontWeight?.some(.light)), ("Avenir Next Ultra Light", .ultraLight),
        ("Roboto-ThinItalic", .thin), ("SFPro-ExtraLight", .ultraLight), ("Georgia", nil), ("Flight", nil),
        ("Didot-Bold", nil), ("Light", .light),
    ])
    func familyNamesSpellThinWeights(_ family: String, _ weight: FontWeight?) {
        let text = "import UIKit\nlet f = UIFont(name: \"\(family)\", size: 13)\n"
        #expect(Self.findings("thin-weight", text).count == (weight == nil ? 0 : 1))
        if let weight { #expect(Self.findings("thin-weight", text).first?.message.contains("(\(weight.rawValue))") == true) }
    }
}
