import UIKit

final class CartViewController: UIViewController {
    private let headerLabel = UILabel()
    private let totalLabel = UILabel()
    private let itemsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        headerLabel.font = ParcelFont.scaled(28, heavy: true, along: .title1)
        headerLabel.adjustsFontForContentSizeCategory = true
        headerLabel.text = "Your cart"
        totalLabel.font = ParcelFont.heavy(22) // expect: custom-font-not-scaled
        itemsLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: ParcelFont.book(15))
        itemsLabel.adjustsFontForContentSizeCategory = true
        itemsLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [headerLabel, itemsLabel, totalLabel])
        stack.axis = .vertical
        view.addSubview(stack)
    }
}
