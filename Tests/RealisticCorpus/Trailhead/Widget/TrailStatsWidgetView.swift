import SwiftUI
import WidgetKit

struct TrailStatsWidgetView: View {
    let entry: TrailStatsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.trailName)
                .font(.headline)
            Text(entry.distanceKilometers, format: .number.precision(.fractionLength(1))) // expect: proportional-changing-digits
                .font(.title.weight(.bold))
            Text("\(entry.elevationGain) m").monospacedDigit()
            Text("Trail \(entry.trailID)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
