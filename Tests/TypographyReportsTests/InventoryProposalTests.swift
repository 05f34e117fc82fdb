import Foundation
import SwiftSource
import Testing
import Typography
import TypographyAudit
@testable import TypographyReports

/// The proposed scale: each font to its nearest text style (display sizes keep theirs), and a screen
/// with more levels than `too-many-type-levels` allows merged as the rule proposes.
@Suite struct InventoryProposalTests {
    static func inventory(_ source: String, maxLevels: Int = 3) -> Inventory {
        Inventory(files: [InventoryAdapter.extract(FileAnalysis(file: SourceFile(path: "App/Screen.swift", text: source)))],
                  maxLevels: maxLevels)
    }

    static let busy = """
        import SwiftUI
        struct OrderDetail: View {
            let order: Order
            var body: some View {
                VStack(alignment: .leading) {
                    Text(order.name).font(.largeTitle)
                    Text(order.status).font(.title2)
                    Text(order.summary)
                    Text(order.note).font(.callout)
                    Text(order.address).font(.subheadline)
                    Text(order.date, style: .date).font(.footnote)
                    Text(order.id).font(.system(size: 10))
                }
            }
        }
        """

    @Test func aBusyScreenIsMergedToTheRulesThreeLevels() throws {
        let screen = try #require(Self.inventory(Self.busy).screens.first)
        #expect(screen.levels == [34, 22, 17, 16, 15, 13, 10])
        #expect(screen.proposedLevels == [34, 17, 13])
        #expect(screen.moves.map(\.from) == [22, 16, 15, 10])
        #expect(screen.moves.map(\.to) == [17, 17, 17, 13])
        #expect(screen.proposalNote == nil)
        #expect(InventoryText.proposalNote(screen) == "22 → 17, 16 → 17, 15 → 17, 10 → 13 pt")
    }

    @Test func theMergeIsWhatTheRuleProposes() throws {
        let rule = try #require(RuleRegistry.rule("too-many-type-levels"))
        let result = AuditEngine.run(AuditOptions(jobs: 1, rules: [rule],
                                                  standardInput: StandardInputFile(path: "App/Screen.swift", bytes: Array(Self.busy.utf8))))
        let message = try #require(result.findings.first?.message)
        #expect(message.hasSuffix("keep to 3: primary 34 pt, secondary 17 pt, tertiary 13 pt (22 → 17, 16 → 17, 15 → 17, 10 → 13)"),
                "\(message)")
    }

    @Test func aScreenWithinTheMaximumKeepsItsLevels() throws {
        let screen = try #require(Self.inventory(Self.busy, maxLevels: 7).screens.first)
        #expect(screen.proposedLevels == [34, 22, 17, 16, 15, 13, 11])
        #expect(screen.moves.isEmpty)
        let four = try #require(Self.inventory(Self.busy, maxLevels: 4).screens.first)
        // Two secondaries: the two levels nearest the body size.
        #expect(four.proposedLevels == [34, 17, 16, 13])
        #expect(four.proposalNote == nil)
    }

    @Test func aMaximumBelowThreeSaysWhy() throws {
        let screen = try #require(Self.inventory(Self.busy, maxLevels: 2).screens.first)
        #expect(screen.proposedLevels.count == 7)
        #expect(screen.proposalNote?.contains("maxLevels 2 is below 3") == true)
    }

    static let timer = """
        import SwiftUI
        struct Countdown: View {
            let remaining: Date
            var body: some View {
                VStack {
                    Text(remaining, style: .timer).font(.system(size: 64, weight: .thin).monospacedDigit())
                    Text("Bloom").font(.system(size: 20, weight: .semibold))
                    Text("Pour slowly")
                    Text("Step 2 of 4").font(.caption)
                }
            }
        }
        """

    @Test func aDisplaySizeKeepsItsSizeAndScales() throws {
        let inventory = Self.inventory(Self.timer)
        let timer = try #require(inventory.entries.first)
        #expect(timer.font.size == 64)
        #expect(timer.keepsSize)
        #expect(timer.proposedSize == 64)
        #expect(timer.proposal?.style == .largeTitle)
        #expect(InventoryText.proposal(timer) == "64 pt scaled along .largeTitle · Thin")
        #expect(InventoryText.beforeAfter(timer) == "64 → 64 pt (display size: keeps its size, scales)")
        // 20 pt is 0 pt from .title3: it moves.
        let step = try #require(inventory.entries.first { $0.font.size == 20 })
        #expect(!step.keepsSize)
        let screen = try #require(inventory.screens.first)
        #expect(screen.proposedLevels == [64, 17, 12])
    }

    @Test func displaySizesPastTheMaximumAreKeptAndSaidSo() throws {
        let screen = try #require(Self.inventory("""
            import SwiftUI
            struct Scoreboard: View {
                let game: Game
                var body: some View {
                    VStack {
                        Text(game.score).font(.system(size: 72, weight: .bold))
                        Text(game.clock).font(.system(size: 48))
                        Text(game.teams).font(.title2)
                        Text(game.venue)
                        Text(game.kickoff, style: .time).font(.caption)
                    }
                }
            }
            """).screens.first)
        #expect(screen.levels == [72, 48, 22, 17, 12])
        #expect(screen.proposedLevels == [72, 48, 17, 12])
        #expect(screen.moves.map(\.from) == [22])
        #expect(screen.proposalNote == "display sizes keep their size (72, 48 pt): 4 levels, more than 3")
    }

    @Test func thePageShowsTheMovesAndTheReason() {
        let page = String(decoding: InventoryPage.render(Self.inventory(Self.timer)), as: UTF8.self)
        #expect(page.contains("20 → 17 pt"))
        #expect(page.contains("64 pt scaled along .largeTitle"))
        #expect(!page.contains(".largeTitle (34 pt)"))
    }
}

/// The pages' samples: an app's own words, or neutral text, never one app's copy for every app.
@Suite struct PageSampleTests {
    @Test func theInventorySetsEachFontInItsOwnWords() throws {
        let inventory = InventoryProposalTests.inventory("""
            import SwiftUI
            struct Checkout: View {
                let total: String
                var body: some View {
                    VStack {
                        Text("Order summary").font(.system(size: 28, weight: .bold))
                        Text(total).font(.system(size: 20))
                        Text("checkout.footer_note").font(.system(size: 13))
                    }
                }
            }
            """)
        #expect(inventory.entries.map(\.sample) == ["Order summary", Inventory.neutralSample, Inventory.neutralSample])
        let page = String(decoding: InventoryPage.render(inventory), as: UTF8.self)
        #expect(page.contains(">Order summary</div>"))
        #expect(!page.contains("Brew"))
    }

    @Test func theSpecimenSamplesAreNeutral() {
        let page = SpecimenPage.render(Specimen(platform: .ios))
        #expect(!page.contains("Brew"))
        #expect(page.contains("Section title"))
    }
}

/// Each chart of the inventory page has an accessible name and a legend; a platform whose sizes
/// across the categories are not published gets no empty chart, and the page says so.
@Suite struct ChartAccessibilityTests {
    @Test func everyChartHasANameAndTheChartsALegend() throws {
        let page = String(decoding: InventoryPage.render(InventoryProposalTests.inventory(InventoryProposalTests.timer)), as: UTF8.self)
        let charts = page.components(separatedBy: "<svg").dropFirst()
        #expect(charts.count >= 2)
        for chart in charts {
            let head = String(chart.prefix(400))
            #expect(head.contains("role=\"img\" aria-label=\""), "\(head)")
            #expect(head.contains("<title>"), "\(head)")
        }
        #expect(page.contains("aria-label=\"System 64 pt · Thin: flat at 64 pt\""))
        // One legend above the overview, one above the small charts.
        #expect(page.components(separatedBy: "data-chart-legend").count - 1 == 2)
        #expect(page.contains("stops at a cap</li>"))
    }

    @Test func aPlatformWithoutPublishedSizesGetsNoChart() {
        let use = FontUse(font: InventoryFont(family: .system, platform: .visionos, size: 17, weight: .regular, scaling: .curve(.body)),
                          path: "Vision/Panel.swift", line: 3, screen: "Panel", view: "Text")
        let inventory = Inventory(files: [InventoryFile(path: "Vision/Panel.swift", uses: [use], textSites: 1, scalingTextSites: 1)])
        let page = String(decoding: InventoryPage.render(inventory), as: UTF8.self)
        #expect(!page.contains("<svg"))
        #expect(page.contains("No chart for visionOS"))
    }
}
