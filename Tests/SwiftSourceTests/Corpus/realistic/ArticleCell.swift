import UIKit

final class ArticleCell: UICollectionViewCell {
    static let reuseIdentifier = "ArticleCell"

    enum Style {
        case featured
        case compact
    }

    private let kickerLabel = UILabel()
    private let titleLabel = UILabel()
    private let bylineLabel = UILabel()
    private let imageView = UIImageView()
    private var imageTask: Task<Void, Never>?

    private lazy var textStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [kickerLabel, titleLabel, bylineLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        return stack
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)

        kickerLabel.font = UIFont.systemFont(ofSize: 11, weight: .heavy)
        kickerLabel.textColor = .systemOrange

        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Georgia-Bold", size: 18)!)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 3

        bylineLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        bylineLabel.adjustsFontForContentSizeCategory = true
        bylineLabel.textColor = .secondaryLabel
        bylineLabel.adjustsFontSizeToFitWidth = true
        bylineLabel.minimumScaleFactor = 0.75

        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 10
        imageView.layer.cornerCurve = .continuous

        let container = UIStackView(arrangedSubviews: [imageView, textStack])
        container.axis = .vertical
        container.spacing = 10
        container.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(container)

        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            container.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            container.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            container.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 9.0 / 16.0),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageTask?.cancel()
        imageView.image = nil
    }

    func configure(with article: Article, style: Style) {
        kickerLabel.attributedText = NSAttributedString(
            string: article.kicker.uppercased(),
            attributes: [.kern: 1.5, .font: UIFont.systemFont(ofSize: 11, weight: .heavy)]
        )
        titleLabel.text = article.title
        bylineLabel.text = "\(article.byline) • \(article.readingTime) min"
        imageView.isHidden = style == .compact

        switch style {
        case .featured:
            titleLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont(name: "Georgia-Bold", size: 22)!, maximumPointSize: 34)
        case .compact:
            titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Georgia-Bold", size: 17)!)
        }

        imageTask = Task { [weak self] in
            guard let url = article.imageURL,
                  let (data, _) = try? await URLSession.shared.data(from: url),
                  let image = UIImage(data: data) else { return }
            await MainActor.run { self?.imageView.image = image }
        }

        accessibilityLabel = [article.kicker, article.title, article.byline].joined(separator: ", ")
        isAccessibilityElement = true
    }
}
