import InterfaceBuilder
import Typography

/// `custom-font-not-scaled` in documents: a custom font (`type="custom" name="Avenir-Book"`, AppKit
/// `<font name="…">`) never scales — Interface Builder cannot apply `UIFontMetrics`; the code must.
/// Views whose outlet gets its font in code are judged by the code.
struct CustomFontNotScaledDocumentCheck: DocumentCheck {
    static let ruleID = "custom-font-not-scaled"

    func check(_ context: inout DocumentCheckContext) {
        for site in context.sites where !site.codeSetsFont && site.platform.supportsDynamicType {
            guard let value = site.font, case .custom(let name) = value.source, let font = site.view.font else { continue }
            let nearest = value.size.flatMap { nearestTextStyle(size: $0, weight: value.weight ?? .regular, platform: site.platform) }
            context.report(at: font.element, .notScaled(name, nearest: nearest?.style), fixUnavailable: .inCode)
        }
    }
}

fileprivate extension String {
    static let inCode = "Interface Builder cannot scale a custom font; assign it in code through UIFontMetrics"

    static func notScaled(_ name: String?, nearest: TextStyle?) -> String {
        let font = name.map { "custom font '\($0)'" } ?? "custom font"
        let problem = "\(font) at a fixed size does not scale with Dynamic Type"
        guard let nearest, let style = nearest.uiKitName else { return problem + "; scale it in code with UIFontMetrics" }
        return problem + "; scale it in code with UIFontMetrics(forTextStyle: .\(style))"
    }
}
