/// A text style fully resolved for a platform, category, design, leading and emphasis.
///
/// Every member is nil when it is not published — never a guessed value.
public struct ResolvedTextStyle: Sendable, Hashable {
    public let platform: Platform
    public let style: TextStyle
    public let category: ContentSizeCategory
    public let design: FontDesign
    public let leading: LeadingTrait
    public let isEmphasized: Bool
    /// The family the design selects on the platform.
    public let family: FontFamily
    public let pointSize: Double?
    /// The published line height plus the leading trait's delta (R10).
    public let lineHeight: Double?
    /// The base weight, or the emphasized weight when `isEmphasized`.
    public let weight: FontWeight?
    /// Tracking at `pointSize` from the family's table on the platform (R9); nil when the size or the
    /// table is not published.
    public let tracking: Tracking?
    /// Text or Display (R11); nil when not published for the family.
    public let opticalDesign: OpticalDesign?

    /// Tracking in 1/1000 em.
    public var trackingEm: Double? { tracking?.em }
    /// Tracking in points (size × em / 1000).
    public var trackingPoints: Double? { tracking?.points }
}

extension TextStyle {
    /// Resolves the style on a platform (see ``ResolvedTextStyle``).
    public func resolved(on platform: Platform, at category: ContentSizeCategory = .large,
                         design: FontDesign = .default, leading: LeadingTrait = .standard,
                         emphasized: Bool = false) -> ResolvedTextStyle {
        let metrics = metrics(on: platform, at: category)
        let family = design.family(on: platform)
        let size = metrics.pointSize
        return ResolvedTextStyle(
            platform: platform, style: self, category: category, design: design, leading: leading,
            isEmphasized: emphasized, family: family, pointSize: size,
            lineHeight: metrics.lineHeight.map { $0 + leading.lineHeightDelta(on: platform) },
            weight: emphasized ? metrics.emphasizedWeight : metrics.weight,
            tracking: size.flatMap { size in TrackingTable.published(for: family, on: platform)?.tracking(atSize: size) },
            opticalDesign: size.flatMap { family.opticalDesign(atSize: $0) })
    }
}
