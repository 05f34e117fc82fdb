import Foundation
import Testing
import TypographyAudit
@testable import TypographyReports

/// Modifiers and styles of a design system set the fonts the run declares, whatever file declares
/// them: a modifier whose font is a namespace's member declared in another file, one whose font is
/// a computed property below it (`if #available` picks the newest systems' font), a style reading a
/// property named `font`, and modifiers that set no font (`environment(\.key, …)` of another key, a
/// text the modifier adds itself, an action closure) leave the texts' fonts alone.
@Suite struct DesignSystemModifierTests {
    static let typeface = """
        import SwiftUI

        public extension View {
            func footnoteStyle() -> some View {
                font(.kit.small)
                    .foregroundColor(.secondary)
            }

            func sectionTitleStyle() -> some View {
                font(sectionTitleFont)
                    .padding(.top, 4)
            }

            func roomyList() -> some View {
                environment(\\.defaultMinListRowHeight, 52)
                    .scrollContentBackground(.hidden)
            }

            func savingOverlay(_ saving: Bool) -> some View {
                modifier(SavingOverlay(saving: saving))
            }

            private var sectionTitleFont: Font {
                if #available(iOS 18.0, *) {
                    .kit.emphasis
                } else {
                    .kit.small
                }
            }
        }

        public extension ButtonStyle where Self == PillButtonStyle {
            static func pill(_ tint: Color) -> PillButtonStyle { PillButtonStyle(tint: tint) }
        }

        public struct PillButtonStyle: ButtonStyle {
            var tint: Color
            private var font: Font { .kit.emphasis }

            public func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(font)
                    .padding(8)
                    .background(tint)
            }
        }

        struct SavingOverlay: ViewModifier {
            let saving: Bool

            func body(content: Content) -> some View {
                ZStack {
                    content
                    if saving { Text("Saving").glowing() }
                }
                .onChange(of: saving) { _, now in Chime.play(now) }
            }
        }
        """

    static let fonts = """
        import SwiftUI

        public extension Font {
            static let kit = KitFonts()
        }

        public struct KitFonts {
            public let small = Font.footnote
            public let emphasis = Font.callout.weight(.medium)
        }
        """

    static let screen = """
        import SwiftUI

        struct InvoicesScreen: View {
            @State private var saving = false

            var body: some View {
                Form {
                    Section {
                        Text("Paid this month")
                    } header: {
                        Text("Invoices").sectionTitleStyle()
                    } footer: {
                        Text("Invoices are kept for ten years.").footnoteStyle()
                    }
                    Button("Send reminder") { }
                        .buttonStyle(.pill(.orange))
                    Text("Due today").font(role: .warning)
                }
                .roomyList()
                .savingOverlay(saving)
            }
        }
        """

    /// Each text's font label by line of the screen.
    static func labels() throws -> [Int: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-kit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in [("Kit/Fonts.swift", fonts), ("Kit/Typeface.swift", typeface), ("App/InvoicesScreen.swift", screen)] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let (_, files) = AuditEngine.run(AuditOptions(paths: [folder.path], jobs: 1), inspector: InventoryAdapter.inspector)
        var labels: [Int: String] = [:]
        for entry in Inventory(files: files).entries {
            for use in entry.uses where use.path.hasSuffix("InvoicesScreen.swift") { labels[use.line] = entry.font.label }
        }
        return labels
    }

    @Test func modifiersAndStylesSetTheDesignSystemsFonts() throws {
        let labels = try Self.labels()
        #expect(labels[9] == ".body (default)", "\(labels)")
        #expect(labels[11] == ".callout · Medium", "\(labels)")
        #expect(labels[13] == ".footnote", "\(labels)")
        #expect(labels[15] == ".callout · Medium", "\(labels)")
        // The project's own `font(role:)`, whose font is not read, is not body.
        #expect(labels[17] == "Unknown font", "\(labels)")
    }
}
