import UIKit

final class SeatCell: UICollectionViewCell {
    static let titleFont = UIFont.systemFont(ofSize: 14, weight: .medium) // expect: fixed-font-size

    private let titleLabel = UILabel()
    private let priceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = Self.titleFont
        let priceFont = UIFont.systemFont(ofSize: 12) // expect: fixed-font-size
        priceLabel.font = priceFont
        contentView.addSubview(titleLabel)
        contentView.addSubview(priceLabel)
        let inset = priceFont.lineHeight / 2
        contentView.layoutMargins = UIEdgeInsets(top: inset, left: 8, bottom: inset, right: 8)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func width(for title: String) -> CGFloat {
        (title as NSString).size(withAttributes: [.font: titleFont]).width + 16
    }
}
