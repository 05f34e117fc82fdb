import UIKit

/// Sizes the seat map's and the schedule's cells before they are laid out.
enum TextMeasurer {
    private static let synopsisFont = UIFont.systemFont(ofSize: 15)

    static func synopsisHeight(_ text: String, width: CGFloat) -> CGFloat {
        let rect = (text as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: synopsisFont],
            context: nil)
        return ceil(rect.height)
    }

    static func chipWidth(_ title: String) -> CGFloat {
        let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        return NSAttributedString(string: title, attributes: [.font: font]).size().width + 24
    }

    static func lineCount(of text: String, width: CGFloat) -> Int {
        let font = UIFont.systemFont(ofSize: 17)
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let height = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                       options: .usesLineFragmentOrigin, attributes: attributes, context: nil).height
        return Int(ceil(height / font.lineHeight))
    }

    static var captionLineHeight: CGFloat {
        UIFont.systemFont(ofSize: 12).lineHeight
    }

    static func rowHeight(lines: Int) -> CGFloat {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        return CGFloat(lines) * font.lineHeight + font.descender.magnitude + 8
    }
}
