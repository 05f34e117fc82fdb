import Foundation
import Testing
@testable import TypographyAudit

/// What issue 15 changed that the rules' examples do not show by themselves: test targets out of
/// the audit unless configured, cross-file facts from the first pass, and fixes that stop being exact.
@Suite struct AccuracyTests {
    static let fixedFont = "import SwiftUI\nlet badge = Font.system(size: 9)\n"

    static func rules(in directory: TemporaryDirectory) -> [String] {
        AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 1)).findings
            .map { "\(String($0.path.dropFirst(directory.path.count + 1))) \($0.ruleID)" }.sorted()
    }

    @Test func testTargetsAreLeftOutByDefault() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App/Badge.swift", Self.fixedFont)
        try directory.write("AppTests/BadgeTests.swift", Self.fixedFont)
        try directory.write("Tests/Snapshots/Badge.swift", Self.fixedFont)
        try directory.write("App/Preview+Testing.swift", "import Testing\n" + Self.fixedFont)
        #expect(Self.rules(in: directory) == ["App/Badge.swift below-minimum-size", "App/Badge.swift fixed-font-size"])
    }

    @Test func configurationIncludesTestTargets() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".typecase.json", #"{ "includeTests": true, "rules": { "below-minimum-size": { "enabled": false } } }"#)
        try directory.write("AppTests/BadgeTests.swift", "import XCTest\n" + Self.fixedFont)
        #expect(Self.rules(in: directory) == ["AppTests/BadgeTests.swift fixed-font-size"])
    }

    @Test func includeTestsMustBeABoolean() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(".typecase.json", #"{ "includeTests": "yes" }"#)
        try directory.write("App/Badge.swift", Self.fixedFont)
        let result = AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 1))
        #expect(result.configurationErrors.map(\.message).contains { $0.contains("'includeTests' must be true or false") })
    }

    /// A view model's `@Published` count, a modifier that sets a font and a row height constant, each in
    /// a file of its own, are known where they are used.
    @Test func factsOfOtherFilesReachTheirUses() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Model/InboxModel.swift", """
            import Foundation
            final class InboxModel: ObservableObject {
                @Published var unreadCount = 0
            }
            """)
        try directory.write("Kit/View+Kit.swift", """
            import SwiftUI
            extension View {
                func eyebrow() -> some View { font(.caption.weight(.semibold)) }
            }
            enum Metrics { static let rowHeight: CGFloat = 22 }
            """)
        try directory.write("UI/InboxView.swift", """
            import SwiftUI
            struct InboxView: View {
                @StateObject private var model = InboxModel()
                var body: some View {
                    VStack {
                        Text("\\(model.unreadCount)")
                        Text("New").eyebrow().frame(height: 14)
                        HStack { Text("Inbox") }.font(.headline).frame(height: Metrics.rowHeight)
                    }
                }
            }
            """)
        let findings = AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 1)).findings
        #expect(findings.map { "\($0.location.line) \($0.ruleID)" } == [
            "6 proportional-changing-digits", "7 text-clips-at-large-sizes", "8 text-clips-at-large-sizes",
        ])
        #expect(findings[0].message.contains("@Published 'model.unreadCount'"))
        #expect(findings[1].message.contains(".caption text already at the default size (a line needs 16 pt)"))
        #expect(findings[2].message.contains("22 pt clips .headline text from xLarge"))
    }

    @Test func kerningWrapperCalledWithZeroIsNotTurnedIntoTracking() {
        let text = """
            import SwiftUI
            extension View {
                func spaced(_ amount: CGFloat) -> some View { kerning(amount) }
            }
            let a = Text("A").spaced(2)
            let b = Text("B").spaced(flag ? 0 : 1)
            """
        let wrapper = RuleExamples.findings(of: "kerning-instead-of-tracking", in: text).first { $0.location.line == 3 }
        #expect(wrapper?.fix == nil)
        #expect(wrapper?.fixUnavailable?.contains("spaced is called with 0") == true)
        let plain = RuleExamples.findings(of: "kerning-instead-of-tracking",
                                          in: text.replacingOccurrences(of: "flag ? 0 : 1", with: "1"))
        #expect(plain.first { $0.location.line == 3 }?.fix?.isExact == true)
    }
}
