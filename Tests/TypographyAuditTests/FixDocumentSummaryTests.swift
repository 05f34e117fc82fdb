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
}
