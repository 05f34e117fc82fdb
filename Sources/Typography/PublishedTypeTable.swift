/// One row of a published HIG type table: a style's weights and, per category of the table, its
/// point size and line height (nil where the HIG publishes no value).
struct PublishedRow: Sendable {
    let style: TextStyle
    let weight: FontWeight
    let emphasizedWeight: FontWeight?
    let sizes: [Double?]
    let lineHeights: [Double?]

    init(_ style: TextStyle, weight: FontWeight, emphasized: FontWeight?, sizes: [Double?], lineHeights: [Double?]) {
        self.style = style
        self.weight = weight
        self.emphasizedWeight = emphasized
        self.sizes = sizes
        self.lineHeights = lineHeights
    }
}

/// A platform's published type table: its categories (columns) and one row per style.
struct PublishedTypeTable: Sendable {
    /// The columns of `sizes` / `lineHeights`.
    let categories: [ContentSizeCategory]
    /// True when the single column holds for every category (macOS has no Dynamic Type, R4).
    let appliesToEveryCategory: Bool
    let rows: [PublishedRow]

    /// The table of a platform, or nil when none is published (visionOS, R7).
    static func of(_ platform: Platform) -> PublishedTypeTable? {
        switch platform.tablePlatform {
        case .ios: iOS
        case .macos: macOS
        case .watchos: watchOS
        case .tvos: tvOS
        case .ipados, .visionos: nil
        }
    }

    /// The row and the column for a style at a category, or nil when the table has neither.
    func cell(_ style: TextStyle, _ category: ContentSizeCategory) -> (row: PublishedRow, column: Int)? {
        guard let row = rows.first(where: { $0.style == style }) else { return nil }
        if appliesToEveryCategory { return (row, 0) }
        guard let column = categories.firstIndex(of: category) else { return nil }
        return (row, column)
    }
}
