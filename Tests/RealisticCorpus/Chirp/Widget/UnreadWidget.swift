import SwiftUI
import WidgetKit

struct UnreadEntry: TimelineEntry {
    let date: Date
    let unread: Int
    let topAuthor: String
}

struct UnreadWidgetView: View {
    let entry: UnreadEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(entry.unread)") // expect: proportional-changing-digits
                .font(.system(.largeTitle, design: .rounded, weight: .bold))
            Text("unread from \(entry.topAuthor) and others")
                .font(.caption)
            Text(entry.date, style: .time)
                .font(.caption2) // expect: caption2-use
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
