/// A platform's public text styles ordered by size at the default category, for reasoning about
/// "neighbouring" styles (the audit's `custom-font-wrong-curve` rule) and nearest styles.
///
/// Members: the styles of ``TypeRamp/commonnessOrder`` with a published size at the default
/// category — so not the Extra Large Titles (SwiftUI has them on visionOS only), watchOS Footnote 2
/// or tvOS Subtitle 1, whose fixes could not be written in code. visionOS publishes no sizes: its
/// ramp is empty.
public struct TypeRamp: Sendable, Hashable {
    /// A style of the ramp with its size and base weight at the platform's default category.
    public struct Member: Sendable, Hashable {
        public let style: TextStyle
        public let pointSize: Double
        public let weight: FontWeight
        /// Position in ``TypeRamp/commonnessOrder`` (0: most common).
        let commonness: Int
    }

    public let platform: Platform
    /// Members largest first; equal sizes in ``TypeRamp/commonnessOrder``.
    public let members: [Member]
    /// Styles grouped by equal size, largest first (iOS: `[[largeTitle], …, [body, headline], [callout], …]`).
    public let levels: [[TextStyle]]

    /// The audit's order of "more common" styles, used to break ties (audit-rules "Nearest text style").
    public static let commonnessOrder: [TextStyle] = [
        .body, .headline, .subheadline, .footnote, .caption, .title3, .title2, .title, .largeTitle, .callout, .caption2,
    ]

    /// The ramp of a platform (computed once per platform; picked by a switch, not looked up by the
    /// platform's name: the nearest style is asked for at every fixed size).
    public static func of(_ platform: Platform) -> TypeRamp {
        switch platform {
        case .ios: ios
        case .ipados: ipados
        case .macos: macos
        case .watchos: watchos
        case .tvos: tvos
        case .visionos: visionos
        }
    }

    private static let ios = TypeRamp(platform: .ios)
    private static let ipados = TypeRamp(platform: .ipados)
    private static let macos = TypeRamp(platform: .macos)
    private static let watchos = TypeRamp(platform: .watchos)
    private static let tvos = TypeRamp(platform: .tvos)
    private static let visionos = TypeRamp(platform: .visionos)

    /// The ramp of a platform, computed from the published tables.
    public init(platform: Platform) {
        self.platform = platform
        let category = platform.defaultCategory
        let sized = TypeRamp.commonnessOrder.enumerated().compactMap { commonness, style -> Member? in
            let metrics = style.metrics(on: platform, at: category)
            guard let size = metrics.pointSize, let weight = metrics.weight else { return nil }
            return Member(style: style, pointSize: size, weight: weight, commonness: commonness)
        }
        members = sized.sorted { ($0.pointSize, -$0.commonness) > ($1.pointSize, -$1.commonness) }
        var levels: [[TextStyle]] = []
        var lastSize: Double?
        for member in members {
            if member.pointSize == lastSize { levels[levels.count - 1].append(member.style) } else { levels.append([member.style]) }
            lastSize = member.pointSize
        }
        self.levels = levels
    }

    /// The member styles, largest first.
    public var styles: [TextStyle] { members.map(\.style) }

    /// The default-category point size of a member style, nil for other styles.
    public func pointSize(of style: TextStyle) -> Double? {
        members.first { $0.style == style }?.pointSize
    }

    /// How many size levels apart two styles are (0: same size, e.g. Body and Headline on iOS; 1:
    /// neighbours). Nil when either is not in the ramp. "More than one style away" is a distance > 1.
    public func distance(from a: TextStyle, to b: TextStyle) -> Int? {
        guard let i = levels.firstIndex(where: { $0.contains(a) }),
              let j = levels.firstIndex(where: { $0.contains(b) }) else { return nil }
        return abs(i - j)
    }
}
