import Foundation
import Testing
@testable import TypographyAudit

/// The first pass takes from the Interface Builder documents only what they set on outlets, and
/// parses only the documents that may set `adjustsFontForContentSizeCategory`: no document is held
/// until the documents' audit, which reads each again (memory does not grow with the documents).
@Suite struct FirstPassDocumentsTests {
    @Test func onlyDocumentsThatMayAdjustFontsAreReadForTheirOutlets() throws {
        let storyboard = DocumentEngineTests.storyboard
        let plain = storyboard.replacingOccurrences(of: " adjustsFontForContentSizeCategory=\"YES\"", with: "")
        #expect(DocumentOutlets.mayAdjustFonts(Array(storyboard.utf8)))
        #expect(!DocumentOutlets.mayAdjustFonts(Array(plain.utf8)))
        try AuditEngineTests.withFolder(["Card.storyboard": storyboard, "Plain.xib": plain,
                                         "CardViewController.swift": DocumentEngineTests.controller]) { root in
            let resolver = ConfigurationResolver(schema: RuleRegistry.configurationSchema)
            let files = FileDiscovery(resolver: resolver).discover([root]).files
            let scan = ProjectScan(files: files, platform: nil, jobs: 2,
                                   vocabularies: FileVocabularies(files: files, rules: RuleRegistry.all))
            #expect(scan.documentIndices.map { URL(fileURLWithPath: files[$0].path).lastPathComponent } == ["Card.storyboard", "Plain.xib"])
            #expect(scan.symbols.documentOutlets.adjustsFont(owner: "CardViewController", property: "bodyLabel"))
            #expect(!scan.symbols.documentOutlets.adjustsFont(owner: "CardViewController", property: "titleLabel"))
        }
    }
}
