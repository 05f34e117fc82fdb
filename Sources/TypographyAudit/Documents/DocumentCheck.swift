import InterfaceBuilder
import Typography

/// The part of a catalog rule that judges Interface Builder documents: the same rule id, severity,
/// configuration and suppression as the rule's check of Swift code, applied to the text views of a
/// document (see ``DocumentAuditor``).
protocol DocumentCheck: Sendable {
    /// The id of the catalog rule this check belongs to (`fixed-font-size`).
    static var ruleID: String { get }

    /// Reports the findings of one document.
    func check(_ context: inout DocumentCheckContext)
}

/// What a document check sees, and where it reports.
struct DocumentCheckContext {
    let document: InterfaceBuilderDocument
    /// The text views with their fonts, platforms and outlets, in document order.
    let sites: [DocumentSite]
    let path: String
    let ruleID: String
    let severity: Severity
    /// Whether the rule's severity is set by configuration (it then replaces a check's own).
    let isSeverityConfigured: Bool
    /// The rule's settings for the document.
    let configuration: RuleConfiguration
    var findings: [Finding] = []
    /// Facts for a run-level rule (see ``RunRule``) contributed so far.
    var facts: [RunFact] = []

    var xml: XMLTree { document.xml }

    /// Reports a finding at an element's `<`. `severity` replaces the rule's default (a note on
    /// macOS); a severity set in configuration wins over both. `fixUnavailable` says why there is no fix.
    mutating func report(at element: Int, _ message: String, severity: Severity? = nil, fix: Fix? = nil,
                         fixUnavailable: String? = nil) {
        let chosen = isSeverityConfigured ? self.severity : severity ?? self.severity
        findings.append(Finding(ruleID: ruleID, severity: chosen, path: path, location: location(of: element), message: message,
                                fix: fix, fixUnavailable: fix == nil ? fixUnavailable : nil))
    }

    /// Contributes a fact at an element's `<` for a run-level rule (see ``RunRule``).
    mutating func contribute(_ key: String, detail: String, at element: Int) {
        facts.append(RunFact(ruleID: ruleID, key: key, detail: detail, value: 0, path: path, location: location(of: element),
                             severity: severity, configuration: configuration))
    }

    /// Where an element starts.
    private func location(of element: Int) -> SourceLocation {
        let offset = xml.elements[element].range.lowerBound
        let (line, column) = xml.location(of: offset)
        return SourceLocation(line: line, column: column, offset: offset)
    }

    /// Document edits as a fix.
    static func fix(_ edits: [DocumentEdit], isExact: Bool, summary: String) -> Fix {
        Fix(edits: edits.map { FixEdit(range: $0.range, replacement: $0.replacement) }, isExact: isExact, summary: summary)
    }
}
