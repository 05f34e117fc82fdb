import UIKit

final class TrailCell: UICollectionViewListCell {
    var trail: Trail?
    private let distanceLabel = UILabel()
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.numberOfLines = 0
        contentView.addSubview(nameLabel)
        contentView.addSubview(distanceLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        distanceLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: FontFamily.Brand.regular.font(size: 15))
        nameLabel.text = trail?.name
        distanceLabel.text = trail.map { Measurement(value: $0.kilometers, unit: UnitLength.kilometers).formatted() }
    }
}

final class BadgeCell: UITableViewCell {
    private let countLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.maximumContentSizeCategory = .extraExtraLarge // expect: dynamic-type-capped
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _) in
            self.countLabel.font = .preferredFont(forTextStyle: .caption1)
        }
        contentView.addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct Trail: Hashable {
    let name: String
    let kilometers: Double
}
