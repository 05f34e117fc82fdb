import UIKit

extension UIFont {
    /// A family token: resized wherever it is used.
    static let brandToken = UIFont(name: "Brand-Regular", size: 1)!

    static func brand(_ style: UIFont.TextStyle, size: CGFloat) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: brandToken.withSize(size))
    }

    static var boldBody: UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold)!
        return UIFont(descriptor: descriptor, size: 0)
    }
}

extension UILabel {
    func setKerning(_ amount: CGFloat) {
        guard let text else { return }
        attributedText = NSAttributedString(string: text, attributes: [.kern: amount]) // expect: kerning-instead-of-tracking
    }
}

final class TrailTagView: UIView {
    private let tagLabel = UILabel()

    func configure(_ title: String, isCompact: Bool) {
        tagLabel.font = .brand(.caption1, size: 12)
        tagLabel.adjustsFontForContentSizeCategory = true
        tagLabel.text = title
        tagLabel.setKerning(isCompact ? 0 : 1.5)
        tagLabel.setKerning(0) // expect: kerning-instead-of-tracking
    }
}
