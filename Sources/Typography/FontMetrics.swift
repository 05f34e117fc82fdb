#if canImport(Glibc)
import Glibc  // links libm for `rounded()` on Linux; no Foundation needed
#endif

/// Scaling of custom sizes with Dynamic Type, equal to UIKit's `UIFontMetrics` (and SwiftUI's
/// `ScaledMetric`, `Font.custom(_:size:relativeTo:)`) on iOS and iPadOS.
///
/// Resolution R3: the multiplier for a (style, category) is the measured one of spec table 9.2.
/// A scaled *value* is base × multiplier rounded to the pixel grid (1/`pixelScale` pt; default 3,
/// so thirds of a point); a scaled *font size* is base × multiplier rounded to whole points, then
/// clamped by an optional maximum (Apple's `maximumPointSize`) and an optional minimum (an extra of
/// this library, off by default: Apple's API has no minimum clamp).
///
/// Multipliers are published only for the 11 iOS text styles; Extra Large Titles and the
/// watchOS/tvOS-only styles have none, so scaling relative to them gives nil.
public struct FontMetrics: Sendable, Hashable {
    /// The text style whose curve sizes follow (`UIFontMetrics.default` is ``TextStyle/body``).
    public let textStyle: TextStyle

    /// Metrics for a text style; `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: TextStyle = .body) {
        self.textStyle = textStyle
    }

    /// `UIFontMetrics.default`: scaling along Body.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The measured multiplier at a category (1 at Large), or nil when not published for the style.
    public func multiplier(at category: ContentSizeCategory) -> Double? {
        multipliers?[category.index]
    }

    /// The measured multipliers of every category, by ``ContentSizeCategory/index``, or nil when
    /// not published for the style (one lookup for a loop over the categories).
    public var multipliers: [Double]? { FontMetrics.multipliersByStyle[textStyle.index] }

    /// ``scalingMultipliers`` by ``TextStyle/index``: read by position, not by hashing the style's name.
    private static let multipliersByStyle = TextStyle.allCases.map { scalingMultipliers[$0] }

    /// `scaledValue(for:)`: `value` × multiplier rounded to the nearest 1/`pixelScale` pt, or nil
    /// when the style has no published multipliers.
    public func scaledValue(for value: Double, at category: ContentSizeCategory, pixelScale: Int = 3) -> Double? {
        guard let multiplier = multiplier(at: category) else { return nil }
        let scale = Double(max(pixelScale, 1))
        return (value * multiplier * scale).rounded() / scale
    }

    /// The point size `scaledFont(for:maximumPointSize:)` gives a custom font of size `pointSize`:
    /// `pointSize` × multiplier rounded to whole points, at most `maximumPointSize` and (an extra,
    /// not in Apple's API) at least `minimumPointSize`. Nil when the style has no published multipliers.
    public func scaledFontSize(for pointSize: Double, at category: ContentSizeCategory,
                               maximumPointSize: Double? = nil, minimumPointSize: Double? = nil) -> Double? {
        guard let multiplier = multiplier(at: category) else { return nil }
        var size = (pointSize * multiplier).rounded()
        if let maximumPointSize { size = min(size, maximumPointSize) }
        if let minimumPointSize { size = max(size, minimumPointSize) }
        return size
    }
}

/// `UIFontMetrics(forTextStyle: style).scaledValue(for: value)` at a category, on a pixel grid of
/// 1/`pixelScale` pt (see ``FontMetrics``); nil when the style has no published multipliers.
public func scaledValue(_ value: Double, relativeTo style: TextStyle = .body, at category: ContentSizeCategory,
                        pixelScale: Int = 3) -> Double? {
    FontMetrics(forTextStyle: style).scaledValue(for: value, at: category, pixelScale: pixelScale)
}

/// The point size `UIFontMetrics(forTextStyle: style).scaledFont(for:maximumPointSize:)` gives a
/// custom font of `pointSize` at a category, in whole points (see ``FontMetrics``); nil when the style
/// has no published multipliers.
public func scaledFontSize(_ pointSize: Double, relativeTo style: TextStyle = .body, at category: ContentSizeCategory,
                           maximumPointSize: Double? = nil) -> Double? {
    FontMetrics(forTextStyle: style).scaledFontSize(for: pointSize, at: category, maximumPointSize: maximumPointSize)
}
