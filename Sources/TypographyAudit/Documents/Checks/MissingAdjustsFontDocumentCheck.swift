import InterfaceBuilder
import Typography

/// `missing-adjusts-font` in documents: a label, text field or text view with a text style and without
/// `adjustsFontForContentSizeCategory="YES"` gets the size of the category at load time and keeps it when
/// the reader changes the text size. What code sets on the view's outlet wins over the document; an
/// attributed text of the code's own font keeps its size just the same unless the view adjusts, and one
/// of a preferred font (`.font: UIFont.preferredFont(forTextStyle: .subheadline)`) is a text style too.
/// Fix: `adjustsFontForContentSizeCategory="YES"` on the view (exact). A button's title (without a
/// configuration, which updates its title itself) adjusts only when code tells its `titleLabel`: the
/// message says what the code must add, and there is no fix in the document.
struct MissingAdjustsFontDocumentCheck: DocumentCheck {
    static let ruleID = "missing-adjusts-font"

    func check(_ context: inout DocumentCheckContext) {
        for site in context.sites where site.platform.supportsDynamicType && site.platform != .tvos && !site.adjustsFont {
            if site.view.kind == .button {
                guard site.isTextStyle, !site.codeSetsFont, !context.xml.children(of: site.view.element).contains(where: {
                    context.xml.element($0, isNamed: "buttonConfiguration")
                }) else { continue }
                context.report(at: site.view.element, .buttonNeedsCode(site.name(in: context.xml)))
                continue
            }
            guard site.isTextStyle && !site.codeSets(.font) || site.code?.attributedTextHasTextStyle == true else { continue }
            let fix = DocumentEdits.adjustsFontForContentSizeCategory(of: site.view.element, in: context.xml).map {
                DocumentCheckContext.fix([$0], isExact: true, summary: "adjustsFontForContentSizeCategory=\"YES\"")
            }
            context.report(at: site.view.element, .missingAdjusts(site.name(in: context.xml)), fix: fix)
        }
    }
}

fileprivate extension String {
    static func buttonNeedsCode(_ name: String) -> String {
        "\(name) has a text style, but a button's title adjusts only when code sets "
            + "titleLabel?.adjustsFontForContentSizeCategory = true; without it the title keeps its size when the reader "
            + "changes the text size"
    }

    static func missingAdjusts(_ name: String) -> String {
        "\(name) has a text style but not adjustsFontForContentSizeCategory, so it keeps its size when the reader "
            + "changes the text size"
    }
}
