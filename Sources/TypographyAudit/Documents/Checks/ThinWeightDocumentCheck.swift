import InterfaceBuilder
import Typography

/// `thin-weight` in documents: `weight="ultraLight"`, `thin` or `light` (or a custom face named
/// `…-Light`) below 28 pt; at display sizes a note. Fix (approximate, warnings only): the `weight`
/// attribute goes, leaving the regular weight.
struct ThinWeightDocumentCheck: DocumentCheck {
    static let ruleID = "thin-weight"

    func check(_ context: inout DocumentCheckContext) {
        for site in context.sites where !site.codeSetsFont {
            guard let value = site.font, let font = site.view.font, let size = value.resolvedSize(on: site.platform) else { continue }
            let what: String
            var fix: Fix?
            if let weight = value.weight, weight.isThin {
                what = "\(weight.rawValue) weight"
                if let attribute = context.xml.attribute("weight", of: font.element) {
                    let range = context.xml.attributes[attribute].range
                    let start = range.lowerBound - (context.xml.bytes[range.lowerBound - 1] == UInt8(ascii: " ") ? 1 : 0)
                    fix = DocumentCheckContext.fix([DocumentEdit(range: start..<range.upperBound, replacement: "")],
                                                   isExact: false, summary: "\(weight.rawValue) → regular")
                }
            } else if case .custom(let family?) = value.source, let weight = FontWeight.lightWeight(inFamilyName: family) {
                what = "'\(family)' (\(weight.rawValue))"
            } else {
                continue
            }
            if size >= ThinWeightRule.displaySize {
                context.report(at: font.element, .display(what, size: size), severity: .note)
            } else {
                context.report(at: font.element, .thin(what, size: size), fix: fix)
            }
        }
    }
}

fileprivate extension String {
    static func thin(_ what: String, size: Double) -> String {
        "\(what) at \(PointSize(size)) pt is hard to read; use regular or heavier below 28 pt"
    }

    static func display(_ what: String, size: Double) -> String {
        "\(what) at a display size (\(PointSize(size)) pt); check legibility at this size"
    }
}
