import BenchmarkCorpus
import Foundation
import Testing

@Suite struct CorpusGeneratorTests {
    @Test func sameSeedGivesSameBytes() {
        let first = CorpusGenerator.generate(seed: 7, targetLines: 5_000)
        let second = CorpusGenerator.generate(seed: 7, targetLines: 5_000)
        #expect(first == second)
        #expect(first != CorpusGenerator.generate(seed: 8, targetLines: 5_000))
    }

    @Test(arguments: [1_000, 10_000, 100_000])
    func honoursTargetLines(target: Int) {
        let files = CorpusGenerator.generate(seed: 3, targetLines: target)
        let lines = files.reduce(0) { $0 + $1.text.utf8.count { $0 == UInt8(ascii: "\n") } }
        let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
        #expect(abs(lines - target) <= target / 10, "\(lines) lines for a target of \(target)")
        #expect((28...45).contains(bytes / lines), "\(bytes / lines) bytes per line")
    }

    @Test func pathsAreUniqueSwiftFilesAndTextsEndWithNewline() {
        let files = CorpusGenerator.generate(seed: 11, targetLines: 30_000)
        #expect(Set(files.map(\.path)).count == files.count)
        #expect(files.allSatisfy { $0.path.hasSuffix(".swift") && $0.text.hasSuffix("\n") })
    }

    @Test func coversTheConstructsRealAppsUse() {
        let files = CorpusGenerator.generate(seed: 5, targetLines: 20_000)
        let folders = Set(files.map { $0.path.split(separator: "/").dropLast().prefix(2).joined(separator: "/") })
        for folder in ["App/Features", "App/UIKit", "App/Mac", "App/Models", "App/Design", "Widgets"] {
            #expect(folders.contains(folder), "no file under \(folder)")
        }
        let all = files.map(\.text).joined()
        let constructs = [
            "@ScaledMetric", "@State private var", "@Published", "@Observable", "#if os(", "#else", "#Preview",
            ".font(.system(size: ", ".font(.custom(\"", ".font(.title", ".font(isExpanded ? ", "} label: {",
            "ForEach(", "List {", "NavigationStack {", "@ViewBuilder", "switch ", ".kerning(", ".tracking(",
            ".lineSpacing(", ".minimumScaleFactor(", ".lineLimit(", ", format: .", "UIFont.systemFont(ofSize: ",
            "UIFontMetrics(forTextStyle: ", "preferredFont(forTextStyle: ", "adjustsFontForContentSizeCategory",
            "= {\n", "}()\n", "override func viewDidLoad()", ".kern: ", "NSLayoutConstraint.activate([",
            "NSFont.", "NSTextField(", "TimelineProvider", "Codable", "async throws", "try await", "actor ",
            "protocol ", "extension Font", "extension UIFont", "/// ", "/*", "/* nested", "\"\"\"", "#\"", "##\"",
            "\\(name.isEmpty ? \"there\" : \"\\(", "#/", "= /", "0x", "0o", "0b", "p-", "1_", "e-", "\\u{",
            "infix operator", "[weak self]", "#available(", "#fileID", ">>> = [:]", "`default`", "&+=",
        ]
        for construct in constructs {
            #expect(all.contains(construct), "no \(construct.debugDescription) in the corpus")
        }
    }

    @Test func denseViewsFileIsViewsWithBodyFontsOfTheAskedSize() {
        let text = DenseViewsFile.make(bytes: 20_000)
        #expect(text == DenseViewsFile.make(bytes: 20_000))
        #expect((20_000..<20_200).contains(text.utf8.count))
        let views = text.split(separator: "\n").filter { $0.hasPrefix("struct Row") }.count
        let fonts = text.split(separator: "\n").filter { $0.hasSuffix("\").font(.body)") }.count
        #expect(views > 200 && fonts == views)
    }

    @Test(.enabled(if: SwiftTokensOracle.isAvailable,
                   "swift-tokens cannot be built here (toolchain without SwiftParser, or ../shared missing)"))
    func generatedFilesParseWithoutErrors() throws {
        let tool = try #require(SwiftTokensOracle.executable)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("typecase-corpus-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for seed in UInt64(1)...3 {
            for file in CorpusGenerator.generate(seed: seed, targetLines: 10_000) {
                let url = directory.appendingPathComponent("\(seed)/\(file.path)")
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: false, encoding: .utf8)
                paths.append(url.path)
            }
        }
        let result = SwiftTokensOracle.run(tool.path, ["--errors"] + paths)
        #expect(result.status == 0, "swift-tokens failed: \(result.output)")
        #expect(result.output.isEmpty, "files with syntax errors:\n\(result.output)")
    }
}
