import InterfaceBuilder
import Testing

@Suite struct DocumentEditsTests {
    private func apply(_ edits: [DocumentEdit], to text: String) -> String? {
        DocumentEdits.apply(edits, to: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func fixedSystemFontBecomesATextStyleAndTheViewAdjusts() throws {
        let text = """
            <document targetRuntime="iOS.CocoaTouch">
                <label opaque="NO" text="Notes" adjustsFontSizeToFit="NO" id="a1">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="Name" id="a2"><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/></label>
                <label text="Off" adjustsFontForContentSizeCategory="NO" id="a3"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                <label><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
            </document>
            """
        let document = try InterfaceBuilderDocument(bytes: Array(text.utf8))
        var edits: [DocumentEdit] = []
        for (view, style) in zip(document.textViews, ["UICTFontTextStyleBody", "UICTFontTextStyleHeadline",
                                                      "UICTFontTextStyleSubhead", "UICTFontTextStyleFootnote"]) {
            let font = try #require(view.font)
            edits += try #require(DocumentEdits.textStyle(style, replacing: font, in: document.xml))
            edits += [DocumentEdits.adjustsFontForContentSizeCategory(of: view.element, in: document.xml)].compactMap { $0 }
        }
        let fixed = try #require(apply(edits, to: text))
        #expect(fixed == """
            <document targetRuntime="iOS.CocoaTouch">
                <label opaque="NO" text="Notes" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" id="a1">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                <label text="Name" adjustsFontForContentSizeCategory="YES" id="a2"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
                <label text="Off" adjustsFontForContentSizeCategory="YES" id="a3"><fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/></label>
                <label adjustsFontForContentSizeCategory="YES"><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>
            </document>
            """)
        let again = try InterfaceBuilderDocument(bytes: Array(fixed.utf8))
        #expect(again.textViews.allSatisfy { $0.adjustsFontForContentSizeCategory == true && $0.font?.textStyle != nil })
        #expect(again.textViews.allSatisfy { DocumentEdits.adjustsFontForContentSizeCategory(of: $0.element, in: again.xml) == nil })
    }

    @Test func overlappingOrBreakingEditsAreRefused() {
        let text = "<a b=\"c\"/>"
        #expect(apply([DocumentEdit(range: 3..<8, replacement: ""), DocumentEdit(range: 5..<6, replacement: "x")], to: text) == nil)
        #expect(apply([DocumentEdit(range: 6..<7, replacement: "<")], to: text) == nil)
        #expect(apply([DocumentEdit(range: 6..<7, replacement: "d")], to: text) == "<a b=\"d\"/>")
    }
}
