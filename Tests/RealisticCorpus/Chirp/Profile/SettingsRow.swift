import SwiftUI

struct SettingsRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack { // expect: fixed-layout-at-accessibility-sizes
            Text(title)
            Spacer()
            Text(value)
                .foregroundStyle(.secondary)
        }
        .font(.chirpHeadline)
        .frame(height: Metrics.rowHeight) // expect: text-clips-at-large-sizes
    }
}

struct BadgeRow: View {
    let count: Int

    var body: some View {
        HStack {
            Text("Notifications")
                .font(.body)
            Text(count, format: .number) // a let: shown once
                .font(.caption)
        }
        .frame(minHeight: 44)
    }
}
