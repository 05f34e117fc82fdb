import SwiftUI

extension Font {
    static let brewTitle = Font.system(size: 28, weight: .bold)
    static let brewHeadline = Font.headline
    static let brewBody = Font.custom("Georgia", size: 17)
    static let brewDisplay = Font.custom("Didot", size: 34)
    static let brewStamp = Font.custom("Courier", fixedSize: 13)
    static let brewNote = Font.custom("Georgia", size: 15, relativeTo: .subheadline)

    static var brewCaption: Font {
        .system(size: 10, weight: .regular)
    }

    static func brewRounded(_ style: Font.TextStyle, weight: Font.Weight = .regular) -> Font {
        .system(style, design: .rounded, weight: weight)
    }

    #if os(macOS)
    static let brewSidebar = Font.system(size: 11)
    #else
    static let brewSidebar = Font.subheadline
    #endif
}
