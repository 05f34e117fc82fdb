import SwiftUI
import Charts

struct ReadingStat: Identifiable {
    let id = UUID()
    let day: Date
    let minutes: Double
    let category: String
}

struct StatsChartView: View {
    let stats: [ReadingStat]
    @State private var selectedDay: Date?
    @ScaledMetric(relativeTo: .caption) private var annotationSize: CGFloat = 11

    private var total: Double { stats.reduce(0) { $0 + $1.minutes } }
    private var average: Double { stats.isEmpty ? 0 : total / Double(Set(stats.map(\.day)).count) }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .lastTextBaseline) {
                Text(total, format: .number.precision(.fractionLength(0)))
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                    .contentTransition(.numericText())
                Text("minutes this week")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Chart {
                ForEach(stats) { stat in
                    BarMark(
                        x: .value("Day", stat.day, unit: .day),
                        y: .value("Minutes", stat.minutes)
                    )
                    .foregroundStyle(by: .value("Category", stat.category))
                    .cornerRadius(4)
                }
                RuleMark(y: .value("Average", average))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("avg \(average, specifier: "%.0f")")
                            .font(.system(size: annotationSize, weight: .medium))
                            .foregroundStyle(.secondary)
                    }
                if let selectedDay {
                    RuleMark(x: .value("Selected", selectedDay, unit: .day))
                        .foregroundStyle(.gray.opacity(0.3))
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                        .font(.caption2)
                }
            }
            .chartXSelection(value: $selectedDay)
            .frame(minHeight: 180)
            .accessibilityLabel("Reading minutes per day")
        }
        .padding()
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16))
    }
}

#Preview {
    let categories = ["Science", "World", "Culture"]
    let stats = (0..<21).map { index in
        ReadingStat(
            day: Calendar.current.date(byAdding: .day, value: -(index / 3), to: .now)!,
            minutes: Double((index * 37) % 25 + 5),
            category: categories[index % categories.count]
        )
    }
    return StatsChartView(stats: stats)
}
