import InterfaceBuilder

/// `minimum-scale-factor` in documents: a label that shrinks its text to fit (Autoshrink: minimum font
/// scale or size; `adjustsFontSizeToFit="YES"`), unless code sets `adjustsFontSizeToFitWidth` on its outlet.
struct MinimumScaleFactorDocumentCheck: DocumentCheck {
    static let ruleID = "minimum-scale-factor"

    func check(_ context: inout DocumentCheckContext) {
        for site in context.sites where site.view.shrinksToFit && !site.codeSets(.adjustsFontSizeToFitWidth) {
            context.report(at: site.view.element, .shrinks(site.view.minimumScaleFactor))
        }
    }
}

fileprivate extension String {
    static func shrinks(_ factor: Double?) -> String {
        let amount = factor.map { " (down to \(PointSize(($0 * 100).rounded()))%)" } ?? ""
        return "Autoshrink shrinks the text below the size the reader chose\(amount); let it wrap (Lines 0), "
            + "and use Tighten Letter Spacing to gain a little room"
    }
}
