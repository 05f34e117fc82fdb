import Foundation
import TypecaseLanguageServer

/// `typecase lsp`: the language server on standard input and output.
enum LSPCommand: Command {
    static let name = "lsp"
    static let summary = "Run a language server (LSP over stdio) for editors"
    static let help = """
        Usage: typecase lsp

        Runs a Language Server Protocol 3.17 server on standard input and output, for editors
        (Neovim, VS Code with a generic LSP client, Helix, Zed, Sublime; see the README). It audits
        the workspace folder once in the background (with $/progress), then every open .swift,
        .xib and .storyboard buffer as you type: diagnostics are the findings `typecase audit` gives
        for the file with the buffer's text, with the rule id as code and a link to the rule. Each
        fix is a quick fix (exact ones preferred; approximate ones say they change the look), and
        the source action source.fixAll.typecase applies every exact fix of the file; hovering a
        font expression shows its text style or size, weight, how it scales and its size at
        xSmall, Large and AX5. .typecase.json is read again when the editor reports it changed.

        --stdio is accepted and ignored (some clients pass it).

        Initialization options: rulesDocumentation (a URL whose #rule-id sections the
        diagnostics link; default: the rules document written to the temporary folder).

        Exit status: 0 after shutdown and exit; 1 when the input ends or exit comes without
        shutdown.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec(flags: ["stdio"]).parse(arguments)
        guard parsed.positionals.isEmpty else { throw UsageError("lsp takes no paths: the editor names the workspace") }
        // A client that goes away must not kill the server with SIGPIPE in the middle of a write.
        signal(SIGPIPE, SIG_IGN)
        return LanguageServer(input: .standardInput, output: .standardOutput).run()
    }
}
