import Testing
@testable import TypographyAudit

@Suite struct GlobTests {
    @Test(arguments: [
        ("Mac/**", "Mac/Views/Panel.swift", true),
        ("Mac/**", "Macintosh/Panel.swift", false),
        ("Mac", "Mac/Panel.swift", true),
        ("Mac/", "Mac/Panel.swift", true),
        ("./Mac/*.swift", "Mac/Panel.swift", true),
        ("Mac/*.swift", "Mac/Views/Panel.swift", false),
        ("*.generated.swift", "A/B/Model.generated.swift", true),
        ("*.generated.swift", "Model.swift", false),
        ("Generated", "Sources/Generated/Model.swift", true),
        ("Sources/**/Cells/*Cell.swift", "Sources/Cells/PhotoCell.swift", true),
        ("Sources/**/Cells/*Cell.swift", "Sources/A/B/Cells/PhotoCell.swift", true),
        ("Sources/**/Cells/*Cell.swift", "Sources/A/B/Cells/PhotoCellModel.swift", false),
        ("**/*.swift", "x.swift", true),
        ("File?.swift", "File1.swift", true),
        ("File?.swift", "File12.swift", false),
        ("*a*b*", "xxaxxbxx", true),
        ("*a*b", "xxaxxbxxc", false),
        ("/Widgets/**", "Widgets/Small.swift", true),
        ("Widgets/**", "App/Widgets/Small.swift", false),
        ("**/**/Cells/**/*.swift", "Cells/A.swift", true),
        ("a/**/b/**", "a/b", true),
        ("a/**/b", "a/x/y/b/z.swift", true),
        ("a/**/b", "a/x/y/c/z.swift", false),
    ])
    func matching(pattern: String, path: String, expected: Bool) throws {
        #expect(try Glob(pattern).matches(path) == expected)
    }

    @Test(arguments: ["Sources/[A-Z]*.swift", "{App,Widget}/**", "a]b", "x}"])
    func classesAndAlternativesAreRefused(pattern: String) {
        #expect(throws: GlobError.self) { try Glob(pattern) }
    }

    @Test func repeatedAnyDepthIsLinear() throws {
        // Backtracking tried every split of 40 folders among 12 `**`: billions of paths.
        let glob = try Glob(Array(repeating: "**", count: 12).joined(separator: "/") + "/x")
        let deep = (0..<40).map { "d\($0)" }.joined(separator: "/")
        #expect(!glob.matches(deep + "/y.swift"))
        #expect(glob.matches(deep + "/x"))
        let spread = try Glob("**/a/**/a/**/a/**/a/**/a/**/b")
        #expect(!spread.matches(Array(repeating: "a", count: 60).joined(separator: "/")))
    }
}
