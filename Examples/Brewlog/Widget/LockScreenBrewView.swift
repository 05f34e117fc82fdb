import SwiftUI
import WidgetKit

struct LockScreenBrewView: View {
    let entry: BrewEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.recipeName)
                .font(.system(size: 15, weight: .semibold))
                .widgetAccentable()
            Text(entry.brewEnd, style: .timer)
                .font(.system(size: 13))
                .monospacedDigit()
        }
    }
}
