/// Screen logic and networking: an `ObservableObject` or `@Observable` view model with async
/// loading, an API client with generic requests, and error types with localized descriptions.
enum ViewModelTemplate {
    /// Writes the file and returns the main type's name.
    static func write(_ b: SourceBuilder, feature: Feature, lines: Int) -> String {
        let name = feature.name + "ViewModel"
        let observable = b.chance(40)
        b.line("import Foundation")
        b.line(observable ? "import Observation" : "import Combine")
        b.blank()
        DocComments.write(b, about: "Loads \(feature.variable)s and exposes them to the screen.")
        b.line("@MainActor")
        if observable { b.line("@Observable") }
        b.block("final class \(name)\(observable ? "" : ": ObservableObject")") {
            let published = observable ? "" : "@Published "
            b.line("\(published)var items: [\(feature.name)] = []")
            b.line("\(published)private(set) var isLoading = false")
            b.line("\(published)var errorMessage: String?")
            b.line("private let client: APIClient")
            b.blank()
            b.block("init(client: APIClient = .shared)") { b.line("self.client = client") }
            b.blank()
            for verb in [b.pick(Vocabulary.verbs), "search"] {
                b.block("func \(verb)(\(verb == "search" ? "matching query: String = \"\"" : "")) async") {
                    b.line("isLoading = true")
                    b.line("defer { isLoading = false }")
                    b.block("do", close: "} catch let error as APIError {") {
                        b.line("let request = Request<[\(feature.name)]>(path: \"/v\(b.int(1...3))/\(feature.variable)s\", query: [\"q\": \(verb == "search" ? "query" : "\"\"")])")
                        b.line("items = try await client.send(request).filter { !$0.\(feature.stringField(b).name).isEmpty }")
                    }
                    b.indented { b.line("errorMessage = error.localizedDescription") }
                    b.line("} catch {")
                    b.indented { b.line("errorMessage = \"Unexpected error: \\(error)\"") }
                    b.line("}")
                }
                b.blank()
            }
            b.block("var subtitle: String") {
                b.line("items.isEmpty ? \"\(b.pick(Vocabulary.phrases))\" : \"\\(items.count) \\(items.count == 1 ? \"item\" : \"items\")\"")
            }
        }
        b.repeatUntil(lines: lines) { index in
            b.blank()
            switch index % 3 {
            case 0: client(b, index: index)
            case 1: errors(b, index: index)
            default: request(b, index: index)
            }
        }
        return name
    }

    private static func client(_ b: SourceBuilder, index: Int) {
        b.block("struct APIClient\(index): Sendable") {
            b.line("static let shared = APIClient\(index)(baseURL: URL(string: \"https://\(b.pick(Vocabulary.hosts))\")!)")
            b.line("let baseURL: URL")
            b.line("var session: URLSession = .shared")
            b.blank()
            b.line("/// Sends `request` and decodes its response.")
            b.block("func send<Response: Decodable>(_ request: Request<Response>) async throws -> Response") {
                b.line("var components = URLComponents(url: baseURL.appending(path: request.path), resolvingAgainstBaseURL: false)!")
                b.line("components.queryItems = request.query.map { URLQueryItem(name: $0.key, value: $0.value) }")
                b.line("let (data, response) = try await session.data(from: components.url!)")
                b.block("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else", close: "}") {
                    b.line("throw APIError.status((response as? HTTPURLResponse)?.statusCode ?? -1)")
                }
                b.line("let decoder = JSONDecoder()")
                b.line("decoder.dateDecodingStrategy = .iso8601")
                b.line("return try decoder.decode(Response.self, from: data)")
            }
        }
    }

    private static func errors(_ b: SourceBuilder, index: Int) {
        b.block("enum APIError\(index): Error, LocalizedError") {
            b.line("case status(Int)")
            b.line("case decoding(underlying: any Error)")
            b.line("case offline")
            b.blank()
            b.block("var errorDescription: String?") {
                b.switchBlock("self") {
                    b.line("case .status(let code) where code >= 500:")
                    b.indented { b.line("\"The server is having trouble (\\(code)).\"") }
                    b.line("case .status(let code):")
                    b.indented { b.line("\"Request failed with status \\(code).\"") }
                    b.line("case .decoding(let underlying):")
                    b.indented { b.line("\"Unreadable response: \\(String(describing: underlying))\"") }
                    b.line("case .offline:")
                    b.indented { b.line("\"\(b.pick(Vocabulary.phrases))\"") }
                }
            }
        }
    }

    private static func request(_ b: SourceBuilder, index: Int) {
        b.block("struct Request\(index)<Response: Decodable>: Sendable") {
            b.line("var path: String")
            b.line("var query: [String: String] = [:]")
            b.line("var timeout: Duration = .seconds(\(b.int(5...60)))")
            b.blank()
            b.block("func retrying(times: Int = \(b.int(1...5)), _ operation: @Sendable () async throws -> Response) async rethrows -> Response") {
                b.block("for attempt in 1..<times", close: "}") {
                    b.block("if let value = try? await operation()", close: "}") { b.line("return value") }
                    b.line("try? await Task.sleep(for: .milliseconds(\(b.int(100...900)) * attempt))")
                }
                b.line("return try await operation()")
            }
        }
    }
}
