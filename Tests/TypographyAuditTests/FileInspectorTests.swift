import Testing
@testable import TypographyAudit

/// `AuditEngine.run(_:inspector:)`: every analysed file reaches the inspector once, in path order,
/// with the project's fonts resolved; files without the inspector's or the rules' words are not parsed.
@Suite struct FileInspectorTests {
    @Test func inspectsAnalysedFilesInPathOrder() throws {
        try AuditEngineTests.withFolder([
            "B/View.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").font(.brandTitle) } }\n",
            "A/Font+Brand.swift": "import SwiftUI\nextension Font { static let brandTitle = Font.system(size: 28) }\n",
            "C/Model.swift": "struct Recipe { var grams = 18 }\n",
        ]) { root in
            let inspector = FileInspector(vocabulary: ["Font", "Text"]) { file in
                (file.path, file.textSites.flatMap(\.fonts).compactMap(\.value.size))
            }
            let (result, extracts) = AuditEngine.run(AuditOptions(paths: [root], jobs: 2, rules: []), inspector: inspector)
            #expect(result.filesAudited == 3)
            #expect(result.findings.isEmpty)
            #expect(extracts.map { $0.0.hasSuffix("A/Font+Brand.swift") } == [true, false])
            #expect(extracts.last?.1 == [28])
        }
    }
}

/// Interface Builder documents reach the inspector's document closure after the Swift files, with
/// what the code assigns to their outlets; launch screens do not.
@Suite struct DocumentInspectionTests {
    static func storyboard(launch: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"\(launch ? " launchScreen=\"YES\"" : "")>
        <scenes><scene sceneID="s"><objects>
        <viewController id="vc" customClass="CardViewController" sceneMemberID="viewController">
        <view key="view" id="v"><subviews>
        <label text="Title" id="t"><fontDescription key="fontDescription" type="system" pointSize="28"/></label>
        <label text="Body" id="b"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
        </subviews></view>
        <connections><outlet property="bodyLabel" destination="b" id="o"/></connections>
        </viewController></objects></scene></scenes>
        </document>
        """
    }

    @Test func documentsAreInspectedWithTheCodesOutlets() throws {
        try AuditEngineTests.withFolder([
            "App/Card.storyboard": Self.storyboard(),
            "App/Launch.storyboard": Self.storyboard(launch: true),
            "App/CardViewController.swift": """
                import UIKit
                final class CardViewController: UIViewController {
                    @IBOutlet var bodyLabel: UILabel!
                    override func viewDidLoad() { bodyLabel.font = .preferredFont(forTextStyle: .headline) }
                }
                """,
        ]) { root in
            let inspector = FileInspector(vocabulary: ["font"], inspect: { "swift \($0.path.split(separator: "/").last!)" },
                                          inspectDocument: { inspection in
                let sites = inspection.sites.map { "\($0.font?.size.map { String(Int($0)) } ?? "style")\($0.codeSetsFont ? " (code)" : "")" }
                return "\(inspection.path.split(separator: "/").last!) \(inspection.platform): \(sites.joined(separator: ", "))"
            })
            let (result, extracts) = AuditEngine.run(AuditOptions(paths: [root], jobs: 2, rules: []), inspector: inspector)
            #expect(result.filesAudited == 3)
            #expect(extracts == ["Card.storyboard ios: 28, style (code)", "swift CardViewController.swift"])
        }
    }
}
