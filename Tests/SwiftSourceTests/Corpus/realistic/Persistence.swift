import Foundation
import SwiftData

@Model
final class SavedArticle {
    @Attribute(.unique) var articleID: Int
    var title: String
    var savedAt: Date
    var isRead: Bool = false
    @Relationship(deleteRule: .cascade, inverse: \ReadingPosition.article)
    var position: ReadingPosition?

    init(articleID: Int, title: String, savedAt: Date = .now) {
        self.articleID = articleID
        self.title = title
        self.savedAt = savedAt
    }
}

@Model
final class ReadingPosition {
    var paragraph: Int
    var fraction: Double
    var article: SavedArticle?

    init(paragraph: Int = 0, fraction: Double = 0) {
        self.paragraph = paragraph
        self.fraction = fraction
    }
}

/// Background access to saved articles. All writes go through this actor so the main context never
/// blocks on disk.
@ModelActor
actor LibraryStore {
    func save(_ article: Article) throws {
        let id = article.id
        var descriptor = FetchDescriptor<SavedArticle>(predicate: #Predicate { $0.articleID == id })
        descriptor.fetchLimit = 1
        if try modelContext.fetch(descriptor).isEmpty {
            modelContext.insert(SavedArticle(articleID: article.id, title: article.title))
            try modelContext.save()
        }
    }

    func unread(limit: Int = 50) throws -> [Int] {
        var descriptor = FetchDescriptor<SavedArticle>(
            predicate: #Predicate { !$0.isRead },
            sortBy: [SortDescriptor(\.savedAt, order: .reverse)]
        )
        descriptor.fetchLimit = limit
        return try modelContext.fetch(descriptor).map(\.articleID)
    }

    func markRead(_ ids: some Sequence<Int>) throws {
        let wanted = Set(ids)
        for saved in try modelContext.fetch(FetchDescriptor<SavedArticle>()) where wanted.contains(saved.articleID) {
            saved.isRead = true
        }
        try modelContext.save()
    }

    func purge(olderThan days: Int) throws -> Int {
        let cutoff = Calendar.current.date(byAdding: .day, value: -days, to: .now) ?? .distantPast
        let old = try modelContext.fetch(FetchDescriptor<SavedArticle>(predicate: #Predicate { $0.savedAt < cutoff && $0.isRead }))
        old.forEach(modelContext.delete)
        try modelContext.save()
        return old.count
    }
}
