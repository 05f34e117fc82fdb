import Testing
import Typography

/// HIG, SwiftUI, UIKit and Core Text spellings, case-insensitively.
@Suite struct NameParsingTests {
    @Test func platforms() {
        let names: [(String, Platform)] = [
            ("ios", .ios), ("iOS", .ios), ("iPadOS", .ipados), ("macOS", .macos), ("OSX", .macos),
            ("watchOS", .watchos), ("tvOS", .tvos), ("visionOS", .visionos), ("xrOS", .visionos),
        ]
        for (name, platform) in names { #expect(Platform(name: name) == platform, "\(name)") }
        #expect(Platform(name: "android") == nil)
        // Separators are dropped; anything else makes the name unknown, not a lenient match.
        #expect(Platform(name: "mac-OS") == .macos)
        for junk in ["ma😀cos", "i\u{0}os", "tv/os", "watch(os)", "ｉos"] { #expect(Platform(name: junk) == nil, "\(junk)") }
        #expect(TextStyle(name: "bo😀dy") == nil)
        #expect(ContentSizeCategory(name: "AX!3") == nil)
        #expect(Platform.allCases.map(\.displayName) == ["iOS", "iPadOS", "macOS", "watchOS", "tvOS", "visionOS"])
    }

    @Test func textStyles() {
        let names: [(String, TextStyle)] = [
            ("largeTitle", .largeTitle), (".largeTitle", .largeTitle), ("Large Title", .largeTitle),
            ("UICTFontTextStyleTitle0", .largeTitle), ("title", .title), ("title1", .title), ("Title 1", .title),
            ("UIFont.TextStyle.title1", .title), ("TITLE2", .title2), ("title-3", .title3), ("headline", .headline),
            ("Subhead", .subheadline), (".subheadline", .subheadline), ("body", .body), ("callout", .callout),
            ("footnote", .footnote), ("Footnote 1", .footnote), ("Footnote 2", .footnote2), ("caption", .caption),
            (".caption1", .caption), ("Caption 1", .caption), ("caption2", .caption2),
            ("extraLargeTitle", .extraLargeTitle), ("Extra Large Title 1", .extraLargeTitle),
            (".extraLargeTitle2", .extraLargeTitle2), ("Subtitle 1", .subtitle1), ("NSFont.TextStyle.body", .body),
        ]
        for (name, style) in names { #expect(TextStyle(name: name) == style, "\(name)") }
        #expect(TextStyle(name: "title4") == nil)
        #expect(TextStyle(name: "") == nil)
    }

    @Test func strictAPINames() {
        let swiftUI = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
                       "footnote", "caption", "caption2", "extraLargeTitle", "extraLargeTitle2"]
        let uiKit = ["largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
                     "footnote", "caption1", "caption2", "extraLargeTitle", "extraLargeTitle2"]
        for (swiftUIName, uiKitName) in zip(swiftUI, uiKit) {
            let style = TextStyle(swiftUIName: swiftUIName)
            #expect(style != nil && style == TextStyle(uiKitName: "." + uiKitName), "\(swiftUIName)")
            #expect(style?.swiftUIName == swiftUIName && style?.uiKitName == uiKitName && style?.appKitName == uiKitName)
        }
        #expect(TextStyle(swiftUIName: "title1") == nil)
        #expect(TextStyle(uiKitName: "title") == nil)
        #expect(TextStyle(uiKitName: "caption") == nil)
        #expect(TextStyle.footnote2.swiftUIName == nil && TextStyle.subtitle1.uiKitName == nil)
        // The position the scaling tables are read by.
        for (index, style) in TextStyle.allCases.enumerated() { #expect(style.index == index, "\(style)") }
    }

    @Test func categories() {
        let swiftUI = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                       "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
        let uiKit = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                     "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                     "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]
        let hig = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
        let coreText = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL", "AccessibilityXL",
                        "AccessibilityXXL", "AccessibilityXXXL"]
        for (index, category) in ContentSizeCategory.allCases.enumerated() {
            #expect(category.swiftUIName == swiftUI[index] && category.uiKitName == uiKit[index])
            #expect(category.higName == hig[index] && category.index == index)
            for name in [swiftUI[index], uiKit[index], hig[index], hig[index].uppercased(), "." + uiKit[index],
                         "UICTContentSizeCategory" + coreText[index], "DynamicTypeSize." + swiftUI[index]] {
                #expect(ContentSizeCategory(name: name) == category, "\(name)")
            }
            #expect(category.isAccessibilityCategory == (index >= 7))
        }
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.xSmall < .accessibility5 && ContentSizeCategory.large > .medium)
    }

    @Test func weights() {
        let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        let raw: [Double] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]
        for (index, weight) in FontWeight.allCases.enumerated() {
            #expect(weight.rawValue == names[index])
            #expect(weight.systemRawValue == raw[index])
            #expect(weight.cssWeight == (index + 1) * 100)
            #expect(FontWeight(name: "." + names[index]) == weight)
            #expect(FontWeight(name: "UIFont.Weight." + names[index]) == weight)
            #expect(FontWeight(name: String((index + 1) * 100)) == weight)
            #expect(FontWeight(nearestSystemRawValue: raw[index] + 0.01) == weight)
        }
        #expect(FontWeight(name: "Ultralight") == .ultraLight && FontWeight(name: "SEMIBOLD") == .semibold)
        #expect(FontWeight(name: "NSFontWeightSemibold") == .semibold)
        #expect(FontWeight(name: "chunky") == nil)
        #expect(FontWeight.ultraLight.higName == "Ultralight" && FontWeight.semibold.higName == "Semibold")
        #expect(FontWeight.light < .regular)
    }

    @Test func widthsDesignsFamilies() {
        #expect(FontWidth.allCases.map(\.systemRawValue) == [-0.3, -0.2, 0, 0.2])
        #expect(FontWidth(name: ".condensed") == .condensed && FontWidth(name: "wide") == nil)
        #expect(FontDesign(name: ".serif") == .serif && FontDesign(name: "Font.Design.monospaced") == .monospaced)
        #expect(FontFamily(name: "SF Pro") == .sfPro && FontFamily(name: "new-york") == .newYork)
        #expect(FontFamily(name: "sf compact rounded") == .sfCompactRounded && FontFamily(name: "Helvetica") == nil)
    }

    @Test(arguments: [
        ("HelveticaNeue-Light", FontWeight?.some(.light)), ("Avenir Next Ultra Light", .ultraLight),
        ("Roboto-ThinItalic", .thin), ("SFPro-ExtraLight", .ultraLight), ("Lato-HairlineOblique", .thin),
        ("AvenirNext-UltraLight", .ultraLight), ("Extra Light", .ultraLight), ("Light", .light), ("LIGHT", .light),
        ("Georgia", nil), ("Flight", nil), ("Didot-Bold", nil), ("Roboto-", nil), ("", nil), ("Italic", nil),
    ])
    func lightWeightsInFamilyNames(_ name: String, _ weight: FontWeight?) {
        #expect(FontWeight.lightWeight(inFamilyName: name) == weight, "\(name)")
    }
}
