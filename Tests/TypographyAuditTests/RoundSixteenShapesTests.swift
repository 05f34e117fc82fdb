import Foundation
import Testing
@testable import TypographyAudit

/// Session 16's shapes of issue 24: text held to one line in a bar, values a formatter class makes, views
/// that are never shown (hidden document views, a command-line tool's), fonts on bitmaps, a text field's
/// prompt, the UIKit types watchOS has too, and a size chosen between two constants.
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

    /// A command-line tool (it imports ArgumentParser) renders its views into images: nothing it draws
    /// is on a screen, so nothing is reported.
    @Test func aCommandLineToolsViewsAreNotJudged() throws {
        let source = """
            import ArgumentParser
            import SwiftUI

            struct StampVersion: ParsableCommand {
                @Argument var version: String
                @MainActor func run() throws {
                    let renderer = ImageRenderer(content: VersionStamp(version: version))
                    _ = renderer.cgImage
                }
            }

            struct VersionStamp: View {
                let version: String
                var body: some View {
                    Text(version)
                        .font(.system(size: 120, weight: .heavy))
                        .lineLimit(1)
                        .minimumScaleFactor(0.4)
                }
            }
            """
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Tools/Sources/StampVersion.swift", source)
        #expect(AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 1)).findings.isEmpty)
    }

    /// A font on a button whose label is a bitmap only (`Image(uiImage:)`, also through a view property)
    /// sizes nothing on screen; on a button with a title it sizes the title.
    @Test func aFontOnABitmapOnlyButtonSizesNothing() throws {
        let source = """
            import SwiftUI

            struct ComposerBar: View {
                let send: () -> Void
                var body: some View {
                    HStack {
                        Button(action: send, label: { sendGlyph })
                            .font(.system(size: 30))
                        Button(action: send, label: { Text("Send") })
                            .font(.system(size: 30))
                    }
                }

                private var sendGlyph: some View {
                    Image(uiImage: IconSet.paperPlane.image(ofSize: CGSize(width: 30, height: 30)))
                        .renderingMode(.template)
                }
            }
            """
        #expect(try AuditedFiles.findings(in: source, at: "App/Composer/ComposerBar.swift", rule: "fixed-font-size").map(\.line) == [10])
    }

    /// A text field draws its prompt in its own font: a prompt given as `prompt:`, also through a local,
    /// is none of the screen's type levels.
    @Test func aTextFieldsPromptIsNoTypeLevel() throws {
        let source = """
            import SwiftUI

            struct RenameSheet: View {
                @Binding var name: String
                let placeholder: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Rename").font(.largeTitle)
                        field
                        TextField("Note", text: $name, prompt: Text("Optional note"))
                            .font(.title)
                        Button("Save") {}.font(.headline)
                    }
                }

                private var field: some View {
                    let prompt = Text(placeholder).foregroundStyle(.tertiary)
                    return TextField("Name", text: $name, prompt: prompt)
                        .font(.title)
                }
            }
            """
        #expect(try AuditedFiles.findings(in: source, at: "App/Rename/RenameSheet.swift", rule: "too-many-type-levels").isEmpty)
    }

    /// `UIColor` is watchOS's too: a watch app's SwiftUI file that names it is judged for the watch its
    /// folder's files are for, where 11 pt is below the minimum.
    @Test func aWatchFileNamingUIColorIsStillTheWatchs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Watch/WatchApp.swift", """
            import SwiftUI
            import WatchKit

            @main struct PantryWatchApp: App {
                var body: some Scene { WindowGroup { ShelfHeader(status: "Synced") } }
            }
            """)
        try directory.write("Watch/ShelfHeader.swift", """
            import SwiftUI

            struct ShelfHeader: View {
                let status: String
                var body: some View {
                    Text(status)
                        .font(.system(size: 11))
                        .foregroundStyle(Color(uiColor: UIColor.systemGray))
                }
            }
            """)
        #expect(AuditedFiles.places(in: directory, rule: "below-minimum-size") == ["Watch/ShelfHeader.swift:7"])
    }

    /// A size chosen between two constants (`compact ? Metrics.captionSize : Metrics.bodySize`) is fixed as a
    /// choice of two literals is: both sizes are named.
    @Test func aSizeChosenBetweenTwoConstantsIsFixed() throws {
        let source = """
            import SwiftUI

            struct GaugeLabel: View {
                enum Metrics {
                    static let captionSize: CGFloat = 13
                    static let bodySize: CGFloat = 17
                }
                let title: String
                let compact: Bool
                var body: some View {
                    Text(title)
                        .font(.system(size: compact ? Metrics.captionSize : Metrics.bodySize))
                }
            }
            """
        let findings = try AuditedFiles.findings(in: source, at: "App/Gauge/GaugeLabel.swift", rule: "fixed-font-size")
        #expect(findings.map(\.line) == [12])
        #expect(findings.first?.message.contains("13 or 17 pt") == true)
    }
}
