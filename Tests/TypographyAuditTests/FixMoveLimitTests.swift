import Testing
import Typography
import TypographyAudit

/// Approximate fixes move a size by at most 2 pt or 15% ("Severity and fixes", issue 25).
@Suite struct FixMoveLimitTests {
    @Test func aDisplayStyleInACompactContainerIsLeftWithTheReason() throws {
        let source = """
            import SwiftUI
            struct RoastPopover: View {
                @State private var shows = false
                var body: some View {
                    Button("Roast") { shows = true }
                        .popover(isPresented: $shows) {
                            VStack {
                                Text("Ethiopia Guji").font(.largeTitle)
                                Text("Light roast").font(.title)
                            }
                        }
                }
            }
            """
        let (text, result) = try FixFixture.fix(source, approximate: true)
        #expect(text == source)
        let left = result.files.flatMap(\.left).filter { $0.finding.ruleID == "large-type-in-compact-container" }
        #expect(left.map(\.reason.text) == [
            "no automatic fix: .title3 (20 pt) is 14 pt smaller, more than an approximate fix may move a size (2 pt or 15%, whichever is less); choose the size that fits",
            "no automatic fix: .title3 (20 pt) is 8 pt smaller, more than an approximate fix may move a size (2 pt or 15%, whichever is less); choose the size that fits",
        ])
    }

    /// One file fixed with `--approximate` for a platform: its text afterwards and the run's result.
    private func fix(_ text: String, name: String = "View.swift", platform: Platform? = nil,
                     approximate: Bool = true) throws -> (text: String, result: FixResult) {
        var output: (String, FixResult)?
        try FixFixture.withFolder([name: Array(text.utf8)]) { root in
            let result = FixEngine.run(FixOptions(paths: [root], platform: platform, jobs: 1,
                                                  policy: FixPolicy(includesApproximate: approximate)))
            output = (String(decoding: try FixFixture.read(root + "/" + name), as: UTF8.self), result)
        }
        return try #require(output)
    }

    private func reasons(_ result: FixResult, rule: String) -> [String] {
        result.files.flatMap(\.left).filter { $0.finding.ruleID == rule }.map(\.reason.text)
    }

    private static let captionButton = """
        import SwiftUI
        struct Actions: View {
            var body: some View {
                Button("Save") { }.font(.STYLE)
            }
        }
        """

    @Test func aCaptionMovesUpOnlyWithinTheLimit() throws {
        // iOS .caption 12 → .footnote 13 (1 pt); macOS .caption 10 → .subheadline 11 (1 pt, 10%);
        // watchOS .caption2 14 → .body 16 (2 pt, the limit itself).
        for (platform, style, fixed) in [(Platform.ios, "caption", "footnote"), (.macos, "caption", "subheadline"),
                                         (.watchos, "caption2", "body"), (.watchos, "caption", "body")] {
            let source = Self.captionButton.replacingOccurrences(of: "STYLE", with: style)
            let (text, _) = try fix(source, platform: platform)
            #expect(text == source.replacingOccurrences(of: ".\(style))", with: ".\(fixed))"), "\(platform) .\(style)")
        }
        // iOS .caption2 11 → .footnote 13 is 2 pt, past 15% of 11; tvOS .caption 25 → .body 29.
        for (platform, style, reason) in [
            (Platform.ios, "caption2", "no automatic fix: .footnote (13 pt) is 2 pt larger than .caption2 (11 pt), more than an approximate fix may move 11 pt (1.65 pt: 2 pt or 15%, whichever is less); choose the style that fits"),
            (.tvos, "caption", "no automatic fix: .body (29 pt) is 4 pt larger than .caption (25 pt), more than an approximate fix may move 25 pt (2 pt: 2 pt or 15%, whichever is less); choose the style that fits"),
        ] {
            let source = Self.captionButton.replacingOccurrences(of: "STYLE", with: style)
            let (text, result) = try fix(source, platform: platform)
            #expect(text == source, "\(platform) .\(style)")
            #expect(reasons(result, rule: "caption-for-essential-content") == [reason])
        }
    }

    @Test func aSymbolFarFromEveryStyleKeepsItsSizeAndScales() throws {
        let source = """
            import SwiftUI
            struct Empty: View {
                var body: some View {
                    VStack {
                        Image(systemName: "cup.and.saucer").font(.system(size: 48))
                        Image(systemName: "leaf").font(.system(size: 21))
                    }
                }
            }
            """
        // Exact: applied without --approximate; the 21 pt symbol's move to .title3 (1 pt) is approximate.
        let exact = try fix(source, approximate: false)
        #expect(exact.text.contains("@ScaledMetric(relativeTo: .largeTitle) var scaledSize48: CGFloat = 48"))
        #expect(exact.text.contains(#"Image(systemName: "cup.and.saucer").font(.system(size: scaledSize48))"#))
        #expect(exact.text.contains(".font(.system(size: 21))"))
        let approximate = try fix(source)
        #expect(approximate.text.contains(#"Image(systemName: "leaf").font(.title3)"#))
    }

    @Test func aSymbolConfigurationFarFromEveryStyleIsLeftWithTheReason() throws {
        let source = """
            import UIKit
            let hero = UIImage.SymbolConfiguration(pointSize: 48)
            let badge = UIImage.SymbolConfiguration(pointSize: 21)
            """
        let (text, result) = try fix(source)
        #expect(text.contains("SymbolConfiguration(pointSize: 48)"))
        #expect(text.contains("SymbolConfiguration(textStyle: .title3)"))
        #expect(reasons(result, rule: "symbol-fixed-point-size") == [
            "no automatic fix: 48 pt is 14 pt from the nearest style (34 pt), more than an approximate fix may move a size (2 pt or 15%, whichever is less); keep the size with a font scaled with UIFontMetrics(forTextStyle: .largeTitle)",
        ])
    }

    @Test func anIconFarFromItsTextsStyleKeepsItsSizeAndScales() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        HStack {
                            Image(systemName: "star").font(.system(size: 30))
                            Text("Favourites").font(.body)
                        }
                        HStack {
                            Image(systemName: "bell").font(.system(size: 18))
                            Text("Alerts").font(.body)
                        }
                    }
                }
            }
            """
        let (text, _) = try fix(source)
        // It scales along the text beside it (.body), as the catalog's "give the icon the text's style"
        // says, not along .title, the style nearest its own 30 pt: the two grow together.
        #expect(text.contains("@ScaledMetric(relativeTo: .body) var scaledSize30: CGFloat = 30"))
        #expect(text.contains(#"Image(systemName: "star").font(.system(size: scaledSize30))"#))
        #expect(text.contains(#"Image(systemName: "bell").font(.body)"#))
        let outside = """
            import SwiftUI
            let icon = HStack { Image(systemName: "star").font(.system(size: 30)); Text("Favourites").font(.body) }
            """
        let left = try fix(outside)
        #expect(left.text == outside)
        #expect(reasons(left.result, rule: "symbol-overpowers-text") == [
            "no automatic fix: the text's .body (17 pt) is 13 pt from the icon's 30 pt, more than an approximate fix may move a size (2 pt or 15%, whichever is less); size the icon with @ScaledMetric(relativeTo: .body) or a text style",
        ])
    }

    @Test func anInterfaceBuilderSizeFarFromEveryStyleIsLeftWithTheReason() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="a"><objects>
                        <viewController id="vc1" customClass="TimerViewController" sceneMemberID="viewController">
                            <view key="view" id="v1"><subviews>
                                <label text="12:00" numberOfLines="0" id="t"><fontDescription key="fontDescription" type="system" pointSize="64"/></label>
                                <label text="Brew" numberOfLines="0" id="b"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let (text, result) = try fix(storyboard, name: "Main.storyboard")
        #expect(text.contains(#"type="system" pointSize="64""#))
        #expect(text.contains(#"style="UICTFontTextStyleBody""#))
        #expect(reasons(result, rule: "fixed-font-size") == [
            "64 pt is 30 pt from the nearest style, .largeTitle (34 pt), more than an approximate fix may move a size (2 pt or 15%, whichever is less); keep the size in code with UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 64))",
        ])
    }
}
