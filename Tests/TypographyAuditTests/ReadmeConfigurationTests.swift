import Foundation
import Testing
@testable import TypographyAudit

/// The README's tables of configuration keys and rule settings name exactly what the parser accepts,
/// so neither can go stale.
@Suite struct ReadmeConfigurationTests {
    static let readme: String = {
        let url = RulesDocumentTests.packageRoot.appendingPathComponent("README.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The rows of the README table whose header line is `header`: each row's cells, backticks kept.
    static func rows(under header: String) -> [[String]] {
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: header) else { return [] }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// `name` for the cell "`name`".
    static func code(_ cell: String) -> String? {
        guard cell.hasPrefix("`"), cell.hasSuffix("`"), cell.count > 2 else { return nil }
        return String(cell.dropFirst().dropLast())
    }

    @Test func everyTopLevelKeyIsListed() {
        let listed = Self.rows(under: "| Key | Value | Default |").compactMap { $0.first.flatMap(Self.code) }
        #expect(listed == ConfigurationParser.topLevelKeys)
    }

    @Test func everyRuleSettingIsListedWithItsRule() {
        let rows = Self.rows(under: "| Setting | Rule | Value | Default |")
        #expect(rows.count >= 2)
        let everyRule = rows.filter { $0.count > 1 && $0[1] == "every rule" }.compactMap { Self.code($0[0]) }
        #expect(everyRule == ConfigurationParser.ruleKeys)
        let listed = Set(rows.filter { $0.count > 1 && $0[1] != "every rule" }.compactMap { row -> String? in
            guard let option = Self.code(row[0]), let rule = Self.code(row[1]) else { return nil }
            return rule + "." + option
        })
        let accepted = Set(RuleRegistry.configurationSchema.rules.flatMap { rule, options in options.keys.map { rule + "." + $0 } })
        #expect(listed == accepted)
    }

    @Test func theRulesDocumentIsLinked() {
        #expect(Self.readme.contains("[Documentation/Rules.md](Documentation/Rules.md)"))
        #expect(Self.readme.contains("inherits the settings of those above it and overrides them key by key"))
    }
}
