/// What ``FileAnalysisBuilder/collectSymbols()`` finds in a file: the symbol table with the file's
/// own fonts, number constants and modifiers, the fonts it declares and what it declares for the
/// other files. The first pass of a run collects them without the run's symbols; the second pass
/// takes them (``FileAnalysisBuilder/collectSymbols(from:)``) instead of collecting them again when the
/// run's symbols cannot change them.
struct FileSymbols: Sendable {
    var table: FontSymbolTable
    var declaredFonts: [FontSymbol]
    var exportedFonts: [FontSymbol]
    var exportedTypeFonts: [FontSymbol]
    var exportedNumbers: [NumberSymbol]
    var exportedFamilyNames: [FamilyNameSymbol]
    var exportedFontNamespaces: [FontNamespaceSymbol]
    var exportedModifierFonts: [ModifierFont]
}

extension FileAnalysisBuilder {
    /// The symbols ``collectSymbols()`` found.
    var collectedSymbols: FileSymbols {
        FileSymbols(table: symbols, declaredFonts: declaredFonts, exportedFonts: exportedFonts,
                    exportedTypeFonts: exportedTypeFonts, exportedNumbers: exportedNumbers,
                    exportedFamilyNames: exportedFamilyNames, exportedFontNamespaces: exportedFontNamespaces,
                    exportedModifierFonts: exportedModifierFonts)
    }

    /// ``collectSymbols()``, or the symbols the first pass of the run collected (with a table
    /// recording its misses, see ``FontSymbolTable/recordingMisses()``) when the run's symbols,
    /// which the builder was made with, cannot change them.
    mutating func collectSymbols(from firstPass: FileSymbols?) {
        guard let firstPass, let table = firstPass.table.includingRun(symbols.project, in: tree) else {
            collectSymbols()
            return
        }
        symbols = table
        declaredFonts = firstPass.declaredFonts
        exportedFonts = firstPass.exportedFonts
        exportedTypeFonts = firstPass.exportedTypeFonts
        exportedNumbers = firstPass.exportedNumbers
        exportedFamilyNames = firstPass.exportedFamilyNames
        exportedFontNamespaces = firstPass.exportedFontNamespaces
        exportedModifierFonts = firstPass.exportedModifierFonts
    }
}
