import SwiftUI

struct FeedView: View {
    @StateObject private var model = FeedViewModel(client: .live)
    @State private var selection: Post.ID?

    var body: some View {
        NavigationStack {
            List(model.posts, selection: $selection) { post in
                PostRow(post: post)
            }
            .listStyle(.plain)
            .navigationTitle("Home")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    header
                        .frame(height: 24) // expect: text-clips-at-large-sizes
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Text("\(model.unreadCount)") // expect: proportional-changing-digits
                        .font(.caption.bold())
                        .padding(.horizontal, 6)
                        .background(.red, in: Capsule())
                        .foregroundStyle(.white)
                }
            }
            .safeAreaInset(edge: .bottom) {
                if model.uploadProgress > 0 {
                    HStack {
                        ProgressView(value: model.uploadProgress)
                        Text(model.uploadProgress, format: .percent.precision(.fractionLength(0))) // expect: proportional-changing-digits
                        Text(model.bytesUploaded, format: .byteCount(style: .file))
                            .monospacedDigit()
                            .lineLimit(1)
                    }
                    .padding()
                }
            }
        }
    }

    private var header: some View {
        HStack(spacing: 4) {
            Image(systemName: "bird")
            Text("Chirp")
                .font(.headline)
            Text("v\(model.appVersion)")
                .font(.caption2) // expect: caption2-use
        }
    }
}

struct PostRow: View {
    let post: Post

    var body: some View {
        HStack(alignment: .top, spacing: Metrics.spacing) {
            AsyncImage(url: nil)
                .frame(width: Metrics.avatarSize, height: Metrics.avatarSize)
                .clipShape(Circle())
            VStack(alignment: .leading, spacing: 4) {
                HStack { // expect: fixed-layout-at-accessibility-sizes
                    Text(post.author)
                        .font(.chirpHeadline)
                        .lineLimit(1) // expect: truncation-instead-of-wrapping
                    Text("@\(post.handle)")
                        .font(.chirpMeta)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                        .truncationMode(.middle)
                    Spacer()
                    Text(post.postedAt, style: .relative) // expect: proportional-changing-digits
                        .font(.chirpCaption)
                        .lineLimit(1)
                }
                Text(post.body)
                    .font(.chirpBody)
                HStack(spacing: 24) {
                    Label("\(post.replyCount)", systemImage: "bubble.left") // a count by its name only: shown once
                    Text("\(post.likeCount)")
                        .lineLimit(1)
                    Text(post.likeCount.formatted(.number.notation(.compactName)))
                        .lineLimit(1)
                }
                .font(.chirpCaption)
                .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 6)
    }
}
