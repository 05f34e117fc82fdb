import Combine
import UIKit

final class TrailDetailViewController: UIViewController { // expect: too-many-type-levels
    private let titleLabel = UILabel()
    private let elevationLabel = UILabel()
    private let timerLabel = UILabel()
    private let downloadLabel = UILabel()
    private let stepsLabel = UILabel()
    private let startButton = UIButton(type: .system)
    private let legendLabel = UILabel()
    private let segmented = UISegmentedControl(items: ["Map", "List"])
    private let viewModel: TrailViewModel
    private var cancellables = Set<AnyCancellable>()
    private var elapsed = 0

    init(viewModel: TrailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = FontFamily.Brand.bold.font(size: 28) // expect: custom-font-not-scaled
        titleLabel.numberOfLines = 0

        elevationLabel.font = UIFontMetrics(forTextStyle: .body) // expect: double-scaling
            .scaledFont(for: UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .body), size: 0))
        elevationLabel.adjustsFontForContentSizeCategory = true

        timerLabel.font = .preferredFont(forTextStyle: .title2)
        timerLabel.adjustsFontForContentSizeCategory = true
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.elapsed += 1
            self.timerLabel.text = Duration.seconds(self.elapsed).formatted(.time(pattern: .minuteSecond)) // expect: proportional-changing-digits
        }

        downloadLabel.font = .preferredFont(forTextStyle: .footnote)
        downloadLabel.adjustsFontForContentSizeCategory = true
        viewModel.$bytesDownloaded
            .receive(on: DispatchQueue.main)
            .sink { [weak self] bytes in
                self?.downloadLabel.text = ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file) // expect: proportional-changing-digits
            }
            .store(in: &cancellables)

        stepsLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular) // expect: fixed-font-size
        viewModel.$steps
            .sink { [weak self] steps in self?.stepsLabel.text = "\(steps)" }
            .store(in: &cancellables)

        startButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        startButton.titleLabel?.adjustsFontForContentSizeCategory = true
        startButton.setTitle("Start", for: .normal)

        legendLabel.font = .preferredFont(forTextStyle: .caption2) // expect: caption2-use
        legendLabel.adjustsFontForContentSizeCategory = true
        legendLabel.text = "Elevation in meters"

        segmented.maximumContentSizeCategory = .accessibilityMedium // expect: dynamic-type-capped

        let legendHeight = legendLabel.heightAnchor.constraint(equalToConstant: 16) // expect: text-clips-at-large-sizes
        legendHeight.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            startButton.heightAnchor.constraint(equalToConstant: 44), // expect: text-clips-at-large-sizes
            titleLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            legendHeight,
        ])

        let note = NSAttributedString(string: "Trail notes", attributes: [
            .font: UIFont.preferredFont(forTextStyle: .body),
            .kern: NSNull(),
        ])
        legendLabel.attributedText = note
    }
}

final class TrailViewModel: ObservableObject {
    @Published var bytesDownloaded: Int64 = 0
    @Published var steps = 0
}
