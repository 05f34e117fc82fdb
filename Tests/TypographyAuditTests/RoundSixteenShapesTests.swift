import Foundation
import Testing
@testable import TypographyAudit

/// Session 16's shapes of issue 24: text held to one line in a bar.
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
}
