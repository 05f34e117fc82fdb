import Foundation
import Testing
@testable import TypographyAudit

/// The first pass keeps the trees of the files it parses for the second within a budget of bytes
/// (and the largest file's), so a run's memory does not grow with its number of files; the trees
/// past the budget are parsed again, with the same findings.
@Suite struct KeptTreesTests {
    /// A settings screen of about `bytes` bytes: its `Form` makes the first pass parse it.
    static func screen(_ index: Int, bytes: Int) -> String {
        var text = "import SwiftUI\nstruct Screen\(index): View {\n    var body: some View {\n        Form {\n"
        var row = 0
        while text.utf8.count < bytes {
            text += "            Text(\"Row \(row)\").font(.system(size: 9))\n"
            row += 1
        }
        return text + "        }\n    }\n}\n"
    }

    @Test func treesAreKeptWithinTheBudgetAndTheFindingsAreTheSame() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let size = 100 * 1024
        let count = ExtensionScan.keptTreeBudget / size + 4
        for index in 0..<count { try directory.write("App/Screen\(index).swift", Self.screen(index, bytes: size)) }
        let resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema)
        let files = FileDiscovery(resolver: resolver).discover([directory.path]).files
        try #require(files.count == count)
        let scan = ProjectScan(files: files, platform: nil, jobs: 2,
                               vocabularies: FileVocabularies(files: files, rules: RuleRegistry.all))
        let kept = files.indices.filter { scan.keptTrees[$0] != nil }
        // The budget's worth of trees, and the largest file's: not every file's.
        #expect(!kept.isEmpty && kept.count <= ExtensionScan.keptTreeBudget / size + 1)
        let result = AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 2))
        #expect(result.findings.count >= count && Set(result.findings.map(\.path)).count == count)
    }

    /// The first pass's result for every file holds a kept tree by reference: its analysis is not
    /// inline in each file's slot (the run's memory per file stays a few bytes).
    @Test func aKeptTreeIsOneReference() {
        #expect(MemoryLayout<KeptTree?>.stride == MemoryLayout<Int>.stride)
    }
}
