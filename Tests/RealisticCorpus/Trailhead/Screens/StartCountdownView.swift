import SwiftUI
import UIKit

/// The countdown before a timed trail run: rounded digits when the system has them.
final class StartCountdownLabel: UILabel {
    private enum Metrics {
        static let weight: CGFloat = 0.3
    }

    func applyStyle() {
        let plain = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .semibold) // expect: fixed-font-size
        font = plain.fontDescriptor.withDesign(.rounded).map { UIFont(descriptor: $0, size: 20) } ?? plain // expect: fixed-font-size
        adjustsFontForContentSizeCategory = true
    }

    func applyCaptionStyle() {
        font = .systemFont(ofSize: 12, weight: UIFont.Weight(Metrics.weight)) // expect: fixed-font-size
    }
}

struct StartCountdownHeader: View {
    let design: Font.Design

    var body: some View {
        Text("Starts in")
            .font(.system(size: 17, design: design)) // expect: fixed-font-size
    }
}
