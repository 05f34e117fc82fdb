import SwiftUI

extension RoasteryPane {
    var labels: some View {
        Text("Bag labels print in the roastery's own typeface.")
            .font(.custom("Inter-Regular", size: 15, relativeTo: .subheadline)) // expect: custom-font-in-dense-ui
    }
}
