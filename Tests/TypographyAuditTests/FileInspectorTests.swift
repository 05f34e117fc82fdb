import Testing
@testable import TypographyAudit

/// `AuditEngine.run(_:inspector:)`: every analysed file reaches the inspector once, in path order,
/// with the project's fonts resolved; files without the inspector's or the rules' words are not parsed.
@Suite struct FileInspectorTests {
    @Test func inspectsAnalysedFilesInPathOrder() throws {
        try AuditEngineTests.withFolder([
            "B/View.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").font(.brandTitle) } }\n",
            "A/Font+Brand.swift": "import SwiftUI\nextension Font { static let brandTitle = Font.system(size: 28) }\n",
            "C/Model.swift": "struct Recipe { var grams = 18 }\n",
        ]) { root in
            let inspector = FileInspector(vocabulary: ["Font", "Text"]) { file in
                (file.path, file.textSites.flatMap(\.fonts).compactMap(\.value.size))
            }
            let (result, extracts) = AuditEngine.run(AuditOptions(paths: [root], jobs: 2, rules: []), inspector: inspector)
            #expect(result.filesAudited == 3)
            #expect(result.findings.isEmpty)
            #expect(extracts.map { $0.0.hasSuffix("A/Font+Brand.swift") } == [true, false])
            #expect(extracts.last?.1 == [28])
        }
    }
}
