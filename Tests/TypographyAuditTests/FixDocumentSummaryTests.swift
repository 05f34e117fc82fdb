import Testing
import TypographyAudit
import TypographyReports

/// What `typecase fix` says about the storyboards and xibs it fixes (issue 25): each line shows the
/// weight before and after, and each changed scene gets test steps.
@Suite struct FixDocumentSummaryTests {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="a"><objects>
                    <viewController id="vc1" customClass="ReceiptViewController" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <label text="Total" numberOfLines="0" id="t"><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/></label>
                            <label text="Tip" numberOfLines="0" id="p"><fontDescription key="fontDescription" type="boldSystem" pointSize="15"/></label>
                        </subviews></view>
                        <connections><outlet property="totalLabel" destination="t" id="o1"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="b"><objects>
                    <tableViewController id="vc2" storyboardIdentifier="History" sceneMemberID="viewController">
                        <view key="view" id="v2"><subviews>
                            <label text="Past orders" numberOfLines="0" id="h"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                        </subviews></view>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func eachLineShowsBothWeightsAndEachChangedSceneGetsTestSteps() throws {
        for writes in [true, false] {
            try FixFixture.withFolder(["Main.storyboard": Array(Self.storyboard.utf8)]) { root in
                let result = FixEngine.run(FixOptions(paths: [root], jobs: 1, policy: FixPolicy(includesApproximate: true),
                                                      writes: writes))
                let file = try #require(result.files.first)
                #expect(file.applied.filter { $0.finding.ruleID == "fixed-font-size" }.map(\.fix.summary).sorted() == [
                    "15 pt bold system font → UICTFontTextStyleEmphasizedSubhead (15 pt semibold)",
                    "17 pt regular system font → UICTFontTextStyleBody (17 pt regular)",
                    "17 pt semibold system font → UICTFontTextStyleHeadline (17 pt semibold)",
                ])
                #expect(file.checks.map(\.screen) == ["the ReceiptViewController scene", "the History scene"])
                #expect(file.checks.map(\.texts) == [["totalLabel", "label 'Tip'"], ["label 'Past orders'"]])
                #expect(FixSummary.steps(for: file.checks[0]).hasPrefix(
                    "Open the ReceiptViewController scene (\(root)/Main.storyboard) at AX5 and at xSmall"))
            }
        }
    }

    /// A document's text style has two weights, its own and its emphasized one: a medium or heavy font
    /// is left with the code that keeps its weight instead of becoming a regular or semibold style
    /// (fix review 2026-12-04: "15 pt medium → UICTFontTextStyleSubhead (15 pt regular)" dropped the weight).
    @Test func aWeightNoTextStyleCarriesIsLeftWithTheCodeThatKeepsIt() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="root"><subviews>
                        <label text="Shipping" numberOfLines="0" id="m"><fontDescription key="fontDescription" type="system" weight="medium" pointSize="15"/></label>
                        <label text="Total" numberOfLines="0" id="h"><fontDescription key="fontDescription" type="system" weight="heavy" pointSize="17"/></label>
                        <label text="Tip" numberOfLines="0" id="b"><fontDescription key="fontDescription" type="boldSystem" pointSize="15"/></label>
                        <label text="Note" numberOfLines="0" id="r"><fontDescription key="fontDescription" type="system" pointSize="14"/></label>
                    </subviews></view>
                </objects>
            </document>
            """
        let (text, result) = try FixFixture.fix(xib, name: "Receipt.xib", approximate: true)
        let file = try #require(result.files.first)
        #expect(file.applied.filter { $0.finding.ruleID == "fixed-font-size" }.map(\.fix.summary).sorted() == [
            "14 pt regular system font → UICTFontTextStyleSubhead (15 pt regular)",
            "15 pt bold system font → UICTFontTextStyleEmphasizedSubhead (15 pt semibold)",
        ])
        #expect(text.contains(#"weight="medium" pointSize="15""#) && text.contains(#"weight="heavy" pointSize="17""#))
        let reasons = file.left.filter { $0.finding.ruleID == "fixed-font-size" }.map(\.reason.text).sorted()
        #expect(reasons == [
            "Interface Builder writes .body in regular and semibold only: the 17 pt heavy font would lose its weight; "
                + "keep it in code with UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .heavy))",
            "Interface Builder writes .subheadline in regular and semibold only: the 15 pt medium font would lose its weight; "
                + "keep it in code with UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .medium))",
        ])
        // A second run changes nothing and leaves the same two.
        let again = try FixFixture.fix(text, name: "Receipt.xib", approximate: true)
        #expect(again.text == text)
        #expect(again.result.files.first?.left.filter { $0.finding.ruleID == "fixed-font-size" }.count == 2)
    }
}
