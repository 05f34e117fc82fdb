import UIKit

extension UILabel {
    /// Sets a brand face that follows Dynamic Type along `style`.
    func applyParcelFont(_ font: UIFont, style: UIFont.TextStyle) {
        self.font = UIFontMetrics(forTextStyle: style).scaledFont(for: font)
        adjustsFontForContentSizeCategory = true
    }

    /// Sets a face as it is: a badge that must keep its size.
    func setFixedFont(_ font: UIFont) {
        self.font = font
    }
}
