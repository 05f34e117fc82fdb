import Typography

/// Each text style's published point size and base weight at the default category, per platform,
/// read from the tables once: the rules resolve a font's size and weight for every font and text
/// site, and a table lookup (``TextStyle/metrics(on:at:)``) scans rows each time.
enum DefaultStyleMetrics {
    private static let platformCount = 6
    private static let table: [TextStyleMetrics] = {
        var table = [TextStyleMetrics](repeating: TextStyleMetrics(), count: 15 * platformCount)
        for style in TextStyle.allCases {
            for platform in Platform.allCases { table[slot(style, platform)] = style.metrics(on: platform) }
        }
        return table
    }()

    /// ``TextStyle/metrics(on:at:)`` at the default category.
    static func metrics(_ style: TextStyle, on platform: Platform) -> TextStyleMetrics {
        table[slot(style, platform)]
    }

    private static func slot(_ style: TextStyle, _ platform: Platform) -> Int {
        style.index * platformCount + index(of: platform)
    }

    private static func index(of platform: Platform) -> Int {
        switch platform {
        case .ios: 0
        case .ipados: 1
        case .macos: 2
        case .watchos: 3
        case .tvos: 4
        case .visionos: 5
        }
    }
}
