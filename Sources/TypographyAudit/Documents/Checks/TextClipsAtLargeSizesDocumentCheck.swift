import InterfaceBuilder
import Typography

/// `text-clips-at-large-sizes` in documents: a fixed height constraint on a view whose text style
/// grows past it — the first category where a line of the style is taller than the constant.
/// Reported at the constraint.
struct TextClipsAtLargeSizesDocumentCheck: DocumentCheck {
    static let ruleID = "text-clips-at-large-sizes"

    func check(_ context: inout DocumentCheckContext) {
        for site in context.sites where site.platform.supportsDynamicType && !site.codeSetsFont {
            guard let height = site.view.fixedHeight, let value = site.font, value.scales(on: site.platform) else { continue }
            let lines = max(1, site.view.numberOfLines ?? 1)
            let scale = site.view.shrinksToFit ? (site.view.minimumScaleFactor ?? 1) : 1
            for category in site.platform.categories {
                guard let lineHeight = value.lineHeight(on: site.platform, at: category),
                      lineHeight * Double(lines) * scale > height.constant else { continue }
                context.report(at: height.element, .clips(height: height.constant, style: value.textStyle.map { FontFixes.styleName($0, in: value.framework) },
                                                          category: category, needed: lineHeight * Double(lines), lines: lines))
                break
            }
        }
    }
}

fileprivate extension String {
    static func clips(height: Double, style: String?, category: ContentSizeCategory, needed: Double, lines: Int) -> String {
        let from = category <= .large ? "already at the default size" : "from \(category.higName)"
        let text = style.map { "\($0) text" } ?? "the text"
        let count = lines == 1 ? "a line" : "\(lines) lines"
        return "fixed height of \(PointSize(height)) pt clips \(text) \(from) (\(count) needs \(PointSize(needed)) pt); "
            + "make the height constraint greater than or equal"
    }
}
