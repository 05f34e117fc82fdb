import Foundation
import SwiftSource
import Testing
import Typography
import TypographyAudit
@testable import TypographyReports

/// What the inventory counts as the app's own type: the share of scaling text is Dynamic Type's
/// (macOS text is left out of it), and a system font asked for by its PostScript name is the
/// system font, not a custom family.
@Suite struct InventoryPlatformTests {
    @Test func scalingShareLeavesOutMacOSText() {
        let inventory = InventoryTests.inventory(["App/Panel.swift": """
            import SwiftUI
            struct Panel: View {
                var body: some View {
                    VStack {
                        Text("Title").font(.title)
                        Text("Count").font(.system(size: 15))
                        #if os(macOS)
                        Text("Shortcut").font(.system(size: 11))
                        Text("Menu").font(.system(size: 13))
                        #endif
                    }
                }
            }
            """])
        // Four sites have fonts; the two macOS ones have no text size to follow.
        #expect(inventory.entries.map(\.uses.count).reduce(0, +) == 4)
        #expect(inventory.textSites == 2)
        #expect(inventory.scalingTextSites == 1)
        #expect(InventoryText.scalingSummary(inventory) == "50% of 2 text sites scale with Dynamic Type (1).")
    }

    @Test func onlyMacOSTextHasNoShare() {
        let inventory = InventoryTests.inventory(["Mac/Sidebar.swift": """
            import SwiftUI
            #if os(macOS)
            struct Sidebar: View {
                var body: some View { Text("Library").font(.system(size: 13)) }
            }
            #endif
            """])
        #expect(inventory.textSites == 0)
        #expect(inventory.scalingShare == nil)
        #expect(InventoryText.scalingSummary(inventory) == "No text sites on a platform with Dynamic Type.")
    }

    @Test func systemFontPostScriptNamesAreTheSystemFont() {
        let inventory = InventoryTests.inventory(["App/Card.swift": """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Price").font(.custom("SFProDisplay-Semibold", size: 24))
                        Text("Name").font(.custom("SFUI-Regular", size: 15))
                        Text("Note").font(.custom(".SFNSText", size: 13))
                        Text("Quote").font(.custom("Georgia-Italic", size: 17))
                    }
                }
            }
            """])
        #expect(inventory.customFamilies.map(\.name) == ["Georgia-Italic"])
        let price = inventory.entries.first { $0.font.size == 24 }
        #expect(price?.font.family == .system)
        #expect(price?.font.weight == .semibold)
        #expect(inventory.entries.first { $0.font.size == 15 }?.font.family == .system)
        #expect(inventory.entries.first { $0.font.size == 13 }?.font.family == .system)
    }
}
