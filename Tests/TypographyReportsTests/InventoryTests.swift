import Foundation
import SwiftSource
import Testing
import Typography
import TypographyAudit
@testable import TypographyReports

@Suite struct InventoryTests {
    static func inventory(_ sources: [String: String]) -> Inventory {
        let files = sources.sorted { $0.key < $1.key }.map { path, text in
            InventoryAdapter.extract(FileAnalysis(file: SourceFile(path: path, text: text)))
        }
        return Inventory(files: files)
    }

    /// The audit and the inventory of a run over `files` (paths relative to a temporary folder), as
    /// `typecase inventory` reads them: with each other's declarations and documents.
    static func run(_ files: [String: String]) throws -> (AuditResult, Inventory) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-inventory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let (audit, extracted) = AuditEngine.run(AuditOptions(paths: [folder.path], jobs: 1), inspector: InventoryAdapter.inspector)
        return (audit, Inventory(files: extracted))
    }

    static let detail = """
        import SwiftUI
        struct DetailView: View {
            var body: some View {
                VStack {
                    Text("Title").font(.system(size: 28, weight: .bold))
                    Text("Body")
                    Text("Note").font(.custom("Georgia", size: 17))
                    Text("Tiny").font(.system(size: 10))
                    Text("Capped").font(.title3).dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
        }
        #Preview { Text("Preview").font(.system(size: 40)) }
        """

    @Test func fontsUsesAndScreens() throws {
        let inventory = Self.inventory(["App/DetailView.swift": Self.detail])
        #expect(inventory.entries.map(\.font.label) == [
            "System 28 pt · Bold", ".title3", "\"Georgia\" 17 pt", ".body (default)", "System 10 pt",
        ])
        #expect(inventory.textSites == 5)
        #expect(inventory.scalingTextSites == 3)
        let title = inventory.entries[0]
        #expect(title.uses.map(\.line) == [5])
        #expect(title.uses.first?.screen == "DetailView")
        #expect(title.proposal?.style == .title)
        #expect(title.startsScaling)
        let screen = try #require(inventory.screens.first)
        #expect(screen.name == "DetailView")
        #expect(screen.levels == [28, 20, 17, 10])
        // Four levels: the rule's three (10 pt goes to 17, the smallest of 11 pt or more).
        #expect(screen.proposedLevels == [28, 20, 17])
        #expect(screen.startScaling == 2)
        #expect(inventory.customFamilies.map(\.name) == ["Georgia"])
    }

    @Test func extensionsOfAScreenInOtherFilesBelongToIt() throws {
        let inventory = Self.inventory([
            "App/RecipeDetail.swift": """
                import SwiftUI
                struct RecipeDetail: View {
                    var body: some View { VStack { Text("Guji").font(.largeTitle); footer } }
                }
                """,
            "App/RecipeDetail+Footer.swift": """
                import SwiftUI
                extension RecipeDetail {
                    var footer: some View { Text("Roasted").font(.footnote) }
                }
                extension View {
                    func badge() -> some View { overlay(Text("New").font(.caption2)) }
                }
                """,
        ])
        let screen = try #require(inventory.screens.first { $0.name == "RecipeDetail" })
        #expect(screen.levels == [34, 13])
        // An extension of a type that is no screen of the run stays with its file.
        #expect(inventory.screens.map(\.name) == ["RecipeDetail", "RecipeDetail+Footer.swift (no screen)"])
    }

    /// A screen's levels are those `too-many-type-levels` judges: its toolbar, alert and menu items
    /// are laid out apart, and of a `switch`'s cases the busiest counts; their fonts are still listed.
    @Test func levelsPerScreenAreTheRulesLevels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-levels-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{ "platform": "ios", "rules": { "too-many-type-levels": { "maxLevels": 2 } } }"#
            .write(to: folder.appendingPathComponent(".typecase.json"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI
            struct BrewScreen: View {
                @State private var confirming = false
                let state: BrewState
                var body: some View {
                    VStack {
                        Text("Guji").font(.title)
                        Text("Washed")
                        switch state {
                        case .brewing: Text("Brewing").font(.caption)
                        case .done:
                            Text("Done").font(.caption)
                            Text("1:16").font(.subheadline)
                        }
                        Menu("Grind") { Button("Fine") { }.font(.title3) }
                    }
                    .toolbar { ToolbarItem { Text("Queue").font(.caption2) } }
                    .alert("Delete?", isPresented: $confirming) {
                        Button("Delete") { }.font(.largeTitle)
                    } message: {
                        Text("Gone for good").font(.footnote)
                    }
                }
            }
            """.write(to: folder.appendingPathComponent("BrewScreen.swift"), atomically: true, encoding: .utf8)
        let rule = try #require(RuleRegistry.rule("too-many-type-levels"))
        let (result, files) = AuditEngine.run(AuditOptions(paths: [folder.path], jobs: 1, rules: [rule]),
                                              inspector: InventoryAdapter.inspector)
        let message = try #require(result.findings.first?.message)
        #expect(message.hasPrefix("BrewScreen uses 4 type levels (28 pt .title ×1, 17 pt .body ×2, 15 pt .subheadline ×1, "
            + "12 pt .caption ×1)"), "\(message)")
        let inventory = Inventory(files: files, maxLevels: 2)
        let screen = try #require(inventory.screens.first { $0.name == "BrewScreen" })
        #expect(screen.levels == [28, 17, 15, 12])
        #expect(screen.proposedLevels == [28, 17, 15, 12])
        #expect(screen.proposalNote?.contains("maxLevels 2 is below 3") == true)
        // The fonts apart from the screen are still its uses.
        #expect(Set(screen.entries.map { inventory.entries[$0].font.label }).isSuperset(of: [".caption2", ".largeTitle", ".footnote", ".title3"]))
    }

    /// The two sides of a choice never show together, as `too-many-type-levels` takes them: a choice
    /// of two sizes is both its fonts (each a use), and the screen's levels are its busiest side's.
    @Test func choicesAreStatesAsTheRuleTakesThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-choices-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI
            struct BrewTimer: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                let step: BrewStep
                var body: some View {
                    let compact = sizeClass == .compact
                    VStack {
                        Text(step.remaining, style: .timer).font(.system(size: 34, weight: .bold).monospacedDigit())
                        Text(step.name).font(.system(size: compact ? 13 : 20, weight: .semibold))
                        Text(step.instructions)
                        Text(step.hint).font(.footnote)
                    }
                }
            }
            struct BrewDashboard: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                let brew: Brew
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(brew.title).font(sizeClass == .compact ? .title3 : .title)
                        Text(brew.notes)
                        Text(brew.roaster).font(.system(size: sizeClass == .compact ? 13 : 17))
                        Text(brew.date, style: .relative).font(.footnote)
                    }
                }
            }
            """.write(to: folder.appendingPathComponent("Brew.swift"), atomically: true, encoding: .utf8)
        let rule = try #require(RuleRegistry.rule("too-many-type-levels"))
        let (result, files) = AuditEngine.run(AuditOptions(paths: [folder.path], jobs: 1, rules: [rule]),
                                              inspector: InventoryAdapter.inspector)
        #expect(result.findings.map(\.message).map { $0.prefix(24) } == ["BrewTimer uses 4 type le"])
        let inventory = Inventory(files: files)
        let timer = try #require(inventory.screens.first { $0.name == "BrewTimer" })
        #expect(timer.levels == [34, 20, 17, 13])
        let dashboard = try #require(inventory.screens.first { $0.name == "BrewDashboard" })
        #expect(dashboard.levels == [20, 17, 13])  // compact: .title3, 17 and 13 pt (the first of the busiest)
        // Both sizes of the choice are fonts of the inventory, at the same line.
        let roaster = inventory.entries.filter { $0.uses.contains { $0.screen == "BrewDashboard" && $0.line == 22 } }
        #expect(roaster.map(\.font.label) == ["System 17 pt", "System 13 pt"])
    }

    /// A view controller's levels include the fonts its extensions give labels, in any file, for the
    /// rule and the inventory alike; two private screens of one name keep their own file's texts.
    @Test func viewControllerExtensionsAndScreensOfOneName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-extensions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import UIKit
            final class CardViewController: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = .preferredFont(forTextStyle: .title1)
                }
            }
            extension CardViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    var content = cell.defaultContentConfiguration()
                    content.textProperties.font = .preferredFont(forTextStyle: .footnote)
                    cell.contentConfiguration = content
                    return cell
                }
            }
            private struct Row: View {
                var body: some View { Text("A").font(.title) }
            }
            """.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            import SwiftUI
            extension CardViewController {
                func style(_ label: UILabel) { label.font = .preferredFont(forTextStyle: .caption1) }
            }
            private struct Row: View {
                var body: some View { Text("B").font(.caption) }
            }
            """.write(to: folder.appendingPathComponent("Card+Style.swift"), atomically: true, encoding: .utf8)
        try #"{ "rules": { "too-many-type-levels": { "maxLevels": 1 } } }"#
            .write(to: folder.appendingPathComponent(".typecase.json"), atomically: true, encoding: .utf8)
        let rule = try #require(RuleRegistry.rule("too-many-type-levels"))
        let (result, files) = AuditEngine.run(AuditOptions(paths: [folder.path], jobs: 1, rules: [rule]),
                                              inspector: InventoryAdapter.inspector)
        #expect(result.findings.map(\.message).map { String($0.prefix(49)) }
            == ["CardViewController uses 3 type levels (28 pt .tit"])
        let inventory = Inventory(files: files)
        let card = try #require(inventory.screens.first { $0.name == "CardViewController" })
        #expect(card.levels == [28, 13, 12])
        #expect(inventory.screens.map(\.name).filter { $0.hasPrefix("Row") } == ["Row (Card+Style.swift)", "Row (Card.swift)"])
        #expect(inventory.screens.filter { $0.name.hasPrefix("Row") }.map(\.levels) == [[12], [28]])
    }

    @Test func growthAcrossTheCategories() throws {
        let inventory = Self.inventory(["App/DetailView.swift": Self.detail])
        func growth(_ label: String) throws -> InventoryGrowth {
            try #require(inventory.entries.first { $0.font.label == label }).growth
        }
        let body = try growth(".body (default)")
        #expect(body.kind == .grows)
        #expect(body.sizes.map(\.size) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        // Georgia 17 along Body: UIFontMetrics' whole points (17 × 2.1817 = 37.09 → 37 at AX3).
        let georgia = try growth("\"Georgia\" 17 pt")
        #expect(georgia.sizes[9].size == 37)
        #expect(georgia.sizes[9].size == FontMetrics.default.scaledFontSize(for: 17, at: .accessibility3))
        #expect(try growth("System 28 pt · Bold").kind == .flat)
        let capped = try growth(".title3")
        #expect(capped.kind == .capped)
        #expect(capped.stopsAt == .xxLarge)
        #expect(capped.sizes.last?.size == 24)
        // The fixed 28 pt title is overtaken by Body (53 at AX5), not by .title3, which stops at 24.
        let overtaking = try #require(inventory.screens.first?.overtakings.first { inventory.entries[$0.fixed].font.size == 28 })
        #expect(inventory.entries[overtaking.growing].font.label == ".body (default)")
        #expect(overtaking.from == .accessibility2)  // Body is 28 at AX1, 33 at AX2
        #expect(overtaking.growingSize == 53)
    }

    @Test func maximumPointSizeCapsUIKitFonts() throws {
        let source = """
            import UIKit
            final class CardViewController: UIViewController {
                let label = UILabel()
                let once = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir", size: 17)!, maximumPointSize: 28)
                    label.adjustsFontForContentSizeCategory = true
                    once.font = .preferredFont(forTextStyle: .headline)
                }
            }
            """
        let inventory = Self.inventory(["App/Card.swift": source])
        let avenir = try #require(inventory.entries.first { $0.font.customFamily == "Avenir" })
        #expect(avenir.font.maximumPointSize == 28)
        #expect(avenir.growth.kind == .capped)
        #expect(avenir.growth.sizes.last?.size == 28)
        #expect(avenir.uses.first?.screen == "CardViewController")
        let headline = try #require(inventory.entries.first { $0.font.textStyle == .headline })
        #expect(headline.font.scaling == .setOnce)
        #expect(headline.growth.kind == .flat)
        #expect(inventory.scalingTextSites == 1)
    }

    /// A document's button whose title label the owner's code makes adjust scales
    /// (`payButton.titleLabel?.adjustsFontForContentSizeCategory = true`, `payButton` a `…Button`
    /// class: the button's own title label, not an outlet of that class named `titleLabel`); the
    /// document's other button, left alone, is set once.
    @Test func aButtonsTitleLabelMadeToAdjustInCodeScales() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CheckoutViewController">
                        <connections>
                            <outlet property="payButton" destination="p" id="o1"/>
                            <outlet property="laterButton" destination="l" id="o2"/>
                        </connections>
                    </placeholder>
                    <view id="v"><subviews>
                        <button id="p"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><state key="normal" title="Pay"/></button>
                        <button id="l"><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/><state key="normal" title="Later"/></button>
                    </subviews></view>
                </objects>
            </document>
            """
        let code = """
            import UIKit
            final class CheckoutViewController: UIViewController {
                @IBOutlet private weak var payButton: SpinnerButton!
                @IBOutlet private weak var laterButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    payButton.titleLabel?.adjustsFontForContentSizeCategory = true
                }
            }
            """
        let (_, inventory) = try Self.run(["Checkout.xib": document, "CheckoutViewController.swift": code])
        let body = try #require(inventory.entries.first { $0.font.textStyle == .body })
        let footnote = try #require(inventory.entries.first { $0.font.textStyle == .footnote })
        #expect(body.font.scaling != .setOnce)
        #expect(footnote.font.scaling == .setOnce)
    }

    @Test func htmlEscapesNamesFromSource() {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View { Text("x").font(.custom("<script>alert('&')</script>", size: 12)) }
            }
            """
        let html = String(decoding: InventoryPage.render(Self.inventory(["App/V.swift": source])), as: UTF8.self)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;&amp;&#39;)&lt;/script&gt;"))
        #expect(html.components(separatedBy: " data-inventory-entry>").count - 1 == 1)
    }

    static let brewlog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Brewlog")

    static func brewlogInventory() -> Inventory {
        let (_, files) = AuditEngine.run(AuditOptions(paths: [brewlog.path], jobs: 1, rules: []),
                                         inspector: InventoryAdapter.inspector)
        // Paths relative to the package, as a user types them, so the golden files do not depend on the checkout.
        let root = brewlog.deletingLastPathComponent().deletingLastPathComponent().path + "/"
        return Inventory(files: files.map { file in
            var file = file
            file.path = String(file.path.dropFirst(root.count))
            file.uses = file.uses.map { use in
                var use = use
                use.path = String(use.path.dropFirst(root.count))
                return use
            }
            return file
        })
    }

    @Test func interfaceBuilderDocumentsOfTheExampleApp() throws {
        let inventory = Self.brewlogInventory()
        func uses(_ path: String) -> [(String, Int, String?, String)] {
            inventory.entries.flatMap { entry in
                entry.uses.filter { $0.path == path }.map { (entry.font.label, $0.line, $0.screen, entry.font.scalingLabel) }
            }.sorted { $0.1 < $1.1 }
        }
        // The storyboard's own fonts, under the scene's class or the cell's; the two labels whose font
        // the code sets (ratioLabel, notesLabel) are the code's uses, not the document's.
        let storyboard = uses("Examples/Brewlog/iOS/Brew.storyboard")
        #expect(storyboard.map(\.0) == ["System 17 pt", ".subheadline", ".headline", "System 17 pt · Semibold",
                                         "\"Avenir-Book\" 15 pt", "System 10 pt · Light"])
        #expect(storyboard.map(\.2) == ["BrewSummaryViewController", "BrewSummaryViewController", "BrewSummaryViewController",
                                         "BrewSummaryViewController", "RecipeCell", "RecipeCell"])
        #expect(storyboard[1].3 == "set once (no adjustsFontForContentSizeCategory)")
        #expect(storyboard[2].3 == "text style")
        // The document's fonts are its screens' levels, which the page says too-many-type-levels does not count.
        let summary = try #require(inventory.screens.first { $0.name == "BrewSummaryViewController" })
        #expect(summary.documentUses == 4)
        #expect(InventoryText.documentNote(inventory)?.hasPrefix("The levels of BrewSummaryViewController (4 uses) include") == true)
        // A xib's views group under its File's Owner (the bold system meta font is 13 pt).
        let xib = uses("Examples/Brewlog/Mac/PreferencesWindow.xib")
        #expect(xib.map(\.0) == ["System 13 pt · Bold", "System 9 pt", "\"Georgia\" 15 pt"])
        #expect(xib.allSatisfy { $0.2 == "PreferencesWindowController" })
        // The launch screen is drawn before the app runs: not part of the app's type.
        #expect(uses("Examples/Brewlog/iOS/LaunchScreen.storyboard").isEmpty)
        // notesLabel's code font is a text style, and its document adjusts it: it scales.
        let notes = try #require(inventory.entries.first { entry in
            entry.uses.contains { $0.path.hasSuffix("BrewSummaryViewController.swift") && $0.line == 14 }
        })
        #expect(notes.font.scaling == .curve(.body))
    }

    @Test func goldenJSONAndMarkdownOnTheExampleApp() throws {
        let inventory = Self.brewlogInventory()
        #expect(inventory.files == 11)
        try Golden.expect(String(decoding: InventoryJSON.render(inventory), as: UTF8.self), matches: "brewlog.inventory.json")
        try Golden.expect(String(decoding: InventoryMarkdown.render(inventory), as: UTF8.self), matches: "brewlog.inventory.md")
    }

    /// The three places that count a screen's levels agree, before and after `fix --approximate`: the
    /// rule's message, the inventory's screen and the fix summary's "Type levels" (issue 25). The screens
    /// mix what each must count the same way: an inherited stack font, weight-only emphasis (one level),
    /// a @ScaledMetric display size, a custom font, a Label, a Font extension, UIKit fonts kept by
    /// UIFontMetrics, and approximate moves that merge two levels (14 → 15 pt).
    @Test func levelCountsAgreeAcrossTheRuleTheInventoryAndTheFixSummary() throws {
        let files = [
            "Receipt.swift": """
                import SwiftUI
                extension Font {
                    static let stamp = Font.system(size: 26, weight: .heavy)
                }
                struct ReceiptView: View {
                    @ScaledMetric(relativeTo: .largeTitle) private var totalSize: CGFloat = 40
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Receipt").font(.stamp)
                            Text("12.50").font(.system(size: totalSize, weight: .bold))
                            VStack {
                                Text("Latte")
                                Text("Mocha").bold()
                            }
                            .font(.system(size: 17))
                            Text("Paid by card").font(.system(size: 15))
                            Label("Ready", systemImage: "cup.and.saucer").font(.system(size: 14))
                            Text("Order 1234").font(.custom("Avenir Next", size: 13))
                            Text("VAT included").font(.caption)
                        }
                    }
                }
                """,
            "Detail.swift": """
                import UIKit
                final class DetailViewController: UIViewController {
                    let titleLabel = UILabel()
                    let priceLabel = UILabel()
                    let noteLabel = UILabel()
                    let hintLabel = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        titleLabel.font = .systemFont(ofSize: 30, weight: .bold)
                        priceLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 18, weight: .medium)
                        noteLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 12))
                        hintLabel.font = .preferredFont(forTextStyle: .caption2)
                    }
                }
                """,
        ]
        func counts(_ files: [String: String]) throws -> (rule: [String: Int], inventory: [String: Int]) {
            let (audit, inventory) = try Self.run(files)
            var rule: [String: Int] = [:]
            for finding in audit.findings where finding.ruleID == "too-many-type-levels" {
                let words = finding.message.split(separator: " ")
                let count = try #require(words.firstIndex(of: "uses").flatMap { Int(words[$0 + 1]) })
                rule[String(words[0])] = count
            }
            return (rule, Dictionary(uniqueKeysWithValues: inventory.screens.map { ($0.name, $0.levels.count) }))
        }
        let before = try counts(files)
        #expect(before.rule == ["ReceiptView": 7, "DetailViewController": 4])
        #expect(before.inventory == before.rule)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-levels-fix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, text) in files { try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8) }
        let fixed = FixEngine.run(FixOptions(paths: [folder.path], jobs: 1, policy: FixPolicy(includesApproximate: true)))
        let summary = fixed.files.flatMap(\.levels)
        #expect(Dictionary(uniqueKeysWithValues: summary.map { ($0.screen, $0.before.count) }) == before.rule)
        var after: [String: String] = [:]
        for path in files.keys {
            after[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        let counted = try counts(after)
        #expect(counted.rule == ["ReceiptView": 6, "DetailViewController": 4])
        #expect(counted.inventory == counted.rule)
        #expect(Dictionary(uniqueKeysWithValues: summary.map { ($0.screen, $0.after.count) }) == counted.rule)
    }
}
