import InterfaceBuilder
import Typography

/// `text-clips-at-large-sizes` in documents: a fixed height constraint on a view whose text style
/// grows past it — the first category where a line of the style is taller than the constant, worded
/// as the code rule words it (``TextClipsAtLargeSizesRule/Clip/summary``). Reported at the constraint.
struct TextClipsAtLargeSizesDocumentCheck: DocumentCheck {
    static let ruleID = "text-clips-at-large-sizes"

    func check(_ context: inout DocumentCheckContext) {
        for site in context.sites where site.platform.supportsDynamicType && !site.codeSetsFont {
            guard let height = site.view.fixedHeight, let value = site.font, value.scales(on: site.platform) else { continue }
            let scale = site.view.shrinksToFit ? (site.view.minimumScaleFactor ?? 1) : 1
            guard let clip = TextClipsAtLargeSizesRule.firstClip(of: value, lines: max(1, site.view.numberOfLines ?? 1),
                                                                 height: height.constant, platform: site.platform,
                                                                 upTo: site.platform.largestCategory, scale: scale) else { continue }
            context.report(at: height.element, clip.summary + "; make the height constraint greater than or equal")
        }
    }
}
