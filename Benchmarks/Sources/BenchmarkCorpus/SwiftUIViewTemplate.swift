/// A SwiftUI screen: a view with state, scaled metrics and a body, helper subviews (computed
/// properties, a `@ViewBuilder` switch, sibling row views) and a `#Preview`.
enum SwiftUIViewTemplate {
    /// Writes the file and returns the main type's name.
    static func write(_ b: SourceBuilder, feature: Feature, lines: Int) -> String {
        let name = feature.name + b.pick(Vocabulary.viewSuffixes) + "View"
        b.line("import SwiftUI")
        if b.chance(20) { b.line("import Observation") }
        b.blank()
        b.repeatUntil(lines: lines) { index in
            let viewName = index == 0 ? name : "\(feature.name)\(b.pick(Vocabulary.viewSuffixes))Row\(index)"
            view(b, feature: feature, name: viewName, isMain: index == 0)
            b.blank()
        }
        b.block(b.chance(70) ? "#Preview" : "#Preview(\"\(b.pick(Vocabulary.phrases))\")") {
            b.line("\(name)(\(feature.variable): .sample)")
            if b.chance(40) { b.indented { b.line(".environment(\\.dynamicTypeSize, .accessibility\(b.int(1...5)))") } }
        }
        return name
    }

    private static func view(_ b: SourceBuilder, feature: Feature, name: String, isMain: Bool) {
        let metric = b.chance(40) ? b.pick(["iconSize", "spacing", "badgeHeight", "titleSize"]) : nil
        let elements = SwiftUIElements(b: b, feature: feature, subject: feature.variable, metric: metric)
        DocComments.write(b, about: "Shows the \(feature.variable)'s \(b.pick(["details", "summary", "status", "progress"])).")
        b.block("\(isMain ? "" : "private ")struct \(name): View") {
            b.line("let \(feature.variable): \(feature.name)")
            if b.chance(40) { b.line("var onSelect: ((\(feature.name)) -> Void)?") }
            b.line("@State private var isExpanded = \(b.chance(50))")
            if isMain {
                b.line(b.pick([
                    "@StateObject private var model = \(feature.name)ViewModel()",
                    "@ObservedObject var model: \(feature.name)ViewModel",
                    "@Environment(\(feature.name)Store.self) private var model",
                ]))
                b.line("@Environment(\\.dismiss) private var dismiss")
            }
            if b.chance(30) { b.line("@Environment(\\.dynamicTypeSize) private var dynamicTypeSize") }
            if let metric {
                let style = b.pick(Vocabulary.textStyles)
                b.line(b.chance(60)
                    ? "@ScaledMetric(relativeTo: .\(style)) private var \(metric): CGFloat = \(b.int(8...44))"
                    : "@ScaledMetric private var \(metric) = \(b.decimal(4...40))")
            }
            b.blank()
            b.block("var body: some View") { body(b, elements: elements, isMain: isMain) }
            if b.chance(60) {
                b.blank()
                b.line("@ViewBuilder")
                b.block("private var \(b.pick(["header", "footer", "details", "badge"])): some View") {
                    elements.element(depth: 2)
                }
            }
            if b.chance(40) {
                b.blank()
                statusSwitch(b, elements: elements, feature: feature)
            }
            if b.chance(40) {
                b.blank()
                b.block("private func \(b.pick(Vocabulary.verbs))()") {
                    b.line("isExpanded = false")
                    b.line("onSelect?(\(feature.variable))")
                }
            }
        }
    }

    private static func body(_ b: SourceBuilder, elements: SwiftUIElements, isMain: Bool) {
        switch b.weighted([(4, 0), (isMain ? 2 : 0, 1), (1, 2)]) {
        case 1:
            b.block("NavigationStack") {
                b.block("List") {
                    b.block("Section", close: "} header: {") {
                        for _ in 0..<b.int(1...3) { elements.element(depth: 2) }
                    }
                    b.indented { elements.text() }
                    b.line("}")
                }
                b.line(".listStyle(.\(b.pick(["insetGrouped", "plain", "sidebar"])))")
                b.line(".navigationTitle(\"\(b.pick(Vocabulary.phrases))\")")
                b.block(".toolbar") {
                    b.block("ToolbarItem(placement: .primaryAction)") { elements.simpleButton() }
                }
                b.line(".task { await model.\(b.pick(Vocabulary.verbs))() }")
            }
        case 2:
            b.block("ScrollView") {
                b.block("LazyVStack(alignment: .leading, spacing: \(b.int(4...20)))") {
                    for _ in 0..<b.int(2...4) { elements.element(depth: 3) }
                }
                b.line(".padding()")
            }
        default:
            b.block("VStack(alignment: .leading, spacing: \(b.int(4...16)))") {
                for _ in 0..<b.int(2...5) { elements.element(depth: 3) }
            }
            elements.containerModifiers()
        }
    }

    private static func statusSwitch(_ b: SourceBuilder, elements: SwiftUIElements, feature: Feature) {
        b.line("@ViewBuilder")
        b.block("private var statusView: some View") {
            b.switchBlock("\(feature.variable).\(feature.stringField(b).name)") {
                let first = b.pick(Vocabulary.phrases)
                let second = b.pick(Vocabulary.phrases.filter { $0 != first })
                for phrase in [first, second] {
                    b.line("case \"\(phrase)\":")
                    b.indented { elements.element(depth: 1) }
                }
                b.line("default:")
                b.indented { b.line("EmptyView()") }
            }
        }
    }
}
