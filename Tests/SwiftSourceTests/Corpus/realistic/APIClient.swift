import Foundation

enum APIError: Error, LocalizedError, Equatable {
    case invalidURL(String)
    case http(status: Int, body: String?)
    case decoding(String)
    case offline

    var errorDescription: String? {
        switch self {
        case .invalidURL(let path): "Invalid URL: \(path)"
        case let .http(status, body?) where !body.isEmpty: "Server error \(status): \(body.prefix(120))"
        case .http(let status, _): "Server error \(status)"
        case .decoding(let message): "Could not read the response (\(message))."
        case .offline: "You appear to be offline."
        }
    }
}

struct Endpoint<Response: Decodable & Sendable>: Sendable {
    var method = "GET"
    var path: String
    var query: [URLQueryItem] = []
    var body: Data?

    static func articles(page: Int, pageSize: Int = 30) -> Endpoint<[Article]> where Response == [Article] {
        Endpoint(path: "/v2/articles", query: [
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "page_size", value: "\(pageSize)"),
        ])
    }
}

/// A thin async wrapper around `URLSession` that decodes JSON and retries idempotent requests.
final class APIClient: Sendable {
    static let shared = APIClient(baseURL: URL(string: "https://api.example.com")!)

    let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = ISO8601DateFormatter().date(from: text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Bad date: \(text)")
        }
        return decoder
    }()

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func send<Response>(_ endpoint: Endpoint<Response>, retries: Int = 2) async throws -> Response {
        guard var components = URLComponents(url: baseURL.appendingPathComponent(endpoint.path), resolvingAgainstBaseURL: false) else {
            throw APIError.invalidURL(endpoint.path)
        }
        components.queryItems = endpoint.query.isEmpty ? nil : endpoint.query
        var request = URLRequest(url: components.url!, cachePolicy: .useProtocolCachePolicy, timeoutInterval: 20)
        request.httpMethod = endpoint.method
        request.httpBody = endpoint.body
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        var attempt = 0
        while true {
            do {
                let (data, response) = try await session.data(for: request)
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                guard 200..<300 ~= status else {
                    throw APIError.http(status: status, body: String(data: data, encoding: .utf8))
                }
                do {
                    return try decoder.decode(Response.self, from: data)
                } catch let DecodingError.keyNotFound(key, context) {
                    throw APIError.decoding("missing \(key.stringValue) at \(context.codingPath.map(\.stringValue).joined(separator: "."))")
                }
            } catch let error as URLError where error.code == .notConnectedToInternet {
                throw APIError.offline
            } catch APIError.http(let status, _) where status >= 500 && attempt < retries && endpoint.method == "GET" {
                attempt += 1
                try await Task.sleep(nanoseconds: UInt64(pow(2.0, Double(attempt)) * 250_000_000))
            }
        }
    }

    func latest(topic: String, limit: Int) async throws -> [Article] {
        let articles = try await send(.articles(page: 1, pageSize: limit))
        return articles.filter { $0.section.title.caseInsensitiveCompare(topic) == .orderedSame }
    }

    func events() -> AsyncStream<FeedEvent> {
        AsyncStream { $0.finish() }
    }
}

enum FeedEvent: Sendable {
    case published(Article)
    case retracted(Article.ID)
}
