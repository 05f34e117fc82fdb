import InterfaceBuilder
import Testing
import Typography

@Suite struct InterfaceBuilderDocumentTests {
    private func document(_ text: String) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(bytes: Array(text.utf8))
    }

    @Test func storyboardTextViewsFontsAndSettings() throws {
        let document = try document(FixtureDocuments.storyboard)
        #expect(document.kind == .storyboard)
        #expect(document.platform == .ios)
        #expect(!document.isLaunchScreen)
        let views = document.textViews
        #expect(views.map(\.kind) == [.label, .label, .button, .label, .label])
        #expect(views.map(\.id) == ["tTl-1a-aaa", "rAt-2b-bbb", "sTr-4d-ddd", "nam-FF-006", "rst-GG-007"])

        let title = views[0]
        #expect(title.font?.source == .system)
        #expect(title.font?.pointSize == 34)
        #expect(title.font?.weight == .bold)
        #expect(title.font?.isFixedSystemFont == true)
        #expect(title.adjustsFontForContentSizeCategory == nil)
        #expect(title.numberOfLines == 1)
        #expect(!title.shrinksToFit)
        #expect(title.lineBreakMode == "tailTruncation")

        let ratio = views[1]
        #expect(ratio.font?.textStyle == .subheadline)
        #expect(ratio.font?.pointSize == nil)
        #expect(ratio.adjustsFontForContentSizeCategory == true)
        #expect(ratio.numberOfLines == 0)
        #expect(ratio.fixedHeight?.constant == 20)

        let button = views[2]
        #expect(button.font?.weight == .semibold)
        #expect(button.font?.pointSize == 17)
        #expect(button.numberOfLines == nil)

        let name = views[3]
        #expect(name.font?.source == .custom(name: "Avenir-Book", family: "Avenir"))
        #expect(name.shrinksToFit)
        #expect(name.minimumScaleFactor == 0.5)

        #expect(views[4].font?.weight == .light)
        #expect(views[4].font?.pointSize == 10)
    }

    /// Fonts as Xcode writes them: a custom font has `name` and `family` and no `type`; a name
    /// starting with `.` is the system font's own; system and text-style fonts read as before.
    @Test func fontDescriptionsAsXcodeWritesThem() throws {
        let document = try document("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>
            <label id="a"><fontDescription key="fontDescription" name="Avenir-Light" family="Avenir" pointSize="9"/></label>
            <label id="b"><fontDescription key="fontDescription" name="HelveticaNeue" pointSize="12"/></label>
            <label id="c"><fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/></label>
            <label id="d"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label id="e"><fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
            <label id="f" adjustsFontForContentSizeCategory="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="g"><fontDescription key="fontDescription" pointSize="17"/></label>
            <label id="h"><fontDescription key="fontDescription" type="unknownKind" name="Avenir-Book" pointSize="17"/></label>
            </objects></document>
            """)
        let fonts = document.textViews.map(\.font)
        #expect(fonts.map { $0?.source } == [
            .custom(name: "Avenir-Light", family: "Avenir"), .custom(name: "HelveticaNeue", family: nil), .system, .system, .system,
            .textStyle(.body), nil, nil,
        ])
        #expect(fonts.map { $0?.pointSize } == [9, 12, 17, 17, 20, nil, nil, nil])
        #expect(fonts[4]?.weight == .bold)
        #expect(document.textViews[5].adjustsFontForContentSizeCategory == true)
    }

    @Test func outletsKnowTheirOwnersClass() throws {
        let document = try document(FixtureDocuments.storyboard)
        let outlets = document.outlets.map { "\($0.ownerClass ?? "?").\($0.property) → \($0.destination)" }
        #expect(outlets == ["BrewViewController.titleLabel → tTl-1a-aaa", "BrewViewController.ratioLabel → rAt-2b-bbb",
                            "RecipeCell.nameLabel → nam-FF-006", "RecipeCell.roasterLabel → rst-GG-007"])
        #expect(document.textViewsByID()["nam-FF-006"]?.element == document.textViews[3].element)
        #expect(document.textView(at: document.textViews[2].element)?.kind == .button)
        #expect(document.textView(at: 0) == nil)
    }

    @Test func appKitFonts() throws {
        let document = try document(FixtureDocuments.macWindow)
        #expect(document.kind == .xib)
        #expect(document.platform == .macos)
        let fonts = document.textViews.map(\.font)
        #expect(fonts.map { $0?.pointSize } == [13, 9, 13])
        #expect(fonts.map { $0?.weight } == [nil, .bold, nil])
        #expect(fonts[2]?.source == .custom(name: "Georgia", family: nil))
        #expect(document.textViews.allSatisfy { $0.numberOfLines == nil })
    }

    @Test func launchScreenAndPlatformFallbacks() throws {
        let launch = try document(FixtureDocuments.launchScreen)
        #expect(launch.isLaunchScreen)
        #expect(launch.platform == .ios)
        let tv = try document("<document type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\" targetRuntime=\"AppleTV\"/>")
        #expect(tv.platform == .tvos)
        let watch = try document("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" targetRuntime=\"watchKit\"/>")
        #expect(watch.platform == .watchos)
        #expect(try document("<document/>").platform == nil)
    }

    @Test func textStyleRawValues() {
        #expect(TextStyleRawValue.parse("UICTFontTextStyleTitle0")?.style == .largeTitle)
        #expect(TextStyleRawValue.parse("UICTFontTextStyleSubhead")?.style == .subheadline)
        #expect(TextStyleRawValue.parse("UICTFontTextStyleCaption1")?.style == .caption)
        let emphasized = TextStyleRawValue.parse("UICTFontTextStyleEmphasizedTitle1")
        #expect(emphasized?.style == .title && emphasized?.isEmphasized == true)
        #expect(TextStyleRawValue.parse("UICTFontTextStyleEmphasizedItalicBody")?.isItalic == true)
        #expect(TextStyleRawValue.parse("UICTFontTextStyleShortBody") == nil)
        #expect(TextStyleRawValue.rawValue(of: .body) == "UICTFontTextStyleBody")
        #expect(TextStyleRawValue.rawValue(of: .largeTitle, emphasized: true) == "UICTFontTextStyleEmphasizedTitle0")
        #expect(TextStyleRawValue.rawValue(of: .footnote2) == nil)
        for style in TextStyle.allCases {
            guard let raw = TextStyleRawValue.rawValue(of: style) else { continue }
            #expect(TextStyleRawValue.parse(raw)?.style == style)
        }
    }

    @Test func unknownStyleStillScalesAndBadInputSaysWhy() throws {
        let document = try document("""
            <document targetRuntime="iOS.CocoaTouch"><label id="a"><fontDescription key="fontDescription" style="UICTFontTextStyleShortBody"/></label></document>
            """)
        #expect(document.textViews[0].font?.source == .textStyle(nil))
        #expect(throws: InterfaceBuilderError.notInterfaceBuilder(rootElement: "plist")) {
            try InterfaceBuilderDocument(bytes: Array("<plist/>".utf8))
        }
        do {
            _ = try InterfaceBuilderDocument(bytes: Array("<document>\n<label>".utf8))
            Issue.record("malformed XML read")
        } catch {
            #expect(error.description == "malformed XML at 2:8: the document ends inside <label> (opened at 2:1)")
        }
    }
}
