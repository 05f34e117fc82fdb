import Foundation
import Testing
@testable import TypographyAudit

/// Session 16's shapes of issue 24: text held to one line in a bar, and values a formatter class makes.
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
}
