import Combine
import Foundation

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published var unreadCount = 0
    @Published var uploadProgress: Double = 0
    @Published var bytesUploaded: Int64 = 0
    @Published var selectedFilter: FeedFilter = .all
    @Published var appVersion = 3

    private var cancellables = Set<AnyCancellable>()
    private let client: FeedClient

    init(client: FeedClient) {
        self.client = client
        Timer.publish(every: 30, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.refresh() }
            .store(in: &cancellables)
    }

    func refresh() {
        Task {
            let page = try await client.fetchTimeline()
            posts = page.posts
            unreadCount = page.unread
        }
    }
}

enum FeedFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case following = "Following"
    case mentions = "Mentions"
    var id: String { rawValue }
}

struct Post: Identifiable, Hashable {
    let id: UUID
    let author: String
    let handle: String
    let body: String
    var likeCount: Int
    var replyCount: Int
    let postedAt: Date
}
