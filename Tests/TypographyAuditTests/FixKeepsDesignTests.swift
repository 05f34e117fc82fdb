import Foundation
import Testing
import TypographyAudit

/// `typecase fix` keeps every argument it does not mean to change, leaves display sizes their size,
/// and never fixes one finding by hiding another (issue 25).
@Suite struct FixKeepsDesignTests {
    @Test func aClosureParameterIsKeptByScalingTheFontInPlace() throws {
        let before = """
            import UIKit
            final class CountdownView: UIView {
                private let digits = UILabel()
                func setUp() {
                    let plain = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .medium)
                    digits.font = plain.fontDescriptor.withDesign(.rounded).map { UIFont(descriptor: $0, size: 20) } ?? plain
                    digits.adjustsFontForContentSizeCategory = true
                }
            }
            """
        let fixed = try FixFixture.fix(before, approximate: true)
        #expect(fixed.text.contains(
            ".map { UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont(descriptor: $0, size: 20)) } ?? plain"))
        #expect(!fixed.text.contains("preferredFont"))
    }

    @Test func aDesignOrWeightFromAVariableIsKept() throws {
        let before = """
            import SwiftUI
            struct Tile: View {
                let design: Font.Design
                let emphasis: Font.Weight
                var body: some View {
                    VStack {
                        Text("A").font(.system(size: 17, design: design))
                        Text("B").font(.system(size: 15, weight: emphasis))
                        Text("C").font(.system(size: 13, weight: .semibold, design: .rounded))
                        Text("D").font(.system(size: 11).bold())
                    }
                }
            }
            """
        let fixed = try FixFixture.fix(before)
        #expect(fixed.text.contains(#"Text("A").font(.system(.body, design: design))"#))
        #expect(fixed.text.contains(#"Text("B").font(.subheadline.weight(emphasis))"#))
        #expect(fixed.text.contains(#"Text("C").font(.system(.footnote, design: .rounded).weight(.semibold))"#))
        #expect(fixed.text.contains(#"Text("D").font(.caption2.bold())"#))
    }

    @Test func aWeightFromAConstantKeepsItsSystemFontInUIKit() throws {
        let before = """
            import UIKit
            enum Metrics {
                static let size: CGFloat = 10
                static let weight: CGFloat = 0.3
            }
            final class TagCell: UITableViewCell {
                let tagLabel = UILabel()
                let noteLabel = UILabel()
                func setUp() {
                    tagLabel.font = .systemFont(ofSize: Metrics.size, weight: UIFont.Weight(Metrics.weight))
                    noteLabel.font = .systemFont(ofSize: 12, weight: UIFont.Weight(Metrics.weight))
                }
            }
            """
        let fixed = try FixFixture.fix(before, approximate: true)
        #expect(fixed.text.contains(
            "noteLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12, weight: UIFont.Weight(Metrics.weight)))"))
        // Below the minimum with both from constants: left, with the reason.
        #expect(fixed.text.contains("tagLabel.font = .systemFont(ofSize: Metrics.size, weight: UIFont.Weight(Metrics.weight))"))
        #expect(!fixed.text.contains("preferredFont"))
        let left = fixed.result.files.flatMap(\.left).first { $0.finding.ruleID == "below-minimum-size" }
        #expect(left?.reason.text.contains("Metrics.size") == true)
    }

    @Test func eachForEachBlockIsItsOwnView() throws {
        let before = """
            import UIKit
            final class StatsView: UIView {
                let a = UILabel(), b = UILabel(), c = UILabel(), d = UILabel()
                func setUp() {
                    [a, b].forEach {
                        $0.font = .preferredFont(forTextStyle: .body)
                    }
                    [c, d].forEach {
                        $0.font = .preferredFont(forTextStyle: .footnote)
                        $0.textColor = .secondaryLabel
                    }
                }
            }
            """
        let fixed = try FixFixture.fix(before)
        #expect(fixed.text.components(separatedBy: "$0.adjustsFontForContentSizeCategory = true").count == 3)
        #expect(fixed.result.files.flatMap(\.applied).count == 2)
        // Adjusting in one block does not silence the other.
        let oneAdjusts = before.replacingOccurrences(of: "$0.textColor = .secondaryLabel",
                                                     with: "$0.adjustsFontForContentSizeCategory = true")
        let second = try FixFixture.fix(oneAdjusts)
        #expect(second.result.files.flatMap(\.applied).map(\.finding.location.line) == [6])
    }

    @Test func displaySizesKeepTheirSizeAndScale() throws {
        let before = """
            import SwiftUI
            struct ClockFace: View {
                let time: String

                var body: some View {
                    VStack {
                        Text(time).font(.system(size: 64, weight: .bold))
                        Text("min").font(.system(size: 40))
                        Text("Lap").font(.system(size: 19))
                    }
                }
            }
            """
        let fixed = try FixFixture.fix(before, approximate: true)
        #expect(fixed.text.contains("    @ScaledMetric(relativeTo: .largeTitle) var scaledSize64: CGFloat = 64\n"))
        #expect(fixed.text.contains("    @ScaledMetric(relativeTo: .largeTitle) var scaledSize40: CGFloat = 40\n"))
        #expect(fixed.text.contains("Text(time).font(.system(size: scaledSize64, weight: .bold))"))
        #expect(fixed.text.contains(#"Text("min").font(.system(size: scaledSize40))"#))
        // 19 pt is 1 pt from .title3 (20 pt): within the approximate limit.
        #expect(fixed.text.contains(#"Text("Lap").font(.title3)"#))
        #expect(!fixed.text.contains(".font(.largeTitle"))
        let again = try FixFixture.fix(fixed.text, approximate: true)
        #expect(again.text == fixed.text)
    }

    @Test func approximateMovesStayWithinTwoPointsOrFifteenPercent() throws {
        #expect(FontFixes.approximateLimit(for: 10) == 1.5)
        #expect(FontFixes.approximateLimit(for: 28) == 2)
        let before = """
            import SwiftUI
            enum Typography {
                static let hero = Font.system(size: 44)
            }
            """
        // Not in a view: nothing to hold a @ScaledMetric, so it is left with the reason.
        let fixed = try FixFixture.fix(before, approximate: true)
        #expect(fixed.text == before)
        let reason = try #require(fixed.result.files.flatMap(\.left).first { $0.finding.ruleID == "fixed-font-size" })
        #expect(reason.reason.text.contains("@ScaledMetric(relativeTo: .largeTitle)"))
    }

    @Test func aKerningOffWrapperIsNeverTurnedIntoTracking() throws {
        let before = """
            import UIKit
            extension UILabel {
                func setKerning(_ value: CGFloat) {
                    let text = NSMutableAttributedString(string: self.text ?? "")
                    text.addAttribute(.kern, value: value, range: NSRange(location: 0, length: text.length))
                    attributedText = text
                }
            }
            final class Badge: UIView {
                let label = UILabel()
                func setUp() {
                    label.setKerning(0)
                }
            }
            """
        let fixed = try FixFixture.fix(before, approximate: true)
        #expect(fixed.text == before)
        let left = fixed.result.files.flatMap(\.left).filter { $0.finding.ruleID == "kerning-instead-of-tracking" }
        #expect(left.contains { $0.reason.text.contains("setKerning is called with 0") })
    }

    @Test func kerningThatRepeatsTheSystemTrackingIsRemoved() throws {
        let before = """
            import SwiftUI
            import UIKit
            struct Title: View {
                var body: some View {
                    Text("Brew").font(.body).kerning(-0.43)
                }
            }
            let title = NSAttributedString(string: "Brew", attributes: [.font: UIFont.preferredFont(forTextStyle: .body), .kern: -0.43])
            let spaced = NSAttributedString(string: "Brew", attributes: [.kern: -0.43, .font: UIFont.preferredFont(forTextStyle: .body)])
            """
        let fixed = try FixFixture.fix(before)
        #expect(fixed.text.contains(#"Text("Brew").font(.body)\#n"#))
        #expect(fixed.text.contains(#"attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])"#))
        #expect(!fixed.text.contains("kern"))
        #expect(fixed.result.files.flatMap(\.applied).allSatisfy { $0.fix.summary.contains("SF Pro already tracks 17 pt at −0.43 pt") })
    }

    @Test func aFactoryThatSetsTheFlagGetsNoSecondOne() throws {
        let before = """
            import UIKit
            func makeLabel() -> UILabel {
                let label = UILabel()
                label.adjustsFontForContentSizeCategory = true
                label.numberOfLines = 0
                return label
            }
            final class Header: UIView {
                let title = makeLabel()
                func setUp() {
                    title.font = .preferredFont(forTextStyle: .headline)
                }
            }
            """
        let fixed = try FixFixture.fix(before)
        #expect(fixed.text == before)
        #expect(fixed.result.files.flatMap(\.left).isEmpty)
    }

    @Test func aButtonGivenATextStyleSaysWhatItsCodeMustAdd() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" customClass="CheckoutViewController" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <subviews>
                                        <button opaque="NO" buttonType="system" id="pay">
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <state key="normal" title="Pay"/>
                                        </button>
                                        <button opaque="NO" buttonType="system" id="later">
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <state key="normal" title="Later"/>
                                        </button>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="payButton" destination="pay" id="o1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try FixFixture.withFolder(["Checkout.storyboard": Array(storyboard.utf8)]) { root in
            let result = FixEngine.run(FixOptions(paths: [root], jobs: 1))
            let summaries = result.files.flatMap(\.applied).map(\.fix.summary).sorted()
            #expect(summaries.count == 2)
            #expect(summaries.contains { $0.hasSuffix("code must set the button's titleLabel?.adjustsFontForContentSizeCategory = true (Interface Builder cannot): give it an outlet") })
            #expect(summaries.contains { $0.contains("code must set payButton.titleLabel?.adjustsFontForContentSizeCategory = true in CheckoutViewController") })
        }
    }
}
