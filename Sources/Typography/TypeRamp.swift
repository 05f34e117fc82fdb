/// A platform's public text styles ordered by size at the default category, for reasoning about
/// "neighbouring" styles (the audit's `custom-font-wrong-curve` rule) and nearest styles.
///
/// Members: the styles with a public SwiftUI name and a published size at the default category —
/// so not the Extra Large Titles (SwiftUI has them on visionOS only), watchOS Footnote 2 or tvOS
/// Subtitle 1, whose fixes could not be written in code. visionOS publishes no sizes: its ramp is empty.
public struct TypeRamp: Sendable, Hashable {
    public let platform: Platform
    /// Styles largest first; equal sizes in ``TypeRamp/commonnessOrder``.
    public let styles: [TextStyle]
    /// Styles grouped by equal size, largest first (iOS: `[[largeTitle], …, [headline, body], [callout], …]`).
    public let levels: [[TextStyle]]

    /// The audit's order of "more common" styles, used to break ties (audit-rules "Nearest text style").
    public static let commonnessOrder: [TextStyle] = [
        .body, .headline, .subheadline, .footnote, .caption, .title3, .title2, .title, .largeTitle, .callout, .caption2,
    ]

    /// The ramp of a platform.
    public init(platform: Platform) {
        self.platform = platform
        let category = platform.defaultCategory
        let sized = TypeRamp.commonnessOrder.compactMap { style in
            style.pointSize(on: platform, at: category).map { (style, $0) }
        }
        // Stable sort: equal sizes keep commonness order.
        let ordered = sized.enumerated().sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }.map(\.element)
        styles = ordered.map(\.0)
        var levels: [[TextStyle]] = []
        var lastSize: Double?
        for (style, size) in ordered {
            if size == lastSize { levels[levels.count - 1].append(style) } else { levels.append([style]) }
            lastSize = size
        }
        self.levels = levels
    }

    /// The default-category point size of a member style.
    public func pointSize(of style: TextStyle) -> Double? {
        styles.contains(style) ? style.pointSize(on: platform, at: platform.defaultCategory) : nil
    }

    /// How many size levels apart two styles are (0: same size, e.g. Body and Headline on iOS; 1:
    /// neighbours). Nil when either is not in the ramp. "More than one style away" is a distance > 1.
    public func distance(from a: TextStyle, to b: TextStyle) -> Int? {
        guard let i = levels.firstIndex(where: { $0.contains(a) }),
              let j = levels.firstIndex(where: { $0.contains(b) }) else { return nil }
        return abs(i - j)
    }
}
