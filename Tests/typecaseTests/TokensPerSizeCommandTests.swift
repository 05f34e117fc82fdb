import Foundation
import Testing

/// `typecase tokens --per-size --output FOLDER`, run as a process: the resolver, the set and one
/// file per size land in the folder, all or none, and never where they should not.
@Suite struct TokensPerSizeCommandTests {
    static let iosNames: Set<String> = Set(["ios.resolver.json", "ios.tokens.json"] + [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ].map { "ios.\($0).tokens.json" })

    @Test func writesTheResolverAndEveryFileItNames() throws {
        let directory = try SpecimenAndTokensCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("tokens").path
        let result = try TypographyCommandRunner.run(["tokens", "--per-size", "--output", folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == Self.iosNames)
        let resolver = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder + "/ios.resolver.json"))) as? [String: Any])
        let contexts = try #require(((resolver["modifiers"] as? [String: Any])?["dynamic-type"] as? [String: Any])?["contexts"] as? [String: Any])
        let xSmall = try #require((contexts["xSmall"] as? [[String: String]])?.first?["$ref"])
        let body = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + xSmall)))
            as? [String: Any]).flatMap { ($0["ios"] as? [String: Any])?["body"] as? [String: Any] }
        #expect(((body?["$value"] as? [String: Any])?["fontSize"] as? [String: Any])?["value"] as? Double == 14)
        // A second run replaces typecase's own files.
        #expect(try TypographyCommandRunner.run(["tokens", "--per-size", "--output", folder]).status == 0)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == Self.iosNames)
        // watchOS: its nine sizes.
        let watch = directory.appendingPathComponent("watch").path
        #expect(try TypographyCommandRunner.run(["tokens", "--per-size", "--platform", "watchos", "--output", watch]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: watch).count == 2 + 9)
    }

    @Test func allOrNone() throws {
        let directory = try SpecimenAndTokensCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let foreign = directory.appendingPathComponent("ios.large.tokens.json")
        try Data("{\"mine\": true}\n".utf8).write(to: foreign)
        try TypographyCommandRunner.expectUsageError(["tokens", "--per-size", "--output", directory.path],
                                                     "ios.large.tokens.json' exists and is not a file typecase wrote")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["ios.large.tokens.json"])
        #expect(try String(contentsOf: foreign, encoding: .utf8) == "{\"mine\": true}\n")
    }

    @Test func usageErrors() throws {
        let directory = try SpecimenAndTokensCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try TypographyCommandRunner.expectUsageError(["tokens", "--per-size", "--platform", "macos", "--output", directory.path],
                                                     "macOS has no Dynamic Type")
        try TypographyCommandRunner.expectUsageError(["tokens", "--per-size", "--platform", "tvos", "--output", directory.path],
                                                     "tvOS has no Dynamic Type")
        try TypographyCommandRunner.expectUsageError(["tokens", "--per-size", "--platform", "visionos", "--output", directory.path],
                                                     "visionOS publishes no text style sizes")
        try TypographyCommandRunner.expectUsageError(["tokens", "--per-size"], "name their folder with --output FOLDER")
        try TypographyCommandRunner.expectUsageError(["tokens", "--per-size", "--output", "-"], "name their folder with --output FOLDER")
        try TypographyCommandRunner.expectUsageError(["tokens", "--per-size", "--format", "css", "--output", directory.path],
                                                     "--per-size writes DTCG files")
        let file = directory.appendingPathComponent("tokens.json")
        try Data().write(to: file)
        try TypographyCommandRunner.expectUsageError(["tokens", "--per-size", "--output", file.path], "is a file; --per-size writes into a folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tokens.json"])
        try TypographyCommandRunner.expectHelp("tokens", documents: ["--per-size", "ios.resolver.json", "dynamic-type"])
    }
}
