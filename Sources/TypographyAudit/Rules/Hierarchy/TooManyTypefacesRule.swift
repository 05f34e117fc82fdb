import SwiftSource
import Typography

/// `too-many-typefaces`: more custom font families than a design can hold together.
///
/// Lint, once per project of the run (see ``ProjectRoot``): the custom families of every font expression of its files (declarations and
/// uses alike, and the custom fonts of Interface Builder documents; `AvenirNext-DemiBold` and
/// `Avenir Next Bold` are one family, Avenir Next; the SF and New York families are the system's), reported when there are more than `maxFamilies` (default
/// 2), at the first use of the least-used family — the first candidate to drop. The message lists
/// every family with its use count. Previews do not count. No fix.
struct TooManyTypefacesRule: RunRule {
    /// Custom families are built with `Font.custom`, `.font(.custom(…))`, `UIFont(name:size:)`.
    static let names: [KnownName] = [.font, .Font]
    static let options: [String: ConfigurationOptionType] = ["maxFamilies": .integer]

    static let description = RuleDescription(
        id: "too-many-typefaces",
        name: "Too many typefaces",
        defaultSeverity: .warning,
        rationale: "Each typeface adds a voice; the HIG advises few, and a hierarchy built from the weights and "
            + "sizes of one or two families reads as one design.",
        triggeringExamples: [
            """
            import SwiftUI
            extension Font {
                static let brand = Font.custom("Recoleta-SemiBold", size: 28, relativeTo: .title)
                static let brandBody = Font.custom("Recoleta-Regular", size: 17)
                static let note = Font.custom("Georgia", size: 15, relativeTo: .subheadline)
                static let stamp = ↓Font.custom("Courier", size: 13, relativeTo: .footnote)
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            import UIKit
            extension Font {
                static let brand = Font.custom("AvenirNext-DemiBold", size: 28, relativeTo: .title)
                static let brandBody = Font.custom("Avenir Next Regular", size: 17)
                static let note = Font.custom("Georgia", size: 15, relativeTo: .subheadline)
                static let code = Font.custom("SFMono-Regular", size: 13, relativeTo: .footnote)
            }
            let heading = UIFont(name: "AvenirNext-Bold", size: 22)
            """,
        ]
    )

    func check(_ context: inout RuleContext) {
        for font in context.file.fonts where !font.isInPreview {
            guard case .custom(let name?) = font.value.source, let family = Self.family(of: name) else { continue }
            context.contribute(family.key, detail: family.name, at: font.anchor)
        }
    }

    static func findings(from facts: [RunFact]) -> [Finding] {
        guard let first = facts.first else { return [] }
        let limit = first.configuration.integer("maxFamilies") ?? 2
        // Families in order of first use, with their counts.
        var order: [String] = []
        var uses: [String: (name: String, count: Int, first: RunFact)] = [:]
        for fact in facts {
            if let entry = uses[fact.key] {
                uses[fact.key] = (entry.name, entry.count + 1, entry.first)
            } else {
                order.append(fact.key)
                uses[fact.key] = (fact.detail, 1, fact)
            }
        }
        guard order.count > limit else { return [] }
        let families = order.compactMap { uses[$0] }
        // The least used family, the later first use among equals: the first candidate to drop.
        guard let candidate = families.reversed().min(by: { $0.count < $1.count }) else { return [] }
        let list = families.sorted { $0.count > $1.count }.map { "\($0.name) ×\($0.count)" }.joined(separator: ", ")
        return [Finding(at: candidate.first, message: .tooMany(families.count, list: list, limit: limit,
                                                               filesRead: first.project.filesReadPhrase))]
    }

    /// A family from a font name: the PostScript name before `-` (`AvenirNext-DemiBold`), or the name
    /// without trailing style words (`Avenir Next Demi Bold`), keyed without spaces and case; nil for
    /// the system families (SF Pro, SF Mono, New York, `.SFUI…`). Read on the UTF-8 bytes: it runs
    /// for every custom font of a run.
    static func family(of fontName: String) -> (key: String, name: String)? {
        var bytes = Array(fontName.utf8)
        if let dash = bytes.firstIndex(of: UInt8(ascii: "-")) { bytes.removeSubrange(dash...) }
        var words = bytes.split(separator: UInt8(ascii: " "))
        while words.count > 1, let last = words.last, isStyleWord(last) { words.removeLast() }
        let display = words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        let key = words.flatMap { $0.map(lowercasedASCII) }
        let system = ["sf", ".sf", "newyork"].contains { key.starts(with: $0.utf8) }
        guard !key.isEmpty, !system else { return nil }
        return (String(decoding: key, as: UTF8.self), display)
    }

    /// Whether a word is a style's (`Bold`, `DemiBold`, `italic`), in any case.
    private static func isStyleWord(_ word: ArraySlice<UInt8>) -> Bool {
        styleWords.contains { $0.utf8.count == word.count && zip($0.utf8, word).allSatisfy { $0 == lowercasedASCII($1) } }
    }

    /// An ASCII letter in lower case; other bytes as they are (a family name in another script keeps its case).
    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    private static let styleWords: [String] = [
        "thin", "ultralight", "extralight", "light", "regular", "book", "roman", "medium", "demi", "demibold",
        "semibold", "bold", "extrabold", "heavy", "black", "italic", "oblique", "condensed", "ultra", "extra", "semi",
    ]
}

fileprivate extension String {
    /// `filesRead`: the ``ProjectRoot/filesReadPhrase`` of a run on part of the project (the count covers what it read).
    static func tooMany(_ count: Int, list: String, limit: Int, filesRead: String?) -> String {
        let subject = filesRead.map { "\($0), use" } ?? "the project uses"
        return "\(subject) \(count) custom font families (\(list)); keep to \(limit) and build the hierarchy from "
            + "their sizes and weights"
    }
}
