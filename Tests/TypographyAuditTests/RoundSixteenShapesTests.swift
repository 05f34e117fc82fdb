import Foundation
import Testing
@testable import TypographyAudit

/// Session 16's shapes of issue 24: text held to one line in a bar, values a formatter class makes, and
/// document views that are never shown.
@Suite struct RoundSixteenShapesTests {
    /// A bar has one line: a toolbar item's text (a view property of the screen, or a header view that
    /// another file places in a `ToolbarItem`) keeps it and is read whole in the Large Content Viewer; a
    /// list row's text beside it truncates.
    @Test func textInABarIsNotToldToWrap() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App/Inbox/ThreadScreen.swift", """
            import SwiftUI

            struct ThreadScreen: View {
                let thread: MailThread
                var body: some View {
                    List(thread.messages) { message in
                        Text(message.preview).lineLimit(1)
                    }
                    .toolbar {
                        ToolbarItem(placement: .principal) { ThreadHeader(subject: thread.subject) }
                        ToolbarItem(placement: .topBarTrailing) { folderMenu }
                    }
                }

                private var folderMenu: some View {
                    Menu {
                        ForEach(thread.folders) { Text($0.name) }
                    } label: {
                        Text(thread.folder.name).lineLimit(1)
                    }
                }
            }
            """)
        try directory.write("App/Components/ThreadHeader.swift", """
            import SwiftUI

            struct ThreadHeader: View {
                let subject: String
                var body: some View {
                    VStack(spacing: 0) {
                        Text(subject)
                            .font(.headline)
                            .lineLimit(1)
                    }
                }
            }
            """)
        #expect(AuditedFiles.places(in: directory, rule: "truncation-instead-of-wrapping") == ["App/Inbox/ThreadScreen.swift:7"])
    }

    /// A formatter class's `localizedString(from:number:)` and a relative formatter's
    /// `localizedString(for:relativeTo:)` make short values: a row of a title and such a value is no
    /// fixed layout, and the value held to one line does not truncate prose.
    @Test func valuesALocalizedFormatterMakesAreShort() throws {
        let source = """
            import SwiftUI

            final class BadgeSettingsModel: ObservableObject {
                @Published var badgeCountText = ""
                func refresh(_ count: Int) {
                    badgeCountText = NumberFormatter.localizedString(from: NSNumber(value: count), number: .decimal)
                }
            }

            struct BadgeSettingsView: View {
                @StateObject private var model = BadgeSettingsModel()
                let syncedAt: Date
                private let relative = RelativeDateTimeFormatter()
                var body: some View {
                    Form {
                        HStack {
                            Text(Strings.Settings.resetBadge)
                            Spacer()
                            Text(model.badgeCountText)
                        }
                        Text(relative.localizedString(for: syncedAt, relativeTo: .now))
                            .lineLimit(1)
                        HStack {
                            Text(Strings.Settings.lastDevice)
                            Spacer()
                            Text(model.deviceName)
                        }
                    }
                }
            }
            """
        let layout = try AuditedFiles.findings(in: source, at: "App/Settings/BadgeSettingsView.swift", rule: "fixed-layout-at-accessibility-sizes")
        #expect(layout.map(\.line) == [23])
        let truncation = try AuditedFiles.findings(in: source, at: "App/Settings/BadgeSettingsView.swift", rule: "truncation-instead-of-wrapping")
        #expect(truncation.isEmpty)
    }

    /// A view hidden in its document whose code only ever hides it again is never on screen; one that
    /// code shows (by a value, a toggle, or through a loop over views), or that no code names, is judged.
    @Test func aHiddenDocumentViewCodeNeverShowsIsNotJudged() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App/Offer/OfferViewController.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OfferViewController">
                        <connections>
                            <outlet property="legacyRedeemButton" destination="a" id="o1"/>
                            <outlet property="redeemButton" destination="b" id="o2"/>
                            <outlet property="expiryLabel" destination="c" id="o3"/>
                            <outlet property="footnoteLabel" destination="d" id="o4"/>
                        </connections>
                    </placeholder>
                    <view id="v"><subviews>
                        <button hidden="YES" id="a"><fontDescription key="fontDescription" type="system" pointSize="19"/><state key="normal" title="Redeem code"/></button>
                        <button hidden="YES" id="b"><fontDescription key="fontDescription" type="system" pointSize="19"/><state key="normal" title="Redeem"/></button>
                        <label hidden="YES" text="Expires soon" id="c"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
                        <label hidden="YES" text="Terms apply" id="d"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
                    </subviews></view>
                </objects>
            </document>
            """)
        try directory.write("App/Offer/OfferViewController.swift", """
            import UIKit

            final class OfferViewController: UIViewController {
                @IBOutlet private var legacyRedeemButton: UIButton!
                @IBOutlet private var redeemButton: UIButton!
                @IBOutlet private var expiryLabel: UILabel!
                @IBOutlet private var footnoteLabel: UILabel!

                func show(_ offer: Offer?) {
                    legacyRedeemButton.isHidden = true
                    self.redeemButton?.isHidden = offer == nil
                    if expiryLabel.isHidden { expiryLabel.isHidden.toggle() }
                }
            }

            final class BannerViewController: UIViewController {
                @IBOutlet private var bannerLabel: UILabel!
                @IBOutlet private var detailLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    bannerLabel.isHidden = true
                    [bannerLabel, detailLabel].forEach { $0.isHidden = false }
                }
            }
            """)
        try directory.write("App/Offer/BannerViewController.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerViewController">
                        <connections><outlet property="bannerLabel" destination="e" id="o1"/></connections>
                    </placeholder>
                    <view id="v"><subviews>
                        <label hidden="YES" text="New episodes" id="e"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
                    </subviews></view>
                </objects>
            </document>
            """)
        #expect(AuditedFiles.places(in: directory, rule: "fixed-font-size")
            == ["App/Offer/BannerViewController.xib:8", "App/Offer/OfferViewController.xib:14", "App/Offer/OfferViewController.xib:15",
                "App/Offer/OfferViewController.xib:16"])
    }
}
