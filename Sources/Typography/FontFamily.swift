/// One of Apple's system font families.
///
/// The raw value is the command-line spelling (`sf-pro`, `new-york`).
public enum FontFamily: String, CaseIterable, Sendable, Hashable, Codable {
    case sfPro = "sf-pro"
    case sfProRounded = "sf-pro-rounded"
    case sfMono = "sf-mono"
    case newYork = "new-york"
    case sfCompact = "sf-compact"
    case sfCompactRounded = "sf-compact-rounded"

    /// The family's name as Apple writes it (`SF Pro`, `New York`).
    public var displayName: String {
        switch self {
        case .sfPro: "SF Pro"
        case .sfProRounded: "SF Pro Rounded"
        case .sfMono: "SF Mono"
        case .newYork: "New York"
        case .sfCompact: "SF Compact"
        case .sfCompactRounded: "SF Compact Rounded"
        }
    }

    /// Parses a family name case-insensitively, with or without spaces or dashes (`sf-pro`,
    /// `SF Pro`, `NewYork`, `sfcompactrounded`).
    public init?(name: String) {
        let key = nameKey(name)
        guard let family = FontFamily.allCases.first(where: { nameKey($0.rawValue) == key }) else { return nil }
        self = family
    }

    /// The optical design the family uses at a point size (R11): SF Pro and SF Compact use Text
    /// below 20 pt and Display from 20 pt. Nil where the switch is not published (New York's
    /// optical-size ranges, SF Pro Rounded, SF Compact Rounded, SF Mono).
    public func opticalDesign(atSize pointSize: Double) -> OpticalDesign? {
        switch self {
        case .sfPro, .sfCompact: pointSize < 20 ? .text : .display
        case .sfProRounded, .sfCompactRounded, .sfMono, .newYork: nil
        }
    }
}

/// The optical design of San Francisco at a size: Text (below 20 pt) or Display (20 pt and above).
public enum OpticalDesign: String, CaseIterable, Sendable, Hashable, Codable {
    case text
    case display
}
