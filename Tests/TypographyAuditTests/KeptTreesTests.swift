import Foundation
import Synchronization
import Testing
@testable import TypographyAudit

/// Facts, not trees, between the passes: the first pass keeps no tree but the run's largest Swift
/// file's (read after every other large file; the second pass starts with it), so a run's memory
/// does not grow with its number of files; the files parsed for it are parsed again, with the same
/// findings. Large files are read one at a time, so two of them never take memory together.
@Suite struct KeptTreesTests {
    /// Settings screens of about `bytes` bytes in all, twenty rows each: their `Form`s make the
    /// first pass parse the file.
    static func screen(_ index: Int, bytes: Int) -> String {
        var text = "import SwiftUI\n"
        var screen = 0
        while text.utf8.count < bytes {
            text += "struct Screen\(index)_\(screen): View {\n    var body: some View {\n        Form {\n"
            for row in 0..<20 { text += "            Text(\"Row \(row)\").font(.system(size: 9))\n" }
            text += "        }\n    }\n}\n"
            screen += 1
        }
        return text
    }

    /// The files of `directory` and the first pass's scan of them.
    static func scan(_ directory: TemporaryDirectory) -> (files: [DiscoveredFile], scan: ProjectScan) {
        let resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema)
        let files = FileDiscovery(resolver: resolver).discover([directory.path]).files
        return (files, ProjectScan(files: files, platform: nil, jobs: 2,
                                   vocabularies: FileVocabularies(files: files, rules: RuleRegistry.all)))
    }

    @Test func onlyTheLargestFilesTreeIsKeptAndTheFindingsAreTheSame() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Screen2 is the largest (and the only large file): its tree is kept, no other.
        let sizes = [20, 40, 270, 10].map { $0 * 1024 }
        for index in sizes.indices { try directory.write("App/Screen\(index).swift", Self.screen(index, bytes: sizes[index])) }
        let (files, scan) = Self.scan(directory)
        try #require(files.count == sizes.count)
        #expect(files.indices.filter { scan.keptTrees[$0] != nil } == [2])
        #expect(files.indices.filter(scan.isLarge) == [2])
        // A second large file, smaller: the largest's tree is still the one kept (the two are read one at a time).
        try directory.write("App/Screen4.swift", Self.screen(4, bytes: 260 * 1024))
        let (allFiles, second) = Self.scan(directory)
        #expect(allFiles.indices.filter { second.keptTrees[$0] != nil } == [2])
        #expect(allFiles.indices.filter(second.isLarge) == [2, 4])
        let run = AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 2))
        #expect(Set(run.findings.map(\.path)).count == allFiles.count)
        // Every file's own findings (not the run-level rules') are the ones it gives audited alone:
        // the screens declare nothing for each other, whether their trees were kept or parsed again.
        let own = { (findings: [Finding]) in findings.filter { $0.ruleID == "fixed-font-size" }.map { "\($0.location.line):\($0.message)" } }
        for file in allFiles {
            let alone = AuditEngine.run(AuditOptions(paths: [file.absolutePath], jobs: 1))
            #expect(own(run.findings.filter { $0.path == file.path }) == own(alone.findings))
            #expect(!own(alone.findings).isEmpty)
        }
        #expect(AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 1)).findings.map(\.message) == run.findings.map(\.message))
    }

    /// The first pass's result for every file holds a kept tree by reference: its analysis is not
    /// inline in each file's slot (the run's memory per file stays a few bytes).
    @Test func aKeptTreeIsOneReference() {
        #expect(MemoryLayout<KeptTree?>.stride == MemoryLayout<Int>.stride)
    }

    @Test func largeElementsAreTransformedOneAtATimeAndResultsStayInOrder() {
        let elements = Array(0..<200)
        let inProgress = Atomic<Int>(0)
        let most = Atomic<Int>(0)
        let results = AuditEngine.parallelMap(elements, jobs: 2, oneAtATime: { $0 % 7 == 0 }) { element -> Int in
            guard element % 7 == 0 else { return element * 2 }
            let now = inProgress.add(1, ordering: .relaxed).newValue
            _ = most.max(now, ordering: .relaxed)
            usleep(200)
            inProgress.subtract(1, ordering: .relaxed)
            return element * 2
        }
        #expect(results == elements.map { $0 * 2 })
        #expect(most.load(ordering: .relaxed) == 1)
    }

    @Test func theScheduleGivesALargeElementWhenNoneIsTakenAndLeavesTheRestToItsThread() {
        var schedule = LargeFirstSchedule(large: [0, 3], others: [1, 2])
        /// The position taken next, with `L` for a large one ("none" when nothing is left).
        func take(afterLarge: Bool) -> String {
            schedule.next(afterLarge: afterLarge).map { "\($0.index)" + ($0.isLarge ? "L" : "") } ?? "none"
        }
        // Thread A takes the first large one; thread B the others while A works, then has nothing
        // left (the last large one waits for A); A takes it once done with its own.
        let taken = [take(afterLarge: false), take(afterLarge: false), take(afterLarge: false), take(afterLarge: false),
                     take(afterLarge: true), take(afterLarge: true)]
        #expect(taken == ["0L", "1", "2", "none", "3L", "none"])
    }
}
