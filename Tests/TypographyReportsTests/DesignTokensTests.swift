import Foundation
import Testing
import Typography
@testable import TypographyReports

@Suite struct DesignTokensTests {
    static let platforms = Platform.allCases.filter { $0 != .visionos }

    @Test(arguments: platforms)
    func dtcgOutputIsValid(platform: Platform) {
        let validator = DTCGValidator(Data(DesignTokens.dtcg(platform: platform).rendered().utf8))
        #expect(validator.errors == [])
        #expect(validator.tokens.count == DesignTokens.styles(of: platform).exported.count)
        #expect(validator.tokens.count > 0)
    }

    @Test func iosBodyCarriesTheTableValues() throws {
        let document = try JSONSerialization.jsonObject(with: Data(DesignTokens.dtcg(platform: .ios).rendered().utf8))
        let body = try #require(((document as? [String: Any])?["ios"] as? [String: Any])?["body"] as? [String: Any])
        let value = try #require(body["$value"] as? [String: Any])
        #expect((value["fontSize"] as? [String: Any])?["value"] as? Double == 17)
        #expect((value["letterSpacing"] as? [String: Any])?["value"] as? Double == -0.43)
        #expect(value["fontWeight"] as? Int == 400)
        #expect(abs((value["lineHeight"] as? Double ?? 0) * 17 - 22) < 0.0001)
        #expect((value["fontFamily"] as? [String])?.prefix(3) == ["-apple-system", "system-ui", "SF Pro Text"])
        let typecase = try #require((body["$extensions"] as? [String: Any])?[DesignTokens.extensionKey] as? [String: Any])
        let sizes = try #require(typecase["dynamicType"] as? [String: Any])
        #expect(sizes.count == 12)
        let ax5 = try #require(sizes["accessibility5"] as? [String: Any])
        #expect((ax5["fontSize"] as? [String: Any])?["value"] as? Double == 53)
        #expect((ax5["lineHeight"] as? [String: Any])?["value"] as? Double == 62)
        #expect(ax5["accessibilitySize"] as? Bool == true)
        #expect(typecase["emphasizedFontWeight"] as? Int == 600)
    }

    @Test func stylesWithoutAPublishedLineHeightAreNamedNotExported() {
        let (exported, unpublished) = DesignTokens.styles(of: .ios)
        #expect(unpublished == [.extraLargeTitle, .extraLargeTitle2])
        #expect(!exported.contains(.extraLargeTitle))
        #expect(DesignTokens.dtcg(platform: .ios).rendered().contains("Not exported (size, line height or weight not published): Extra Large Title 1, Extra Large Title 2."))
        #expect(DesignTokens.styles(of: .visionos).exported.isEmpty)
    }

    @Test func cssHasOneRulePerCategoryAndTheDefaultOnRoot() {
        let css = DesignTokens.css(platform: .ios)
        for category in ContentSizeCategory.allCases {
            #expect(css.contains("[data-dynamic-type=\"\(category.swiftUIName)\"] {") || category == .large)
        }
        #expect(css.contains(":root, [data-dynamic-type=\"large\"] {\n  --large-title-font-family:"))
        #expect(css.contains("  --body-font: 400 17px/22px -apple-system, system-ui, 'SF Pro Text', 'Helvetica Neue', 'Arial', sans-serif;\n"))
        // At AX5 Body is 53 pt: the Display cut.
        #expect(css.contains("--body-font-family: -apple-system, system-ui, 'SF Pro Display'"))
        #expect(DesignTokens.css(platform: .watchos).components(separatedBy: "[data-dynamic-type=").count - 1 == 9)
    }

    @Test func goldenDTCGAndCSS() throws {
        try Golden.expect(DesignTokens.dtcg(platform: .ios).rendered(), matches: "ios.tokens.json")
        try Golden.expect(DesignTokens.css(platform: .ios), matches: "ios.tokens.css")
        try Golden.expect(DesignTokens.dtcg(platform: .watchos).rendered(), matches: "watchos.tokens.json")
    }

    @Test func kebabCaseNames() {
        #expect(DesignTokens.kebab("largeTitle") == "large-title")
        #expect(DesignTokens.kebab("extraLargeTitle2") == "extra-large-title2")
        #expect(DesignTokens.kebab("body") == "body")
    }
}

/// The validator must reject what the format forbids, or the checks above could not fail.
@Suite struct DTCGValidatorTests {
    static let valid = """
        {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
         "base": {"size": {"$type": "dimension", "$value": {"value": 17, "unit": "px"}},
                  "stack": {"$type": "fontFamily", "$value": ["SF Pro", "Arial"]}},
         "styles": {"$type": "typography",
                    "body": {"$value": {"fontFamily": "{base.stack}", "fontSize": "{base.size}", "fontWeight": 400,
                                        "letterSpacing": {"value": -0.4, "unit": "px"}, "lineHeight": 1.3}}}}
        """

    @Test func acceptsAValidFileWithReferencesAndInheritedTypes() {
        let validator = DTCGValidator(Data(Self.valid.utf8))
        #expect(validator.errors == [])
        #expect(validator.tokens.count == 3)
    }

    @Test(arguments: [
        (#""fontSize": "{base.size}""#, #""fontSize": "17px""#, "a dimension is"),
        (#""lineHeight": 1.3"#, #""lineHeight": "1.3""#, "a number token's value"),
        (#", "lineHeight": 1.3"#, "", "typography needs lineHeight"),
        (#""lineHeight": 1.3"#, ##""lineHeight": 1.3, "color": "#000""##, "typography has no sub-value color"),
        (#""fontWeight": 400"#, #""fontWeight": 1200"#, "a font weight is"),
        (#""fontWeight": 400"#, #""fontWeight": "Bold""#, "a font weight is"),
        (#""fontFamily": "{base.stack}""#, #""fontFamily": "{base.size}""#, "which is not a fontFamily token"),
        (#""$type": "typography""#, #""$type": "font""#, "one of the format's types"),
        (#""styles": {"$type": "typography","#, #""styles": {"#, "no $type"),
        (#""body": {"#, #""body.large": {"#, "must not contain"),
        (#""unit": "px"}},"#, #""unit": "pt"}},"#, "a dimension is"),
        (#""stack": {"$type""#, #""stack": {"$kind": 1, "$type""#, "a token may not have the member $kind"),
        (#""$schema""#, #""$version""#, "unknown group property $version"),
    ])
    func rejects(original: String, replacement: String, expectedError: String) throws {
        #expect(Self.valid.contains(original))
        let broken = Self.valid.replacingOccurrences(of: original, with: replacement)
        let validator = DTCGValidator(Data(broken.utf8))
        #expect(validator.errors.contains { $0.contains(expectedError) }, "\(validator.errors)")
    }
}
