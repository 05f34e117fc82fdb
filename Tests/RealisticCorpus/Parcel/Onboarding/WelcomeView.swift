import SwiftUI

struct WelcomeView: View {
    var onContinue: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome to Parcel")
                .font(ParcelType.rounded(size: 28, weight: .bold)) // expect: fixed-font-size
            Text("Every delivery in one place.")
                .font(ParcelType.note)
            Button("Get Started", action: onContinue)
                .font(ParcelType.title)
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
