import SwiftUI

struct ArticleDetailView: View {
    let article: Article

    @Environment(\.readingSize) private var readingSize
    @Environment(\.openURL) private var openURL
    @ScaledMetric(relativeTo: .largeTitle) private var heroHeight: CGFloat = 240
    @ScaledMetric private var paragraphSpacing = 14.0
    @State private var isBookmarked = false
    @State private var showsShareSheet = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: paragraphSpacing) {
                hero

                Text(article.title)
                    .font(.custom("Georgia-Bold", size: 32))
                    .tracking(-0.5)
                    .lineSpacing(-2)
                    .padding(.top, 8)

                if let subtitle = article.subtitle {
                    Text(subtitle)
                        .font(.system(.title3, design: .serif))
                        .foregroundStyle(.secondary)
                }

                byline

                Divider()

                ForEach(Array(article.paragraphs.enumerated()), id: \.offset) { index, paragraph in
                    Text(LocalizedStringKey(paragraph))
                        .font(.custom("Georgia", size: readingSize))
                        .lineSpacing(readingSize * 0.35)
                        .textSelection(.enabled)
                        .padding(.bottom, index == article.paragraphs.count - 1 ? 24 : 0)
                }

                if !article.tags.isEmpty {
                    tagCloud
                }
            }
            .padding(.horizontal, 20)
        }
        .ignoresSafeArea(edges: .top)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button {
                    withAnimation(.snappy) { isBookmarked.toggle() }
                } label: {
                    Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
                }
                ShareLink(item: article.url, subject: Text(article.title)) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }
    }

    private var hero: some View {
        AsyncImage(url: article.imageURL, transaction: Transaction(animation: .easeIn)) { phase in
            switch phase {
            case .success(let image):
                image
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            case .failure:
                Image(systemName: "photo")
                    .font(.system(size: 48, weight: .ultraLight))
                    .foregroundStyle(.tertiary)
            default:
                ProgressView()
            }
        }
        .frame(height: heroHeight)
        .frame(maxWidth: .infinity)
        .clipped()
        .overlay(alignment: .bottomLeading) {
            Text(article.kicker.uppercased())
                .font(.system(size: 11, weight: .black, design: .rounded))
                .kerning(2)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(.ultraThinMaterial, in: Capsule())
                .padding()
        }
    }

    private var byline: some View {
        HStack(spacing: 8) {
            Text("By \(Text(article.byline).bold())")
            Text("·")
            Text(article.publishedAt, format: .dateTime.day().month(.wide).year())
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .lineLimit(1)
        .truncationMode(.middle)
    }

    @ViewBuilder
    private var tagCloud: some View {
        ViewThatFits(in: .horizontal) {
            HStack { tagButtons }
            VStack(alignment: .leading) { tagButtons }
        }
    }

    private var tagButtons: some View {
        ForEach(article.tags, id: \.self) { tag in
            Button("#\(tag)") {
                openURL(URL(string: "reader://tag/\(tag.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? tag)")!)
            }
            .buttonStyle(.bordered)
            .font(.footnote.monospaced())
        }
    }
}

#Preview {
    NavigationStack {
        ArticleDetailView(article: .preview)
    }
}
