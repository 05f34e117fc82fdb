/// What the HIG publishes for a text style on a platform at one content size category.
///
/// A nil member means "not published" (visionOS, Extra Large Titles outside Large, tvOS outside
/// Large, a style the platform's table does not list) — never a guessed value.
public struct TextStyleMetrics: Sendable, Hashable {
    /// Point size.
    public var pointSize: Double?
    /// Line height (the HIG's "leading" column) with standard leading.
    public var lineHeight: Double?
    /// Base weight.
    public var weight: FontWeight?
    /// Weight with the bold symbolic trait (`.bold()`, `traitBold`), HIG Dec 2025.
    public var emphasizedWeight: FontWeight?

    public init(pointSize: Double? = nil, lineHeight: Double? = nil, weight: FontWeight? = nil,
                emphasizedWeight: FontWeight? = nil) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
    }
}

extension TextStyle {
    /// The published size, line height and weights of the style on a platform at a category.
    ///
    /// iPadOS answers with the iOS table. macOS gives the same values for every category (R4);
    /// tvOS publishes only Large (R6); watchOS has no Medium or AX4/AX5 (R5); visionOS publishes
    /// nothing (R7). Weights do not depend on the category and are returned wherever the style's row
    /// exists, even when that category's size is not published.
    public func metrics(on platform: Platform, at category: ContentSizeCategory = .large) -> TextStyleMetrics {
        guard let table = PublishedTypeTable.of(platform),
              let row = table.rows.first(where: { $0.style == self }) else { return TextStyleMetrics() }
        var metrics = TextStyleMetrics(weight: row.weight, emphasizedWeight: row.emphasizedWeight)
        if let (_, column) = table.cell(self, category) {
            metrics.pointSize = row.sizes[column]
            metrics.lineHeight = row.lineHeights[column]
        }
        return metrics
    }

    /// The published point size, or nil when not published.
    public func pointSize(on platform: Platform, at category: ContentSizeCategory = .large) -> Double? {
        metrics(on: platform, at: category).pointSize
    }

    /// The published line height (standard leading), or nil when not published.
    public func lineHeight(on platform: Platform, at category: ContentSizeCategory = .large) -> Double? {
        metrics(on: platform, at: category).lineHeight
    }

    /// The published base weight (the same in every category), or nil when not published.
    public func weight(on platform: Platform) -> FontWeight? {
        metrics(on: platform).weight
    }

    /// The published weight with the bold trait (the same in every category), or nil when not published.
    public func emphasizedWeight(on platform: Platform) -> FontWeight? {
        metrics(on: platform).emphasizedWeight
    }
}
