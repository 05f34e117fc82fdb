/// Writes the inside of SwiftUI view bodies: texts with modifier chains, stacks, buttons, lists,
/// `ForEach`, conditionals and `#if os(…)` regions.
///
/// The enclosing view is expected to have `isExpanded` (a `Bool` state) and a property named by
/// `subject` holding the feature's model.
struct SwiftUIElements {
    let b: SourceBuilder
    let feature: Feature
    /// The expression of the model value shown, e.g. `recipe` or `item`.
    let subject: String
    /// A `@ScaledMetric` property in scope, if any.
    let metric: String?

    /// Writes one view, possibly containing others, nested at most `depth` more levels.
    func element(depth: Int) {
        let nested = depth > 0 ? 1 : 0
        switch b.weighted([
            (10, 0), (2, 1), (2, 2), (5 * nested, 3), (2 * nested, 4), (2, 5), (2 * nested, 6),
            (2 * nested, 7), (1 * nested, 8), (2, 9), (1, 10), (1 * nested, 11), (1, 12),
        ]) {
        case 0: text()
        case 1: label()
        case 2: image()
        case 3: stack(depth: depth)
        case 4: button(depth: depth)
        case 5: simpleButton()
        case 6: forEach(depth: depth)
        case 7: conditional(depth: depth)
        case 8: platformRegion(depth: depth)
        case 9: b.line(b.pick(["Spacer()", "Divider()", "Spacer(minLength: \(b.int(4...24)))"]))
        case 10: b.line("Toggle(\"\(b.pick(Vocabulary.phrases))\", isOn: $isExpanded)")
        case 11: navigationLink(depth: depth)
        default: progress()
        }
    }

    /// A `Text` with a modifier chain.
    func text() {
        b.line(textExpression())
        b.indented { textModifiers() }
    }

    func textExpression() -> String {
        let field = feature.stringField(b).name
        let phrase = b.pick(Vocabulary.phrases)
        var choices: [(Int, String)] = [
            (6, "Text(\"\(phrase)\")"),
            (6, "Text(\(subject).\(field))"),
            (2, "Text(\"\(phrase), \\(\(subject).\(field))!\")"),
            (1, "Text(verbatim: \"\(phrase)\")"),
            (2, "Text(\"Status: \\(isExpanded ? \"Open\" : \"Closed\")\")"),
            (1, "Text(\"\\(\(subject).\(field).uppercased()) · \\(\"\(phrase)\".lowercased())\")"),
            (1, "Text(LocalizedStringKey(\"\(feature.variable).\(field)\"))"),
            (1, "Text(\"\(phrase)\") + Text(\" \\(\(subject).\(field))\").bold()"),
        ]
        if let number = feature.field(b, ofType: ["Int"]) {
            choices.append((3, "Text(\"\\(\(subject).\(number.name)) items\")"))
            choices.append((1, "Text(\(subject).\(number.name), format: .number)"))
        }
        if let number = feature.field(b, ofType: ["Double"]) {
            choices.append((2, "Text(\(subject).\(number.name), format: .number.precision(.fractionLength(1)))"))
            choices.append((1, "Text(\"Rated \\(String(format: \"%.1f\", \(subject).\(number.name)))\")"))
            choices.append((1, "Text(\(subject).\(number.name), format: .currency(code: \"USD\"))"))
        }
        if feature.field(b, ofType: ["Date"]) != nil {
            choices.append((2, "Text(\(subject).createdAt, style: .relative)"))
            choices.append((2, "Text(\(subject).createdAt, format: .dateTime.month().day())"))
            choices.append((1, "Text(\"Updated \\(\(subject).createdAt.formatted(.relative(presentation: .named)))\")"))
        }
        return b.weighted(choices)
    }

    /// One to five modifiers typical of text, each on its own line.
    func textModifiers() {
        if b.chance(85) { b.line(".font(\(FontExpressions.swiftUI(b, scaled: metric)))") }
        var used: Set<Substring> = []
        for _ in 0..<b.int(0...4) {
            distinct(&used, b.weighted([
                (3, ".foregroundStyle(\(b.pick(Vocabulary.colors)))"),
                (1, ".foregroundColor(\(b.pick(Vocabulary.colors)))"),
                (3, ".lineLimit(\(b.int(1...3)))"),
                (1, ".lineLimit(\(b.int(1...2))...\(b.int(3...6)))"),
                (1, ".lineLimit(\(b.int(1...3)), reservesSpace: true)"),
                (2, ".kerning(\(b.decimal(0...1, negative: b.chance(30))))"),
                (2, ".tracking(\(b.decimal(0...1, negative: b.chance(40))))"),
                (2, ".lineSpacing(\(b.int(0...10)))"),
                (2, ".minimumScaleFactor(0.\(b.int(5...9)))"),
                (2, ".multilineTextAlignment(.\(b.pick(["leading", "center", "trailing"])))"),
                (1, ".truncationMode(.\(b.pick(["tail", "middle", "head"])))"),
                (1, ".fontWeight(.\(b.pick(Vocabulary.weights)))"),
                (1, b.pick([".bold()", ".italic()", ".monospacedDigit()", ".textCase(.uppercase)"])),
                (1, ".dynamicTypeSize(...DynamicTypeSize.\(b.pick(["large", "xLarge", "xxLarge", "xxxLarge"])))"),
                (1, ".dynamicTypeSize(.small ... .accessibility\(b.int(1...3)))"),
                (2, ".padding(.\(b.pick(["top", "bottom", "horizontal", "vertical"])), \(b.int(2...20)))"),
                (1, ".frame(maxWidth: .infinity, alignment: .leading)"),
                (1, ".fixedSize(horizontal: false, vertical: true)"),
                (1, ".accessibilityLabel(\"\(b.pick(Vocabulary.phrases))\")"),
                (1, ".opacity(isExpanded ? 1 : 0.\(b.int(3...7)))"),
            ]))
        }
    }

    /// Writes `modifier` unless a modifier of the same name was already written to this view.
    private func distinct(_ used: inout Set<Substring>, _ modifier: String) {
        let name = modifier.prefix { $0 != "(" }
        if used.insert(name).inserted { b.line(modifier) }
    }

    func label() {
        b.line("Label(\"\(b.pick(Vocabulary.phrases))\", systemImage: \"\(b.pick(Vocabulary.symbols))\")")
        b.indented {
            b.line(".font(\(FontExpressions.swiftUI(b, scaled: metric)))")
            if b.chance(50) { b.line(".labelStyle(.\(b.pick(["titleAndIcon", "iconOnly", "titleOnly"])))") }
        }
    }

    func image() {
        b.line("Image(systemName: \"\(b.pick(Vocabulary.symbols))\")")
        b.indented {
            if let metric, b.chance(50) {
                b.line(".font(.system(size: \(metric)))")
            } else {
                b.line(".font(.system(size: \(b.pick(Vocabulary.fontSizes)), weight: .\(b.pick(Vocabulary.weights))))")
            }
            if b.chance(50) { b.line(".foregroundStyle(\(b.pick(Vocabulary.colors)))") }
            if b.chance(30) { b.line(".imageScale(.\(b.pick(["small", "medium", "large"])))") }
        }
    }

    func stack(depth: Int) {
        let kind = b.pick(["VStack", "HStack", "ZStack", "LazyVStack"])
        let alignment = kind == "HStack" ? b.pick(["top", "center", "firstTextBaseline"]) : b.pick(["leading", "center", "trailing"])
        let header = kind == "ZStack" ? b.pick(["ZStack", "ZStack(alignment: .\(b.pick(["topLeading", "bottom", "center"])))"]) : b.weighted([
            (3, "\(kind)(alignment: .\(alignment), spacing: \(b.int(0...24)))"),
            (2, "\(kind)"),
            (1, "\(kind)(spacing: \(metric ?? String(b.int(2...16))))"),
        ])
        b.block(header) {
            for _ in 0..<b.int(1...4) { element(depth: depth - 1) }
        }
        containerModifiers()
    }

    func containerModifiers() {
        var used: Set<Substring> = []
        for _ in 0..<b.int(0...3) {
            distinct(&used, b.weighted([
                (3, ".padding(\(b.chance(50) ? "" : String(b.int(4...24))))"),
                (1, ".padding(.horizontal, \(b.int(8...24)))"),
                (2, ".background(\(b.pick(Vocabulary.colors)).opacity(0.1))"),
                (2, ".clipShape(RoundedRectangle(cornerRadius: \(b.int(4...20)), style: .continuous))"),
                (1, ".frame(maxWidth: .infinity, alignment: .leading)"),
                (1, ".animation(.easeInOut(duration: 0.\(b.int(1...5))), value: isExpanded)"),
                (1, ".font(\(FontExpressions.swiftUI(b, scaled: metric)))"),
                (1, ".contentShape(Rectangle())"),
            ]))
        }
        if b.chance(15) {
            b.block(".onTapGesture") {
                b.block("withAnimation(.spring(response: 0.\(b.int(2...6)), dampingFraction: 0.8))") {
                    b.line("isExpanded.toggle()")
                }
            }
        }
    }

    func button(depth: Int) {
        b.block("Button", close: "} label: {") { action() }
        b.indented {
            if b.chance(50) {
                b.block("HStack(spacing: \(b.int(4...12)))") {
                    image()
                    text()
                }
            } else {
                element(depth: depth - 1)
            }
        }
        b.line("}")
        if b.chance(50) { b.line(".buttonStyle(.\(b.pick(["borderedProminent", "bordered", "plain", "borderless"])))") }
        if b.chance(30) { b.line(".controlSize(.\(b.pick(["small", "regular", "large"])))") }
    }

    func simpleButton() {
        let phrase = b.pick(Vocabulary.phrases)
        if b.chance(50) {
            b.line("Button(\"\(phrase)\", action: \(b.pick(Vocabulary.verbs)))")
            b.indented { b.line(".font(\(FontExpressions.swiftUI(b, scaled: metric)))") }
        } else {
            b.block("Button(\"\(phrase)\")") { action() }
            b.line(".font(\(FontExpressions.swiftUI(b, scaled: metric)))")
        }
    }

    func action() {
        b.line(b.weighted([
            (2, "isExpanded.toggle()"),
            (2, "withAnimation { isExpanded.toggle() }"),
            (1, "Task { await model.\(b.pick(Vocabulary.verbs))() }"),
            (1, "onSelect?(\(subject))"),
            (1, "dismiss()"),
        ]))
    }

    func forEach(depth: Int) {
        let header = b.weighted([
            (2, "ForEach(\(subject).tags, id: \\.self) { tag in"),
            (2, "ForEach(0..<\(b.int(3...12)), id: \\.self) { index in"),
            (1, "ForEach(Array(\(subject).tags.enumerated()), id: \\.offset) { index, tag in"),
        ])
        b.line(header)
        b.indented {
            if header.contains("tag in") {
                b.line("Text(tag)")
            } else {
                b.line("Text(\"Item \\(index + 1)\")")
            }
            b.indented { textModifiers() }
            if b.chance(40) { element(depth: depth - 1) }
        }
        b.line("}")
    }

    func conditional(depth: Int) {
        let hasElse = b.chance(60)
        b.block("if isExpanded", close: hasElse ? "} else {" : "}") {
            element(depth: depth - 1)
        }
        if hasElse {
            b.indented { element(depth: depth - 1) }
            b.line("}")
        }
    }

    func platformRegion(depth: Int) {
        b.line(b.pick(["#if os(macOS)", "#if os(iOS)", "#if os(iOS) || os(visionOS)", "#if canImport(UIKit)"]))
        element(depth: depth - 1)
        if b.chance(70) {
            b.line("#else")
            element(depth: depth - 1)
        }
        b.line("#endif")
    }

    func navigationLink(depth: Int) {
        b.block("NavigationLink", close: "} label: {") {
            b.line("\(feature.name)DetailView(\(feature.variable): \(subject))")
        }
        b.indented { element(depth: depth - 1) }
        b.line("}")
    }

    func progress() {
        if let value = feature.field(b, ofType: ["Double"]) {
            b.line("ProgressView(value: \(subject).\(value.name), total: \(b.int(1...100)))")
        } else {
            b.line("ProgressView(\"\(b.pick(Vocabulary.phrases))\")")
        }
        b.indented { b.line(".progressViewStyle(.\(b.pick(["linear", "circular"])))") }
    }
}
