import InterfaceBuilder
import Typography

/// `fixed-font-size` in documents: a system font with a `pointSize` (`type="system"`, `boldSystem`,
/// `italicSystem`, AppKit `metaFont="system"`) does not follow the reader's text size.
///
/// Fix: the nearest text style as `style="UICTFontTextStyle…"` and `adjustsFontForContentSizeCategory="YES"`
/// on a label, text field or text view; exact when the style has the font's size and weight, else
/// approximate (a bold font takes the style's emphasized variant) when the size moves by at most 2 pt or
/// 15% (whichever is less; below the platform minimum it moves anyway), else none and why. Views whose
/// outlet gets its font in code are judged by the code.
struct FixedFontSizeDocumentCheck: DocumentCheck {
    static let ruleID = "fixed-font-size"

    func check(_ context: inout DocumentCheckContext) {
        for site in context.sites where !site.codeSetsFont {
            guard let value = site.font, case .systemSize = value.source, let size = value.size,
                  let font = site.view.font else { continue }
            let platform = site.platform
            let weight = value.weight ?? .regular
            let nearest = nearestTextStyle(size: size, weight: weight, platform: platform)
            if value.isMacOSIdiom(on: platform, nearest: nearest) { continue }
            // An approximate fix moves a size by at most 2 pt or 15% (below the platform minimum it moves anyway).
            let tooFar = nearest.flatMap { nearest in
                size >= platform.minimumTextSize && abs(nearest.sizeDelta) > FontFixes.approximateLimit(for: size) ? nearest : nil
            }
            // A text style in a document has two weights, its own and its emphasized one: a weight it cannot
            // carry (a medium font beside a regular style) is kept in code instead of being dropped.
            let weightLost = tooFar == nil ? nearest.flatMap { nearest in
                Self.keepsWeight(weight, size: size, nearest: nearest, on: platform) ? nil : nearest
            } : nil
            let styleFix = tooFar == nil && weightLost == nil
                ? nearest.flatMap { textStyleFix(site, font: font, nearest: $0, in: context) } : nil
            context.report(at: font.element, .fixedSize(size, nearest: nearest.map { FontFixes.styleName($0.style, in: value.framework) }, scales: platform.supportsDynamicType),
                           severity: platform == .macos ? .note : nil, fix: styleFix,
                           fixUnavailable: font.isItalic ? .italic : !platform.supportsDynamicType ? .noTextStyles(platform)
                               : tooFar.map { .tooFar(size, nearest: $0, framework: value.framework) }
                               ?? weightLost.map { .weightLost(size, weight: weight, nearest: $0, on: platform, framework: value.framework) })
        }
    }

    /// Whether the style a document can write keeps the font's weight: the style's own weight, or its
    /// emphasized one for a semibold or bold font (the bold trait `boldSystem` and `weight="semibold"` both
    /// become the emphasized style). A light or thin font under 28 pt may become regular, as thin-weight's
    /// own fix makes it; a medium, heavy or black font, or a light display size, has no style that keeps it.
    static func keepsWeight(_ weight: FontWeight, size: Double, nearest: NearestTextStyle, on platform: Platform) -> Bool {
        let emphasized: Set<FontWeight> = [.semibold, .bold]
        if emphasized.contains(weight) {
            return nearest.styleWeight >= .semibold ? emphasized.contains(nearest.styleWeight)
                : nearest.style.emphasizedWeight(on: platform).map(emphasized.contains) ?? false
        }
        if weight < .regular, size < 28 { return nearest.styleWeight == .regular }
        return weight == nearest.styleWeight
    }

    /// The text style edit, when the platform has UIKit text styles and the font is upright.
    private func textStyleFix(_ site: DocumentSite, font: InterfaceBuilderFont, nearest: NearestTextStyle,
                     in context: DocumentCheckContext) -> Fix? {
        guard site.platform.supportsDynamicType, !font.isItalic else { return nil }
        let emphasized = (font.weight ?? .regular) >= .semibold && nearest.styleWeight < .semibold
        guard let rawValue = TextStyleRawValue.rawValue(of: nearest.style, emphasized: emphasized),
              var edits = DocumentEdits.textStyle(rawValue, replacing: font, in: context.xml) else { return nil }
        if site.view.kind != .button, !site.adjustsFont,
           let adjusts = DocumentEdits.adjustsFontForContentSizeCategory(of: site.view.element, in: context.xml) {
            edits.append(adjusts)
        }
        // Both weights: a semibold 17 pt font and a regular one become different styles.
        let styleWeight = emphasized ? nearest.style.emphasizedWeight(on: site.platform) ?? nearest.styleWeight : nearest.styleWeight
        var summary = "\(PointSize(font.pointSize ?? 0)) pt \((font.weight ?? .regular).rawValue) system font → \(rawValue) "
            + "(\(PointSize(nearest.stylePointSize)) pt \(styleWeight.rawValue))"
        if site.view.kind == .button, !site.adjustsFont { summary += Self.buttonAdjustsInCode(site) }
        return DocumentCheckContext.fix(edits, isExact: nearest.isExact, summary: summary)
    }

    /// What code must add for a button's text style to follow a change of the text size: Interface
    /// Builder has no `adjustsFontForContentSizeCategory` for a button's title label.
    private static func buttonAdjustsInCode(_ site: DocumentSite) -> String {
        let setting = "titleLabel?.adjustsFontForContentSizeCategory = true"
        guard let outlet = site.outlet else {
            return "; code must set the button's \(setting) (Interface Builder cannot): give it an outlet"
        }
        let owner = outlet.ownerClass.map { " in \($0)" } ?? ""
        return "; code must set \(outlet.property).\(setting)\(owner), e.g. in awakeFromNib or viewDidLoad "
            + "(Interface Builder cannot set it on a button)"
    }
}

fileprivate extension String {
    /// Why no text style replaces a size far from every style: Interface Builder cannot scale a size.
    static func tooFar(_ size: Double, nearest: NearestTextStyle, framework: FontFramework) -> String {
        let style = FontFixes.styleName(nearest.style, in: framework)
        return "\(PointSize(size)) pt is \(PointSize(abs(nearest.sizeDelta))) pt from the nearest style, \(style) "
            + "(\(PointSize(nearest.stylePointSize)) pt), more than an approximate fix may move a size (2 pt or 15%, whichever "
            + "is less); keep the size in code with UIFontMetrics(forTextStyle: \(style)).scaledFont(for: .systemFont(ofSize: "
            + "\(PointSize(size))))"
    }

    /// Why no text style replaces a font whose weight no style in a document carries.
    static func weightLost(_ size: Double, weight: FontWeight, nearest: NearestTextStyle, on platform: Platform,
                           framework: FontFramework) -> String {
        let style = FontFixes.styleName(nearest.style, in: framework)
        let weights = [nearest.styleWeight, nearest.style.emphasizedWeight(on: platform)].compactMap { $0 }
        let offered = weights.enumerated().filter { !weights[..<$0.offset].contains($0.element) }
            .map(\.element.rawValue).joined(separator: " and ")
        return "Interface Builder writes \(style) in \(offered) only: the \(PointSize(size)) pt \(weight.rawValue) font would "
            + "lose its weight; keep it in code with UIFontMetrics(forTextStyle: \(style)).scaledFont(for: .systemFont(ofSize: "
            + "\(PointSize(size)), weight: .\(weight.rawValue)))"
    }

    static let italic = "an italic system font has no text style Interface Builder writes; choose the style and italic by hand"

    static func noTextStyles(_ platform: Platform) -> String {
        "Interface Builder writes no text styles for \(platform.displayName) fonts; set the nearest style's size and weight by hand"
    }

    static func fixedSize(_ size: Double, nearest: String?, scales: Bool) -> String {
        let problem = scales ? "system font at a fixed \(PointSize(size)) pt does not scale with Dynamic Type; use a text style"
            : "system font at a fixed \(PointSize(size)) pt; use a text style"
        return nearest.map { "\(problem) (nearest: \($0))" } ?? problem
    }
}
