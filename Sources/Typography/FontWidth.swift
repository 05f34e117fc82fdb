/// A width of the system font (`UIFont.Width` / `Font.Width`), narrowest first.
public enum FontWidth: String, CaseIterable, Sendable, Hashable, Codable {
    case compressed
    case condensed
    case standard
    case expanded

    /// The `UIFont.Width` / `NSFont.Width` raw value (R12, spec §8.3): −0.3, −0.2, 0, 0.2.
    public var systemRawValue: Double {
        switch self {
        case .compressed: -0.3
        case .condensed: -0.2
        case .standard: 0
        case .expanded: 0.2
        }
    }

    /// Parses a width name case-insensitively (`condensed`, `.condensed`, `UIFont.Width.condensed`).
    public init?(name: String) {
        let key = nameKey(name, droppingPrefixes: ["uifontwidth", "nsfontwidth", "fontwidth", "width"])
        guard let width = FontWidth.allCases.first(where: { $0.rawValue == key }) else { return nil }
        self = width
    }
}
