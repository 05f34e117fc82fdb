import SwiftSource
import Testing
@testable import TypographyAudit

/// The first pass parses a file for the views it places only when its tokens may place one: a
/// container's word in a comment, a string or another name (`AppSettings.shared`) costs a lex, not a parse.
@Suite struct PlacementTokensTests {
    static func mayPlace(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return ViewPlacement.mayPlaceViews(tokens: Lexer.tokenize(bytes), bytes: bytes)
    }

    @Test(arguments: [
        "Form { header }", "Settings {\n    PreferencesView()\n}", "Table(rows) { column }", "Table<Row, Columns>(of: Row.self) {}",
        "MenuBarExtra(\"Brew\") { BrewMenu() }", "content.toolbar { Button(\"Add\") {} }", "ToolbarItem(placement: .primaryAction) {}",
        "ToolbarItemGroup {}", "row.popover(isPresented: $shown) { Detail() }", "icon.help(\"Reloads the feed\")",
        "view.alert(\"Failed\", isPresented: $failed) {}", "view.confirmationDialog(\"Delete?\", isPresented: $asking) {}",
        "view.inspector(isPresented: $open) { Panel() }", "Menu(\"Sort\") { Options() }", "row.contextMenu { Actions() }",
        "case .systemSmall: Compact()", "if family == .accessoryCircular { Gauge() }", "Form /* the rows */ { rows }",
        "struct AppSettings: View {}", "final class SyncPreferences: NSViewController {}", "enum LayerInspectorView {}",
    ])
    func containersAndScreensMayPlaceViews(_ text: String) {
        #expect(Self.mayPlace(text))
    }

    @Test(arguments: [
        "let theme = AppSettings.shared.theme", "let isOn = Settings.shared.enabled", "// Form { header }",
        "let title = \"Show the toolbar { }\"", "/// Shown in a popover(…).", "var menu: Menu?", "let help = helpText",
        "struct AppSettingsStore {}", "let preferences = UserPreferences()", "func showAlert() {}", "let family = systemSmallSize",
    ])
    func otherUsesOfTheWordsDoNot(_ text: String) {
        #expect(!Self.mayPlace(text))
    }

    /// A file whose bytes have a container's word, but only in another name, is not parsed by the
    /// first pass (it was: `Settings` is in a third of the files of real apps); one that calls a container is.
    @Test func theFirstPassParsesOnlyTheFilesThatMayPlaceViews() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App/Theme.swift", "import SwiftUI\nlet accent = AppSettings.shared.accent\nlet label = Text(\"a\")\n")
        try directory.write("App/Screen.swift", "import SwiftUI\nstruct Screen: View {\n    var body: some View { Form { Header() } }\n}\n")
        let resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema)
        let files = FileDiscovery(resolver: resolver).discover([directory.path]).files
        try #require(files.map(\.path).map { $0.hasSuffix("Screen.swift") } == [true, false])
        let vocabularies = FileVocabularies(files: files, rules: RuleRegistry.all)
        let parsed = try files.indices.map { index in
            let bytes = try SourceReader.readBytes(files[index].absolutePath)
            return ProjectScan.declarations(of: bytes, file: files[index], index: index, platform: nil,
                                            vocabularies: vocabularies, keepsTree: true).kept != nil
        }
        #expect(parsed == [true, false])
    }
}
