import SwiftUI

/// The home screen: today's articles, grouped by section, searchable.
struct ArticleListView: View {
    @StateObject private var model = FeedViewModel()
    @State private var searchText = ""
    @State private var selection: Article.ID?
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize

    private var filtered: [Article] {
        guard !searchText.isEmpty else { return model.articles }
        return model.articles.filter {
            $0.title.localizedCaseInsensitiveContains(searchText)
                || $0.byline.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                if let lead = filtered.first {
                    LeadStoryView(article: lead)
                        .listRowInsets(EdgeInsets())
                        .listRowSeparator(.hidden)
                }

                ForEach(Article.Section.allCases, id: \.self) { section in
                    let articles = filtered.filter { $0.section == section }
                    if !articles.isEmpty {
                        Section {
                            ForEach(articles) { article in
                                NavigationLink(value: article) {
                                    ArticleRow(article: article, isCompact: sizeClass == .compact)
                                }
                                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                    Button(role: .destructive) {
                                        model.hide(article)
                                    } label: {
                                        Label("Hide", systemImage: "eye.slash")
                                    }
                                }
                            }
                        } header: {
                            Text(section.title)
                                .font(.system(size: 13, weight: .heavy))
                                .kerning(1.2)
                                .textCase(.uppercase)
                                .foregroundStyle(.secondary)
                        } footer: {
                            Text("\(articles.count) \(articles.count == 1 ? "story" : "stories")")
                                .font(.footnote)
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Today")
            .navigationDestination(for: Article.self) { article in
                ArticleDetailView(article: article)
            }
            .searchable(text: $searchText, prompt: "Search headlines")
            .refreshable {
                await model.reload()
            }
            .overlay {
                if model.isLoading && model.articles.isEmpty {
                    ProgressView("Loading…")
                        .font(.callout)
                } else if filtered.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Picker("Sort", selection: $model.sortOrder) {
                            Text("Newest").tag(FeedViewModel.SortOrder.newest)
                            Text("Most read").tag(FeedViewModel.SortOrder.popular)
                        }
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                            .font(.system(size: 17, weight: .medium))
                    }
                }
            }
        }
        .task { await model.load() }
    }
}

private struct ArticleRow: View {
    let article: Article
    var isCompact = true

    @ScaledMetric(relativeTo: .body) private var thumbnailSize: CGFloat = 64

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(article.kicker)
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(Color.accentColor)
                Text(article.title)
                    .font(.custom("Georgia-Bold", size: isCompact ? 17 : 20, relativeTo: .headline))
                    .lineLimit(3)
                    .fixedSize(horizontal: false, vertical: true)
                Text("\(article.byline) · \(article.readingTime, format: .number) min read")
                    .font(.system(size: 12))
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .minimumScaleFactor(0.8)
            }
            Spacer(minLength: 0)
            AsyncImage(url: article.imageURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.secondary.opacity(0.15)
            }
            .frame(width: thumbnailSize, height: thumbnailSize)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
        .padding(.vertical, 6)
        .accessibilityElement(children: .combine)
    }
}

#Preview("Feed") {
    ArticleListView()
}

#Preview("Accessibility XL", traits: .sizeThatFitsLayout) {
    ArticleRow(article: .preview)
        .environment(\.dynamicTypeSize, .accessibility3)
}
