import UIKit

final class CartViewController: UIViewController {
    private let headerLabel = UILabel()
    private let totalLabel = UILabel()
    private let itemsLabel = UILabel()
    private let promoLabel = UILabel()
    private let badgeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        headerLabel.font = ParcelFont.scaled(28, heavy: true, along: .title1)
        headerLabel.adjustsFontForContentSizeCategory = true
        headerLabel.text = "Your cart"
        totalLabel.font = ParcelFont.heavy(22) // expect: custom-font-not-scaled
        itemsLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: ParcelFont.book(15))
        itemsLabel.adjustsFontForContentSizeCategory = true
        itemsLabel.numberOfLines = 0
        promoLabel.applyParcelFont(ParcelFont.heavy(17), style: .headline)
        promoLabel.numberOfLines = 0
        badgeLabel.setFixedFont(ParcelFont.heavy(13)) // expect: custom-font-not-scaled
        let stack = UIStackView(arrangedSubviews: [headerLabel, itemsLabel, promoLabel, totalLabel, badgeLabel])
        stack.axis = .vertical
        view.addSubview(stack)
    }
}
