import SwiftUI

extension Font {
    static var chirpBody: Font { .custom("Inter-Regular", size: 17, relativeTo: .body) }
    static var chirpHeadline: Font { .custom("Inter-SemiBold", size: 17, relativeTo: .headline) }
    static var chirpCaption: Font { .custom("Inter-Regular", size: 12, relativeTo: .caption) }
    static let chirpMeta = Font.custom("Inter-Regular", size: 15)
    static let chirpLead = Font.custom("Inter-Regular", size: 20)
    static let chirpDisplay = Font.custom("Inter-Bold", size: 34) // expect: custom-font-wrong-curve
    static let chirpHero = Font.custom("Inter-Bold", size: 17, relativeTo: .largeTitle) // expect: custom-font-wrong-curve
    static let chirpSection = Font.custom("Inter-SemiBold", size: 15, relativeTo: .headline)
    static let chirpTitle = Font.title2.weight(.semibold)
}
