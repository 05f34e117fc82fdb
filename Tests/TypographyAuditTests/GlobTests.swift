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
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}
