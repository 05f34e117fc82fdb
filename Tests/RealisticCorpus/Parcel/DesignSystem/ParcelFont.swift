import UIKit

/// The brand's faces; callers pass the size their design asks for.
enum ParcelFont {
    static func book(_ size: CGFloat) -> UIFont {
        UIFont(name: "Avenir-Book", size: size) ?? .systemFont(ofSize: size)
    }

    static func heavy(_ size: CGFloat) -> UIFont {
        UIFont(name: "Avenir-Heavy", size: size) ?? .boldSystemFont(ofSize: size)
    }

    /// A brand face that follows Dynamic Type along `style`.
    static func scaled(_ size: CGFloat, heavy: Bool = false, along style: UIFont.TextStyle) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: heavy ? self.heavy(size) : book(size))
    }
}
