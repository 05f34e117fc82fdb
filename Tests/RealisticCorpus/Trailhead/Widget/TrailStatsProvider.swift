import WidgetKit

struct TrailStatsEntry: TimelineEntry {
    let date: Date
    let distanceKilometers: Double
    let elevationGain: Int
    let trailName: String
    let trailID: Int
}

struct TrailStatsProvider: TimelineProvider {
    func placeholder(in context: Context) -> TrailStatsEntry {
        TrailStatsEntry(date: .now, distanceKilometers: 12.4, elevationGain: 640, trailName: "Ridge Loop", trailID: 7)
    }

    func getSnapshot(in context: Context, completion: @escaping (TrailStatsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TrailStatsEntry>) -> Void) {
        let entries = (0..<4).map { hour in
            TrailStatsEntry(date: .now.addingTimeInterval(Double(hour) * 3600), distanceKilometers: 12.4 + Double(hour),
                            elevationGain: 640 + hour * 40, trailName: "Ridge Loop", trailID: 7)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
