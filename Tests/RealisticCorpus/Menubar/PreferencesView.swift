import SwiftUI

struct PreferencesView: View {
    @AppStorage("refreshInterval") private var refreshInterval = 15

    var body: some View {
        Form {
            Stepper(value: $refreshInterval, in: 5...60, step: 5) {
                Text("Refresh every \(refreshInterval) minutes")
            }
            #if os(macOS)
            Text("Menu bar")
                .font(.system(size: 11)) // 11 pt is macOS Subheadline: no finding
            #else
            Text("Widget")
                .font(.subheadline)
            #endif
            Text("\(refreshInterval) min") // expect: proportional-changing-digits
                .font(.callout)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(.quaternary, in: Capsule())
                .overlay(alignment: .topTrailing) { Image(systemName: "clock").imageScale(.small) }
                .accessibilityLabel("Refresh interval")
                .lineLimit(1)
        }
        .formStyle(.grouped)
        .frame(width: 420)
    }
}
