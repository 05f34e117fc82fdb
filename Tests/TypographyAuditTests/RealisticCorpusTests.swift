import Foundation
import Testing
import TypographyAudit

/// The audit of `Tests/RealisticCorpus` (several apps' worth of screens, view models, widgets, UIKit
/// cells, design-system helpers in other files) reports exactly the findings its files announce with
/// `// expect: rule-id, rule-id` at the end of the line a finding points at: every other line is
/// fine code and must stay silent.
@Suite struct RealisticCorpusTests {
    static let corpus = ExampleAppTests.root.appendingPathComponent("Tests/RealisticCorpus")

    struct Place: Hashable, Comparable, CustomStringConvertible {
        var path: String
        var line: Int
        var rule: String
        static func < (a: Place, b: Place) -> Bool { (a.path, a.line, a.rule) < (b.path, b.line, b.rule) }
        var description: String { "\(path):\(line) \(rule)" }
    }

    /// The `// expect:` markers of every Swift file below the corpus.
    static func expectedPlaces() throws -> [Place] {
        var places: [Place] = []
        let enumerator = try #require(FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(corpus.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                for rule in line[marker.upperBound...].split(separator: ",") {
                    places.append(Place(path: relative, line: index + 1, rule: rule.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return places.sorted()
    }

    /// Every rule of the catalog, the corpus audited as one run (`too-many-typefaces` counts the
    /// families of all its apps).
    static func audit() -> AuditResult {
        AuditEngine.run(AuditOptions(paths: [corpus.path], jobs: 2))
    }

    @Test func findingsAreExactlyTheAnnouncedOnes() throws {
        let result = Self.audit()
        let found = result.findings.map { finding in
            Place(path: String(finding.path.dropFirst(Self.corpus.path.count + 1)), line: finding.location.line,
                  rule: finding.ruleID)
        }
        let expected = try Self.expectedPlaces()
        let messages = Dictionary(result.findings.map { ("\($0.path):\($0.location.line) \($0.ruleID)", $0.message) },
                                  uniquingKeysWith: { a, _ in a })
        let wrong = Set(found).subtracting(expected).sorted()
        let missed = Set(expected).subtracting(found).sorted()
        #expect(wrong.isEmpty, "findings on fine code: \(wrong.map { "\($0) — \(messages[Self.corpus.path + "/" + $0.description] ?? "")" })")
        #expect(missed.isEmpty, "missed: \(missed)")
    }
}
