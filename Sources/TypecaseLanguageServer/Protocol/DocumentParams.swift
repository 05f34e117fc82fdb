import Foundation

/// The parameters of a request about a place in a buffer (`textDocument/hover`, `textDocument/codeAction`).
struct DocumentParams {
    var uri: String
    var position: Position?
    var range: TextRange?
    /// `context.only` of a code action request: the kinds asked for.
    var only: [String]?

    init(_ json: Any?) throws(ResponseError) {
        guard let object = json as? JSONObject, let document = object["textDocument"] as? JSONObject,
              let uri = document["uri"] as? String else { throw .invalidParams("missing 'textDocument.uri'") }
        self.uri = uri
        position = Position(json: object["position"])
        range = TextRange(json: object["range"])
        only = (object["context"] as? JSONObject)?["only"] as? [String]
    }

    /// The buffer's file path.
    var path: String? { Self.path(of: uri) }

    /// The path of a `file:` URI (percent escapes decoded), nil for other schemes (`untitled:`).
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }
}

/// What the client said it can do, as far as the server cares.
struct ClientCapabilities {
    /// `window.workDoneProgress`: the server may create a progress token.
    var createsProgress = false
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`: the server may ask to watch files.
    var registersWatchedFiles = false

    init() {}

    init(_ json: JSONObject) {
        createsProgress = (json["window"] as? JSONObject)?["workDoneProgress"] as? Bool ?? false
        let watched = (json["workspace"] as? JSONObject)?["didChangeWatchedFiles"] as? JSONObject
        registersWatchedFiles = watched?["dynamicRegistration"] as? Bool ?? false
    }
}

/// The id of a `$/cancelRequest` notification's request, read by the input thread.
enum CancelRequest {
    static func id(in body: Data) -> RequestID? {
        // Most messages are not cancellations: a byte search before any parsing (of the name without
        // `$/`, which JSON may write `$\/`).
        guard body.range(of: Data("cancelRequest".utf8)) != nil,
              let object = try? JSONSerialization.jsonObject(with: body) as? JSONObject,
              object["method"] as? String == "$/cancelRequest" else { return nil }
        return RequestID(json: (object["params"] as? JSONObject)?["id"])
    }
}
