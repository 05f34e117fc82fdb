extension FontWeight {
    /// The light weight (ultralight, thin or light) a font's family or PostScript name spells in its
    /// last word, ignoring case and an `Italic`/`Oblique` suffix: `HelveticaNeue-Light` → light,
    /// `Avenir Next Ultra Light` → ultralight, `Roboto-ThinItalic` → thin; nil for any other name.
    public static func lightWeight(inFamilyName name: String) -> FontWeight? {
        // Words split at `-` and spaces, read as bytes from the end (this runs for every custom
        // font): the last word, without its style suffix, and the one before.
        let bytes = Array(name.utf8)
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") }
        guard let final = bytes.last, !isSeparator(final) else { return nil }
        var lastStart = bytes.count
        while lastStart > 0 && !isSeparator(bytes[lastStart - 1]) { lastStart -= 1 }
        var lastEnd = bytes.count
        for style in styleSuffixes where lastEnd - lastStart > style.utf8CodeUnitCount
            && spells(bytes[(lastEnd - style.utf8CodeUnitCount)..<lastEnd], style) {
            lastEnd -= style.utf8CodeUnitCount
        }
        var previousEnd = lastStart
        while previousEnd > 0 && isSeparator(bytes[previousEnd - 1]) { previousEnd -= 1 }
        var previousStart = previousEnd
        while previousStart > 0 && !isSeparator(bytes[previousStart - 1]) { previousStart -= 1 }
        let last = bytes[lastStart..<lastEnd]
        let previous = bytes[previousStart..<previousEnd]
        if spells(last, "ultralight") || spells(last, "extralight") { return .ultraLight }
        if spells(last, "light") { return spells(previous, "ultra") || spells(previous, "extra") ? .ultraLight : .light }
        if spells(last, "thin") || spells(last, "hairline") { return .thin }
        return nil
    }

    private static let styleSuffixes: [StaticString] = ["italic", "oblique"]

    /// Whether `bytes`, with ASCII capitals lowercased, are `word`'s (a lowercase ASCII word).
    private static func spells(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            var index = 0
            for byte in bytes {
                let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                if folded != expected[index] { return false }
                index += 1
            }
            return true
        }
    }
}
