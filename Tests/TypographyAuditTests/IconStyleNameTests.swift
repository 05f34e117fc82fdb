import SwiftSource
import Testing
@testable import TypographyAudit

/// A style whose name says icons (`symbol`, `icon`, `glyph`, in any case) sizes symbols with its
/// fonts; the name is read on its bytes when it is ASCII and as Unicode text otherwise.
@Suite struct IconStyleNameTests {
    /// Whether the one font of a button style named `name` sizes symbols only.
    private func sizesSymbolsOnly(styleNamed name: String) -> Bool {
        let analysis = FileAnalysis(file: SourceFile(path: "Style.swift", text: """
            import SwiftUI
            struct \(name): ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.font(.system(size: 14))
                }
            }
            """))
        return analysis.fonts.count == 1 && analysis.isSymbolFont(analysis.fonts[0])
    }

    @Test(arguments: ["IconButtonStyle", "SFSYMBOLButtonStyle", "ToolbarGlyphStyle", "ÜberIconButtonStyle", "ÍconoGLYPHStyle"])
    func aStyleNamedForIconsSizesSymbols(_ name: String) {
        #expect(sizesSymbolsOnly(styleNamed: name), "\(name)")
    }

    @Test(arguments: ["PrimaryButtonStyle", "IcoButtonStyle", "SymboButtonStyle", "ÜberButtonStyle"])
    func otherStylesSizeText(_ name: String) {
        #expect(!sizesSymbolsOnly(styleNamed: name), "\(name)")
    }
}
