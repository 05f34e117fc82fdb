import Foundation
import Combine

@MainActor
final class FeedViewModel: ObservableObject {
    enum SortOrder: String, CaseIterable, Identifiable {
        case newest, popular
        var id: Self { self }
    }

    @Published private(set) var articles: [Article] = []
    @Published private(set) var isLoading = false
    @Published var sortOrder: SortOrder = .newest {
        didSet { articles = sorted(articles) }
    }
    @Published var error: String?

    private let client: APIClient
    private var hidden: Set<Article.ID> = []
    private var loadTask: Task<Void, Never>?

    nonisolated init(client: APIClient = .shared) {
        self.client = client
    }

    func load() async {
        guard articles.isEmpty else { return }
        await reload()
    }

    func reload() async {
        loadTask?.cancel()
        let task = Task { [client] in
            isLoading = true
            defer { isLoading = false }
            do {
                let fetched = try await client.send(.articles(page: 1))
                try Task.checkCancellation()
                articles = sorted(fetched.filter { !hidden.contains($0.id) })
                error = nil
            } catch is CancellationError {
                // A newer reload replaced this one.
            } catch let APIError.http(status, _) where status == 401 {
                error = "Your session expired. Sign in again."
            } catch {
                self.error = (error as? LocalizedError)?.errorDescription ?? error.localizedDescription
            }
        }
        loadTask = task
        await task.value
    }

    func hide(_ article: Article) {
        hidden.insert(article.id)
        articles.removeAll { $0.id == article.id }
    }

    func article(with id: Article.ID) -> Article? {
        articles.first { $0.id == id }
    }

    /// Streams new headlines as the server pushes them; ends when the caller stops iterating.
    func headlines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let task = Task {
                for await event in client.events() {
                    if case let .published(article) = event {
                        continuation.yield(article.title)
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { @Sendable _ in task.cancel() }
        }
    }

    private func sorted(_ articles: [Article]) -> [Article] {
        switch sortOrder {
        case .newest:
            return articles.sorted { $0.publishedAt > $1.publishedAt }
        case .popular:
            return articles.sorted { ($0.views, $0.publishedAt) > ($1.views, $1.publishedAt) }
        }
    }
}
