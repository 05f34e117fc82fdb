import WidgetKit
import SwiftUI
import AppIntents

struct SelectTopicIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Topic"
    static var description = IntentDescription("Shows the latest story from a topic.")

    @Parameter(title: "Topic", default: "Science")
    var topic: String
}

struct StoryEntry: TimelineEntry {
    let date: Date
    let headline: String
    let topic: String
    let minutes: Int
}

struct StoryProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StoryEntry {
        StoryEntry(date: .now, headline: "A placeholder headline that wraps", topic: "Science", minutes: 4)
    }

    func snapshot(for configuration: SelectTopicIntent, in context: Context) async -> StoryEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: SelectTopicIntent, in context: Context) async -> Timeline<StoryEntry> {
        let stories = (try? await APIClient.shared.latest(topic: configuration.topic, limit: 6)) ?? []
        let entries = stories.enumerated().map { offset, story in
            StoryEntry(
                date: Calendar.current.date(byAdding: .minute, value: offset * 30, to: .now)!,
                headline: story.title,
                topic: configuration.topic,
                minutes: story.readingTime
            )
        }
        return Timeline(entries: entries.isEmpty ? [placeholder(in: context)] : entries, policy: .atEnd)
    }
}

struct StoryWidgetView: View {
    var entry: StoryEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("\(entry.topic): \(entry.headline)")
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.topic)
                    .font(.system(size: 11, weight: .semibold))
                    .widgetAccentable()
                Text(entry.headline)
                    .font(.headline)
                    .lineLimit(2)
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                Text(entry.topic.uppercased())
                    .font(.caption2.weight(.heavy))
                    .tracking(1)
                    .foregroundStyle(renderingMode == .fullColor ? Color.orange : Color.primary)
                Text(entry.headline)
                    .font(.system(size: family == .systemSmall ? 15 : 19, weight: .bold, design: .serif))
                    .lineLimit(family == .systemSmall ? 4 : 3)
                    .minimumScaleFactor(0.7)
                Spacer(minLength: 0)
                Label("\(entry.minutes) min", systemImage: "clock")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct StoryWidget: Widget {
    let kind: String = "StoryWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectTopicIntent.self, provider: StoryProvider()) { entry in
            StoryWidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.brandPaper
                }
        }
        .configurationDisplayName("Latest Story")
        .description("The newest story from a topic you pick.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .systemSmall) {
    StoryWidget()
} timeline: {
    StoryEntry(date: .now, headline: "Scientists map the ocean floor in record detail", topic: "Science", minutes: 6)
    StoryEntry(date: .now.addingTimeInterval(1800), headline: "Short one", topic: "Science", minutes: 2)
}
