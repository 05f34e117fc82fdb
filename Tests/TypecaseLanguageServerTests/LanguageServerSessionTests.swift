import Foundation
import Testing
import TypographyAudit
@testable import TypecaseLanguageServer

/// Whole sessions with the server over pipes, as an editor drives it.
@Suite struct LanguageServerSessionTests {
    static let fonts = """
        import SwiftUI

        extension Font {
            static let cardTitle = Font.title3.weight(.semibold)
        }
        """
    static let savedView = """
        import SwiftUI

        struct CardView: View {
            var body: some View {
                Text("Card").font(.cardTitle)
            }
        }
        """
    /// The unsaved buffer: a fixed size after text with an emoji and CJK (UTF-16 columns differ from bytes).
    static let editedView = """
        import SwiftUI

        struct CardView: View {
            var body: some View {
                Text("Card").font(.cardTitle)
                Text("☕️ 咖啡 😀").font(.system(size: 17))
            }
        }
        """

    func initialize(_ client: LSPTestClient, _ workspace: TemporaryWorkspace) throws -> JSONObject {
        let response = try client.call("initialize", [
            "processId": NSNull(), "rootUri": workspace.root.absoluteString,
            "capabilities": ["window": ["workDoneProgress": true]],
        ])
        client.notify("initialized")
        return response
    }

    @Test func aSessionGetsDiagnosticsQuickFixHoverClearedDiagnosticsAndACleanExit() throws {
        let workspace = try TemporaryWorkspace(["App/Fonts.swift": Self.fonts, "App/CardView.swift": Self.savedView])
        defer { workspace.remove() }
        let client = LSPTestClient()
        let initialized = try initialize(client, workspace)
        let capabilities = try #require((initialized["result"] as? JSONObject)?["capabilities"] as? JSONObject)
        #expect(capabilities["hoverProvider"] as? Bool == true)
        #expect((capabilities["textDocumentSync"] as? JSONObject)?["change"] as? Int == 2)
        // The workspace pass reports its progress on the token the server created.
        let create = try client.wait("progress token") { $0["method"] as? String == "window/workDoneProgress/create" }
        client.send(["jsonrpc": "2.0", "id": create["id"]!, "result": NSNull()])
        _ = try client.wait("progress end") { message in
            ((message["params"] as? JSONObject)?["value"] as? JSONObject)?["kind"] as? String == "end"
        }

        let uri = workspace.uri("App/CardView.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": Self.editedView]])
        let diagnostics = try client.diagnostics(for: uri, version: 1)
        let fixed = try #require(diagnostics.first { $0["code"] as? String == "fixed-font-size" }, "\(diagnostics)")
        #expect(fixed["severity"] as? Int == 2)
        #expect(fixed["source"] as? String == "typecase")
        let href = try #require((fixed["codeDescription"] as? JSONObject)?["href"] as? String)
        #expect(href.hasSuffix("Rules.md#fixed-font-size"))
        // `.system` starts after `Text("☕️ 咖啡 😀").font(`: 8 spaces + 22 UTF-16 units (31 bytes).
        let range = try #require(fixed["range"] as? JSONObject)
        let start = range["start"] as? JSONObject
        #expect(start?["line"] as? Int == 5)
        #expect(start?["character"] as? Int == 8 + 22)

        // The same findings as `typecase audit` gives for the file with that text in that workspace.
        let copy = try TemporaryWorkspace(["App/Fonts.swift": Self.fonts, "App/CardView.swift": Self.editedView])
        defer { copy.remove() }
        let audit = AuditEngine.run(AuditOptions(paths: [copy.root.path])).findings.filter { $0.path.hasSuffix("CardView.swift") }
        #expect(diagnostics.map(Self.summary) == audit.map { finding in
            "\(finding.location.line - 1):\((finding.location.utf16Column ?? finding.location.column) - 1) \(finding.ruleID) \(finding.message)"
        })

        // The quick fix is the finding's own edit.
        let actions = try client.call("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": range, "context": ["diagnostics": [fixed]],
        ])["result"] as? [JSONObject] ?? []
        let quickFix = try #require(actions.first { $0["kind"] as? String == "quickfix" }, "\(actions)")
        let finding = try #require(audit.first { $0.ruleID == "fixed-font-size" })
        let fix = try #require(finding.fix)
        #expect(quickFix["isPreferred"] as? Bool == fix.isExact)
        let edits = try #require(((quickFix["edit"] as? JSONObject)?["changes"] as? JSONObject)?[uri] as? [JSONObject])
        #expect(edits.map { $0["newText"] as? String } == fix.edits.map(\.replacement))
        #expect(actions.contains { $0["kind"] as? String == CodeActions.fixAllKind })

        // Hover on the font declared in the other file.
        let hover = try client.call("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 4, "character": 32]])
        let contents = try #require(((hover["result"] as? JSONObject)?["contents"] as? JSONObject)?["value"] as? String, "\(hover)")
        #expect(contents.contains("text style `title3`"))
        #expect(contents.contains("semibold weight"))
        #expect(contents.contains("20 pt at Large"))
        #expect(contents.contains("xSmall 17 pt · Large 20 pt · AX5 55 pt"), "\(contents)")

        // Applying the edit clears the diagnostic.
        var document = TextDocument(uri: uri, version: 1, text: Self.editedView)
        let changes = edits.reversed().map { edit -> JSONObject in ["range": edit["range"]!, "text": edit["newText"]!] }
        for change in changes { document.apply(change["text"] as! String, in: TextRange(json: change["range"]), version: 2) }
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": changes])
        let after = try client.diagnostics(for: uri, version: 2)
        #expect(!after.contains { $0["code"] as? String == "fixed-font-size" }, "\(after)")

        #expect(try client.call("shutdown")["result"] is NSNull)
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    static func summary(_ diagnostic: JSONObject) -> String {
        let start = (diagnostic["range"] as? JSONObject)?["start"] as? JSONObject
        return "\(start?["line"] as? Int ?? -1):\(start?["character"] as? Int ?? -1) \(diagnostic["code"] as? String ?? "") \(diagnostic["message"] as? String ?? "")"
    }

    @Test func badInputGetsJSONRPCErrorsAndTheServerKeepsRunning() throws {
        let client = LSPTestClient(maximumMessageSize: 1000)
        client.write(MessageFramer.frame(Data("{not json".utf8)))
        let parseError = try client.wait("parse error") { ($0["error"] as? JSONObject)?["code"] as? Int == -32700 }
        #expect(parseError["id"] is NSNull)
        // Before initialize, requests are refused.
        #expect((try client.call("textDocument/hover")["error"] as? JSONObject)?["code"] as? Int == -32002)
        _ = try client.call("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:] as JSONObject])
        #expect((try client.call("typecase/unknown")["error"] as? JSONObject)?["code"] as? Int == -32601)
        let huge = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"x\",\"params\":\"" + String(repeating: "a", count: 5000) + "\"}"
        client.write(MessageFramer.frame(Data(huge.utf8)))
        let tooLarge = try client.wait("too large") { Self.isError($0, about: "over the limit") }
        #expect((tooLarge["error"] as? JSONObject)?["code"] as? Int == -32600)
        client.write(Data("Content-Length: lots\r\n\r\n".utf8))
        _ = try client.wait("bad header") { Self.isError($0, about: "Content-Length") }
        client.send(["jsonrpc": "2.0", "id": 99, "params": [:] as JSONObject])
        #expect((try client.response(to: 99)["error"] as? JSONObject)?["code"] as? Int == -32600)
        // Still serving: an answer, then exit without shutdown is 1.
        #expect((try client.call("typecase/unknown")["error"] as? JSONObject)?["code"] as? Int == -32601)
        client.notify("exit")
        #expect(client.waitForExit() == 1)
    }

    @Test func aChangedConfigurationIsReadAgainAndTheBufferAuditedWithIt() throws {
        let workspace = try TemporaryWorkspace(["App/CardView.swift": Self.savedView])
        defer { workspace.remove() }
        let client = LSPTestClient()
        _ = try initialize(client, workspace)
        let uri = workspace.uri("App/CardView.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": Self.editedView]])
        let before = try client.diagnostics(for: uri, version: 1)
        #expect(before.contains { $0["code"] as? String == "fixed-font-size" && $0["severity"] as? Int == 2 }, "\(before)")
        try workspace.write(".typecase.json", #"{ "rules": { "fixed-font-size": { "severity": "error" } } }"#)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": workspace.uri(".typecase.json"), "type": 1]]])
        let after = try client.diagnostics(for: uri, version: 1)
        #expect(after.contains { $0["code"] as? String == "fixed-font-size" && $0["severity"] as? Int == 1 }, "\(after)")
        // A font declared in a file that changed on disk counts for the open buffer.
        try workspace.write("App/Fonts.swift", Self.fonts)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": workspace.uri("App/Fonts.swift"), "type": 1]]])
        let hover = try client.call("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 4, "character": 32]])
        let contents = ((hover["result"] as? JSONObject)?["contents"] as? JSONObject)?["value"] as? String ?? ""
        #expect(contents.contains("text style `title3`"), "\(hover)")
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(try client.diagnostics(for: uri).isEmpty)
    }

    @Test func aRequestCancelledWhileItWaitsForTheWorkspaceIsAnsweredRequestCancelled() throws {
        var files: [String: String] = [:]
        for index in 0..<300 { files["App/View\(index).swift"] = Self.editedView.replacingOccurrences(of: "CardView", with: "View\(index)") }
        let workspace = try TemporaryWorkspace(files)
        defer { workspace.remove() }
        let client = LSPTestClient()
        let initialized = client.request("initialize", ["processId": NSNull(), "rootUri": workspace.root.absoluteString,
                                                        "capabilities": [:] as JSONObject])
        _ = try client.response(to: initialized)
        let uri = workspace.uri("App/View0.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": Self.editedView]])
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 5, "character": 32]])
        client.notify("$/cancelRequest", ["id": hover])
        #expect((try client.response(to: hover)["error"] as? JSONObject)?["code"] as? Int == -32800)
        _ = try client.diagnostics(for: uri, version: 1)
    }

    static func isError(_ message: JSONObject, about text: String) -> Bool {
        message["id"] is NSNull && ((message["error"] as? JSONObject)?["message"] as? String)?.contains(text) == true
    }

    @Test func theEndOfInputWithoutShutdownExitsWithOne() throws {
        let client = LSPTestClient()
        _ = try client.call("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:] as JSONObject])
        client.closeInput()
        #expect(client.waitForExit() == 1)
    }
}
