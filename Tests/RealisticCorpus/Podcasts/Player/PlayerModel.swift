import AVFoundation
import Observation

@Observable
final class PlayerModel {
    var episode: Episode?
    var elapsed: TimeInterval = 0
    var duration: TimeInterval = 0
    var playbackRate: Float = 1
    var isPlaying = false
    @ObservationIgnored private var observer: Any?
    private let player = AVPlayer()

    func attach() {
        observer = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 1, preferredTimescale: 1), queue: .main) { [weak self] time in
            self?.elapsed = time.seconds
        }
    }
}

struct Episode: Identifiable, Hashable {
    let id: Int
    let title: String
    let show: String
    let notes: String
    let publishedAt: Date
    let duration: TimeInterval
}
