import SwiftSource
import Testing
import Typography
import TypographyAudit

/// The rules of the screen model on realistic screens: each screen reports exactly the findings its
/// `// expect: rule-id` comments name, on those lines, and nothing else of these rules.
@Suite struct ScreenCorpusTests {
    static let ruleIDs: Set<String> = [
        "too-many-type-levels", "caption-for-essential-content", "caption2-use", "color-for-hierarchy",
        "large-type-in-compact-container", "too-many-typefaces", "custom-font-in-dense-ui", "monospaced-paragraph",
        "symbol-overpowers-text", "symbol-fixed-point-size", "fixed-layout-at-accessibility-sizes",
        "non-updating-scaled-font",
    ]

    /// `rule@line` for every `// expect: a, b` comment.
    static func expected(in source: String) -> Set<String> {
        var result = Set<String>()
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "// expect: ") else { continue }
            for rule in line[range.upperBound...].split(separator: ",") {
                result.insert("\(rule.trimmingCharacters(in: .whitespaces))@\(index + 1)")
            }
        }
        return result
    }

    @Test(arguments: ScreenCorpus.all.map(\.name))
    func screenReportsWhatAReviewerExpects(_ name: String) throws {
        let source = try #require(ScreenCorpus.all.first { $0.name == name }).source
        let rules = RuleRegistry.all.filter { Self.ruleIDs.contains(type(of: $0).description.id) }
        let findings = FileAuditor(rules: rules).audit(SourceFile(path: "\(name).swift", text: source))
        let found = Set(findings.map { "\($0.ruleID)@\($0.location.line)" })
        let expected = Self.expected(in: source)
        #expect(found.subtracting(expected).isEmpty,
                "unexpected: \(findings.filter { !expected.contains("\($0.ruleID)@\($0.location.line)") }.map { "\($0.location.line): \($0.message) [\($0.ruleID)]" })")
        #expect(expected.subtracting(found).isEmpty, "missing: \(expected.subtracting(found).sorted())")
    }

    /// Caption findings name the style as the framework spells it (UIKit `.caption1`, SwiftUI `.caption`)
    /// and say what the text is.
    @Test func captionMessagesUseTheFrameworksStyleNames() {
        let rules = RuleRegistry.all.filter { type(of: $0).description.id == "caption-for-essential-content" }
        let messages = { (text: String) in FileAuditor(rules: rules).audit(SourceFile(path: "S.swift", text: text)).map(\.message) }
        let advice = "; essential content needs a readable style — use .footnote or .subheadline"
        #expect(messages(ScreenCorpus.signIn).first == ".caption2 (11 pt) on an error message" + advice
            + " by hand (no automatic fix: .footnote is 2 pt up, more than the 1.65 pt an approximate fix may move)")
        #expect(messages("""
            import UIKit
            final class B: UIViewController {
                let signOutButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    signOutButton.titleLabel?.font = .preferredFont(forTextStyle: .caption1)
                }
            }
            """) == [".caption1 (12 pt) on a button's title" + advice])
        #expect(messages("""
            import SwiftUI
            struct S: View {
                let reason: String
                var body: some View { Text("Sync failed: \\(reason)").font(.caption) }
            }
            """) == [".caption (12 pt) on an error message" + advice])
        #expect(messages(ScreenCorpus.emptyStates).first == ".caption (12 pt) on an empty-state message" + advice)
    }

    /// Per platform, for `.caption` and `.caption2`: the size, the two next styles up that the message
    /// names and the style the fix writes, all from that platform's table (watchOS Footnote 13 pt is
    /// below Caption 1's 15 pt and Subheadline is unpublished; macOS Footnote is Caption's 10 pt;
    /// visionOS publishes no sizes, so nothing is named).
    static let captionUpgrades: [(Platform, caption: String, size: String, next: String?)] = [
        (.ios, "caption", " (12 pt)", "footnote or .subheadline"), (.ios, "caption2", " (11 pt)", "footnote or .subheadline"),
        (.ipados, "caption", " (12 pt)", "footnote or .subheadline"),
        (.watchos, "caption", " (15 pt)", "body or .title3"), (.watchos, "caption2", " (14 pt)", "body or .title3"),
        (.macos, "caption", " (10 pt)", "subheadline or .callout"), (.macos, "caption2", " (10 pt)", "subheadline or .callout"),
        (.tvos, "caption", " (25 pt)", "body or .callout"), (.tvos, "caption2", " (23 pt)", "body or .callout"),
        (.visionos, "caption", "", nil),
    ]

    @Test(arguments: captionUpgrades)
    func captionFixesGoToTheNextStyleUpOnThePlatform(_ platform: Platform, _ caption: String, _ size: String, _ next: String?) {
        let rules = RuleRegistry.all.filter { type(of: $0).description.id == "caption-for-essential-content" }
        let text = """
            import SwiftUI
            struct SettingsRow: View {
                @State private var on = true
                var body: some View {
                    Toggle("Wrist detection", isOn: $on)
                        .font(.\(caption))
                }
            }
            """
        let findings = FileAuditor(rules: rules).audit(SourceFile(path: "S.swift", text: text), platform: platform)
        // Past the approximate limit (2 pt or 15%: iOS 11 → 13 pt, tvOS 25 → 29 and 23 → 29 pt) the message
        // still names the styles, says they are for a person to choose and why, and no fix moves the text there.
        let byHand = [(Platform.ios, "caption2", ".footnote is 2 pt up, more than the 1.65 pt"),
                      (.tvos, "caption", ".body is 4 pt up, more than the 2 pt"),
                      (.tvos, "caption2", ".body is 6 pt up, more than the 2 pt")]
            .first { $0.0 == platform && $0.1 == caption }
            .map { " by hand (no automatic fix: \($0.2) an approximate fix may move)" } ?? ""
        #expect(findings.map(\.message) == [".\(caption)\(size) on a control's title; essential content needs a readable style"
            + (next.map { " — use .\($0)" } ?? "") + byHand])
        let pastLimit = !byHand.isEmpty
        let style = pastLimit ? nil : next.map { String($0.prefix { $0 != " " }) }
        #expect(findings.first?.fix?.summary == style.map { ".\(caption) → .\($0)" })
        #expect(findings.first?.fix?.edits.map(\.replacement) == style.map { [$0] })
        #expect((findings.first?.fixUnavailable != nil) == pastLimit)
    }
}
