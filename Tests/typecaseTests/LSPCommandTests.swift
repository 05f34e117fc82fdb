import Foundation
import Testing

/// `typecase lsp` as an editor starts it: the built binary, JSON-RPC on its standard input.
@Suite struct LSPCommandTests {
    static func framed(_ messages: [String]) -> String {
        messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
    }

    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}"#

    @Test func shutdownThenExitIsZeroAndEveryRequestIsAnswered() throws {
        let input = Self.framed([Self.initialize, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
                                 #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#])
        let result = try TypographyCommandRunner.run(["lsp", "--stdio"], input: input)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""serverInfo":{"name":"typecase""#))
        #expect(result.stdout.contains(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
    }

    @Test func exitWithoutShutdownIsOne() throws {
        let result = try TypographyCommandRunner.run(["lsp"], input: Self.framed([Self.initialize, #"{"jsonrpc":"2.0","method":"exit"}"#]))
        #expect(result.status == 1)
    }

    @Test func pathsAreAUsageError() throws {
        let result = try TypographyCommandRunner.run(["lsp", "Sources"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("lsp takes no paths"))
    }
}
