import Foundation

/// A JSON object as `JSONSerialization` reads and writes it.
public typealias JSONObject = [String: Any]

/// The id of a JSON-RPC request: a number or a string.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    /// The id in a message, nil when it is neither a number nor a string.
    init?(json: Any?) {
        if let text = json as? String {
            self = .string(text)
        } else if let value = json as? Int {
            self = .number(value)
        } else {
            return nil
        }
    }

    var json: Any {
        switch self {
        case .number(let value): value
        case .string(let value): value
        }
    }

    public var description: String {
        switch self {
        case .number(let value): String(value)
        case .string(let value): value.debugDescription
        }
    }
}

/// A JSON-RPC error: a code of the specification or of LSP, and a message.
public struct ResponseError: Error, Sendable, Equatable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static func parseError(_ message: String) -> Self { Self(code: -32700, message: message) }
    public static func invalidRequest(_ message: String) -> Self { Self(code: -32600, message: message) }
    public static func methodNotFound(_ method: String) -> Self { Self(code: -32601, message: "unknown method '\(method)'") }
    public static func invalidParams(_ message: String) -> Self { Self(code: -32602, message: message) }
    public static let serverNotInitialized = Self(code: -32002, message: "the server is not initialized: send 'initialize' first")
    public static let requestCancelled = Self(code: -32800, message: "request cancelled")

    var json: JSONObject { ["code": code, "message": message] }
}

/// A message from the client.
public enum IncomingMessage {
    case request(id: RequestID, method: String, params: Any?)
    case notification(method: String, params: Any?)
    /// The answer to a request of the server (`window/workDoneProgress/create` …).
    case response(id: RequestID?)

    /// The message in `body`; an error (with the id when one could be read) when it is not JSON-RPC.
    static func parse(_ body: Data) -> Result<IncomingMessage, InvalidMessage> {
        guard let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
            return .failure(InvalidMessage(id: nil, error: .parseError("the message is not valid JSON")))
        }
        guard let object = json as? JSONObject else {
            return .failure(InvalidMessage(id: nil, error: .invalidRequest("a message must be a JSON object (batches are not supported)")))
        }
        let id = RequestID(json: object["id"])
        guard object["jsonrpc"] as? String == "2.0" else { return .failure(InvalidMessage(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\""))) }
        guard let method = object["method"] else {
            guard object["result"] != nil || object["error"] != nil else {
                return .failure(InvalidMessage(id: id, error: .invalidRequest("a message needs a 'method' (or, as a response, 'result' or 'error')")))
            }
            return .success(.response(id: id))
        }
        guard let method = method as? String else { return .failure(InvalidMessage(id: id, error: .invalidRequest("'method' must be a string"))) }
        if object["id"] == nil { return .success(.notification(method: method, params: object["params"])) }
        guard let id else { return .failure(InvalidMessage(id: nil, error: .invalidRequest("'id' must be a number or a string"))) }
        return .success(.request(id: id, method: method, params: object["params"]))
    }
}

/// A message that is not JSON-RPC: the error to answer it with, and its id when one could be read.
struct InvalidMessage: Error {
    var id: RequestID?
    var error: ResponseError
}

/// Messages from the server, serialised.
enum OutgoingMessage {
    static func response(id: RequestID?, result: Any) -> Data {
        encode(["jsonrpc": "2.0", "id": id?.json ?? NSNull(), "result": result])
    }

    static func error(id: RequestID?, _ error: ResponseError) -> Data {
        encode(["jsonrpc": "2.0", "id": id?.json ?? NSNull(), "error": error.json])
    }

    static func notification(_ method: String, params: Any) -> Data {
        encode(["jsonrpc": "2.0", "method": method, "params": params])
    }

    static func request(id: RequestID, _ method: String, params: Any) -> Data {
        encode(["jsonrpc": "2.0", "id": id.json, "method": method, "params": params])
    }

    private static func encode(_ object: JSONObject) -> Data {
        // Everything the server builds is JSON; sorted keys keep the output deterministic.
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }
}
