#if canImport(SwiftUI)
import SwiftUI

public struct BrewTimerLabel: View {
    let seconds: Int

    public var body: some View {
        Text("\(seconds / 60):\(seconds % 60)")
            .font(.custom("Avenir Next", fixedSize: 17))
    }
}
#endif
