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
