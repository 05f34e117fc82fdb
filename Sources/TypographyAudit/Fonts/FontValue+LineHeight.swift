import Typography

extension FontValue {
    /// The height of one line of text in this font at a content size category, from the platform's
    /// published table: a text style's line height (with `.leading(.tight/.loose)`); a font of
    /// written size S takes the line spacing of the nearest text style to S, grows along its curve
    /// with `FontMetrics(forTextStyle:).scaledValue` (capped by `maximumPointSize`), and stays put
    /// when it does not scale. Nil when the platform publishes no line heights (visionOS) or the
    /// size is unknown.
    public func lineHeight(on platform: Platform, at category: ContentSizeCategory) -> Double? {
        let leading = leading ?? .standard
        if let style = textStyle {
            return style.resolved(on: platform, at: category, leading: leading).lineHeight
        }
        guard let size, let nearest = nearestTextStyle(size: size, platform: platform),
              let styleLineHeight = nearest.style.lineHeight(on: platform) else { return nil }
        let base = size * styleLineHeight / nearest.stylePointSize + leading.lineHeightDelta(on: platform)
        guard scales(on: platform), let curve = scaling.curve else { return base }
        guard let scaled = FontMetrics(forTextStyle: curve).scaledValue(for: base, at: category) else { return nil }
        if let maximumPointSize { return min(scaled, base * maximumPointSize / size) }
        return scaled
    }
}
