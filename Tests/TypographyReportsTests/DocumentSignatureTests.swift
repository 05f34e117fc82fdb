import Foundation
import Testing
import TypographyAudit
import TypographyReports

/// A report replaces only an empty file or a document typecase wrote; every file an Xcode project
/// keeps beside its reports is refused.
@Suite struct DocumentSignatureTests {
    static func replaceable(_ text: String) -> Bool { DocumentSignature.isReplaceable(Array(text.utf8)) }

    @Test(arguments: ReportFormat.allCases)
    func everyReportFormatIsRecognised(format: ReportFormat) {
        #expect(Self.replaceable(format.render(ReportFixtures.report)))
    }

    @Test func emptyAndBlankFilesAreReplaceable() {
        #expect(Self.replaceable(""))
        #expect(Self.replaceable("\n  \n"))
    }

    @Test func baselinesInventoriesAndTokensAreRecognised() throws {
        #expect(DocumentSignature.isReplaceable(Baseline(recording: [], directory: ".").encoded()))
        #expect(Self.replaceable(try String(contentsOf: Golden.directory.appendingPathComponent("brewlog.inventory.json"), encoding: .utf8)))
        #expect(Self.replaceable(try String(contentsOf: Golden.directory.appendingPathComponent("brewlog.inventory.md"), encoding: .utf8)))
        #expect(Self.replaceable(try String(contentsOf: Golden.directory.appendingPathComponent("ios.tokens.css"), encoding: .utf8)))
        #expect(Self.replaceable(try String(contentsOf: Golden.directory.appendingPathComponent("ios.tokens.json"), encoding: .utf8)))
    }

    @Test(arguments: [
        // Info.plist
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleName</key>\n\t<string>typecase</string>\n</dict>\n</plist>\n",
        // project.pbxproj
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\t\tA1 /* App */ = {isa = PBXProject; name = typecase; };\n\t};\n}\n",
        // Localizable.strings
        "/* Title */\n\"welcome\" = \"Welcome\";\n",
        // Localizable.xcstrings
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"welcome\" : {}\n  },\n  \"version\" : \"1.0\"\n}\n",
        // App.entitlements
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>com.apple.security.app-sandbox</key>\n\t<true/>\n</dict>\n</plist>\n",
        // Base.xcconfig
        "// Shared settings\nSWIFT_VERSION = 6.0\nPRODUCT_NAME = typecase\n",
        // Package.resolved
        "{\n  \"originHash\" : \"abc\",\n  \"pins\" : [\n    {\n      \"identity\" : \"typecase\",\n      \"kind\" : \"remoteSourceControl\"\n    }\n  ],\n  \"version\" : 3\n}\n",
        // Notes that merely mention a warning.
        "TODO: fix the build\nwarning: this file is hand-written\n",
    ])
    func projectFilesAreNotReplaceable(text: String) {
        #expect(!Self.replaceable(text))
    }

    @Test func xcodeAndGitHubLinesAreRecognisedOnlyWhenEveryLineIsOne() {
        #expect(Self.replaceable("App/View.swift:3:9: warning: Fixed size [fixed-font-size]\n"))
        #expect(Self.replaceable("::notice file=App/View.swift,line=3,col=9,title=T::message\n"))
        #expect(!Self.replaceable("App/View.swift:3:9: warning: Fixed size [fixed-font-size]\nmy notes\n"))
    }

    /// The writer refuses such a file too, and leaves it as it was.
    @Test func writerRefusesAProjectFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-signature-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plist = directory.appendingPathComponent("Info.plist").path
        let contents = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        try contents.write(toFile: plist, atomically: false, encoding: .utf8)
        #expect(ReportWriter.refusal(toWrite: plist, inputs: [])?.contains("is not a file typecase wrote") == true)
        #expect(ReportWriter.write(ReportFixtures.report, to: [ReportRequest(format: .json, path: plist)]).count == 1)
        #expect(try String(contentsOfFile: plist, encoding: .utf8) == contents)
    }
}
