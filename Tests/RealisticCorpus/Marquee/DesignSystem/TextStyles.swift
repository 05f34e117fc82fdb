import SwiftUI

/// The heading of every card in the app.
struct CardTitle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.system(size: 17, weight: .semibold)) // expect: fixed-font-size
            .foregroundStyle(.primary)
    }
}

struct CardSubtitle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.subheadline)
            .foregroundStyle(.secondary)
    }
}

/// Small uppercase labels above a section.
struct Eyebrow: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption.weight(.semibold))
            .textCase(.uppercase)
            .foregroundStyle(.secondary)
    }
}

/// A "New" tag above what it modifies; the content keeps its own font.
struct NewTag: ViewModifier {
    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("NEW")
                .font(.caption2.weight(.bold)) // expect: caption2-use
                .foregroundStyle(.orange)
            content
        }
    }
}

struct CardSurface: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(16)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

extension View {
    func cardTitle() -> some View {
        modifier(CardTitle())
    }

    func cardSubtitle() -> some View {
        self.modifier(CardSubtitle())
    }

    func cardSurface() -> some View {
        modifier(CardSurface())
    }
}
