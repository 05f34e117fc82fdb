import Foundation
import Testing

/// Every `$ typecase …` example in the README, run as written from the package root, prints what the
/// README shows: each shown line in order; a line that is only `…` stands for lines left out, a `…`
/// within a line for text left out of it.
@Suite struct ReadmeExamplesTests {
    struct Example: CustomStringConvertible {
        var arguments: [String]
        var shown: [String]
        var description: String { "typecase " + arguments.joined(separator: " ") }
    }

    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// The examples: a code block whose first line is `$ typecase …` or `$ swift run typecase …`.
    static let examples: [Example] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var current: Example?
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if inBlock, let example = current { examples.append(example) }
                inBlock.toggle()
                current = nil
                continue
            }
            guard inBlock else { continue }
            if current == nil {
                guard line.hasPrefix("$ ") else { inBlock = false; continue }
                var words = line.dropFirst(2).split(separator: " ").map(String.init)
                if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
                guard words.first == "typecase" else { inBlock = false; continue }
                current = Example(arguments: Array(words.dropFirst()), shown: [])
            } else {
                current?.shown.append(line)
            }
        }
        return examples
    }()

    @Test func theReadmeHasExamples() {
        #expect(Self.examples.count >= 6)
    }

    /// The commands of the README's `sh` blocks that write a document (`typecase specimen --output
    /// specimen.html`): each line without placeholders (`[…]`, `<…>`), comments dropped.
    static let documentCommands: [[String]] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        var commands: [[String]] = []
        var inShellBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inShellBlock = line == "```sh"; continue }
            let command = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let words = command.split(separator: " ").map(String.init)
            guard inShellBlock, words.first == "typecase", words.contains("--output"),
                  !command.contains("["), !command.contains("<") else { continue }
            commands.append(Array(words.dropFirst()))
        }
        return commands
    }()

    @Test func theReadmeHasDocumentCommands() {
        #expect(Self.documentCommands.count >= 2)
    }

    /// Run in an empty folder, each writes the page or image it names.
    @Test(arguments: documentCommands)
    func documentCommandWritesItsDocument(_ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TypographyCommandRunner.run(arguments, in: folder)
        #expect(result.status == 0, "typecase \(arguments.joined(separator: " ")): exit \(result.status): \(result.stderr)")
        let name = try #require(arguments.firstIndex(of: "--output").map { arguments[$0 + 1] })
        if arguments.contains("--per-size") {
            // A folder: the resolver and every file it names.
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)
            let resolver = try #require(written.first { $0.hasSuffix(".resolver.json") })
            let text = try String(contentsOf: folder.appendingPathComponent(name).appendingPathComponent(resolver), encoding: .utf8)
            for file in written where file != resolver { #expect(text.contains("\"$ref\": \"\(file)\""), "\(file)") }
            #expect(written.count == 14)
            return
        }
        let written = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        if name.hasSuffix(".svg") {
            #expect(written.hasPrefix("<?xml") && written.contains("<svg") && written.hasSuffix("</svg>\n"))
        } else {
            #expect(written.hasPrefix("<!doctype html>") && written.hasSuffix("</html>\n"))
        }
    }

    @Test(arguments: examples)
    func exampleOutputMatches(_ example: Example) throws {
        let result = try TypographyCommandRunner.run(example.arguments, in: Self.root)
        #expect(result.status <= 1, "\(example): exit \(result.status): \(result.stderr)")
        let printed = (result.stdout + result.stderr).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var position = 0
        var gap = false
        for line in example.shown {
            if line.trimmingCharacters(in: .whitespaces) == "…" { gap = true; continue }
            if gap {
                guard let found = printed[position...].firstIndex(where: { Self.line($0, matches: line) }) else {
                    Issue.record("\(example): the README shows a line it does not print: \(line)")
                    return
                }
                position = found + 1
            } else {
                guard position < printed.count, Self.line(printed[position], matches: line) else {
                    Issue.record("\(example): expected \(line), printed \(position < printed.count ? printed[position] : "nothing")")
                    return
                }
                position += 1
            }
            gap = false
        }
    }

    /// Whether a printed line is the shown one, each `…` in the shown line standing for any text.
    static func line(_ printed: String, matches shown: String) -> Bool {
        let parts = shown.components(separatedBy: "…")
        guard parts.count > 1 else { return printed == shown }
        guard printed.hasPrefix(parts[0]), printed.hasSuffix(parts[parts.count - 1]),
              printed.count >= parts[0].count + parts[parts.count - 1].count else { return false }
        var rest = printed.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
