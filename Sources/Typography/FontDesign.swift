/// A design of the system font (`Font.Design` / `UIFontDescriptor.SystemDesign`).
public enum FontDesign: String, CaseIterable, Sendable, Hashable, Codable {
    case `default`
    case rounded
    case monospaced
    case serif

    /// The family the design selects on a platform: SF Pro, SF Pro Rounded, SF Mono, New York;
    /// on watchOS SF Compact and SF Compact Rounded for the default and rounded designs.
    public func family(on platform: Platform) -> FontFamily {
        switch (self, platform) {
        case (.default, .watchos): .sfCompact
        case (.rounded, .watchos): .sfCompactRounded
        case (.default, _): .sfPro
        case (.rounded, _): .sfProRounded
        case (.monospaced, _): .sfMono
        case (.serif, _): .newYork
        }
    }

    /// Parses a design name case-insensitively (`rounded`, `.serif`, `Font.Design.monospaced`).
    public init?(name: String) {
        let key = nameKey(name, droppingPrefixes: ["uifontdescriptorsystemdesign", "systemdesign", "fontdesign", "design"])
        guard let design = FontDesign.allCases.first(where: { $0.rawValue == key }) else { return nil }
        self = design
    }
}
