import Foundation
import SwiftSource
import TypographyAudit

/// `typecase debug tokens FILE…`: prints the lexer's tokens in the format of the SwiftParser oracle.
enum DebugCommand: Command {
    static let name = "debug"
    static let summary = "Developer tools: print the lexer's tokens of Swift files"
    static let help = """
        Usage: typecase debug tokens FILE...

        Prints every token and comment of each Swift file as typecase's lexer reads it, one per line:
          PATH<TAB>START<TAB>END<TAB>KIND
        START and END are UTF-8 byte offsets into the file (END exclusive). KIND is one of word,
        number, string, interp, regex, directive, operator, punct, comment, other, as printed by
        ../shared/tools/swift-tokens (SwiftParser's view), so the two outputs can be compared.

        String literals may be cut into pieces differently from swift-tokens (typecase splits
        opening delimiter, text and closing delimiter); compare after merging adjacent `string`
        lines (and adjacent `regex` lines), as the oracle test does. Bytes that are not Swift
        (invalid UTF-8, NUL) are listed as `other`; SwiftParser keeps them as trivia.

        A file that cannot be read is reported on standard error and the others are still printed;
        the exit code is then 2.

        Example:
          typecase debug tokens Sources/App/ContentView.swift
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ArgumentSpec().parse(arguments)
        guard let subcommand = parsed.positionals.first else {
            throw UsageError("missing subcommand; usage: typecase debug tokens FILE...")
        }
        guard subcommand == "tokens" else {
            let suggestion = didYouMean(subcommand, in: ["tokens"])
            throw UsageError("unknown subcommand '\(subcommand)'\(suggestion); available: tokens")
        }
        let paths = parsed.positionals.dropFirst()
        guard !paths.isEmpty else { throw UsageError("tokens: give at least one Swift file") }
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("debug tokens: cannot read '\(path)'")
                failed = true
                continue
            }
            FileHandle.standardOutput.write(Data(Lexer.oracleLines(path: path, bytes: [UInt8](data)).utf8))
        }
        return failed ? ExitCode.usage : ExitCode.success
    }
}
