import Foundation
import Testing
import TypographyAudit

/// Interface Builder documents in a run: discovered with the Swift files, reported in one sorted
/// output, joined with the code's outlets both ways, and bad documents skipped with a clear message.
@Suite struct DocumentEngineTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" customClass="CardViewController" sceneMemberID="viewController">
                    <view key="view" id="v"><subviews>
                        <label text="Title" numberOfLines="0" id="t"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                        <label text="Body" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="b"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                        <label text="Note" numberOfLines="0" id="n"><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>
                    </subviews></view>
                    <connections>
                        <outlet property="titleLabel" destination="t" id="o1"/>
                        <outlet property="bodyLabel" destination="b" id="o2"/>
                        <outlet property="noteLabel" destination="n" id="o3"/>
                    </connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    static let controller = """
        import UIKit
        final class CardViewController: UIViewController {
            @IBOutlet private var titleLabel: UILabel!
            @IBOutlet private var bodyLabel: UILabel!
            @IBOutlet private var noteLabel: UILabel!
            private let codeLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.font = .preferredFont(forTextStyle: .headline)
                titleLabel.adjustsFontForContentSizeCategory = true
                bodyLabel.font = .preferredFont(forTextStyle: .body)
                noteLabel.adjustsFontForContentSizeCategory = true
                codeLabel.font = .preferredFont(forTextStyle: .body)
            }
        }
        """

    @Test func outletsJoinBothWays() throws {
        try AuditEngineTests.withFolder(["Card.storyboard": Self.storyboard, "CardViewController.swift": Self.controller]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 2))
            // The document's fixed 17 pt title is replaced by the code's font; the note's missing
            // adjustsFont is set by the code; the code's bodyLabel adjusts by its document; only the
            // code-built label lacks adjustsFont.
            #expect(AuditEngineTests.places(result, root: root) == ["CardViewController.swift:13 missing-adjusts-font"])
            #expect(result.filesAudited == 2)
        }
    }

    @Test func withoutTheCodeTheDocumentIsJudgedAlone() throws {
        try AuditEngineTests.withFolder(["Card.storyboard": Self.storyboard, "Other.swift": "import UIKit\n"]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(AuditEngineTests.places(result, root: root) == [
                "Card.storyboard:6 fixed-font-size", "Card.storyboard:8 missing-adjusts-font",
            ])
        }
    }

    static let promptDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PromptView">
                    <connections>
                        <outlet property="titleLabel" destination="t" id="o1"/>
                        <outlet property="hintLabel" destination="h" id="o2"/>
                        <outlet property="laterButton" destination="l" id="o3"/>
                        <outlet property="rateButton" destination="r" id="o4"/>
                        <outlet property="closeButton" destination="x" id="o5"/>
                    </connections>
                </placeholder>
                <view id="v"><subviews>
                    <label text="Title" numberOfLines="0" id="t"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                    <label text="Hint" numberOfLines="0" id="h"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                    <button id="l"><fontDescription key="fontDescription" type="system" pointSize="14"/><state key="normal" title="Later"/></button>
                    <button id="r"><fontDescription key="fontDescription" type="system" pointSize="14"/><state key="normal" title="Rate"/></button>
                    <button id="x"><fontDescription key="fontDescription" type="system" pointSize="14"/><state key="normal" title="Close"/></button>
                </subviews></view>
            </objects>
        </document>
        """

    /// The title's attributed text brings its own font; the hint's carries only a colour, so the
    /// document's 15 pt shows; the two buttons in the loop get their font from the code, the third
    /// keeps the document's.
    static let promptView = """
        import UIKit
        final class PromptView: UIView {
            @IBOutlet private var titleLabel: UILabel!
            @IBOutlet private var hintLabel: UILabel!
            @IBOutlet private var laterButton: UIButton!
            @IBOutlet private var rateButton: UIButton!
            @IBOutlet private var closeButton: UIButton!
            func refreshTitle(_ title: String) {
                let text = NSMutableAttributedString(string: title, attributes: [
                    .font: UIFont.preferredFont(forTextStyle: .headline),
                ])
                titleLabel.attributedText = text
                titleLabel.adjustsFontForContentSizeCategory = true
                hintLabel.attributedText = NSAttributedString(string: "Tap to rate", attributes: [.foregroundColor: UIColor.gray])
            }
            func refreshButtons() {
                let font = UIFont.preferredFont(forTextStyle: .subheadline)
                let buttons = [laterButton, rateButton].compactMap { $0 }
                for button in buttons {
                    button.titleLabel?.font = font
                    button.titleLabel?.adjustsFontForContentSizeCategory = true
                }
            }
        }
        """

    @Test func attributedTextWithAFontAndLoopsOverOutletsSetTheFontInCode() throws {
        try AuditEngineTests.withFolder(["Prompt.xib": Self.promptDocument, "PromptView.swift": Self.promptView]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(AuditEngineTests.places(result, root: root) == [
                "Prompt.xib:15 fixed-font-size", "Prompt.xib:18 fixed-font-size",
            ])
        }
    }

    /// A XIB whose File's Owner is `owner` with `outlets` (property, destination id) connected, around
    /// `subviews` (one view a line), the first of them on line 9 + the number of outlets.
    static func ownedDocument(owner: String, outlets: [(property: String, destination: String)], subviews: String) -> String {
        let connections = outlets.enumerated().map { index, outlet in
            "                <outlet property=\"\(outlet.property)\" destination=\"\(outlet.destination)\" id=\"o\(index)\"/>"
        }.joined(separator: "\n")
        let views = subviews.split(separator: "\n").map { "            " + $0 }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                        <connections>
            \(connections)
                        </connections>
                    </placeholder>
                    <view id="v"><subviews>
            \(views)
                    </subviews></view>
                </objects>
            </document>
            """
    }

    /// A text view given an attributed text in code never shows its document's font, whatever the
    /// attributes (the report is built in another file); a label given one without a font does.
    @Test func aTextViewsAttributedTextHidesItsDocumentFont() throws {
        let document = Self.ownedDocument(owner: "ReportViewController", outlets: [("reportTextView", "r"), ("captionLabel", "c")], subviews: """
            <textView editable="NO" id="r"><fontDescription key="fontDescription" type="system" pointSize="14"/></textView>
            <label text="Caption" id="c"><fontDescription key="fontDescription" type="system" pointSize="14"/></label>
            """)
        let controller = """
            import UIKit
            final class ReportViewController: UIViewController {
                @IBOutlet private var reportTextView: UITextView!
                @IBOutlet private var captionLabel: UILabel!
                var report: NSAttributedString?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    reportTextView.attributedText = report
                    captionLabel.attributedText = NSAttributedString(string: Copy.caption, attributes: [.kern: 0.5])
                }
            }
            """
        try AuditEngineTests.withFolder(["Report.xib": document, "ReportViewController.swift": controller]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(AuditEngineTests.places(result, root: root).filter { $0.hasSuffix("fixed-font-size") } == [
                "Report.xib:12 fixed-font-size",
            ])
        }
    }

    /// A button titled in a text style keeps its size unless code tells its title label to adjust (the
    /// document cannot): reported with what the code must add; not when the outlet's code or the button's
    /// class sets it, nor for a configuration button, which updates its title itself.
    @Test func aButtonsTextStyleNeedsItsTitleLabelAdjustedInCode() throws {
        let document = Self.ownedDocument(owner: "SignInViewController", outlets: [("signInButton", "a"), ("helpButton", "b")], subviews: """
            <button id="a"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/><state key="normal" title="Sign in"/></button>
            <button id="b"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/><state key="normal" title="Help"/></button>
            <button id="c" customClass="PillButton"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/><state key="normal" title="Later"/></button>
            <button id="d"><buttonConfiguration key="configuration" style="filled" title="Join"><fontDescription key="titleFontDescription" style="UICTFontTextStyleHeadline"/></buttonConfiguration></button>
            """)
        let controller = """
            import UIKit
            final class SignInViewController: UIViewController {
                @IBOutlet private var signInButton: UIButton!
                @IBOutlet private var helpButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    helpButton.titleLabel?.adjustsFontForContentSizeCategory = true
                }
            }
            final class PillButton: UIButton {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    titleLabel?.adjustsFontForContentSizeCategory = true
                    layer.cornerRadius = 16
                }
            }
            """
        try AuditEngineTests.withFolder(["SignIn.xib": document, "SignInViewController.swift": controller]) { root in
            let findings = AuditEngine.run(AuditOptions(paths: [root], jobs: 1)).findings.filter { $0.ruleID == "missing-adjusts-font" }
            #expect(findings.map(\.location.line) == [11])
            #expect(findings.first?.message.hasPrefix("signInButton has a text style, but a button's title adjusts only when code sets") == true)
            #expect(findings.first?.fix == nil)
        }
    }

    /// A button with no title in the document shows no text in its font unless code titles it: the
    /// image-only skip button is not judged; the share button titled by its controller, and a button of a
    /// class that titles itself, are.
    @Test func aButtonWithoutATitleShowsNoText() throws {
        let document = Self.ownedDocument(owner: "PlayerViewController", outlets: [("skipButton", "s"), ("shareButton", "h")], subviews: """
            <button id="s"><fontDescription key="fontDescription" type="system" pointSize="15"/><state key="normal" image="skip"/></button>
            <button id="h"><fontDescription key="fontDescription" type="system" pointSize="15"/><state key="normal" image="share"/></button>
            <button id="c" customClass="ChapterButton"><fontDescription key="fontDescription" type="system" pointSize="15"/></button>
            <button id="p"><fontDescription key="fontDescription" type="system" pointSize="15"/><state key="normal" title="Play"/></button>
            """)
        let controller = """
            import UIKit
            final class PlayerViewController: UIViewController {
                @IBOutlet private var skipButton: UIButton!
                @IBOutlet private var shareButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    skipButton.tintColor = .label
                    shareButton.setTitle(Copy.share, for: .normal)
                }
            }
            final class ChapterButton: UIButton {
                func show(_ chapter: Chapter) {
                    setTitle(chapter.title, for: .normal)
                }
            }
            """
        try AuditEngineTests.withFolder(["Player.xib": document, "PlayerViewController.swift": controller]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(AuditEngineTests.places(result, root: root).filter { $0.hasSuffix("fixed-font-size") } == [
                "Player.xib:12 fixed-font-size", "Player.xib:13 fixed-font-size", "Player.xib:14 fixed-font-size",
            ])
        }
    }

    /// A text view whose document font is fixed and whose outlet's code gives it an attributed text in a
    /// preferred font (a design system's) shows a text style: it keeps its size unless it adjusts (the footer). One told to
    /// adjust (the note), or given an attributed text of a fixed font (the legal text), has nothing to add.
    @Test func anAttributedTextOfAPreferredFontIsATextStyle() throws {
        let document = Self.ownedDocument(owner: "WelcomeViewController", outlets: [("footerTextView", "f"), ("noteTextView", "n"), ("legalTextView", "g")], subviews: """
            <textView editable="NO" id="f"><fontDescription key="fontDescription" type="system" pointSize="14"/></textView>
            <textView editable="NO" id="n"><fontDescription key="fontDescription" type="system" pointSize="14"/></textView>
            <textView editable="NO" id="g"><fontDescription key="fontDescription" type="system" pointSize="14"/></textView>
            """)
        let controller = """
            import UIKit
            enum WelcomeStyle {
                static let footerFont = UIFont.preferredFont(forTextStyle: .subheadline)
            }
            final class WelcomeViewController: UIViewController {
                @IBOutlet private weak var footerTextView: UITextView! {
                    didSet {
                        let style = NSMutableParagraphStyle()
                        style.alignment = .center
                        footerTextView.attributedText = NSAttributedString(string: Copy.footer, attributes: [
                            .font: WelcomeStyle.footerFont,
                            .paragraphStyle: style,
                        ])
                    }
                }
                @IBOutlet private weak var noteTextView: UITextView! {
                    didSet {
                        noteTextView.adjustsFontForContentSizeCategory = true
                        noteTextView.attributedText = NSAttributedString(string: Copy.note, attributes: [
                            .font: UIFont.preferredFont(forTextStyle: .footnote),
                        ])
                    }
                }
                @IBOutlet private weak var legalTextView: UITextView! {
                    didSet {
                        legalTextView.attributedText = NSAttributedString(string: Copy.legal, attributes: [
                            .font: UIFont.systemFont(ofSize: 12),
                        ])
                    }
                }
            }
            """
        try AuditEngineTests.withFolder(["Welcome.xib": document, "WelcomeViewController.swift": controller]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(AuditEngineTests.places(result, root: root).filter { $0.hasSuffix("missing-adjusts-font") } == [
                "Welcome.xib:12 missing-adjusts-font",
            ])
        }
    }

    /// A controller sets the font of another view's outlet (`headerView.titleLabel`, the property
    /// declared in the class, the font set in an extension): that view's document sets the flag.
    @Test func anOutletOfAHeldViewAdjustsByItsDocument() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="h" customClass="ShelfHeaderView">
                        <subviews>
                            <label text="Shelves" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/></label>
                            <label text="Edit" numberOfLines="0" id="e"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                        </subviews>
                        <connections>
                            <outlet property="titleLabel" destination="l" id="o1"/>
                            <outlet property="editLabel" destination="e" id="o2"/>
                        </connections>
                    </view>
                </objects>
            </document>
            """
        let header = """
            import UIKit
            final class ShelfHeaderView: UIView {
                @IBOutlet private(set) var titleLabel: UILabel!
                @IBOutlet private(set) var editLabel: UILabel!
            }
            """
        let controller = """
            import UIKit
            final class ShelfListViewController: UIViewController {
                private lazy var headerView: ShelfHeaderView = ShelfHeaderView.fromNib()
            }
            private extension ShelfListViewController {
                func configureHeader() {
                    headerView.titleLabel.font = .preferredFont(forTextStyle: .title2)
                    headerView.editLabel.font = .preferredFont(forTextStyle: .body)
                }
            }
            """
        try AuditEngineTests.withFolder(["ShelfHeaderView.xib": document, "ShelfHeaderView.swift": header,
                                         "ShelfListViewController.swift": controller]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            // The document's edit label gets its font from the controller's code (a file without
            // outlets): the code's finding is the one.
            #expect(AuditEngineTests.places(result, root: root) == ["ShelfListViewController.swift:8 missing-adjusts-font"])
        }
    }

    /// Code in files without `@IBOutlet` sets the outlets' fonts: a controller styles a dequeued cell
    /// (`as!` and `guard let … as?`), an extension in its own file styles the cell's own outlet. The
    /// documents' fixed sizes and missing flags are the code's to judge; the code's own findings stay.
    @Test func outletsStyledFromFilesWithoutOutletsAreJudgedByThatCode() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <tableViewCell id="c" customClass="FareCell">
                        <tableViewCellContentView key="contentView" id="v"><subviews>
                            <label text="12.50" numberOfLines="0" id="a"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                            <label text="Zone 2" numberOfLines="0" id="z"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
                            <label text="Peak" numberOfLines="0" id="p"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                            <label text="Valid today" numberOfLines="0" id="d"><fontDescription key="fontDescription" type="system" pointSize="11"/></label>
                        </subviews></tableViewCellContentView>
                        <connections>
                            <outlet property="priceLabel" destination="a" id="o1"/>
                            <outlet property="zoneLabel" destination="z" id="o2"/>
                            <outlet property="peakLabel" destination="p" id="o3"/>
                            <outlet property="validityLabel" destination="d" id="o4"/>
                        </connections>
                    </tableViewCell>
                </objects>
            </document>
            """
        let cell = """
            import UIKit
            final class FareCell: UITableViewCell {
                @IBOutlet var priceLabel: UILabel!
                @IBOutlet var zoneLabel: UILabel!
                @IBOutlet var peakLabel: UILabel!
                @IBOutlet var validityLabel: UILabel!
            }
            """
        let controller = """
            import UIKit
            final class FaresViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Fare", for: indexPath) as! FareCell
                    cell.priceLabel.font = .preferredFont(forTextStyle: .body)
                    cell.priceLabel.adjustsFontForContentSizeCategory = true
                    cell.zoneLabel.font = .preferredFont(forTextStyle: .footnote)
                    return cell
                }
                override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                    guard let fare = cell as? FareCell else { return }
                    fare.peakLabel.font = .preferredFont(forTextStyle: .caption1)
                    fare.peakLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """
        let styling = """
            import UIKit
            extension FareCell {
                func applyValidityStyle() {
                    validityLabel.font = .preferredFont(forTextStyle: .caption1)
                    validityLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """
        try AuditEngineTests.withFolder(["FareCell.xib": document, "FareCell.swift": cell, "FaresViewController.swift": controller,
                                         "FareCell+Style.swift": styling]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 2))
            #expect(AuditEngineTests.places(result, root: root) == ["FaresViewController.swift:7 missing-adjusts-font"])
        }
        // Without the styling code, the document is judged alone.
        try AuditEngineTests.withFolder(["FareCell.xib": document, "FareCell.swift": cell]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(AuditEngineTests.places(result, root: root).filter { $0.hasPrefix("FareCell.xib") }.count >= 4)
        }
    }

    /// A one-line label with a text style truncates at large sizes, unless code gives it its own font:
    /// then the document's style never shows.
    @Test func aOneLineLabelWhoseFontCodeSetsIsJudgedByTheCode() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FilterBar">
                        <connections><outlet property="detailLabel" destination="d" id="o1"/></connections>
                    </placeholder>
                    <view id="v"><subviews>
                        <label text="Detail" id="d"><fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/></label>
                    </subviews></view>
                </objects>
            </document>
            """
        let code = """
            import UIKit
            final class FilterBar: UIView {
                @IBOutlet private var detailLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    detailLabel.font = .systemFont(ofSize: 12)
                }
            }
            """
        try AuditEngineTests.withFolder(["FilterBar.xib": document, "FilterBar.swift": code]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(!AuditEngineTests.places(result, root: root).contains { $0.hasSuffix("truncation-instead-of-wrapping") })
        }
        try AuditEngineTests.withFolder(["FilterBar.xib": document, "Other.swift": "import UIKit\n"]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(AuditEngineTests.places(result, root: root).contains("FilterBar.xib:8 truncation-instead-of-wrapping"))
        }
    }

    @Test func malformedDocumentsAreSkippedWithTheirLocationAndTheRunGoesOn() throws {
        try AuditEngineTests.withFolder([
            "Broken.xib": "<document>\n  <label>\n</document>",
            "Plist.storyboard": "<plist/>",
            "Card.storyboard": Self.storyboard,
            ".typecase.json": #"{ "exclude": ["Ignored/**"] }"#,
            "Ignored/Old.xib": "<",
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 2))
            #expect(result.problems.map(\.description) == [
                root + "/Broken.xib: error: malformed XML at 3:1: mismatched end tag </document>: expected </label> (opened at 2:3); skipped",
                root + "/Plist.storyboard: error: not an Interface Builder document (the root element is <plist>, not <document>); skipped",
            ])
            #expect(result.filesAudited == 1 && !result.isFailure)
            #expect(AuditEngineTests.places(result, root: root).count == 2)
        }
    }

    /// The custom fonts of documents (as Xcode writes them, without `type`) count toward the run's
    /// families with the code's: Avenir in the cells, Futura in the header, Georgia in code are three,
    /// reported at the later of the least used. A view whose outlet gets its font in code, and one
    /// under a suppression comment, do not count.
    @Test func documentFamiliesCountTowardTooManyTypefaces() throws {
        let cell = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <tableViewCell id="c" customClass="RatingCell"><tableViewCellContentView key="contentView" id="v"><subviews>
                        <label text="4.5" id="r"><fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="13"/></label>
                        <label text="Name" id="n"><fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/></label>
                        <label text="Tag" id="t"><fontDescription key="fontDescription" name="Copperplate" family="Copperplate" pointSize="13"/></label>
                        <!-- typecase:disable:next too-many-typefaces -->
                        <label text="Stamp" id="s"><fontDescription key="fontDescription" name="Courier" family="Courier" pointSize="13"/></label>
                    </subviews></tableViewCellContentView>
                    <connections><outlet property="tagLabel" destination="t" id="o1"/></connections></tableViewCell>
                </objects>
            </document>
            """
        let header = cell.replacingOccurrences(of: "Avenir-Heavy\" family=\"Avenir", with: "Futura-Medium\" family=\"Futura")
        let code = """
            import UIKit
            final class RatingCell: UITableViewCell {
                @IBOutlet private var tagLabel: UILabel!
                func configure() { tagLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont(name: "Georgia", size: 13)!) }
            }
            """
        let typefaces = { (result: AuditResult) in result.findings.filter { $0.ruleID == "too-many-typefaces" }.map(\.message) }
        try AuditEngineTests.withFolder(["RatingCell.xib": cell, "RatingCell.swift": code]) { root in
            #expect(typefaces(AuditEngine.run(AuditOptions(paths: [root], jobs: 1))).isEmpty)
        }
        try AuditEngineTests.withFolder(["Header.xib": header, "RatingCell.xib": cell, "RatingCell.swift": code]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 2))
            #expect(typefaces(result) == [
                "the project uses 3 custom font families (Avenir ×3, Futura ×1, Georgia ×1); keep to 2 and build the hierarchy "
                    + "from their sizes and weights",
            ])
            #expect(result.findings.filter { $0.ruleID == "too-many-typefaces" }.map { $0.path.dropFirst(root.count + 1) } == ["RatingCell.swift"])
        }
    }

    @Test func aDocumentNamedExplicitlyIsAuditedAndPlatformIsOverridable() throws {
        try AuditEngineTests.withFolder(["Card.storyboard": Self.storyboard]) { root in
            let iOS = AuditEngine.run(AuditOptions(paths: [root + "/Card.storyboard"]))
            #expect(iOS.findings.map(\.ruleID).contains("fixed-font-size"))
            // On macOS the 17 pt label is Title 2: the platform's ramp, no finding.
            let macOS = AuditEngine.run(AuditOptions(paths: [root + "/Card.storyboard"], platform: .macos))
            #expect(macOS.findings.isEmpty)
            #expect(macOS.problems.isEmpty)
        }
    }
}

/// `typecase fix` on documents: exact fixes by default, approximate ones when asked, outlets whose
/// font the code sets left alone, every other byte kept, and a second run changing nothing.
@Suite struct DocumentFixTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" customClass="CardViewController" sceneMemberID="viewController">
                    <view key="view" id="v"><subviews>
                        <label text="Body" numberOfLines="0" id="a"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                        <label text="Near" numberOfLines="0" id="b"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
                        <label text="Code" numberOfLines="0" id="c"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                    </subviews></view>
                    <connections><outlet property="codeLabel" destination="c" id="o1"/></connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    static let controller = """
        import UIKit
        final class CardViewController: UIViewController {
            @IBOutlet private var codeLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                codeLabel.font = .preferredFont(forTextStyle: .body)
                codeLabel.adjustsFontForContentSizeCategory = true
            }
        }
        """

    @Test func exactThenApproximateThenNothing() throws {
        try FixFixture.withFolder(["Card.storyboard": Array(Self.storyboard.utf8), "Card.swift": Array(Self.controller.utf8)]) { root in
            let path = root + "/Card.storyboard"
            let exact = FixEngine.run(FixOptions(paths: [root], jobs: 2))
            // Files in path order: Card.storyboard, then Card.swift.
            #expect(exact.files.map(\.changed) == [true, false])
            #expect(exact.files[0].applied.count == 1)
            #expect(exact.files[0].left.map(\.reason.kind) == [.approximate])
            let once = String(decoding: try FixFixture.read(path), as: UTF8.self)
            #expect(once == Self.storyboard.replacingOccurrences(
                of: "<label text=\"Body\" numberOfLines=\"0\" id=\"a\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>",
                with: "<label text=\"Body\" numberOfLines=\"0\" adjustsFontForContentSizeCategory=\"YES\" id=\"a\"><fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>"))
            let approximate = FixOptions(paths: [root], jobs: 1, policy: FixPolicy(includesApproximate: true))
            #expect(FixEngine.run(approximate).files[0].applied.count == 1)
            let twice = String(decoding: try FixFixture.read(path), as: UTF8.self)
            #expect(twice.contains("id=\"b\"><fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>"))
            #expect(twice.contains("id=\"c\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>"))
            let again = FixEngine.run(approximate)
            #expect(again.files.allSatisfy { !$0.changed })
            #expect(try FixFixture.read(path) == Array(twice.utf8))
        }
    }

    @Test func theGateRefusesAFixedDocumentThatDoesNotRead() {
        let validator = InterfaceBuilderDocumentValidator()
        let original = Array("<document><label/></document>".utf8)
        #expect(validator.problem(original: original, fixed: Array("<document><label></document>".utf8))?
            .hasPrefix("the fixed document does not read: malformed XML at 1:18") == true)
        #expect(validator.problem(original: original, fixed: Array("<document><label/><label/></document>".utf8))
            == "the fix changed the document's elements")
        #expect(validator.problem(original: original, fixed: Array("<document><label id=\"x\"/></document>".utf8)) == nil)
    }
}
