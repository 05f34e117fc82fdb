import Foundation
import Testing
@testable import TypographyAudit

/// Round 8 of issue 24: an image made by a function of the file, a cache that a size-change observer in
/// another file clears, a status only ever given short localized text, and a row built from view properties.
@Suite struct RoundEightShapesTests {
    static func findings(in directory: TemporaryDirectory, rule: String) -> [String] {
        AuditedFiles.places(in: directory, rule: rule)
    }

    static func findings(in source: String, rule: String) throws -> [Int] {
        try AuditedFiles.findings(in: source, at: "Sources/Screen.swift", rule: rule).map(\.line)
    }

    /// A font on the image a helper of the file returns sizes a symbol; a font on the text a helper
    /// returns, or on a view it builds, is the text's.
    @Test func aFontOnAnImageFromAHelperSizesASymbol() throws {
        let source = """
            import SwiftUI

            struct TrailTabBar: View {
                let tabs: [TrailTab]
                @Binding var selection: TrailTab

                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(tabs) { tab in
                            Button { selection = tab } label: {
                                badgeImage(for: tab)
                                    .font(.system(size: 13))
                                    .symbolVariant(tab == selection ? .fill : .none)
                            }
                            caption(for: tab)
                                .font(.system(size: 13))
                            tabLabel(tab)
                                .font(.system(size: 13))
                        }
                    }
                }

                private func badgeImage(for tab: TrailTab) -> Image {
                    if let image = UIImage(named: tab.iconName) { return Image(uiImage: image) }
                    return Image(systemName: "questionmark.square")
                }

                private func caption(for tab: TrailTab) -> Text {
                    Text(tab.title)
                }

                private func tabLabel(_ tab: TrailTab) -> some View {
                    Label(tab.title, systemImage: tab.iconName)
                }
            }
            """
        #expect(try Self.findings(in: source, rule: "fixed-font-size") == [16, 18])
    }

    static let builder = """
        import UIKit

        struct ReceiptFormatter {
            private static var cache: [String: NSAttributedString] = [:]

            static func purgeCache() {
                cache.removeAll()
            }

            func format(_ receipt: String) -> NSAttributedString {
                if let cached = Self.cache[receipt] { return cached }
                let size = UIFont.preferredFont(forTextStyle: .body).pointSize
                let text = NSAttributedString(string: receipt, attributes: [
                    .font: UIFont.systemFont(ofSize: size, weight: .medium),
                ])
                Self.cache[receipt] = text
                return text
            }
        }
        """

    /// A type whose cache of fonts sized once a size-change observer in another file clears makes them
    /// again on a change; without that observer, the fonts stay behind.
    @Test func aCacheClearedOnSizeChangeInAnotherFileIsRebuilt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/Formatting/ReceiptFormatter.swift", Self.builder)
        #expect(Self.findings(in: directory, rule: "non-updating-scaled-font") == ["Sources/Formatting/ReceiptFormatter.swift:14"])
        try directory.write("Sources/App/SceneCoordinator.swift", """
            import UIKit

            final class SceneCoordinator {
                init() {
                    NotificationCenter.default.addObserver(self, selector: #selector(textSizeChanged),
                                                           name: UIContentSizeCategory.didChangeNotification, object: nil)
                }

                @objc private func textSizeChanged() {
                    ReceiptFormatter.purgeCache()
                }
            }
            """)
        #expect(Self.findings(in: directory, rule: "non-updating-scaled-font").isEmpty)
    }

    /// Another type's change notification, or a call that does not rebuild, leaves the fonts reported.
    @Test func otherNotificationsAndCallsDoNotRebuild() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/Formatting/ReceiptFormatter.swift", Self.builder)
        try directory.write("Sources/App/SyncCoordinator.swift", """
            import UIKit

            final class SyncCoordinator {
                init() {
                    NotificationCenter.default.addObserver(forName: ReceiptStore.didChangeNotification, object: nil, queue: .main) { _ in
                        ReceiptFormatter.purgeCache()
                    }
                    NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil,
                                                           queue: .main) { _ in
                        Analytics.log("text size changed")
                    }
                }
            }
            """)
        #expect(Self.findings(in: directory, rule: "non-updating-scaled-font") == ["Sources/Formatting/ReceiptFormatter.swift:14"])
    }

    /// A row's value read from a stored property that the file only ever sets to short localized
    /// constants is short; a stored property set from a name, or set only in another file, can be long.
    @Test func aStatusOnlyGivenShortConstantsIsShort() throws {
        let source = """
            import SwiftUI
            import UserNotifications

            struct AlertsSettingsView: View {
                @StateObject private var model = AlertsSettingsModel()

                var body: some View {
                    List {
                        HStack {
                            Text(L10n.Alerts.permissionTitle)
                            Spacer()
                            Text(model.permissionText)
                                .foregroundStyle(.secondary)
                        }
                        HStack {
                            Text(L10n.Alerts.deliveredTo)
                            Spacer()
                            Text(model.deviceName)
                                .foregroundStyle(.secondary)
                        }
                        HStack {
                            Text(L10n.Alerts.account)
                            Spacer()
                            Text(model.accountName)
                        }
                    }
                    .task { await model.refresh() }
                }
            }

            @MainActor final class AlertsSettingsModel: ObservableObject {
                @Published var permissionText: String = ""
                @Published var deviceName: String = ""
                @Published var accountName: String = ""

                func refresh() async {
                    let settings = await UNUserNotificationCenter.current().notificationSettings()
                    permissionText = Self.permissionText(for: settings.authorizationStatus)
                    let device = await DeviceRegistry.shared.currentDevice()
                    self.deviceName = device.name
                }

                private static func permissionText(for status: UNAuthorizationStatus) -> String {
                    switch status {
                    case .authorized: L10n.Alerts.Permission.allowed
                    case .denied: L10n.Alerts.Permission.denied
                    case .notDetermined: L10n.Alerts.Permission.notAsked
                    case .provisional, .ephemeral: L10n.Alerts.Permission.quiet
                    @unknown default: L10n.Alerts.Permission.unknown
                    }
                }
            }
            """
        #expect(try Self.findings(in: source, rule: "fixed-layout-at-accessibility-sizes") == [15, 21])
    }

    /// A row whose columns are view properties of the screen (one holding a long message through
    /// another property) sets them side by side; a row of an icon-font glyph beside one text column,
    /// and a row inside an accessibility representation, do not.
    @Test func columnsBuiltByViewProperties() throws {
        let source = """
            import SwiftUI

            struct AnnouncementBanner: View {
                let announcement: Announcement
                let onOpen: () -> Void
                let onDismiss: () -> Void

                var body: some View {
                    HStack(spacing: 0) {
                        openButton
                        dismissButton
                    }
                    .padding(.vertical, 12)
                }

                private var openButton: some View {
                    Button(action: onOpen) {
                        HStack(spacing: 8) {
                            Image(systemName: "megaphone")
                            message
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }

                private var message: some View {
                    Text(announcement.body)
                        .font(.subheadline)
                        .lineLimit(2)
                }

                private var dismissButton: some View {
                    Button(action: onDismiss) {
                        Text(L10n.Banner.dismiss)
                            .font(.subheadline.weight(.semibold))
                            .padding(.horizontal, 12)
                    }
                }
            }

            struct DeviceTile: View {
                let device: Device
                let style: TileStyle

                var body: some View {
                    HStack(spacing: 10) {
                        glyph
                        VStack(alignment: .leading) {
                            Text(verbatim: device.name)
                            Text(verbatim: device.room)
                        }
                    }
                    .accessibilityRepresentation {
                        HStack {
                            Text(device.kindName)
                            details
                        }
                    }
                }

                private var glyph: some View {
                    Text(verbatim: device.icon.unicode)
                        .font(style.iconFont)
                }

                private var details: some View {
                    Text(device.name)
                }
            }
            """
        #expect(try Self.findings(in: source, rule: "fixed-layout-at-accessibility-sizes") == [9])
    }
}
