import SwiftSource
import Typography
import TypographyAudit

/// The hover of a font expression: what the audit resolved it to — text style or size, weight,
/// design, how it scales — and its size at xSmall, Large and AX5 from the platform's published tables
/// (a written size along its curve with the measured UIFontMetrics multipliers), as Markdown.
enum Hover {
    /// The sizes a hover shows, with their short names.
    static let categories: [(category: ContentSizeCategory, name: String)] = [(.xSmall, "xSmall"), (.large, "Large"), (.accessibility5, "AX5")]

    /// The hover for the innermost font expression around byte `offset`, nil when there is none.
    static func hover(at offset: Int, in analysis: FileAnalysis, document: TextDocument) -> JSONObject? {
        let tree = analysis.tree
        let around = analysis.fonts.map { (font: $0, range: tree.byteRange(of: tree[$0.chain].tokens)) }
            .filter { $0.range.contains(offset) || $0.range.upperBound == offset }
        guard let innermost = around.min(by: { $0.range.count < $1.range.count }) else { return nil }
        return [
            "contents": ["kind": "markdown", "value": markdown(innermost.font.value, platform: innermost.font.platform)],
            "range": document.range(of: innermost.range).json,
        ]
    }

    static func markdown(_ value: FontValue, platform: Platform) -> String {
        var lines = ["**typecase** · \(source(value)) on \(platform.displayName)"]
        var traits: [String] = []
        if let size = value.resolvedSize(on: platform) { traits.append("\(points(size)) at Large") }
        if let weight = value.resolvedWeight(on: platform) { traits.append("\(weight.rawValue) weight") }
        if let design = value.design { traits.append("\(design.rawValue) design") }
        if value.isItalic { traits.append("italic") }
        if !traits.isEmpty { lines.append(traits.joined(separator: ", ")) }
        lines.append(scaling(value, platform: platform))
        let sizes = categories.map { category, name in
            "\(name) \(pointSize(value, on: platform, at: category).map(points) ?? "unknown")"
        }
        lines.append("Sizes: " + sizes.joined(separator: " · "))
        return lines.joined(separator: "\n\n")
    }

    /// The size of `value` at `category`: a text style's published size, a written size along its
    /// curve (iOS's measured multipliers, capped by `maximumPointSize`), the same size when it does not
    /// scale; nil when unknown.
    static func pointSize(_ value: FontValue, on platform: Platform, at category: ContentSizeCategory) -> Double? {
        if let style = value.textStyle, value.size == nil {
            return value.scales(on: platform) ? style.pointSize(on: platform, at: category) : style.pointSize(on: platform)
        }
        guard let size = value.size else { return nil }
        guard value.scales(on: platform), category != platform.defaultCategory else { return size }
        guard let curve = value.scaling.curve, platform == .ios || platform == .ipados else { return nil }
        return FontMetrics(forTextStyle: curve).scaledFontSize(for: size, at: category, maximumPointSize: value.maximumPointSize)
    }

    private static func source(_ value: FontValue) -> String {
        switch value.source {
        case .textStyle(let style): "text style `\(style.rawValue)`"
        case .preferred(let style): "preferred font for `\(style.rawValue)`"
        case .systemSize: "system font of a written size"
        case .custom(let family): family.map { "custom font “\($0)”" } ?? "custom font"
        case .unknown: "font"
        }
    }

    private static func scaling(_ value: FontValue, platform: Platform) -> String {
        guard platform.supportsDynamicType else { return "\(platform.displayName) has no Dynamic Type: the size stays." }
        var text: String
        switch value.scaling {
        case .curve(let style, _) where value.textStyle == style && value.size == nil:
            text = "Scales with Dynamic Type."
        case .curve(let style, _):
            text = "Scales with Dynamic Type along the `\(style.rawValue)` curve."
        case .none:
            text = "Does not scale with Dynamic Type."
        case .unknown:
            text = "Whether it scales with Dynamic Type is not known here."
        }
        if let cap = value.maximumPointSize { text += " Capped at \(points(cap))." }
        return text
    }

    private static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " pt"
    }
}
