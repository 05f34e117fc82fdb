/// A WidgetKit widget: timeline entry and provider, a view switching on the widget family, and the
/// widget configuration.
enum WidgetTemplate {
    /// Writes the file and returns the main type's name.
    static func write(_ b: SourceBuilder, feature: Feature, lines: Int) -> String {
        let name = feature.name + "Widget"
        b.line("import WidgetKit")
        b.line("import SwiftUI")
        b.blank()
        b.block("struct \(name)Entry: TimelineEntry") {
            b.line("let date: Date")
            b.line("let \(feature.variable): \(feature.name)")
        }
        b.blank()
        b.block("struct \(name)Provider: TimelineProvider") {
            b.block("func placeholder(in context: Context) -> \(name)Entry") {
                b.line("\(name)Entry(date: .now, \(feature.variable): .sample)")
            }
            b.blank()
            b.block("func getSnapshot(in context: Context, completion: @escaping (\(name)Entry) -> Void)") {
                b.line("completion(placeholder(in: context))")
            }
            b.blank()
            b.block("func getTimeline(in context: Context, completion: @escaping (Timeline<\(name)Entry>) -> Void)") {
                b.group("let entries = (0..<\(b.int(3...24))).map { hour in", close: "}") {
                    b.line("\(name)Entry(date: Calendar.current.date(byAdding: .hour, value: hour, to: .now)!, \(feature.variable): .sample)")
                }
                b.line("completion(Timeline(entries: entries, policy: .atEnd))")
            }
        }
        b.repeatUntil(lines: lines) { index in
            b.blank()
            let viewName = "\(name)View\(index == 0 ? "" : String(index))"
            let elements = SwiftUIElements(b: b, feature: feature, subject: "entry.\(feature.variable)", metric: nil)
            b.block("struct \(viewName): View") {
                b.line("let entry: \(name)Entry")
                b.line("@Environment(\\.widgetFamily) private var family")
                b.line("@State private var isExpanded = false")
                b.blank()
                b.block("var body: some View") {
                    b.switchBlock("family") {
                        b.line("case .systemSmall:")
                        b.indented {
                            b.block("VStack(alignment: .leading, spacing: \(b.int(2...8)))") {
                                elements.text()
                                elements.text()
                            }
                        }
                        b.line("case .accessoryRectangular:")
                        b.indented {
                            elements.text()
                            b.indented { b.line(".widgetAccentable()") }
                        }
                        b.line("default:")
                        b.indented { elements.element(depth: 2) }
                    }
                }
            }
        }
        b.blank()
        b.block("struct \(name): Widget") {
            b.line("let kind = \"com.example.\(feature.variable).widget\"")
            b.blank()
            b.block("var body: some WidgetConfiguration") {
                b.group("StaticConfiguration(kind: kind, provider: \(name)Provider()) { entry in", close: "}") {
                    b.line("\(name)View(entry: entry)")
                    b.indented { b.line(".containerBackground(.fill.tertiary, for: .widget)") }
                }
                b.line(".configurationDisplayName(\"\(b.pick(Vocabulary.phrases))\")")
                b.line(".supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])")
            }
        }
        return name
    }
}
