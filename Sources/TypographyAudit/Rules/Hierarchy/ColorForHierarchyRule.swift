import SwiftSource
import Typography

/// `color-for-hierarchy`: an accent colour used to rank text instead of to mark an action.
///
/// Lint: a SwiftUI `Text` at body size or smaller (caption, footnote, subheadline, callout, body)
/// coloured by `.foregroundStyle` / `.foregroundColor` (its own or a container's) with an accent
/// colour — `.blue`, `.indigo`, `.purple`, `.pink`, `.teal`, `.cyan`, `.mint`, `.accentColor`, `.tint`,
/// `Color(.systemBlue)`, or a literal `Color(red:green:blue:)` / `Color(hex:)` whose hue is one of
/// those — outside a `Button`, `Link`, `NavigationLink`, `Menu`, tappable view or underlined text.
/// Status colours (red, orange, yellow, green: errors, warnings, success), grays, `.primary` /
/// `.secondary` / `.tertiary`, and named colours the audit cannot see into stay silent, as does code
/// in a monospaced font (colour there highlights syntax: strings, numbers, keywords). Reported at
/// the colour modifier, once. A note; no fix.
struct ColorForHierarchyRule: Rule {
    static let names: [KnownName] = [.foregroundStyle, .foregroundColor]

    static let description = RuleDescription(
        id: "color-for-hierarchy",
        name: "Colour for hierarchy",
        defaultSeverity: .note,
        rationale: "In Apple's interfaces an accent colour says \"you can tap this\"; hierarchy comes from size, "
            + "weight and the secondary and tertiary label colours (HIG Color, Typography).",
        triggeringExamples: [
            """
            import SwiftUI
            struct Row: View {
                let recipe: Recipe
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(recipe.name).font(.headline)
                        Text(recipe.roaster).font(.subheadline)↓.foregroundStyle(.blue)
                        Text(recipe.method).font(.caption)↓.foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.9))
                        Text(recipe.origin).font(.footnote)↓.foregroundStyle(Color.accentColor.opacity(0.8))
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            struct Row: View {
                let recipe: Recipe
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(recipe.name).font(.largeTitle).foregroundStyle(.tint)
                        Text(recipe.roaster).font(.subheadline).foregroundStyle(.secondary)
                        Text("Over-extracted").font(.caption).foregroundStyle(.red)
                        Text("Saved").font(.caption).foregroundStyle(.green)
                        Text("Stale beans").font(.caption).foregroundColor(Color(red: 0.95, green: 0.6, blue: 0.1))
                        Text(recipe.origin).font(.footnote).foregroundStyle(Color("BrandInk"))
                        Text(recipe.method).font(.footnote).foregroundStyle(.brandBlue)
                        Button { } label: { Text("Edit").foregroundStyle(.blue) }
                        Link(destination: recipe.url) { Text("Roaster's page").font(.footnote).foregroundStyle(.blue) }
                        Text("Show all").font(.footnote).foregroundStyle(.blue).onTapGesture { }
                        Text("Terms").font(.caption).underline().foregroundStyle(.blue)
                    }
                }
            }
            """,
            """
            import SwiftUI
            // A console colours values by their kind: syntax highlighting, not hierarchy.
            extension Font {
                static let console: Font = .system(.footnote, design: .monospaced)
            }
            struct ConsoleValue: View {
                let value: ScriptValue
                var body: some View {
                    switch value {
                    case .text(let text): Text(text).font(.console).foregroundColor(.brown)
                    case .number(let number): Text(String(number)).font(.console).foregroundColor(.blue)
                    case .flag(let flag): Text(flag ? "true" : "false").font(.console).foregroundStyle(.purple)
                    }
                }
            }
            """,
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        var reported = Set<ComponentID>()
        for site in file.textSites where site.kind == .text && !site.isInPreview {
            guard file.context(of: site).isDisjoint(with: ViewContext.control.union(.accessibilityOnly)),
                  let colour = site.modifiers.first(where: { $0.name == .foregroundStyle || $0.name == .foregroundColor }),
                  !site.modifiers.contains(where: { tree.component($0.component, isNamed: "underline") }),
                  let body = DefaultStyleMetrics.metrics(.body, on: site.platform).pointSize else { continue }
            let sizes = site.fonts.compactMap { $0.value.resolvedSize(on: site.platform) }
            guard let size = sizes.max(), size <= body, !site.fonts.contains(where: { $0.value.design == .monospaced }), !reported.contains(colour.component),
                  let argument = tree.argument(nil, of: colour.component), let value = tree[argument].value,
                  let accent = Self.accent(value, in: tree) else { continue }
            reported.insert(colour.component)
            context.report(at: ModifierEdits.anchor(of: colour.component, in: tree), .ranked(size: size, colour: accent))
        }
    }

    /// The accent colour an expression is, as the message names it; nil for status colours, grays,
    /// label colours and anything the audit cannot resolve.
    static func accent(_ expression: ExpressionID, in tree: SyntaxTree) -> String? {
        guard let chain = tree.singleChain(of: expression) else { return nil }
        let components = Array(tree.components(of: chain))
        var index = 0
        // `Color.blue`, `SwiftUI.Color.blue`: skip the type names.
        while index < components.count - 1, tree[components[index]].kind == .identifier, !tree[components[index]].isCalled,
              tree.component(components[index], isNamed: "Color") || tree.component(components[index], isNamed: "SwiftUI") {
            index += 1
        }
        let first = components[index]
        guard let name = tree[first].name else { return nil }
        let text = tree.text(of: name)
        if tree[first].isCalled && text == "Color" {
            return literalAccent(first, in: tree)
        }
        guard !tree[first].isCalled else { return nil }
        return accentNames.contains(text) ? "." + text : nil
    }

    private static let accentNames: Set<String> = [
        "blue", "indigo", "purple", "pink", "teal", "cyan", "mint", "accentColor", "tint",
    ]

    /// `Color(red:green:blue:)`, `Color(hex:)`, `Color(.systemBlue)`, `Color(uiColor: .systemBlue)`.
    private static func literalAccent(_ color: ComponentID, in tree: SyntaxTree) -> String? {
        let number = { (label: StaticString) -> Double? in
            tree.argument(label, of: color).flatMap { tree[$0].value }.flatMap { tree.numberValue(of: $0) }
        }
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            return isAccentHue(red: red, green: green, blue: blue) ? "a blue-to-pink RGB colour" : nil
        }
        if let hex = tree.argument("hex", of: color).flatMap({ tree[$0].value }) {
            guard let value = hexValue(hex, in: tree) else { return nil }
            let red = Double((value >> 16) & 0xFF) / 255, green = Double((value >> 8) & 0xFF) / 255
            let blue = Double(value & 0xFF) / 255
            return isAccentHue(red: red, green: green, blue: blue) ? "a blue-to-pink hex colour" : nil
        }
        let argument = tree.argument(nil, of: color) ?? tree.argument("uiColor", of: color) ?? tree.argument("nsColor", of: color)
        guard let value = argument.flatMap({ tree[$0].value }), let chain = tree.singleChain(of: value),
              let last = tree.components(of: chain).last, let name = tree[last].name else { return nil }
        let text = tree.text(of: name)
        let system = ["systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemTeal", "systemCyan", "systemMint", "link", "tintColor"]
        return system.contains(text) ? "." + text : nil
    }

    /// `0x3366E6` or `"#3366E6"`.
    private static func hexValue(_ expression: ExpressionID, in tree: SyntaxTree) -> Int? {
        if let number = tree.numberValue(of: expression) { return Int(number) }
        guard var text = tree.stringLiteralText(of: expression) else { return nil }
        if text.hasPrefix("#") { text.removeFirst() }
        return text.count == 6 ? Int(text, radix: 16) : nil
    }

    /// Whether a colour is saturated and its hue is blue, purple or pink (not a status colour: red,
    /// orange, yellow, green; not a gray).
    static func isAccentHue(red: Double, green: Double, blue: Double) -> Bool {
        let high = max(red, green, blue), low = min(red, green, blue)
        guard high > 0, (high - low) / high >= 0.25 else { return false }
        let delta = high - low
        var hue: Double
        if high == red { hue = 60 * ((green - blue) / delta) } else if high == green { hue = 60 * ((blue - red) / delta + 2) } else {
            hue = 60 * ((red - green) / delta + 4)
        }
        if hue < 0 { hue += 360 }
        // Cyan and teal (170–200) through blue and purple to pink (below 345).
        return hue >= 170 && hue < 345
    }
}

fileprivate extension String {
    static func ranked(size: Double, colour: String) -> String {
        "\(PointSize(size)) pt text coloured \(colour) outside a button or link; an accent colour reads as an action — "
            + "rank text with .secondary or .tertiary instead"
    }
}
