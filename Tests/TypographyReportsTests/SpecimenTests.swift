import Testing
import Typography
@testable import TypographyReports

@Suite struct SpecimenTests {
    @Test func iosSetsEveryPublishedStyleAtEveryCategory() {
        let specimen = Specimen(platform: .ios)
        #expect(specimen.categories.map(\.category) == ContentSizeCategory.allCases)
        // 11 styles with sizes at all 12 categories, and the two Extra Large Titles at Large only.
        #expect(specimen.lineCount == 11 * 12 + 2)
        let large = specimen.categories.first { $0.category == .large }!
        #expect(large.unpublished == [])
        #expect(specimen.categories.first!.unpublished == [.extraLargeTitle, .extraLargeTitle2])
        let body = large.lines.first { $0.resolved.style == .body }!
        #expect((body.pointSize, body.lineHeight, body.weight) == (17, 22, .regular))
    }

    @Test func variantsOnRequest() {
        let plain = Specimen(platform: .ios).lineCount
        let emphasized = Specimen(platform: .ios, emphasized: true)
        let withLeading = Specimen(platform: .ios, leading: true)
        // The Extra Large Titles have no published emphasized weight.
        #expect(emphasized.lineCount == plain * 2 - 2)
        #expect(withLeading.lineCount == plain * 3)
        let tight = withLeading.categories[3].lines.first { $0.resolved.style == .body && $0.variant == .tight }!
        #expect(tight.lineHeight == 20)
        let bold = emphasized.categories[3].lines.first { $0.resolved.style == .body && $0.variant == .emphasized }!
        #expect(bold.weight == .semibold)
    }

    @Test func otherPlatforms() {
        #expect(Specimen(platform: .watchos).categories.count == 9)
        #expect(Specimen(platform: .macos).categories.count == 1)
        #expect(Specimen(platform: .visionos).lineCount == 0)
    }

    @Test func pageHasOneRowPerLineAndMarksAccessibilitySizes() {
        let specimen = Specimen(platform: .ios, emphasized: true)
        let html = SpecimenPage.render(specimen)
        #expect(html.components(separatedBy: " data-specimen-row ").count - 1 == specimen.lineCount)
        #expect(html.components(separatedBy: "<section class=\"category ax\"").count - 1 == 5)
        #expect(html.contains("<span class=\"badge default\">Default</span>"))
        #expect(html.contains("font-size: 53px; line-height: 62px; font-weight: 400; letter-spacing: 0.318px;"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func fontStackByOpticalSize() {
        #expect(CSSFontStack.names(for: .sfPro, pointSize: 17) == ["-apple-system", "system-ui", "SF Pro Text", "Helvetica Neue", "Arial", "sans-serif"])
        #expect(CSSFontStack.names(for: .sfPro, pointSize: 20)[2] == "SF Pro Display")
        #expect(CSSFontStack.names(for: .newYork, pointSize: 17).contains("New York"))
        #expect(CSSFontStack.css(["system-ui", "SF Pro Text"]) == "system-ui, 'SF Pro Text'")
        #expect(CSSFontStack.custom("Bad'Font\\") .hasPrefix("'Bad\\27 Font\\5c '"))
    }

    @Test func htmlEscapesEverythingFromSource() {
        #expect(HTML.escape("<script>a && \"b\" 'c'</script>") == "&lt;script&gt;a &amp;&amp; &quot;b&quot; &#39;c&#39;&lt;/script&gt;")
        #expect(HTML.escape("a\u{0}b\u{1B}c\u{7F}d\u{85}e") == "a&#xFFFD;b&#xFFFD;c&#xFFFD;d&#xFFFD;e")
        #expect(HTML.escape("tab\tline\nok é") == "tab\tline\nok é")
    }
}
