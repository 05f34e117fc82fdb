import SwiftUI

struct EpisodeRow: View {
    let episode: Episode
    let isDownloaded: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(episode.publishedAt, format: .dateTime.month().day())
                    .font(.caption)
                    .foregroundStyle(.secondary)
                if isDownloaded {
                    Image(systemName: "arrow.down.circle.fill")
                        .font(.caption)
                        .foregroundStyle(.tint)
                }
            }
            Text(episode.title)
                .font(.headline)
                .lineLimit(2)
            Text(episode.notes)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(3)
                .lineSpacing(-1) // expect: negative-line-spacing, tight-leading-multiline
            Text(Duration.seconds(episode.duration), format: .units(allowed: [.hours, .minutes], width: .abbreviated))
                .font(.caption.weight(.medium))
                .lineLimit(1)
        }
        .padding(.vertical, 4)
    }
}

struct ShowHeader: View {
    let title: String
    let author: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.system(size: 30, weight: .light, design: .serif)) // expect: fixed-font-size, thin-weight
                .minimumScaleFactor(0.7) // expect: minimum-scale-factor
            Text(author)
                .font(.subheadline)
                .fontWeight(.thin) // expect: thin-weight
        }
    }
}
