import SwiftUI

/// The header at the top of the profile screen. Switches to a vertical layout at accessibility sizes so
/// the name never truncates.
struct ProfileHeaderView: View {
    let user: User
    var onEdit: () -> Void = {}

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .title) private var avatarSize: CGFloat = 72

    private var layout: AnyLayout {
        dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
            : AnyLayout(HStackLayout(alignment: .center, spacing: 16))
    }

    var body: some View {
        layout {
            avatar
            VStack(alignment: .leading, spacing: 2) {
                Text(user.displayName)
                    .font(.title2.bold())
                Text("@\(user.handle)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                stats
                    .padding(.top, 6)
            }
            Spacer()
            Button(action: onEdit) {
                Text("Edit")
                    .font(.system(size: 15, weight: .semibold))
                    .padding(.horizontal, 14)
                    .padding(.vertical, 6)
                    .background(Capsule().strokeBorder(.tint, lineWidth: 1))
            }
        }
        .padding()
    }

    private var avatar: some View {
        Circle()
            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: avatarSize, height: avatarSize)
            .overlay {
                Text(user.initials)
                    .font(.system(size: avatarSize * 0.4, weight: .bold, design: .rounded))
                    .foregroundStyle(.white)
            }
            .accessibilityHidden(true)
    }

    private var stats: some View {
        HStack(spacing: 16) {
            stat(value: user.followers, label: "Followers")
            stat(value: user.following, label: "Following")
            stat(value: user.articlesRead, label: "Read")
        }
    }

    private func stat(value: Int, label: LocalizedStringKey) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(value, format: .number.notation(.compactName))
                .font(.headline)
                .monospacedDigit()
            Text(label)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

struct User: Identifiable, Hashable {
    let id: UUID
    var displayName: String
    var handle: String
    var followers = 0
    var following = 0
    var articlesRead = 0

    var initials: String {
        displayName
            .split(separator: " ")
            .prefix(2)
            .compactMap(\.first)
            .map(String.init)
            .joined()
    }
}

#Preview {
    ProfileHeaderView(user: User(id: UUID(), displayName: "Maria Sánchez-López", handle: "maria", followers: 12_400))
}
