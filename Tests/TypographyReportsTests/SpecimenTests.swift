import Testing
import InterfaceBuilder
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
        #expect(html.contains("font-size: 53px; line-height: 62px; font-weight: 400; letter-spacing: 0.31px;"))
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

/// `typecase specimen --format svg`: the same lines as one self-contained SVG image.
@Suite struct SpecimenSVGTests {
    @Test func wellFormedWithOneRowPerLine() throws {
        for platform in [Platform.ios, .watchos, .macos] {
            let specimen = Specimen(platform: platform, emphasized: true, leading: platform == .ios)
            let svg = SpecimenSVG.render(specimen)
            let xml = try XMLReader.read(Array(svg.utf8))
            #expect(xml.name(of: xml.root) == "svg")
            let rows = xml.elements.indices.filter { xml.attribute("data-specimen-row", of: $0) != nil }
            #expect(rows.count == specimen.lineCount)
            #expect(xml.elements.indices.filter { xml.value("class", of: $0, is: "category") }.count == platform.categories.count)
            // Self-contained: no scripts, no links to fonts or images.
            #expect(!svg.contains("<script") && !svg.contains("href") && !svg.contains("url("))
        }
    }

    @Test func linesAreSetAtTheirSizeWeightAndTracking() throws {
        let svg = SpecimenSVG.render(Specimen(platform: .ios))
        let xml = try XMLReader.read(Array(svg.utf8))
        let body = try #require(xml.elements.indices.first {
            xml.value("data-style", of: $0, is: "body") && xml.value("data-category", of: $0, is: "large")
        })
        let sample = try #require(xml.descendants(of: body).first { xml.value("class", of: $0, is: "sample") })
        #expect(xml.value("font-size", of: sample) == "17")
        #expect(xml.value("font-weight", of: sample) == "400")
        #expect(xml.value("letter-spacing", of: sample) == "-0.43")
        #expect(xml.value("font-family", of: sample)?.hasPrefix("-apple-system, system-ui, 'SF Pro Text'") == true)
        #expect(svg.contains("Accessibility size"))
        #expect(svg.contains(">Large · Default</text>"))
    }

    @Test func samplesFitTheWidth() {
        // Body at AX5 (53 pt): the long sample is cut at a word; a short one stays whole.
        let long = SpecimenSVG.fitted(SpecimenPage.sampleText(.body), pointSize: 53)
        #expect(!long.isEmpty && long.count < 40 && SpecimenPage.sampleText(.body).hasPrefix(long))
        #expect(Double(long.count) * 53 * 0.6 <= SpecimenSVG.width - 330 - 24)
        #expect(SpecimenSVG.fitted("Page title", pointSize: 34) == "Page title")
    }
}
