import SwiftUI

struct NowPlayingView: View { // expect: too-many-type-levels
    @Environment(PlayerModel.self) private var player
    @State private var isScrubbing = false
    @State private var scrubPosition: Double = 0

    var body: some View {
        VStack(spacing: 20) {
            if let episode = player.episode {
                Text(episode.show.uppercased())
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text(episode.title)
                    .font(.title2.bold())
                    .multilineTextAlignment(.center)
                    .lineLimit(3)
            }
            Slider(value: $scrubPosition, in: 0...max(player.duration, 1)) { editing in
                isScrubbing = editing
            }
            HStack {
                Text(Duration.seconds(isScrubbing ? scrubPosition : player.elapsed), format: .time(pattern: .minuteSecond)) // expect: proportional-changing-digits
                Spacer()
                Text(Duration.seconds(player.duration - player.elapsed), format: .time(pattern: .minuteSecond))
                    .monospacedDigit()
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
            HStack(spacing: 40) {
                Button { } label: { Image(systemName: "gobackward.15").font(.title) }
                Button { player.isPlaying.toggle() } label: {
                    Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 44)) // expect: symbol-fixed-point-size
                }
                Button { } label: { Image(systemName: "goforward.30").font(.title) }
            }
            Menu {
                ForEach([0.5, 1, 1.5, 2], id: \.self) { rate in
                    Button("\(rate, specifier: "%.1f")×") { player.playbackRate = Float(rate) }
                }
            } label: {
                Text("\(player.playbackRate, specifier: "%.1f")×") // expect: proportional-changing-digits
                    .font(.subheadline.bold())
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(.thinMaterial, in: Capsule())
            }
        }
        .padding(24)
    }
}
