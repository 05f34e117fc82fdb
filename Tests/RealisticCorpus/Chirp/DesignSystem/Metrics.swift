import CoreGraphics

enum Metrics {
    static let avatarSize: CGFloat = 40
    static let badgeFontSize: CGFloat = 13
    static let rowHeight: CGFloat = 22
    static let spacing: CGFloat = 8
}
