import SwiftSource
import Testing
@testable import TypographyAudit

/// The second pass of a run takes the symbols the first pass collected for a kept tree (without the
/// run's) only when the run's symbols cannot change them; either way its analysis is the one
/// collected with the run's symbols.
@Suite struct FirstPassSymbolsTests {
    /// Another file of the run: an extension font, a number constant and a family name of a type.
    static let theme = """
        import SwiftUI
        extension Font {
            static let brandTitle = Font.system(size: 28, weight: .bold)
        }
        enum Metrics {
            static let bodySize: CGFloat = 15
        }
        enum FontName {
            static let brand = "Inter-Bold"
        }
        """

    /// A file as the run's two passes see it: its tree, what the first pass computed for it, and
    /// the run's symbols (its facts and the theme's).
    static func run(_ text: String) -> (tree: SyntaxTree, firstPass: FirstPassAnalysis, run: ProjectSymbols) {
        let tree = SyntaxTree.parse(SourceFile(path: "Screen.swift", text: text))
        let (facts, firstPass) = FileAnalysis.projectFacts(of: tree, names: ComponentNames(tree), configuredPlatform: nil,
                                                           readsPlacements: false)
        let theme = FileAnalysis.projectFacts(of: SyntaxTree.parse(SourceFile(path: "Theme.swift", text: Self.theme)))
        return (tree, firstPass, ProjectSymbols([theme, facts]))
    }

    /// The declared fonts and the font expressions of an analysis, with their values.
    static func fonts(_ analysis: FileAnalysis) -> [String] {
        analysis.declaredFonts.map { "\($0.name) \($0.value)" } + analysis.fonts.map { "\($0.value)" }
    }

    @Test func symbolsNamingNothingOfTheRunAreTaken() {
        let (tree, firstPass, run) = Self.run("""
            import SwiftUI
            enum AppType { static let caption = Font.system(size: 11) }
            struct Screen: View { var body: some View { Text("Hi").font(AppType.caption) } }
            """)
        #expect(firstPass.symbols.table.includingRun(run, in: tree) != nil)
        let taken = FileAnalysis(tree: tree, configuredPlatform: nil, project: run, firstPass: firstPass)
        let collected = FileAnalysis(tree: tree, configuredPlatform: nil, project: run, firstPass: nil)
        #expect(Self.fonts(taken) == Self.fonts(collected))
        #expect(taken.declaredFonts.map(\.value.size) == [11])
    }

    /// A declaration naming a font, a number constant or a family name of the run, or a font the file exports
    /// further down, reads differently with the run's symbols: the second pass collects again.
    @Test(arguments: [
        "enum AppType { static let heading = Font.brandTitle.italic() }",
        "enum AppType { static let body = Font.system(size: Metrics.bodySize) }",
        "enum AppType { static let brand = Font.custom(FontName.brand, size: 28) }",
        "extension Font {\n    static let heading = Font.subtitle.bold()\n    static let subtitle = Font.system(size: 13)\n}",
    ])
    func symbolsNamingTheRunsAreCollectedAgain(_ declaration: String) {
        let (tree, firstPass, run) = Self.run("import SwiftUI\n" + declaration)
        #expect(firstPass.symbols.table.includingRun(run, in: tree) == nil)
        let second = FileAnalysis(tree: tree, configuredPlatform: nil, project: run, firstPass: firstPass)
        let collected = FileAnalysis(tree: tree, configuredPlatform: nil, project: run, firstPass: nil)
        #expect(Self.fonts(second) == Self.fonts(collected))
        // What the first pass found alone differs: taking it would have been wrong.
        #expect(firstPass.symbols.declaredFonts.map { "\($0.name) \($0.value)" }
            != collected.declaredFonts.map { "\($0.name) \($0.value)" })
    }

    /// The models the first pass read are the ones the file's analysis gives its rules.
    @Test func modelsOfTheFirstPassAreTheFiles() {
        let (tree, firstPass, run) = Self.run("""
            import SwiftUI
            final class Timer: ObservableObject { @Published var elapsed: Double = 0 }
            """)
        let second = FileAnalysis(tree: tree, configuredPlatform: nil, project: run, firstPass: firstPass)
        #expect(second.declaredModels.map(\.name) == ["Timer"])
        #expect(second.declaredModels.map(\.numbers) == ObservableModel.models(in: tree).map(\.numbers))
    }
}
