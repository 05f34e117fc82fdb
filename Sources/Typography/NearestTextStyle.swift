/// The text style closest to a fixed size and weight on a platform, and what differs.
///
/// Rule (audit-rules "Nearest text style"): the style of the platform's ``TypeRamp`` whose size at
/// the default category is closest to the size; ties go to the style whose base weight equals the
/// weight, then to the more common style (``TypeRamp/commonnessOrder``).
public struct NearestTextStyle: Sendable, Hashable {
    public let style: TextStyle
    /// The style's point size at the platform's default category.
    public let stylePointSize: Double
    /// The style's base weight.
    public let styleWeight: FontWeight
    /// Requested size − style size (positive: the request is larger).
    public let sizeDelta: Double
    /// The requested weight when it differs from the style's base weight (keep it with `.weight(_:)`),
    /// nil when equal.
    public let weightToApply: FontWeight?
    /// Requested weight steps − style weight steps (``FontWeight/index``); 0 when equal.
    public let weightDelta: Int
    /// The requested design when it is not the default one (keep it with `.fontDesign(_:)`), else nil.
    public let designToApply: FontDesign?

    /// True when the size and the weight equal the style's: replacing the fixed font by the style
    /// renders the same at the default category (a design is applied without changing that).
    public var isExact: Bool { sizeDelta == 0 && weightDelta == 0 }
}

/// The nearest text style to `size` and `weight` on a platform (see ``NearestTextStyle``), or nil
/// when the platform publishes no sizes (visionOS, R7).
public func nearestTextStyle(size: Double, weight: FontWeight = .regular, design: FontDesign = .default,
                             platform: Platform) -> NearestTextStyle? {
    // Closest size, then the same weight, then the more common style.
    func rank(_ member: TypeRamp.Member) -> (Double, Int, Int) {
        (abs(member.pointSize - size), member.weight == weight ? 0 : 1, member.commonness)
    }
    guard let best = TypeRamp.of(platform).members.min(by: { rank($0) < rank($1) }) else { return nil }
    return NearestTextStyle(style: best.style, stylePointSize: best.pointSize, styleWeight: best.weight,
                            sizeDelta: size - best.pointSize, weightToApply: best.weight == weight ? nil : weight,
                            weightDelta: weight.index - best.weight.index,
                            designToApply: design == .default ? nil : design)
}
