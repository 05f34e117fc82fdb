import Foundation
import InterfaceBuilder
import Testing
import TypographyAudit

/// The document half of the catalog rules: per rule, documents that must report at their `↓`
/// markers and documents that must not; suppression comments, launch screens, configuration and
/// the join with the Swift code of the run.
@Suite struct DocumentChecksTests {
    /// An iOS storyboard around `body` (or a macOS xib).
    static func document(_ body: String, runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="\(runtime)">
        <objects>
        \(body)
        </objects>
        </document>
        """
    }

    static func findings(of ruleID: String, in text: String, code: CodeOutlets = CodeOutlets(),
                         configuration: Configuration? = nil) throws -> [Finding] {
        let rule = try #require(RuleRegistry.rule(ruleID))
        let document = try InterfaceBuilderDocument(bytes: Array(text.utf8))
        return DocumentAuditor(rules: [rule]).audit(document, path: "Main.storyboard", configuration: configuration, code: code)
    }

    static let triggering: [(rule: String, body: String)] = [
        ("fixed-font-size", """
            <label text="Title" id="a">↓<fontDescription key="fontDescription" type="boldSystem" pointSize="28"/></label>
            <button id="b"><buttonConfiguration key="configuration" title="Go">
                ↓<fontDescription key="titleFontDescription" type="system" weight="semibold" pointSize="17"/>
            </buttonConfiguration></button>
            <textField id="c">↓<fontDescription key="fontDescription" type="italicSystem" pointSize="14"/></textField>
            <label id="d">↓<fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/></label>
            """),
        ("custom-font-not-scaled", """
            <label id="a">↓<fontDescription key="fontDescription" type="custom" name="Avenir-Book" family="Avenir" pointSize="15"/></label>
            <label id="b">↓<fontDescription key="fontDescription" name="Futura-Medium" family="Futura" pointSize="24"/></label>
            <label id="c">↓<fontDescription key="fontDescription" name="HelveticaNeue" pointSize="12"/></label>
            """),
        ("missing-adjusts-font", """
            ↓<label text="Body" id="a"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            ↓<textView id="b" adjustsFontForContentSizeCategory="NO"><fontDescription key="fontDescription" style="UICTFontTextStyleEmphasizedTitle0"/></textView>
            """),
        ("below-minimum-size", """
            <label id="a">↓<fontDescription key="fontDescription" type="system" pointSize="9"/></label>
            <label id="b">↓<fontDescription key="fontDescription" name="Avenir-Light" family="Avenir" pointSize="9"/></label>
            """),
        ("thin-weight", """
            <label id="a">↓<fontDescription key="fontDescription" type="system" weight="thin" pointSize="15"/></label>
            <label id="b">↓<fontDescription key="fontDescription" type="system" weight="ultraLight" pointSize="48"/></label>
            <label id="c">↓<fontDescription key="fontDescription" type="custom" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="13"/></label>
            <label id="d">↓<fontDescription key="fontDescription" name="Avenir-Light" family="Avenir" pointSize="15"/></label>
            """),
        ("minimum-scale-factor", """
            ↓<label id="a" minimumScaleFactor="0.5"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            ↓<label id="b" adjustsFontSizeToFit="YES" minimumFontSize="9"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            ↓<label id="c" minimumFontSize="12"><fontDescription key="fontDescription" type="system" pointSize="14"/></label>
            """),
        ("truncation-instead-of-wrapping", """
            <viewController id="vc" customClass="C"><view key="view" id="v"><subviews>
            ↓<label id="a" lineBreakMode="tailTruncation" adjustsFontForContentSizeCategory="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            ↓<label id="b" text="Grind the beans just before you brew them" adjustsFontForContentSizeCategory="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>
            </subviews></view>
            <connections><outlet property="nameLabel" destination="a" id="o1"/></connections></viewController>
            """),
        ("text-clips-at-large-sizes", """
            <label id="a" numberOfLines="0" adjustsFontForContentSizeCategory="YES">
                <constraints>↓<constraint firstAttribute="height" constant="21" id="h"/></constraints>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """),
    ]

    static let nonTriggering: [(rule: String, body: String)] = [
        ("fixed-font-size", """
            <label id="a" adjustsFontForContentSizeCategory="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="b"><fontDescription key="fontDescription" type="custom" name="Georgia" family="Georgia" pointSize="17"/></label>
            <!-- <label id="c"><fontDescription key="fontDescription" type="system" pointSize="17"/></label> -->
            <label id="d"><fontDescription key="fontDescription" name="Georgia" pointSize="17"/></label>
            """),
        ("custom-font-not-scaled", """
            <label id="a"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label id="b"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="c"><fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/></label>
            <label id="d"><fontDescription key="fontDescription" pointSize="17"/></label>
            """),
        ("missing-adjusts-font", """
            <label id="a" adjustsFontForContentSizeCategory="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="b"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <button id="c"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></button>
            """),
        ("below-minimum-size", """
            <label id="a"><fontDescription key="fontDescription" type="system" pointSize="11"/></label>
            <label id="b"><fontDescription key="fontDescription" style="UICTFontTextStyleCaption2"/></label>
            """),
        ("thin-weight", """
            <label id="a"><fontDescription key="fontDescription" type="system" weight="medium" pointSize="15"/></label>
            <label id="b"><fontDescription key="fontDescription" type="custom" name="Flight" family="Flight" pointSize="15"/></label>
            <label id="c"><fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="15"/></label>
            """),
        ("minimum-scale-factor", """
            <label id="a" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="b"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="c" minimumFontSize="14"><fontDescription key="fontDescription" type="system" pointSize="14"/></label>
            <label id="d" adjustsFontSizeToFit="YES" minimumScaleFactor="1"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
            """),
        ("truncation-instead-of-wrapping", """
            <viewController id="vc" customClass="C"><view key="view" id="v"><subviews>
            <label id="a" numberOfLines="0" adjustsFontForContentSizeCategory="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="b" text="Grind" adjustsFontForContentSizeCategory="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="c" lineBreakMode="middleTruncation" adjustsFontForContentSizeCategory="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="d" allowsDefaultTighteningForTruncation="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="e"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            </subviews></view>
            <connections>
                <outlet property="a" destination="a" id="o1"/><outlet property="c" destination="c" id="o3"/>
                <outlet property="d" destination="d" id="o4"/><outlet property="e" destination="e" id="o5"/>
            </connections></viewController>
            """),
        ("text-clips-at-large-sizes", """
            <label id="a"><constraints><constraint firstAttribute="height" relation="greaterThanOrEqual" constant="21" id="h1"/></constraints>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="b"><constraints><constraint firstAttribute="height" constant="120" id="h2"/></constraints>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label id="c"><constraints><constraint firstAttribute="height" constant="21" id="h3"/></constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label id="d"><constraints><constraint firstAttribute="height" priority="250" constant="21" id="h4"/></constraints>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            """),
    ]

    static let ruleIDs = Array(Set(triggering.map(\.rule))).sorted()

    @Test(arguments: ruleIDs)
    func triggeringDocumentsReportAtMarkers(_ id: String) throws {
        for example in Self.triggering where example.rule == id {
            let (text, expected) = RuleExamples.markers(in: Self.document(example.body))
            let found = try Self.findings(of: id, in: text).map { RuleExamples.Position(line: $0.location.line, column: $0.location.column) }
            #expect(found.sorted() == expected.sorted(), "\(id) in:\n\(text)")
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringDocumentsReportNothing(_ id: String) throws {
        for example in Self.nonTriggering where example.rule == id {
            let findings = try Self.findings(of: id, in: Self.document(example.body))
            #expect(findings.isEmpty, "\(id) reported \(findings.map(\.message)) in:\n\(example.body)")
        }
    }

    @Test func messagesNameSizesAndStyles() throws {
        let text = Self.document("""
            <label id="a"><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/></label>
            """)
        #expect(try Self.findings(of: "fixed-font-size", in: text).map(\.message)
            == ["system font at a fixed 17 pt does not scale with Dynamic Type; use a text style (nearest: .headline)"])
        let mac = Self.document("<textField id=\"a\"><textFieldCell key=\"cell\" id=\"c\"><font key=\"font\" metaFont=\"system\" size=\"14\"/></textFieldCell></textField>",
                                runtime: "MacOSX.Cocoa")
        let found = try Self.findings(of: "fixed-font-size", in: mac)
        #expect(found.map(\.message) == ["system font at a fixed 14 pt; use a text style (nearest: .body)"])
        #expect(found.map(\.severity) == [.note])
        #expect(try Self.findings(of: "below-minimum-size", in: mac).isEmpty)
    }

    /// macOS has no Dynamic Type: the fonts AppKit gives a control (meta fonts at their own size or at
    /// the control size's, sizes on the macOS ramp) are its idiom; a label font made smaller than its
    /// control's is still below the minimum.
    @Test func appKitDefaultFontsAreTheIdiomNotFindings() throws {
        let cell = { (controlSize: String?, font: String) in
            Self.document("""
                <textField id="a"><textFieldCell key="cell" \(controlSize.map { "controlSize=\"\($0)\" " } ?? "")id="c">\(font)</textFieldCell></textField>
                """, runtime: "MacOSX.Cocoa")
        }
        let idioms = [
            cell(nil, #"<font key="font" metaFont="system"/>"#), cell(nil, #"<font key="font" metaFont="systemBold"/>"#),
            cell("small", #"<font key="font" metaFont="smallSystem"/>"#), cell(nil, #"<font key="font" metaFont="message" size="13"/>"#),
            cell("mini", #"<font key="font" metaFont="label" size="9"/>"#), cell("small", #"<font key="font" metaFont="system" size="11"/>"#),
            cell(nil, #"<font key="font" metaFont="system" size="0.0"/>"#), cell(nil, #"<font key="font" size="12" name=".AppleSystemUIFont"/>"#),
        ]
        for document in idioms {
            #expect(try Self.findings(of: "fixed-font-size", in: document).isEmpty)
            #expect(try Self.findings(of: "below-minimum-size", in: document).isEmpty)
        }
        let tooSmall = cell("small", #"<font key="font" metaFont="label" size="9"/>"#)
        #expect(try Self.findings(of: "below-minimum-size", in: tooSmall).map(\.message)
            == ["9 pt text is below the macOS minimum of 10 pt; use .footnote or larger"])
    }

    /// `pointSize="0.0"` is the element's default size, not a 0 pt font.
    @Test func aZeroPointSizeIsTheDefaultSize() throws {
        let text = Self.document("""
            <label id="a"><fontDescription key="fontDescription" type="system" pointSize="0.0"/></label>
            """)
        #expect(try Self.findings(of: "below-minimum-size", in: text).isEmpty)
        #expect(try Self.findings(of: "fixed-font-size", in: text).isEmpty)
    }

    /// A clipping height names the first category that clips and its line height from the platform
    /// table, as the Swift rule does: a Body line is 22 pt at the default size (not Medium's 21).
    @Test func clippingMessagesNameTheCategoryAndLineHeightAsTheCodeRuleDoes() throws {
        let label = { (height: Int, lines: Int, style: String) in
            Self.document("""
                <label id="a" numberOfLines="\(lines)" adjustsFontForContentSizeCategory="YES">
                    <constraints><constraint firstAttribute="height" constant="\(height)" id="h"/></constraints>
                    <fontDescription key="fontDescription" style="\(style)"/>
                </label>
                """)
        }
        let messages = try [
            label(20, 1, "UICTFontTextStyleBody"), label(21, 1, "UICTFontTextStyleBody"), label(40, 2, "UICTFontTextStyleFootnote"),
            label(44, 1, "UICTFontTextStyleHeadline"),
        ].flatMap { try Self.findings(of: "text-clips-at-large-sizes", in: $0).map(\.message) }
        let remedy = "; make the height constraint greater than or equal"
        #expect(messages == [
            "fixed height of 20 pt clips .body text already at the default size (a line needs 22 pt)" + remedy,
            "fixed height of 21 pt clips .body text already at the default size (a line needs 22 pt)" + remedy,
            "fixed height of 40 pt clips .footnote text from xxLarge (2 lines need 44 pt)" + remedy,
            "fixed height of 44 pt clips .headline text from AX3 (a line needs 48 pt)" + remedy,
        ])
    }

    @Test func fixesMakeTextStylesAndASecondRunChangesNothing() throws {
        let text = Self.document("""
            <label text="Notes" adjustsFontSizeToFit="NO" id="a"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="Name" id="b"><fontDescription key="fontDescription" type="system" pointSize="18"/></label>
            <button id="c"><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/><state key="normal" title="Save"/></button>
            """)
        let findings = try Self.findings(of: "fixed-font-size", in: text)
        #expect(findings.map { $0.fix?.isExact } == [true, false, true])
        let exact = findings.compactMap(\.fix).filter(\.isExact).flatMap(\.edits).map { DocumentEdit(range: $0.range, replacement: $0.replacement) }
        let fixed = try #require(DocumentEdits.apply(exact, to: Array(text.utf8)))
        let result = String(decoding: fixed, as: UTF8.self)
        #expect(result.contains("<label text=\"Notes\" adjustsFontForContentSizeCategory=\"YES\" adjustsFontSizeToFit=\"NO\" id=\"a\"><fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/></label>"))
        #expect(result.contains("<button id=\"c\"><fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleHeadline\"/><state key=\"normal\" title=\"Save\"/></button>"))
        #expect(result.contains("type=\"system\" pointSize=\"18\""))
        let again = try Self.findings(of: "fixed-font-size", in: result)
        #expect(again.map(\.location.line) == [findings[1].location.line])
        // The labels adjust now; the button's title can only be told to in code, and the finding says so.
        #expect(try Self.findings(of: "missing-adjusts-font", in: result).map(\.message) == [
            "button c has a text style, but a button's title adjusts only when code sets "
                + "titleLabel?.adjustsFontForContentSizeCategory = true; without it the title keeps its size when the reader "
                + "changes the text size",
        ])
        // With --approximate, the 18 pt font becomes Body too.
        let approximate = again.compactMap(\.fix).flatMap(\.edits).map { DocumentEdit(range: $0.range, replacement: $0.replacement) }
        let all = try #require(DocumentEdits.apply(approximate, to: fixed))
        #expect(try Self.findings(of: "fixed-font-size", in: String(decoding: all, as: UTF8.self)).isEmpty)
    }

    /// The system font under its private name (`name=".AppleSystemUIFont"`, no `type`) becomes a text
    /// style like `type="system"`; a custom font as Xcode writes it is left byte for byte by the exact
    /// fixes, and the approximate one only raises its `pointSize` to the minimum.
    @Test func fixesOfNamedFontsAsXcodeWritesThem() throws {
        let text = Self.document("""
            <label text="Name" id="a"><fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/></label>
            <label text="Rating" id="b"><fontDescription key="fontDescription" name="Avenir-Light" family="Avenir" pointSize="9"/></label>
            """)
        let ids = ["fixed-font-size", "custom-font-not-scaled", "below-minimum-size", "thin-weight"]
        let findings = try ids.flatMap { try Self.findings(of: $0, in: text) }
        #expect(findings.map(\.ruleID) == ids)
        #expect(findings.map { $0.fix?.isExact } == [true, nil, false, nil])
        let edits = { (exactOnly: Bool) in
            findings.compactMap(\.fix).filter { $0.isExact || !exactOnly }.flatMap(\.edits).map { DocumentEdit(range: $0.range, replacement: $0.replacement) }
        }
        let exact = String(decoding: try #require(DocumentEdits.apply(edits(true), to: Array(text.utf8))), as: UTF8.self)
        #expect(exact.contains("<label text=\"Name\" adjustsFontForContentSizeCategory=\"YES\" id=\"a\"><fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/></label>"))
        #expect(exact.contains("<label text=\"Rating\" id=\"b\"><fontDescription key=\"fontDescription\" name=\"Avenir-Light\" family=\"Avenir\" pointSize=\"9\"/></label>"))
        let all = String(decoding: try #require(DocumentEdits.apply(edits(false), to: Array(text.utf8))), as: UTF8.self)
        #expect(all.contains("<fontDescription key=\"fontDescription\" name=\"Avenir-Light\" family=\"Avenir\" pointSize=\"11\"/>"))
    }

    @Test func suppressionCommentsConfigurationAndLaunchScreens() throws {
        let text = Self.document("""
            <!-- typecase:disable:next fixed-font-size -->
            <label id="a">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label id="b"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <!-- typecase:disable all -->
            <label id="c"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <!-- typecase:enable all -->
            <label id="d"><fontDescription key="fontDescription" type="system" pointSize="17"/></label> <!-- typecase:disable:this fixed-font-size -->
            """)
        #expect(try Self.findings(of: "fixed-font-size", in: text).map(\.location.line) == [8])
        var configuration = Configuration(directory: "/")
        configuration.rules["fixed-font-size"] = RuleConfiguration(severity: .error)
        #expect(try Self.findings(of: "fixed-font-size", in: text, configuration: configuration).map(\.severity) == [.error])
        configuration.rules["fixed-font-size"] = RuleConfiguration(enabled: false)
        #expect(try Self.findings(of: "fixed-font-size", in: text, configuration: configuration).isEmpty)
        let launch = Self.document("<label id=\"a\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"9\"/></label>")
            .replacingOccurrences(of: "targetRuntime", with: "launchScreen=\"YES\" targetRuntime")
        for id in Self.ruleIDs { #expect(try Self.findings(of: id, in: launch).isEmpty) }
    }
}
