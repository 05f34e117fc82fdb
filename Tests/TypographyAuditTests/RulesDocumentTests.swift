import Foundation
import Testing
import TypographyAudit

/// Every rule written in `Rules/` runs, and every rule that runs is documented in the checked-in,
/// current `Documentation/Rules.md`.
@Suite struct RulesDocumentTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The names of the types declared `struct Name: Rule` in the files of `Rules/`.
    static func ruleTypesInSources() throws -> [String] {
        let folder = packageRoot.appendingPathComponent("Sources/TypographyAudit/Rules")
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        let declaration = /(?m)^\s*(?:public\s+|internal\s+)?(?:final\s+)?struct\s+(\w+)\s*:\s*(?:[\w.]+\s*,\s*)*Rule\b/
        var names: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            names += text.matches(of: declaration).map { String($0.output.1) }
        }
        return names.sorted()
    }

    @Test func everyRuleTypeInRulesIsRegistered() throws {
        let declared = try Self.ruleTypesInSources()
        let registered = RuleRegistry.all.map { String(describing: type(of: $0)) }.sorted()
        #expect(declared.count >= 16)
        #expect(Set(declared).subtracting(registered).isEmpty, "declared in Rules/ but not in RuleRegistry.all")
        #expect(registered.count == Set(registered).count, "a rule registered twice")
    }

    /// The rule kit's queries read bytes and IDs for the rules (``SyntaxTree/withBytes(of:_:)``,
    /// ``SyntaxTree/component(before:)``): a rule file touches neither raw buffers nor raw indices.
    @Test func rulesUseQueriesNotRawBuffersOrIDs() throws {
        let folder = Self.packageRoot.appendingPathComponent("Sources/TypographyAudit/Rules")
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            if text.contains("withUnsafeBufferPointer") || text.contains("UnsafeBufferPointer(rebasing")
                || text.contains(/\.raw\b/) {
                offenders.append(url.lastPathComponent)
            }
        }
        #expect(offenders.isEmpty, "raw buffers or IDs in \(offenders.sorted())")
    }

    @Test func everyRegisteredRuleHasASection() {
        let document = RulesDocument.markdown()
        for description in RuleRegistry.descriptions {
            #expect(document.contains("\n## \(description.id)\n"), "\(description.id)")
        }
    }

    /// The checked-in document is the generated one. With `TYPECASE_WRITE_RULES_DOCUMENT=1` the
    /// test writes it instead (then check in the change).
    @Test func checkedInDocumentIsCurrent() throws {
        let url = Self.packageRoot.appendingPathComponent(RulesDocument.path)
        let generated = RulesDocument.markdown()
        if ProcessInfo.processInfo.environment["TYPECASE_WRITE_RULES_DOCUMENT"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let checkedIn = try? String(contentsOf: url, encoding: .utf8)
        #expect(checkedIn == generated, """
            \(RulesDocument.path) is out of date with the rules' descriptions; regenerate it with
            TYPECASE_WRITE_RULES_DOCUMENT=1 swift test --filter RulesDocumentTests
            """)
    }
}
