import Foundation
import Testing
import TypographyAudit

/// Inputs that silently did nothing now say so: suppression comments and configuration settings
/// without effect, and no false "no Swift files" after a configuration error.
@Suite struct HonestWarningTests {
    static func messages(_ result: AuditResult, root: String) -> [String] {
        result.problems.map { $0.description.replacingOccurrences(of: root + "/", with: "") }
    }

    @Test func suppressionCommentsThatSuppressNothingAreWarnings() throws {
        try AuditEngineTests.withFolder([
            "A.swift": """
                import SwiftUI
                // typecase:disable:next fixed-font-sise
                let a = Font.system(size: 12)
                // typecase:disabel fixed-font-size
                let b = 1
                // typecase:disable thin-weight
                let c = 2
                """,
            // A file no rule would parse is still checked.
            "Model.swift": "struct Model {} // typecase:disable:this thinweight\n",
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root]))
            #expect(Self.messages(result, root: root) == [
                "A.swift:2:1: warning: unknown rule 'fixed-font-sise' in 'typecase:disable:next' (did you mean 'fixed-font-size'?); it suppresses nothing",
                "A.swift:4:1: warning: unknown action 'disabel' (did you mean 'disable'? expected disable, enable, disable:next or disable:this); it suppresses nothing",
                "A.swift:6:1: note: 'typecase:disable' of thin-weight has no 'typecase:enable': it applies to the end of the file",
                "Model.swift:1:17: warning: unknown rule 'thinweight' in 'typecase:disable:this' (did you mean 'thin-weight'?); it suppresses nothing",
            ])
            #expect(result.problems.filter(\.isNote).count == 1)
            #expect(result.findings.map(\.ruleID).contains("fixed-font-size"))
        }
    }

    @Test func closedRegionsAndKnownRulesGiveNoWarning() throws {
        try AuditEngineTests.withFolder([
            "A.swift": """
                import SwiftUI
                // typecase:disable all
                let a = Font.system(size: 12)
                // typecase:enable all
                // typecase:disable:next fixed-font-size - design asked for it
                let b = Font.system(size: 12)
                """,
        ]) { root in
            #expect(AuditEngine.run(AuditOptions(paths: [root])).problems.isEmpty)
        }
    }

    @Test func settingsOfRulesNotRunYetAreWarnings() throws {
        let catalogOnly = RuleRegistry.catalog.keys.sorted().first { RuleRegistry.rule($0) == nil }
        guard let planned = catalogOnly else { return }  // every catalog rule runs: nothing to warn about
        try AuditEngineTests.withFolder([
            ".typecase.json": "{\n  \"rules\": { \"\(planned)\": { \"enabled\": false } }\n}\n",
            "A.swift": "import SwiftUI\n",
            "Sub/B.swift": "import SwiftUI\n",
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root]))
            #expect(!result.isFailure)
            // Once per configuration file, at the rule's key.
            #expect(Self.messages(result, root: root) == [
                ".typecase.json:2:14: warning: rule '\(planned)' is in the catalog but not in this version of typecase yet; its settings have no effect",
            ])
        }
    }

    @Test func aConfigurationErrorIsNotFollowedByNoSwiftFiles() throws {
        try AuditEngineTests.withFolder([
            ".typecase.json": #"{ "platfrom": "ios" }"#,
            "A.swift": "import SwiftUI\n",
        ]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root]))
            #expect(result.isFailure)
            #expect(result.configurationErrors.count == 1)
            #expect(!result.problems.contains { $0.kind == .noSwiftFiles }, "\(result.problems)")
        }
    }
}
