import SwiftUI
import WidgetKit

struct BrewEntry: TimelineEntry {
    let date: Date
    let recipeName: String
    let brewEnd: Date
}

struct BrewProvider: TimelineProvider {
    func placeholder(in context: Context) -> BrewEntry {
        BrewEntry(date: .now, recipeName: "Morning V60", brewEnd: .now.addingTimeInterval(180))
    }

    func getSnapshot(in context: Context, completion: @escaping (BrewEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BrewEntry>) -> Void) {
        let entry = placeholder(in: context)
        completion(Timeline(entries: [entry], policy: .after(entry.brewEnd)))
    }
}

struct BrewWidgetView: View {
    let entry: BrewEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.recipeName)
                .font(.headline)
                .lineLimit(2)
            Text(entry.brewEnd, style: .timer)
                .font(.system(.title, design: .rounded))
            Text("until your coffee is ready")
                .font(.system(size: 11, weight: .ultraLight))
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct BrewWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BrewWidget", provider: BrewProvider()) { entry in
            BrewWidgetView(entry: entry)
        }
        .configurationDisplayName("Brew timer")
        .description("Shows the brew in progress.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
