import InterfaceBuilder
import Typography

/// `below-minimum-size` in documents: a font whose size is below the platform minimum (iOS 11 pt,
/// macOS 10 pt …). Fix (approximate): the `pointSize` (AppKit `size`) becomes the minimum.
struct BelowMinimumSizeDocumentCheck: DocumentCheck {
    static let ruleID = "below-minimum-size"

    func check(_ context: inout DocumentCheckContext) {
        for site in context.sites where !site.codeSetsFont {
            let platform = site.platform
            guard let value = site.font, let font = site.view.font, let size = value.resolvedSize(on: platform),
                  size < platform.minimumTextSize, !value.isMacOSIdiom(on: platform, nearest: nil) else { continue }
            let minimum = platform.minimumTextSize
            let style = nearestTextStyle(size: minimum, weight: value.weight ?? .regular, platform: platform)?.style
            context.report(at: font.element, .belowMinimum(size, minimum: minimum, platform: platform, style: style.map { FontFixes.styleName($0, in: value.framework) }),
                           fix: fix(font, minimum: minimum, in: context.xml))
        }
    }

    private func fix(_ font: InterfaceBuilderFont, minimum: Double, in xml: XMLTree) -> Fix? {
        guard let attribute = xml.attribute("pointSize", of: font.element) ?? xml.attribute("size", of: font.element) else { return nil }
        let replacement = PointSize(minimum).description
        return DocumentCheckContext.fix([DocumentEdit(range: xml.attributes[attribute].valueRange, replacement: replacement)],
                                        isExact: false, summary: "\(xml.value(of: attribute)) pt → \(replacement) pt")
    }
}

fileprivate extension String {
    static func belowMinimum(_ size: Double, minimum: Double, platform: Platform, style: String?) -> String {
        let problem = "\(PointSize(size)) pt text is below the \(platform.displayName) minimum of \(PointSize(minimum)) pt"
        return style.map { "\(problem); use \($0) or larger" } ?? problem
    }
}
