import InterfaceBuilder

/// `truncation-instead-of-wrapping` in documents: a label of one line (`numberOfLines` 1, the default)
/// with a text style whose text comes from code (it has an outlet) or is a long literal, truncating at
/// large text sizes. Not reported: labels that tighten (`allowsDefaultTighteningForTruncation`) or
/// shrink, middle or head truncation (a design decision), and labels whose outlet gets its line
/// count or its font in code (the document's text style never shows; the code is judged).
struct TruncationInsteadOfWrappingDocumentCheck: DocumentCheck {
    static let ruleID = "truncation-instead-of-wrapping"

    /// Literal text up to this many characters is a short label.
    private static let shortLiteralLength = 24

    func check(_ context: inout DocumentCheckContext) {
        let xml = context.xml
        for site in context.sites where site.view.kind == .label && site.view.numberOfLines == 1 && site.platform.supportsDynamicType {
            guard site.isTextStyle || site.adjustsFont, !site.codeSets(.numberOfLines), !site.codeSetsFont, !site.view.shrinksToFit,
                  !xml.value("allowsDefaultTighteningForTruncation", of: site.view.element, is: "YES"),
                  site.view.lineBreakMode.map({ $0 != "middleTruncation" && $0 != "headTruncation" && $0 != "clipping" }) ?? true
            else { continue }
            let isDynamic = site.outlet != nil || (xml.value("text", of: site.view.element)?.count ?? 0) > Self.shortLiteralLength
            guard isDynamic else { continue }
            context.report(at: site.view.element, .oneLine)
        }
    }
}

fileprivate extension String {
    static let oneLine = "a one-line label (Lines 1) with a text style truncates at large text sizes; set Lines to 0"
}
