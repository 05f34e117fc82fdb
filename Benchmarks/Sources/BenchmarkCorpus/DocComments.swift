/// Comments as apps write them: `///` doc comments with parameter lists, `/** … */` blocks, plain
/// block comments (sometimes nested), `// MARK:` and TODO lines.
enum DocComments {
    /// Usually a `///` summary (sometimes with a discussion line), sometimes a `/** */` block, sometimes nothing.
    static func write(_ b: SourceBuilder, about summary: String, parameters: [String] = []) {
        switch b.weighted([(6, 0), (1, 1), (1, 2), (2, 3)]) {
        case 0:
            b.line("/// \(summary)")
            if b.chance(30) {
                b.line("///")
                b.line("/// - Note: Uses `\(b.pick(Vocabulary.textStyles))` so the text follows Dynamic Type.")
            }
            if !parameters.isEmpty {
                b.line("/// - Parameters:")
                for parameter in parameters { b.line("///   - \(parameter): The \(parameter) to use.") }
            }
        case 1:
            b.line("/**")
            b.line(" \(summary)")
            b.line("")
            b.line(" ```swift")
            b.line(" let font = Font.system(size: \(b.pick(Vocabulary.fontSizes)))")
            b.line(" ```")
            b.line(" */")
        case 2:
            b.line("/* \(summary) /* nested: see the design spec */ */")
        default:
            break
        }
    }

    /// A line comment of the kind sprinkled through real code.
    static func remark(_ b: SourceBuilder) {
        b.line(b.pick([
            "// MARK: - \(b.pick(Vocabulary.phrases))",
            "// TODO: Replace the fixed size with a text style (DESIGN-\(b.int(100...999))).",
            "// FIXME: Truncates in German at larger sizes.",
            "// Matches the spec: \(b.pick(Vocabulary.fontSizes)) pt, tracking \(b.decimal(0...1)).",
            "/* Keep in sync with the widget. */",
        ]))
    }
}
