/// `too-many-typefaces` in documents: each custom font a view shows (`name="Avenir-Book"`, AppKit
/// `<font name="…">`) counts its family toward the run's, as the same font in code does. Views whose
/// outlet gets its font in code count the code's.
struct TooManyTypefacesDocumentCheck: DocumentCheck {
    static let ruleID = "too-many-typefaces"

    func check(_ context: inout DocumentCheckContext) {
        for site in context.sites where !site.codeSetsFont {
            guard case .custom(let name?) = site.font?.source, let font = site.view.font,
                  let family = TooManyTypefacesRule.family(of: name) else { continue }
            context.contribute(family.key, detail: family.name, at: font.element)
        }
    }
}
