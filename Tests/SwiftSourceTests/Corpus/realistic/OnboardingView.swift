import SwiftUI

struct OnboardingView: View {
    struct Page: Identifiable {
        let id = UUID()
        let symbol: String
        let title: LocalizedStringKey
        let message: LocalizedStringKey
    }

    private let pages: [Page] = [
        Page(symbol: "newspaper", title: "Stories that matter", message: "Hand-picked by our editors, every morning."),
        Page(symbol: "textformat.size", title: "Read your way", message: "Text follows your Dynamic Type setting — up to AX5."),
        Page(symbol: "bell.badge", title: "Never miss a thing", message: "Turn on alerts for the topics you follow."),
    ]

    @State private var index = 0
    @Binding var isPresented: Bool
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $index) {
                ForEach(Array(pages.enumerated()), id: \.element.id) { offset, page in
                    pageView(page)
                        .tag(offset)
                }
            }
            #if os(iOS)
            .tabViewStyle(.page(indexDisplayMode: .always))
            #endif

            Button {
                if index < pages.count - 1 {
                    withAnimation { index += 1 }
                } else {
                    isPresented = false
                }
            } label: {
                Text(index < pages.count - 1 ? "Continue" : "Get Started")
                    .font(.system(size: 18, weight: .semibold))
                    .frame(maxWidth: .infinity)
                    .frame(height: 50)
            }
            .buttonStyle(.borderedProminent)
            .padding(.horizontal, 32)

            Button("Skip", action: { isPresented = false })
                .font(.footnote)
                .opacity(index == pages.count - 1 ? 0 : 1)
        }
        .padding(.bottom, 24)
    }

    private func pageView(_ page: Page) -> some View {
        VStack(spacing: 16) {
            Image(systemName: page.symbol)
                .font(.system(size: 72, weight: .thin))
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(.tint)
                .padding(.bottom, 12)

            Text(page.title)
                .font(.custom("AvenirNext-Heavy", size: 34))
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .minimumScaleFactor(0.5)

            Text(page.message)
                .font(typeSize.isAccessibilitySize ? .body : .title3)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 40)
        }
    }
}

#Preview {
    OnboardingView(isPresented: .constant(true))
}
