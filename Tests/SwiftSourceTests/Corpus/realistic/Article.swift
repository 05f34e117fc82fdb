import Foundation

struct Article: Identifiable, Hashable, Codable, Sendable {
    enum Section: String, Codable, CaseIterable, Sendable {
        case world, business, science, culture, sport

        var title: String { rawValue.capitalized }
    }

    let id: Int
    var title: String
    var subtitle: String?
    var kicker: String
    var byline: String
    var section: Section
    var publishedAt: Date
    var readingTime: Int
    var views: Int
    var imageURL: URL?
    var url: URL
    var tags: [String]
    var paragraphs: [String]

    private enum CodingKeys: String, CodingKey {
        case id, title, subtitle, kicker, byline, section, views, url, tags
        case publishedAt = "published_at"
        case readingTime = "reading_time_minutes"
        case imageURL = "image"
        case paragraphs = "body"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        kicker = try container.decodeIfPresent(String.self, forKey: .kicker) ?? ""
        byline = try container.decode(String.self, forKey: .byline)
        section = (try? container.decode(Section.self, forKey: .section)) ?? .world
        publishedAt = try container.decode(Date.self, forKey: .publishedAt)
        readingTime = max(1, try container.decodeIfPresent(Int.self, forKey: .readingTime) ?? 1)
        views = try container.decodeIfPresent(Int.self, forKey: .views) ?? 0
        imageURL = try container.decodeIfPresent(URL.self, forKey: .imageURL)
        url = try container.decode(URL.self, forKey: .url)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        paragraphs = try container.decode(String.self, forKey: .paragraphs)
            .components(separatedBy: "\n\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    init(id: Int, title: String, subtitle: String? = nil, kicker: String = "", byline: String, section: Section = .world,
         publishedAt: Date = .now, readingTime: Int = 3, views: Int = 0, imageURL: URL? = nil,
         url: URL = URL(string: "https://example.com")!, tags: [String] = [], paragraphs: [String] = []) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.kicker = kicker
        self.byline = byline
        self.section = section
        self.publishedAt = publishedAt
        self.readingTime = readingTime
        self.views = views
        self.imageURL = imageURL
        self.url = url
        self.tags = tags
        self.paragraphs = paragraphs
    }
}

extension Article {
    static let preview = Article(
        id: 42,
        title: "The Surprising Science of Typography: Why Line Length Matters",
        subtitle: "Designers have argued for centuries. Now there's data.",
        kicker: "Design",
        byline: "Ada Lovelace",
        section: .science,
        readingTime: 7,
        views: 18_204,
        tags: ["design", "reading", "research"],
        paragraphs: [
            "Most readers are comfortable with **45 to 75 characters** per line.",
            """
            Longer lines tire the eye; shorter ones break the rhythm of reading. \
            The sweet spot depends on the typeface and the size.
            """,
            #"As one typographer put it: "Measure is everything." See \#(footnote) for details."#,
        ]
    )

    private static let footnote = "[1]"
}
