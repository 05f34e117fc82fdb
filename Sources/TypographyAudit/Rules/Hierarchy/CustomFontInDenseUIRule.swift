import SwiftSource
import Typography

/// `custom-font-in-dense-ui`: a custom typeface in dense, utilitarian UI.
///
/// Lint: a SwiftUI text inside a `Form`, a `Settings` scene, an inspector (`.inspector { … }`, a
/// screen named like an inspector) or a `Table` — or a screen named like settings or preferences —
/// shown in a custom font; reported once per font expression (a `.font(.custom(…))` on the form
/// itself is one finding). A family chosen at run time (a font picker showing each family in itself,
/// the reader's own editor font) is the content, not a design choice: not reported. A note: the
/// system font is what settings and inspectors read best in.
struct CustomFontInDenseUIRule: Rule {
    /// A custom font reaches a text through a `.font(…)` in the same file.
    static let names: [KnownName] = [.font]

    static let description = RuleDescription(
        id: "custom-font-in-dense-ui",
        name: "Custom font in dense UI",
        defaultSeverity: .note,
        rationale: "Forms, settings, inspectors and tables are read in passing and packed with controls; the HIG "
            + "suggests the system font there and a custom typeface for headings and brand moments.",
        triggeringExamples: [
            """
            import SwiftUI
            struct BrewSettings: View {
                @AppStorage("ratio") private var ratio = 16.0
                var body: some View {
                    Form {
                        Section("Ratio") {
                            Text("Grams of water per gram of coffee").font(↓.custom("Avenir Next", size: 15))
                            Stepper(value: $ratio, in: 10...20) { Text("1:\\(Int(ratio))") }
                        }
                    }
                    .font(↓.custom("Avenir Next", size: 17, relativeTo: .body))
                }
            }
            """,
            """
            import SwiftUI
            extension Font {
                static let brand = Font.custom("Recoleta", size: 17)
            }
            struct Inspector: View {
                let bean: Bean
                var body: some View {
                    Table(bean.origins) {
                        TableColumn("Farm") { origin in Text(origin.farm).font(↓.brand) }
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct PreferencesView: View {
                var body: some View {
                    VStack {
                        header
                    }
                }
                private var header: some View {
                    Text("Brewlog").font(↓.custom("Recoleta", size: 28, relativeTo: .title))
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    VStack {
                        Text("Brewlog").font(.custom("Recoleta", size: 34, relativeTo: .largeTitle))
                        Form {
                            Text("Ratio").font(.body)
                            Toggle("Bloom", isOn: .constant(true))
                        }
                    }
                }
            }
            """,
            """
            import SwiftUI
            // A font picker in settings shows each family in itself.
            struct EditorFontSettings: View {
                @Binding var family: String
                let families: [String]
                var body: some View {
                    Form {
                        Picker("Font", selection: $family) {
                            ForEach(families, id: \\.self) { name in
                                Text(name).font(.custom(name, size: 13)).tag(name)
                            }
                        }
                    }
                }
            }
            """,
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        var reported = Set<Int>()
        for site in file.textSites where !site.isInPreview && !file.context(of: site).isDisjoint(with: .dense) {
            for font in site.fonts where font.value.isCustom && font.value.source != .custom(family: nil) {
                guard let index = font.occurrence, reported.insert(index).inserted else { continue }
                let occurrence = file.fonts[index]
                guard !occurrence.isInPreview else { continue }
                context.report(at: occurrence.anchor, .custom(font.value, in: file.context(of: site).intersection(.dense)))
            }
        }
    }
}

fileprivate extension String {
    static func custom(_ value: FontValue, in context: ViewContext) -> String {
        var family = "custom font"
        if case .custom(let name?) = value.source { family += " '\(name)'" }
        let place = context.phrases.first ?? "dense UI"
        return "\(family) in \(place); forms, settings, inspectors "
            + "and tables read best in the system font"
    }
}
