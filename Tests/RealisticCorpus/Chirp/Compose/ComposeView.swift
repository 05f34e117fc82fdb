import SwiftUI

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft = ""
    @State private var step = 1
    @FocusState private var isFocused: Bool
    let steps = ["Write", "Add media", "Audience", "Review", "Post"]
    private let limit = 280

    private var remaining: Int { limit - draft.count }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Step \(step) / \(steps.count)") // expect: proportional-changing-digits
                .font(.footnote)
                .foregroundStyle(.secondary)
            TextEditor(text: $draft)
                .font(.chirpBody)
                .focused($isFocused)
            HStack { // expect: fixed-layout-at-accessibility-sizes
                Button("Cancel", role: .cancel) { dismiss() }
                Spacer()
                Text("\(remaining)") // expect: proportional-changing-digits
                    .font(.footnote)
                    .foregroundStyle(remaining < 20 ? .red : .secondary)
                Text("\(limit - draft.count) characters left") // expect: proportional-changing-digits
                    .font(.footnote)
                Button("Next") { step += 1 }
                    .buttonStyle(.borderedProminent)
            }
            ForEach(Array(steps.enumerated()), id: \.offset) { index, name in
                Text("\(index + 1). \(name)")
                    .font(.subheadline)
            }
        }
        .padding()
        .eyebrowless()
    }
}

private extension View {
    func eyebrowless() -> some View { self }
}
