import Combine
import SwiftUI

struct BrewTimerView: View {
    let recipe: Recipe
    @State private var secondsLeft: Int
    @State private var isRunning = false
    @ScaledMetric(relativeTo: .largeTitle) private var dialSize: CGFloat = 220
    @ScaledMetric private var stepLabelSize: CGFloat = 17
    @Environment(\.dismiss) private var dismiss

    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init(recipe: Recipe) {
        self.recipe = recipe
        _secondsLeft = State(initialValue: recipe.brewSeconds)
    }

    var body: some View {
        VStack(spacing: 24) {
            Text("Brewing")
                .font(.system(size: 12, weight: .semibold))
                .textCase(.uppercase)
                .kerning(2)
                .foregroundStyle(.secondary)

            ZStack {
                Circle()
                    .stroke(.tertiary, lineWidth: 8)
                    .frame(width: dialSize, height: dialSize)
                Text(Duration.seconds(secondsLeft), format: .time(pattern: .minuteSecond))
                    .font(.system(size: 64, weight: .thin, design: .rounded))
            }

            Text(currentStep)
                .font(.custom("Avenir Next", size: stepLabelSize))
                .multilineTextAlignment(.center)

            Text(recipe.name)
                .font(.title3)
                .tracking(0.5)

            Button {
                isRunning.toggle()
            } label: {
                Text(isRunning ? "Pause" : "Start")
                    .font(.system(size: 20, weight: .bold))
                    .frame(maxWidth: .infinity, minHeight: 44)
            }
            .buttonStyle(.borderedProminent)

            Button("Done", role: .cancel) {
                dismiss()
            }
            .font(.body)
        }
        .padding()
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .onReceive(ticker) { _ in
            guard isRunning, secondsLeft > 0 else { return }
            secondsLeft -= 1
        }
    }

    private var currentStep: String {
        let elapsed = recipe.brewSeconds - secondsLeft
        if elapsed < 45 { return "Bloom: wet all the grounds and wait." }
        if secondsLeft > 30 { return "Pour slowly in circles." }
        return "Let it drain."
    }
}
