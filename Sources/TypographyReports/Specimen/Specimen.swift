import Typography

/// Every text style of a platform at every content size category it has, resolved from the
/// `Typography` model: the lines a specimen page sets (see ``SpecimenPage``).
public struct Specimen: Sendable {
    /// How a line is set: the style as it is, with the bold trait, or with tight or loose leading.
    public enum Variant: String, Sendable, Hashable, CaseIterable {
        case standard, emphasized, tight, loose
    }

    /// One style at one category in one variant, with its published values.
    public struct Line: Sendable {
        public let variant: Variant
        public let resolved: ResolvedTextStyle
        /// The size and weight, both published (lines without them are not set).
        public let pointSize: Double
        public let weight: FontWeight
        /// The line height; nil where not published (the Extra Large Titles).
        public var lineHeight: Double? { resolved.lineHeight }
    }

    /// The lines of one category, in the platform's table order.
    public struct Category: Sendable {
        public let category: ContentSizeCategory
        public let lines: [Line]
        /// Styles the platform lists but whose size or weight is not published here.
        public let unpublished: [TextStyle]
    }

    public let platform: Platform
    public let categories: [Category]

    /// The specimen of `platform`: the standard line of each style at each category, plus the
    /// emphasized (bold-trait) line and the tight and loose leading lines when asked for.
    public init(platform: Platform, emphasized: Bool = false, leading: Bool = false) {
        self.platform = platform
        var variants: [Variant] = [.standard]
        if emphasized { variants.append(.emphasized) }
        if leading { variants += [.tight, .loose] }
        categories = platform.categories.map { category in
            var lines: [Line] = []
            var unpublished: [TextStyle] = []
            for style in platform.textStyles {
                let standard = style.resolved(on: platform, at: category)
                guard standard.pointSize != nil, standard.weight != nil else {
                    unpublished.append(style)
                    continue
                }
                for variant in variants {
                    let resolved = style.resolved(on: platform, at: category,
                                                  leading: variant == .tight ? .tight : variant == .loose ? .loose : .standard,
                                                  emphasized: variant == .emphasized)
                    guard let size = resolved.pointSize, let weight = resolved.weight else { continue }
                    lines.append(Line(variant: variant, resolved: resolved, pointSize: size, weight: weight))
                }
            }
            return Category(category: category, lines: lines, unpublished: unpublished)
        }
    }

    /// Every line of every category.
    public var lineCount: Int { categories.reduce(0) { $0 + $1.lines.count } }
}
