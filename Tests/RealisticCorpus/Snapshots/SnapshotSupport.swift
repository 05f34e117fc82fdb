import Testing
import SwiftUI

@Test func badgeSnapshot() {
    let badge = Text("12").font(.system(size: 10, weight: .light)).kerning(1)
    #expect(badge != nil)
}
