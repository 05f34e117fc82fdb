import UIKit

extension UIFont {
    static func brewFont(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        .systemFont(ofSize: size, weight: weight)
    }

    static var brewScaledBody: UIFont {
        UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: 17)!)
    }

    static func brewScaled(_ style: UIFont.TextStyle, size: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight))
    }
}
