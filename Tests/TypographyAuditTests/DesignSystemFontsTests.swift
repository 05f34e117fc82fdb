import SwiftSource
import Testing
import Typography
@testable import TypographyAudit

/// Fonts a design system declares as members of its own types and the screens read through them:
/// an instance a static property holds (`.font(.brand.title)` with `extension Font { static let
/// brand = BrandFonts() }`), and a type nested in another (`Theme.Fonts.note`).
@Suite struct DesignSystemFontsTests {
    /// The design system, in its own file (a `Font.TextStyle` namespace of the same name besides).
    static let theme = """
        import SwiftUI
        public extension Font {
            static let brand = BrandFonts()
        }
        public struct BrandFonts {
            public let caption = Font.caption
            public let emphasis = Font.callout.weight(.semibold)
            public let hero = Font.system(size: 40, weight: .bold)
        }
        public extension Font.TextStyle {
            static let brand = BrandTextStyles()
        }
        public struct BrandTextStyles {
            public let caption = Font.TextStyle.caption
        }
        public enum Theme {
            public enum Fonts {
                public static let note: SwiftUI.Font = .footnote
                public static let tiny: SwiftUI.Font = .system(size: 10)
            }
        }
        """

    static let screen = """
        import SwiftUI
        struct Receipt: View {
            let total: String
            var body: some View {
                VStack {
                    Text(total).font(.brand.hero)
                    Text("Paid").font(.brand.emphasis)
                    Text("Thank you").font(Font.brand.caption)
                    Text("VAT included").font(Theme.Fonts.note)
                    Text("Ref 2210").font(Theme.Fonts.tiny)
                    Text("Unknown").font(.brand.missing)
                }
            }
        }
        """

    /// The sizes of the screen's texts, each analysed with the run's symbols, through the first
    /// pass's table and without it.
    static func sizes() -> [[Double?]] {
        let tree = SyntaxTree.parse(SourceFile(path: "Receipt.swift", text: screen))
        let (facts, firstPass) = FileAnalysis.projectFacts(of: tree, names: ComponentNames(tree), configuredPlatform: nil,
                                                           readsPlacements: false)
        let theme = FileAnalysis.projectFacts(of: SyntaxTree.parse(SourceFile(path: "Theme.swift", text: theme)))
        let run = ProjectSymbols([theme, facts])
        return [firstPass, nil].map { pass in
            let analysis = FileAnalysis(tree: tree, configuredPlatform: .ios, project: run, firstPass: pass)
            return analysis.textSites.map { site in site.fonts.first.flatMap { $0.value.resolvedSize(on: .ios) } }
        }
    }

    @Test func fontsOfANamespaceInstanceAndOfANestedTypeResolve() {
        for sizes in Self.sizes() {
            #expect(sizes == [40, 16, 12, 13, 10, nil], "\(sizes)")
        }
    }

    @Test func theNamespaceInTheSameFileResolves() {
        let analysis = FileAnalysis(file: SourceFile(path: "One.swift", text: Self.theme + "\n" + Self.screen))
        let sizes = analysis.textSites.map { site in site.fonts.first.flatMap { $0.value.resolvedSize(on: .ios) } }
        #expect(sizes == [40, 16, 12, 13, 10, nil], "\(sizes)")
        #expect(analysis.textSites[1].fonts.first?.value.textStyle == .callout)
    }
}
