import SwiftUI

/// SwiftUI type ramp of the app.
enum ParcelType {
    static func rounded(size: CGFloat, weight: Font.Weight) -> Font {
        .system(size: size, weight: weight, design: .rounded)
    }

    static let title = Font.title2.weight(.semibold)
    static var note: Font { .footnote }
}
